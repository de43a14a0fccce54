import { randomUUID } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { LOCAL_ADMIN_PASSWORDS } from "./scripts/local-passwords.mjs";

const port = Number(process.env.E2E_PORT ?? 8897);
export const E2E_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.e2e;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `pnpm --filter @pmfolio/site exec vite --port ${port} --strictPort`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Generous limits so the suite is never locked out by its own requests; the
      // defaults (see README, Configuration) protect a deployed site.
      CONTACT_RATE_LIMIT: "1000",
      ADMIN_FAILED_LOGIN_LIMIT: "1000",
      // This server shares `pnpm dev`'s local store: a salt of its own gives its requests
      // rate-limit slots of their own, so a test run never uses up the developer's.
      RATE_LIMIT_SALT: randomUUID(),
    },
  },
});
