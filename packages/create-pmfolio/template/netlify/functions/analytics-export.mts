import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-export";

// The platform's per-address limit, before the function runs and with no storage call:
// each export reads a whole range. A literal (read at deploy).
export const config: Config = {
  path: "/api/analytics/export",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
