import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/contacts-retention";

export const config: Config = { schedule: "@hourly" };
