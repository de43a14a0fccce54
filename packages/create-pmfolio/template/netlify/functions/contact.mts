import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/contact";

export const config: Config = {
  path: "/api/contact",
  // The platform's limit, per address and domain; the handler's own per-address limit (CONTACT_RATE_LIMIT) also works locally.
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
