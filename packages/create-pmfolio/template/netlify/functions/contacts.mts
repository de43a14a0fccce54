import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/contacts";

// The platform's per-address limit in front of the owner's API, enforced before the
// function runs and with no storage call (the app throttles failed logins on its own).
// A literal: the platform reads it when it deploys.
export const config: Config = {
  path: ["/api/contacts", "/api/contacts/:id"],
  rateLimit: { windowSize: 60, windowLimit: 120, aggregateBy: ["ip", "domain"] },
};
