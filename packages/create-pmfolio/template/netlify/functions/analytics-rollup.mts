import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/analytics-rollup";

export const config: Config = { schedule: "35 * * * *" };
