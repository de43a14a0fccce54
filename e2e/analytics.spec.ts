import {
  afterIdle,
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { ownerSummary, row } from "./helpers/dashboard";

// Recent visits show times in the viewer's time zone; pin it.
test.use({ timezoneId: "UTC" });

interface Summary {
  totalVisits: number;
  pageBreakdown: Record<string, { totalVisits: number; uniqueVisits: number }>;
  trafficSourceBreakdown: Record<string, number>;
  deviceBreakdown: { mobile: number; desktop: number; tablet: number };
}

const summary = (request: APIRequestContext, days: 7 | 30 | 90) => ownerSummary<Summary>(request, days);

/**
 * Loads the home page in a fresh browser (a new visitor), arriving from `referrer`, and
 * checks the tracker sent exactly one page view for the load, accepted by the server.
 */
async function visitHome(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions,
  referrer: string,
) {
  const context = await browser.newContext({ ...options, baseURL, timezoneId: "UTC" });
  const page = await context.newPage();
  const pageViews: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/api/analytics")) pageViews.push(req.postData() ?? "");
  });
  const accepted = page.waitForResponse(
    (res) => res.request().method() === "POST" && res.url().endsWith("/api/analytics"),
  );
  await page.goto("/", { referer: referrer });
  await expect(page.locator("#home")).toBeVisible();
  expect((await accepted).status()).toBe(202);
  // StrictMode runs effects twice in development: still one page view per load. A second one would
  // be sent as soon as it was scheduled, so once the page has been idle, none is on its way.
  await afterIdle(page);
  expect(pageViews).toHaveLength(1);
  const event = JSON.parse(pageViews[0]!) as Record<string, unknown>;
  await context.close();
  return event;
}

async function logIn(page: Page) {
  await page.goto("/analytics");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
}

/** A figure as shown on the dashboard ("2,100") as a number. */
const figure = (text: string | null) => Number(text?.replace(/,/g, ""));

/** The figure on a dashboard card ("Total Visits", "Unique Visitors") as a number. */
async function card(page: Page, label: string) {
  const text = await page.getByRole("term").filter({ hasText: label }).locator("+ dd").textContent();
  return figure(text);
}

test("visits from a phone and a desktop appear on the dashboard, and ranges refetch", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A referrer no other test uses: its host becomes this run's own traffic source.
  const source = `e2e-${Date.now().toString(36)}.example`;
  const before = await summary(request, 30);

  const phone = await visitHome(browser, baseURL!, devices["Pixel 7"], `https://${source}/phone`);
  expect(phone).toMatchObject({
    pageUrl: "/",
    userAgent: expect.stringContaining("Android"),
    deviceInfo: { isMobile: true, isTablet: false, isDesktop: false, browser: "Chrome", os: "Android" },
    referrer: `https://${source}/phone`,
    sessionId: expect.any(String),
    userId: expect.any(String),
  });
  const desktop = await visitHome(
    browser,
    baseURL!,
    { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    `https://${source}/desktop`,
  );
  expect(desktop).toMatchObject({ deviceInfo: { isDesktop: true, os: "Windows" } });

  const after = await summary(request, 30);
  expect(after.trafficSourceBreakdown[source]).toBe(2);
  expect(after.totalVisits).toBeGreaterThanOrEqual(before.totalVisits + 2);
  expect(after.deviceBreakdown.mobile).toBeGreaterThanOrEqual(before.deviceBreakdown.mobile + 1);
  expect(after.deviceBreakdown.desktop).toBeGreaterThanOrEqual(before.deviceBreakdown.desktop + 1);

  // The owner logs in and sees those visits (30 days by default).
  await logIn(page);
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  expect(await card(page, "Total Visits")).toBeGreaterThanOrEqual(after.totalVisits);
  expect(await card(page, "Unique Visitors")).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("figure", { name: "Visits per day" })).toBeVisible();

  const homeVisits = figure(await row(page, "Visits per page", "/").getByRole("cell").first().textContent());
  expect(homeVisits).toBeGreaterThanOrEqual((before.pageBreakdown["/"]?.totalVisits ?? 0) + 2);

  await page.getByRole("tab", { name: "Traffic Sources" }).click();
  await expect(row(page, "Traffic sources", source).getByRole("cell").first()).toHaveText("2");

  await page.getByRole("tab", { name: "Devices" }).click();
  const mobile = figure(await row(page, "Devices", "Mobile").getByRole("cell").first().textContent());
  expect(mobile).toBeGreaterThanOrEqual(before.deviceBreakdown.mobile + 1);

  await page.getByRole("tab", { name: "Recent Visits" }).click();
  const ours = page
    .getByRole("list", { name: "Latest visits, newest first" })
    .getByRole("listitem")
    .filter({
      hasText: `Source: ${source}`,
    });
  await expect(ours).toHaveCount(2);
  await expect(ours.filter({ hasText: "Chrome on Android" })).toContainText("Mobile");
  await expect(ours.filter({ hasText: "Chrome on Windows" })).not.toContainText("Mobile");

  // Switching ranges refetches.
  for (const days of [7, 90] as const) {
    const fetched = page.waitForResponse((res) => res.url().endsWith(`/api/analytics?days=${days}`));
    await page.getByRole("button", { name: `Last ${days} days` }).click();
    expect((await fetched).status()).toBe(200);
    await expect(page.getByRole("button", { name: `Last ${days} days` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("tab", { name: "Traffic Sources" }).click();
    await expect(row(page, "Traffic sources", source).getByRole("cell").first()).toHaveText("2");
  }
});

test("/analytics asks for the admin password and refuses a wrong one", async ({ page }) => {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid password");
  await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toHaveCount(0);
});

test("the owner pages send no page view, logged in or not", async ({ page }) => {
  const pageViews: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/api/analytics"))
      pageViews.push(new URL(page.url()).pathname);
  });
  // Logged in through the page's own form; the first login wakes the session function, which a
  // loaded machine answers in well over the usual 10 s.
  await page.goto("/analytics");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible({
    timeout: 60_000,
  });
  for (const path of ["/admin/contacts", "/admin/content", "/analytics"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // A view would be sent once the page has loaded and the browser is idle: after that, none is on its way.
    await afterIdle(page);
  }
  expect(pageViews).toEqual([]);
  // The same browser on a public page does send one: the tracker works, the owner pages just never start it.
  await page.goto("/");
  await expect.poll(() => pageViews).toEqual(["/"]);
});
