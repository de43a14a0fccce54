import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { builtSiteWebServer } from "./scripts/built-site";
import { LOCAL_ADMIN_PASSWORDS } from "./packages/site/build/local-passwords.mjs";

/**
 * The end-to-end suite: the production build (`pnpm build`) with its functions, served by
 * scripts/serve-built.ts. Each worker has a server, and so a Blobs store, of its own (e2e/fixtures.ts
 * picks it), so tests run in parallel without seeing each other's messages, sessions or visits.
 */
const WORKERS = 2;
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8897);
export const E2E_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.e2e;

export default defineConfig({
  testDir: "e2e",
  // A safety net, not a speed check: on two cores shared with another suite step, the load
  // average reaches 17 and an axe audit or a login takes several times as long as when idle.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: Array.from({ length: WORKERS }, (_, worker) =>
    builtSiteWebServer(E2E_PORT + worker, { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }),
  ),
});
