import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/content";

// The owner's content editor: the platform's per-address limit in front of it, as for the inbox.
// A literal: the platform reads it when it deploys.
export const config: Config = {
  path: "/api/content",
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
};
