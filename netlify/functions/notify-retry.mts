import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/notify-retry";

export const config: Config = { schedule: "* * * * *" };
