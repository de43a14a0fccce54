import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics";

// No `method` filter: every method reaches the function and gets a deliberate JSON answer.
// The platform enforces the rate limit (60 requests per address and minute) before the
// function runs, with no storage call; the local dev runtime does not enforce it. A
// literal: the platform reads this object when it deploys, without running the code.
export const config: Config = {
  path: "/api/analytics",
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
};
