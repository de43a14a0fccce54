import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/health";

export const config: Config = { path: "/api/health" };
