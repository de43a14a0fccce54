import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { LOCAL_ADMIN_PASSWORDS } from "./scripts/local-passwords.mjs";

/**
 * Tests against the production build served with its functions, headers and
 * redirects by the Netlify CLI (`netlify serve --offline`), as a deploy would serve it.
 */
const port = Number(process.env.PRODUCTION_PORT ?? 8896);
export const PRODUCTION_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.production;

export default defineConfig({
  testDir: "e2e-production",
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/production" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `pnpm exec netlify serve --offline --filter @pmfolio/site --port ${port}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      BROWSER: "none",
      NETLIFY_TELEMETRY_DISABLED: "1",
      ADMIN_PASSWORD: PRODUCTION_ADMIN_PASSWORD,
      CONTACT_RATE_LIMIT: "1000",
      ADMIN_FAILED_LOGIN_LIMIT: "1000",
    },
  },
});
