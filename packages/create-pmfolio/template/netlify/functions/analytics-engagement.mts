import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-engagement";

// The same per-address limit as page views: a page view sends at most one engagement.
export const config: Config = {
  path: "/api/analytics/engagement",
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
};
