import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-goal";

export const config: Config = {
  path: "/api/analytics/goal",
  rateLimit: { windowSize: 60, windowLimit: 30, aggregateBy: ["ip", "domain"] },
};
