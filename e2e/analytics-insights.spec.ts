import {
  afterIdle,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "./fixtures";
import { OWNER_PATHS } from "../packages/core/src/contract";
import { ownerSummary, row } from "./helpers/dashboard";
import { logIn as logInAsOwner } from "./helpers/inbox";

/** The tracker's chunk: `/assets/page-view-<hash>.js` when built, its source on the dev server. */
const TRACKER_CHUNK = /\/page-view[^/]*\.(js|ts)(\?|$)/;

interface GoalStats {
  completions: number;
  byCampaign: Record<string, number>;
}
interface Summary {
  totalVisits: number;
  campaignBreakdown: Record<string, { totalVisits: number; uniqueVisits: number }>;
  goals: Record<"resume-download" | "contact-sent" | "booking-click" | "profile-click", GoalStats>;
}

const summary = (request: APIRequestContext) => ownerSummary<Summary>(request);

const isPageView = (method: string, url: string) => method === "POST" && url.endsWith("/api/analytics");

/** Records the page views a page sends. */
function pageViewsOf(page: Page) {
  const sent: Array<Record<string, unknown>> = [];
  page.on("request", (req) => {
    if (isPageView(req.method(), req.url())) sent.push(JSON.parse(req.postData() ?? "{}"));
  });
  return sent;
}

/**
 * Loads `path` and waits until the tracker chunk has loaded and the page has been idle since: the
 * chunk decides and sends at once, so after that a page view not sent is one that will never be sent.
 */
async function loadAndLetTrackerRun(page: Page, path: string) {
  const trackerLoaded = page.waitForEvent("requestfinished", (req) => TRACKER_CHUNK.test(req.url()));
  await page.goto(path);
  await expect(page.locator("#home")).toBeVisible();
  await trackerLoaded;
  await afterIdle(page);
}

const logIn = (page: Page) => logInAsOwner(page, OWNER_PATHS.analytics);

/** A new visitor's browser. */
async function visitor(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  return browser.newContext({ ...options, baseURL, timezoneId: "UTC" });
}

test("a visit through a tagged link shows under its campaign, and its resume download and booking click as goals", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A tag no other run uses, so this run's figures are its own.
  const tag = `acme-pm-role-${Date.now().toString(36)}`;
  const before = await summary(request);

  const context = await visitor(browser, baseURL!);
  const visit = await context.newPage();
  const sent = pageViewsOf(visit);
  const accepted = visit.waitForResponse((res) => isPageView(res.request().method(), res.url()));
  await visit.goto(`/?ref=${tag}&utm_term=private&email=someone%40example.com`);
  expect((await accepted).status()).toBe(202);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ pageUrl: "/", campaign: { ref: tag } });
  expect(JSON.stringify(sent[0])).not.toMatch(/utm_term|private|someone/);

  // The resume download is counted by the download function itself.
  const downloading = visit.waitForEvent("download");
  await visit.getByRole("link", { name: "Download Resume" }).first().click();
  await downloading;

  // The booking link opens in a new tab; the click is counted with a beacon.
  const beacon = visit.waitForRequest((req) => req.url().endsWith("/api/analytics/goal"));
  const popup = context.waitForEvent("page");
  await visit
    .locator("#home")
    .getByRole("link", { name: /Book a 30-minute meeting/ })
    .click();
  const goal = await beacon;
  expect(goal.method()).toBe("POST");
  // A beacon's Blob body is not exposed to the test: the summary below shows what it carried.
  await (await popup).close();
  await context.close();

  await expect
    .poll(async () => {
      const after = await summary(request);
      return {
        campaign: after.campaignBreakdown[tag],
        downloads: after.goals["resume-download"].completions - before.goals["resume-download"].completions,
        bookings: after.goals["booking-click"].completions - before.goals["booking-click"].completions,
        bookingsFromTag: after.goals["booking-click"].byCampaign[tag],
      };
    })
    .toEqual({
      campaign: { totalVisits: 1, uniqueVisits: 1 },
      downloads: 1,
      bookings: 1,
      bookingsFromTag: 1,
    });

  // The owner sees it on the dashboard.
  await logIn(page);
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await page.getByRole("tab", { name: "Campaigns" }).click();
  await expect(row(page, "Campaigns", tag).getByRole("cell")).toHaveText(["1", "1"]);
  await page.getByRole("tab", { name: "Goals" }).click();
  const downloads = Number(
    (await row(page, "Goals", "Resume downloads").getByRole("cell").first().textContent())?.replace(/,/g, ""),
  );
  expect(downloads).toBeGreaterThanOrEqual(before.goals["resume-download"].completions + 1);
  await expect(row(page, "Booking link clicks by campaign", tag).getByRole("cell")).toHaveText("1");
});

test("a browser that sends Global Privacy Control is not counted: no page view, no goal", async ({
  browser,
  baseURL,
}) => {
  const context: BrowserContext = await visitor(browser, baseURL!, { extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/analytics")) requests.push(`${req.method()} ${req.url()}`);
  });
  await loadAndLetTrackerRun(page, "/?ref=gpc-visitor");
  const popup = context.waitForEvent("page");
  await page
    .locator("#home")
    .getByRole("link", { name: /Book a 30-minute meeting/ })
    .click();
  await (await popup).close();
  // A goal is sent from the click itself: once the page has been idle, none is on its way.
  await afterIdle(page);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("analytics_user_id"))).toBeNull();
  await context.close();
});

test("'Don't count this browser' on the dashboard stops this browser's page views until it is switched off", async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, baseURL!);
  const page = await context.newPage();
  await logIn(page);
  const toggle = page.getByRole("switch", { name: "Don't count this browser" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("Your visits from this browser are not counted.")).toBeVisible();

  const excluded = await context.newPage();
  const sent = pageViewsOf(excluded);
  await loadAndLetTrackerRun(excluded, "/");
  expect(sent).toEqual([]);
  await excluded.close();

  // Still on after a reload of the dashboard (logging in again if the session asks), then switched off.
  // The gate shows the login form until the session check answers, so the answer decides, not the form.
  const sessionChecked = page.waitForResponse(
    (res) => res.request().method() === "GET" && new URL(res.url()).pathname === "/api/session",
  );
  await page.reload();
  if ((await sessionChecked).status() !== 200) await logIn(page);
  await expect(page.getByRole("switch", { name: "Don't count this browser" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("switch", { name: "Don't count this browser" }).click();

  const counted = await context.newPage();
  const accepted = counted.waitForResponse((res) => isPageView(res.request().method(), res.url()));
  await counted.goto("/");
  expect((await accepted).status()).toBe(202);
  await context.close();
});
