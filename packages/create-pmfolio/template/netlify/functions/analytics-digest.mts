import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-digest";

export const config: Config = { schedule: "0 * * * *" };
