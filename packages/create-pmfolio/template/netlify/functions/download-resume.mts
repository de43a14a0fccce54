import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/download-resume";

// Per address, before the function runs: a person downloads the résumé a few times at most,
// so a script replaying it is refused (429) long before it inflates the count.
export const config: Config = {
  path: "/api/download-resume",
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ["ip", "domain"] },
};
