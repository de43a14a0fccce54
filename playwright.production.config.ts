import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { builtSiteWebServer } from "./scripts/built-site";
import { LOCAL_ADMIN_PASSWORDS } from "./packages/site/build/local-passwords.mjs";

/**
 * Tests against the production build (`pnpm build`) served with its functions, netlify.toml's headers
 * and Netlify's 404 handling through Netlify's local request chain (scripts/serve-built.ts), as a
 * deploy would serve it.
 */
const port = Number(process.env.PRODUCTION_PORT ?? 8896);
export const PRODUCTION_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.production;
/** Sessions of the production server end this soon, so a test can watch one expire. */
export const PRODUCTION_SESSION_TTL_SECONDS = 15;

export default defineConfig({
  testDir: "e2e-production",
  // A safety net, not a speed check: on two cores shared with another suite step, the load
  // average reaches 17 and an axe audit or a login takes several times as long as when idle.
  timeout: 120_000,
  workers: 1,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/production" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: builtSiteWebServer(port, {
    ADMIN_PASSWORD: PRODUCTION_ADMIN_PASSWORD,
    ADMIN_SESSION_TTL_SECONDS: String(PRODUCTION_SESSION_TTL_SECONDS),
  }),
});
