import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/session";

// The platform's per-address limit, in front of the app's own failed-login throttle:
// enforced before the function runs, with no storage call. A literal (read at deploy).
export const config: Config = {
  path: "/api/session",
  rateLimit: { windowSize: 60, windowLimit: 30, aggregateBy: ["ip", "domain"] },
};
