import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-applications";

export const config: Config = {
  path: "/api/analytics/applications",
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
};
