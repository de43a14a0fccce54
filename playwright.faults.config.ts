import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { builtSiteWebServer } from "./scripts/built-site";
import { LOCAL_ADMIN_PASSWORDS } from "./packages/site/build/local-passwords.mjs";

/**
 * Storage faults in the browser: the production build and its real functions
 * (scripts/serve-built.ts), their Netlify Blobs behind a fault proxy that the tests switch between
 * pass-through, down, answering 500 and answering too late (scripts/blobs-fault-proxy.ts).
 * No request of the page is intercepted: what the browser shows is what the functions
 * answered while their storage failed.
 */
const port = Number(process.env.FAULTS_PORT ?? 8890);
const controlPort = Number(process.env.FAULTS_CONTROL_PORT ?? 8891);
export const FAULTS_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
export const FAULTS_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.faults;

export default defineConfig({
  testDir: "e2e-faults",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/faults" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    timezoneId: "UTC",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: builtSiteWebServer(port, {
    FAULTS_CONTROL_PORT: String(controlPort),
    ADMIN_PASSWORD: FAULTS_ADMIN_PASSWORD,
    // A short storage time limit keeps the suite fast (the UI must show an error within this
    // plus 5 s, twice this for a send), with room for working calls on a busy machine.
    BLOBS_TIMEOUT_MS: "1500",
  }),
});
