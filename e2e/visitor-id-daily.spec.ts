import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { ownFunctionsBuild } from "./helpers/dev-server";

/**
 * With ANALYTICS_VISITOR_ID=daily the tracker keeps nothing in the browser. The suite's
 * own servers run the build made with the default (`local`), and the tracker reads the
 * variable when the site is built or served, so this spec starts a dev server of its own
 * with the variable set, on a port past the suite's.
 */
const dailyPort = Number(process.env.E2E_PORT ?? 8897) + 10;
const dailyURL = `http://localhost:${dailyPort}`;
let server: ChildProcess | undefined;
/** What the dev server printed (its last 20,000 characters), shown when a check against it fails. */
let serverOutput = "";

// One dev server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(
    "pnpm",
    [
      "--filter",
      "pmfolio-example",
      "exec",
      "pmfolio-site",
      "dev",
      "--port",
      String(dailyPort),
      "--strictPort",
    ],
    {
      env: {
        ...process.env,
        ANALYTICS_VISITOR_ID: "daily",
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        ADMIN_FAILED_LOGIN_LIMIT: "1000",
        ADMIN_SITE_FAILED_LOGIN_LIMIT: "100000",
        ...ownFunctionsBuild(dailyPort),
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const keep = (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString()).slice(-20_000));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  // Ready once the function under test answers, not only the health check: the dev server
  // loads each function on its first request, and a loaded run once saw that first page view fail.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const [health, analytics] = await Promise.all([
        fetch(`${dailyURL}/api/health`),
        fetch(`${dailyURL}/api/analytics?days=7`),
      ]);
      if (health.ok && analytics.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the daily-mode dev server did not start on ${dailyPort}:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  // The server and the processes it started (its own process group).
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

/** Loads the home page and waits for the tracker's page view to be accepted. */
async function loadAndTrack(page: Page, url: string) {
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/api/analytics") && response.request().method() === "POST",
    { timeout: 30_000 },
  );
  await page.goto(url);
  const response = await sent;
  expect(
    response.status(),
    url.startsWith(dailyURL) ? `the dev server said:\n${serverOutput}` : undefined,
  ).toBe(202);
}

const browserStorage = (page: Page) =>
  page.evaluate(() => ({
    localStorage: Object.fromEntries(Object.entries(localStorage)),
    sessionStorage: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));

test("with ANALYTICS_VISITOR_ID=daily the tracker stores nothing in the browser", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadAndTrack(page, `${dailyURL}/`);
  // A second page load, as a returning visitor: still nothing kept.
  await loadAndTrack(page, `${dailyURL}/projects/magic-leap`);
  expect(await browserStorage(page)).toEqual({ localStorage: {}, sessionStorage: {}, cookie: "" });
  await context.close();
});

test("by default (local) the tracker keeps its visitor id, so the check above can see one", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadAndTrack(page, `${baseURL}/`);
  expect((await browserStorage(page)).localStorage).toEqual({ analytics_user_id: expect.any(String) });
  await context.close();
});
