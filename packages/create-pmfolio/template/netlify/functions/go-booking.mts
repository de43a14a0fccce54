import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/go-booking";

// Per address, before the function runs: a person books a meeting once or twice, so a
// script replaying the link is refused (429) long before it inflates the count.
export const config: Config = {
  path: "/api/go/booking",
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ["ip", "domain"] },
};
