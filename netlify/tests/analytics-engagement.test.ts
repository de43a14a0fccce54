/**
 * Engagement through the real functions and a real local Blobs server: a page view's
 * answer names the view, and its engagement counts once, only for that view of that
 * session and page, only with figures in range, never from another site, a bot, or a
 * browser that declines tracking.
 */
import { dayMs, hourMs } from "@pmfolio/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import engagementHandler from "../functions/analytics-engagement.mjs";
import { recordEngagement } from "../../packages/netlify/src/analytics/engagement";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { computeDaySummary } from "../../packages/netlify/src/analytics/summary";
import { ownerSummary, sendPageView, withEmptyAnalyticsStore } from "./helpers/analytics";
import { postEngagement, storedEngagement, viewPage as viewPageOf } from "./helpers/engagement";
import { onTestDay, storeTestDayVisit } from "./helpers/stored-visits";
import { testContext } from "./helpers/blobs-server";

const PASSWORD = "engagement-test-password";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const site = "https://jordan.example";

const viewPage = (pageUrl: string, sessionId: string) => viewPageOf(site, pageUrl, sessionId);
const engage = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postEngagement(site, body, headers);
const summary = () => ownerSummary(site, PASSWORD);

withEmptyAnalyticsStore(PASSWORD);
afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock moves on by `seconds`: a read can only be as long as the time since its view. */
function readFor(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + seconds * 1000 });
}

describe("POST /api/analytics/engagement", () => {
  it("counts one engagement per page view, and the summary gives each page its median and read-through", async () => {
    const first = await viewPage("/projects/magic-leap", "s1");
    const second = await viewPage("/projects/magic-leap", "s2");
    const third = await viewPage("/", "s3");
    await viewPage("/", "s4"); // never sends its engagement
    readFor(120);
    expect(
      (
        await engage({
          view: first,
          pageUrl: "/projects/magic-leap",
          sessionId: "s1",
          seconds: 30,
          depth: 90,
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await engage({
          view: second,
          pageUrl: "/projects/magic-leap",
          sessionId: "s2",
          seconds: 90,
          depth: 40,
        })
      ).status,
    ).toBe(202);
    expect(
      (await engage({ view: third, pageUrl: "/", sessionId: "s3", seconds: 12.4, depth: 75 })).status,
    ).toBe(202);

    const again = await engage({
      view: first,
      pageUrl: "/projects/magic-leap",
      sessionId: "s1",
      seconds: 3000,
      depth: 100,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This page view's engagement is already counted." });

    expect(await storedEngagement()).toHaveLength(3);
    const { engagement } = await summary();
    expect(engagement).toEqual({
      "/projects/magic-leap": { views: 2, medianSeconds: 60, readThroughRate: 0.5 },
      "/": { views: 1, medianSeconds: 12, readThroughRate: 1 },
    });
  });

  it("refuses, and stores nothing, without a matching page view of that session", async () => {
    const view = await viewPage("/projects/magic-leap", "s1");
    const cases = [
      { view, pageUrl: "/projects/magic-leap", sessionId: "someone-else" },
      { view, pageUrl: "/", sessionId: "s1" },
      { view: `${view.slice(0, 9)}000000000000`, pageUrl: "/projects/magic-leap", sessionId: "s1" },
    ];
    for (const body of cases) {
      const response = await engage({ ...body, seconds: 10, depth: 10 });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "No page view of this session matches." });
    }
    // A view id from the future, or from a day already closed.
    const future = (Date.now() + hourMs).toString(36).padStart(9, "0") + "0".repeat(12);
    expect((await engage({ view: future, pageUrl: "/", sessionId: "s1", seconds: 1, depth: 1 })).status).toBe(
      404,
    );
    const old = (Date.now() - 3 * dayMs).toString(36).padStart(9, "0") + "0".repeat(12);
    const closed = await engage({ view: old, pageUrl: "/", sessionId: "s1", seconds: 1, depth: 1 });
    expect(closed.status).toBe(409);
    // Or from an hour closed today: its partial summary is already final.
    const earlier = (Date.now() - 3 * hourMs).toString(36).padStart(9, "0") + "0".repeat(12);
    const hourClosed = await engage({ view: earlier, pageUrl: "/", sessionId: "s1", seconds: 1, depth: 1 });
    expect(hourClosed.status).toBe(409);
    expect(await hourClosed.json()).toEqual({
      error: "This page view is too old: its hour's figures are final.",
    });
    expect(await storedEngagement()).toEqual([]);
  });

  it("refuses figures out of range with 400 and names them", async () => {
    const view = await viewPage("/", "s1");
    for (const figures of [
      { seconds: 90 * 60 + 1, depth: 50 },
      { seconds: 10, depth: 101 },
      { seconds: -1, depth: 0 },
      { seconds: 10, depth: -5 },
    ]) {
      const response = await engage({ view, pageUrl: "/", sessionId: "s1", ...figures });
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toMatchObject({ error: "The engagement is not valid." });
    }
    expect((await engage({ view, pageUrl: "/", sessionId: "s1", seconds: 10, depth: 100 })).status).toBe(202);
    expect(await storedEngagement()).toEqual([{ view, seconds: expect.any(Number), depth: 100 }]);
  });

  it("refuses posts from other sites, stores nothing for GPC/DNT, and allows only POST", async () => {
    const view = await viewPage("/", "s1");
    const body = { view, pageUrl: "/", sessionId: "s1", seconds: 5, depth: 5 };
    expect((await engage(body, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await engage(body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await engage(body, { "Sec-GPC": "1" })).status).toBe(204);
    expect((await engage(body, { DNT: "1" })).status).toBe(204);
    expect(await storedEngagement()).toEqual([]);
    const get = await engagementHandler(new Request(`${site}/api/analytics/engagement`), testContext());
    expect(get.status).toBe(405);
  });

  it("counts a view's read whatever agent its beacon names: the view decided whether it was a bot's", async () => {
    // Leaving a page by navigating, the beacon can outlive the page's User-Agent override
    // (headless automation, devtools' device emulation): it must still count.
    const view = await viewPage("/", "s1");
    const headless =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";
    const body = { view, pageUrl: "/", sessionId: "s1", seconds: 8, depth: 100 };
    readFor(8);
    expect((await engage(body, { "User-Agent": headless })).status).toBe(202);
    expect(await storedEngagement()).toEqual([{ view, seconds: 8, depth: 100 }]);
    // A bot's page view is counted apart and names no view, so it has nothing to engage.
    const bot = await sendPageView(
      site,
      { pageUrl: "/", sessionId: "s2", userId: "u-s2", referrer: "direct" },
      testContext(),
      { "User-Agent": googlebot },
    );
    expect(bot.status).toBe(202);
    expect(await bot.text()).toBe("");
  });

  it("clips a read to the time since its view: 90 minutes claimed a moment after the view count as that moment", async () => {
    const before = Date.now();
    const view = await viewPage("/", "s1");
    const response = await engage({ view, pageUrl: "/", sessionId: "s1", seconds: 90 * 60, depth: 100 });
    expect(response.status).toBe(202);
    const [stored] = await storedEngagement();
    expect(stored!.seconds).toBeLessThanOrEqual(Math.ceil((Date.now() - before) / 1000));
    expect((await summary()).engagement["/"]!.medianSeconds).toBe(stored!.seconds);
  });

  it("counts a read that crosses the hour: a view at 10:50 read until 11:40", async () => {
    const store = analyticsStore();
    const view = await storeTestDayVisit("10:50:00", "s-long");
    const read = { view, pageUrl: "/", sessionId: "s-long", seconds: 50 * 60, depth: 90 };
    expect(await recordEngagement(store, read, { nowMs: onTestDay("11:40:00") })).toBe("stored");
    const summary = await computeDaySummary(store, "2026-11-24", {
      timeZone: "UTC",
      nowMs: Date.parse("2026-11-25T12:00:00.000Z"),
    });
    expect(summary.engagement["/"]).toMatchObject({ views: 1, seconds: { "3000": 1 } });
  });

  it("declares the platform's per-address rate limit", async () => {
    const { config } = await import("../functions/analytics-engagement.mjs");
    expect(config).toMatchObject({
      path: "/api/analytics/engagement",
      rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
    });
  });
});
