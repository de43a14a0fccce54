import {
  addDays,
  goalNames,
  notFoundPageLabel,
  rangeDates,
  utcDate,
  type AnalyticsSummary,
  type VisitRecord,
} from "@pmfolio/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import handler from "../functions/analytics.mjs";
import { readDayEvents } from "../../packages/netlify/src/analytics/events";
import { daySummaryKey } from "../../packages/netlify/src/analytics/keys";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { runRollup } from "../../packages/netlify/src/analytics/rollup";
import { loadAnalyticsSummary } from "../../packages/netlify/src/analytics/summary";
import { syntheticVisits, writeSynthetic } from "./fixtures/analytics-synthetic";
import { isKnownPath } from "../../packages/netlify/src/site";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { chromeOnWindows, pageViewBody } from "./helpers/analytics";
import { directChromeDesktopView } from "../../packages/core/src/analytics/fixtures/visits";

import { countBy, recountVisits } from "../../packages/core/src/analytics/fixtures/recount";
const PASSWORD = "analytics-test-password";
const safariOnIPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const blobs = blobsForFile({ ADMIN_PASSWORD: PASSWORD, ADMIN_FAILED_LOGIN_LIMIT: "1000" });
let ipCounter = 0;
/** A fresh address per request, so the per-address rate limit stays out of the way. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

const pageView = pageViewBody;

function post(
  body: unknown,
  { userAgent = chromeOnWindows, ip = nextIp(), contentType = "application/json" } = {},
) {
  const req = new Request("https://jordan.example/api/analytics", {
    method: "POST",
    headers: { "Content-Type": contentType, "User-Agent": userAgent },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handler(req, testContext({ ip }));
}

function get(query: string, password: string | null = PASSWORD) {
  const req = new Request(`https://jordan.example/api/analytics${query}`, {
    headers: password ? { Authorization: `Bearer ${password}` } : {},
  });
  return handler(req, testContext({ ip: "203.0.113.10" }));
}

async function summary(days: 7 | 30 | 90 = 7): Promise<AnalyticsSummary> {
  const response = await get(`?days=${days}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}

async function eventCount(date = utcDate(Date.now())) {
  const { visits, bots } = await readDayEvents(analyticsStore(), date);
  return visits.length + bots;
}

async function clearAnalytics() {
  await settleBackgroundWork();
  const store = analyticsStore();
  const { blobs: all } = await store.list();
  await Promise.all(all.map(({ key }) => store.delete(key)));
}

describe("POST /api/analytics", () => {
  beforeEach(clearAnalytics);

  it("accepts a page view with 202 and the view's id (for its engagement), and counts it", async () => {
    const response = await post(pageView({ pageUrl: "/projects/magic-leap?utm_source=linkedin" }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ view: expect.stringMatching(/^[0-9a-z]{9}[0-9a-f]{12}$/) });
    const result = await summary();
    expect(result.totalVisits).toBe(1);
    expect(result.pageBreakdown).toEqual({ "/projects/magic-leap": { totalVisits: 1, uniqueVisits: 1 } });
  });

  it.each([
    ["415 for a body that is not JSON", () => post("pageUrl=/", { contentType: "text/plain" }), 415],
    ["413 for a body over 8 KB", () => post(pageView({ userAgent: "x".repeat(9000) })), 413],
    ["400 for JSON that does not parse", () => post("{"), 400],
    ["400 for a page on another site", () => post(pageView({ pageUrl: "https://evil.example/" })), 400],
    ["400 without a userId", () => post(pageView({ userId: undefined })), 400],
  ])("answers %s and stores nothing", async (_, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await eventCount()).toBe(0);
  });

  // The owner opening the inbox, the dashboard or the editor is at work, not a visitor: a view of
  // those pages (an old cached owner script, a hand-made post) is answered 204 and kept nowhere.
  it.each(["/admin/contacts", "/analytics", "/admin/content", "/analytics/?x=1", "/admin/other"])(
    "stores nothing for a view of the owner page %s (204)",
    async (pageUrl) => {
      const response = await post(pageView({ pageUrl }));
      expect(response.status).toBe(204);
      expect(await eventCount()).toBe(0);
    },
  );

  it("names the wrong fields", async () => {
    const response = await post(pageView({ userId: "has spaces", pageUrl: "//evil.example" }));
    expect(await response.json()).toMatchObject({
      fields: { userId: expect.any(String), pageUrl: expect.any(String) },
    });
  });

  it("counts bots apart from visits, and answers them like anyone else", async () => {
    expect((await post(pageView(), { userAgent: googlebot })).status).toBe(202);
    expect(
      (await post(pageView({ userAgent: "" }), { userAgent: "Mozilla/5.0 HeadlessChrome/131.0.0.0" })).status,
    ).toBe(202);
    await post(pageView());
    const result = await summary();
    expect(result.totalVisits).toBe(1);
    expect(result.botCount).toBe(2);
  });

  it("classifies on the server from the request's user agent, not the client's claims", async () => {
    await post(
      pageView({
        deviceInfo: { isMobile: false, isDesktop: true, browser: "Firefox", os: "Linux", screenWidth: 390 },
        referrer: "https://www.linkedin.com/feed/",
        trafficSource: "Made Up",
      }),
      { userAgent: safariOnIPhone },
    );
    const result = await summary();
    expect(result.recentVisits[0]).toMatchObject({
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: false,
      trafficSource: "LinkedIn",
    });
    expect(result.deviceBreakdown).toEqual({ mobile: 1, desktop: 0, tablet: 0 });
  });

  it("stores no address, user agent, referrer URL or raw visitor id", async () => {
    await post(
      pageView({ userId: "visitor-secret-id", referrer: "https://mail.google.com/mail/u/0/#inbox/secret" }),
      {
        ip: "192.0.2.99",
      },
    );
    await settleBackgroundWork();
    const { blobs: stored } = await analyticsStore().list();
    const everything = JSON.stringify(
      await Promise.all(
        stored.map(async ({ key }) => [
          key,
          Buffer.from(key.split(".v.")[1]?.replaceAll("/", "") ?? "", "base64url").toString(),
          await analyticsStore().get(key),
        ]),
      ),
    );
    for (const secret of ["192.0.2.99", "visitor-secret-id", "mail.google.com", "secret", "Windows NT"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it(
    "counts 1,000 concurrent page views exactly: no event overwrites another",
    { timeout: 120_000 },
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          post(pageView({ userId: `visitor-${i}`, sessionId: `s-${i}` }), { ip: `192.0.2.${i % 100}` }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(1000).fill(202));
      const result = await summary();
      expect(result.totalVisits).toBe(1000);
      expect(result.uniqueVisits).toBe(1000);
    },
  );

  it("leaves the per-address limit to the platform, before the function runs", async () => {
    const { config } = await import("../functions/analytics.mjs");
    expect(config.rateLimit).toEqual({ windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] });
  });
});

describe("GET /api/analytics", () => {
  beforeEach(clearAnalytics);

  it("asks for the admin password", async () => {
    expect((await get("?days=7", null)).status).toBe(401);
    expect((await get("?days=7", "wrong")).status).toBe(401);
  });

  it.each(["", "?days=14", "?days=7.0", "?days=abc", "?days=%207"])(
    "answers 400 for days %j",
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "days must be one of 7, 30, 90." });
    },
  );

  it("is never cached and has the summary's fields", async () => {
    await post(pageView());
    const response = await get("?days=30");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as AnalyticsSummary;
    expect(Object.keys(body).sort()).toEqual(
      [
        "botCount",
        "browserBreakdown",
        "campaignBreakdown",
        "countryBreakdown",
        "engagement",
        "applications",
        "entryPages",
        "goals",
        // The sample site has two languages: visits by language and each page across them.
        "languageBreakdown",
        "pageGroups",
        "notFoundPaths",
        "previous",
        "realtime",
        "deviceBreakdown",
        "generatedAt",
        "osBreakdown",
        "pageBreakdown",
        "range",
        "recentVisits",
        "timeZone",
        "totalVisits",
        "trafficSourceBreakdown",
        "uniqueVisits",
        "visitsPerDay",
      ].sort(),
    );
    expect(body.visitsPerDay).toHaveLength(30);
    expect(body.recentVisits[0]).toEqual({
      id: expect.any(String),
      ...directChromeDesktopView,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it("answers 405 for other methods", async () => {
    const response = await handler(
      new Request("https://jordan.example/api/analytics", { method: "DELETE" }),
      testContext(),
    );
    expect(response.status).toBe(405);
  });
});

describe("dates and ranges", () => {
  beforeEach(clearAnalytics);
  afterEach(() => vi.useRealTimers());

  /** Posts a page view as if the server clock said `iso`. */
  async function postAt(iso: string, userId: string) {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
    const status = (await post(pageView({ userId }))).status;
    vi.useRealTimers();
    return status;
  }

  it("buckets by server time and includes exactly the last N days, today included", async () => {
    const now = new Date("2026-11-22T12:00:00.000Z");
    expect(await postAt("2026-11-15T23:59:59.999Z", "too-old")).toBe(202); // day 8 back: outside 7 days
    expect(await postAt("2026-11-16T00:00:00.000Z", "first-day")).toBe(202);
    expect(await postAt("2026-11-22T11:59:00.000Z", "today")).toBe(202);
    const seven = await loadAnalyticsSummary(analyticsStore(), 7, now);
    expect(seven.range).toEqual({ days: 7, from: "2026-11-16", to: "2026-11-22" });
    expect(seven.totalVisits).toBe(2);
    expect(seven.visitsPerDay[0]).toEqual({ date: "2026-11-16", visits: 1, uniqueVisitors: 1 });
    expect(seven.visitsPerDay[6]).toEqual({ date: "2026-11-22", visits: 1, uniqueVisitors: 1 });
    expect((await loadAnalyticsSummary(analyticsStore(), 30, now)).totalVisits).toBe(3);
  });

  it("counts a visitor who returns on other days once over the range", async () => {
    for (const day of ["2026-11-01", "2026-11-10", "2026-11-20", "2026-11-22"])
      await postAt(`${day}T09:00:00.000Z`, "returning");
    await postAt("2026-11-22T10:00:00.000Z", "newcomer");
    const result = await loadAnalyticsSummary(analyticsStore(), 30, new Date("2026-11-22T12:00:00.000Z"));
    expect(result.totalVisits).toBe(5);
    expect(result.uniqueVisits).toBe(2);
    expect(result.pageBreakdown["/"]).toEqual({ totalVisits: 5, uniqueVisits: 2 });
    expect(result.visitsPerDay.reduce((sum, day) => sum + day.uniqueVisitors, 0)).toBe(5);
  });

  it("keeps reading yesterday raw for the first 90 minutes after midnight (the longest read), then summarises it once", async () => {
    await postAt("2026-11-21T23:59:59.000Z", "late");
    const store = analyticsStore();
    await loadAnalyticsSummary(store, 7, new Date("2026-11-22T00:01:00.000Z"));
    await loadAnalyticsSummary(store, 7, new Date("2026-11-22T01:29:00.000Z"));
    expect(await store.get(daySummaryKey("2026-11-21"))).toBeNull();
    await loadAnalyticsSummary(store, 7, new Date("2026-11-22T01:31:00.000Z"));
    expect(await store.get(daySummaryKey("2026-11-21"), { type: "json" })).toMatchObject({ visits: 1 });
    expect(await store.get(daySummaryKey("2026-11-22"))).toBeNull(); // today is never stored
  });
});

describe("summaries over a seeded data set", () => {
  const now = new Date("2026-11-22T15:30:00.000Z");
  let data: ReturnType<typeof syntheticVisits>;

  beforeAll(async () => {
    await clearAnalytics();
    data = syntheticVisits({ events: 2000, days: 95, now, seed: 7 });
    await writeSynthetic(analyticsStore(), data);
  });

  /** The straightforward computation: filter the raw events of the range and count. */
  function recompute(days: number) {
    const dates = new Set(rangeDates(utcDate(now.getTime()), days));
    const visits = data.visits.filter((v) => dates.has(utcDate(v.timestamp)));
    // The synthetic set includes a path the site does not have ("/resume").
    const page = (v: VisitRecord) => (isKnownPath(v.pageUrl) ? v.pageUrl : notFoundPageLabel);
    return {
      ...recountVisits(visits, page),
      countryBreakdown: countBy(visits, (v) => v.country ?? "Unknown"),
      campaignVisits: visits.filter((v) => v.campaign).length,
      goalCompletions: Object.fromEntries(
        goalNames.map((name) => [
          name,
          data.goals.filter((g) => g.goal === name && dates.has(utcDate(g.timestamp))).length,
        ]),
      ),
      botCount: data.bots.filter((t) => dates.has(utcDate(t))).length,
    };
  }

  it.each([7, 30, 90] as const)(
    "%i days: the first request (days computed) and the next (days stored) equal a recomputation",
    async (days) => {
      const { recentIds, ...expected } = recompute(days);
      for (const request of ["first", "next"]) {
        // Time enough for every cold day: this is about what is counted, not how fast.
        const result = await loadAnalyticsSummary(analyticsStore(), days, now, { daysMs: 60_000 });
        const counted = {
          totalVisits: result.totalVisits,
          uniqueVisits: result.uniqueVisits,
          pageBreakdown: result.pageBreakdown,
          trafficSourceBreakdown: result.trafficSourceBreakdown,
          countryBreakdown: result.countryBreakdown,
          campaignVisits: Object.values(result.campaignBreakdown).reduce((sum, c) => sum + c.totalVisits, 0),
          goalCompletions: Object.fromEntries(
            goalNames.map((name) => [name, result.goals[name].completions]),
          ),
          browserBreakdown: result.browserBreakdown,
          osBreakdown: result.osBreakdown,
          deviceBreakdown: result.deviceBreakdown,
          botCount: result.botCount,
        };
        expect(counted, request).toEqual(expected);
        expect(
          result.recentVisits.map((v) => v.id),
          request,
        ).toEqual(recentIds);
        expect(result.visitsPerDay.reduce((sum, d) => sum + d.visits, 0)).toBe(expected.totalVisits);
      }
    },
  );

  it("the scheduled roll-up stores the same summaries the dashboard computes, once", async () => {
    const store = analyticsStore();
    const before = await store.get(daySummaryKey(addDays("2026-11-22", -3)), { type: "text" });
    const first = await runRollup(store, now);
    const second = await runRollup(store, now);
    expect(second.summarised).toEqual([]);
    expect(first.failed).toEqual([]);
    expect(first.summarised).not.toContain("2026-11-22");
    expect(await store.get(daySummaryKey(addDays("2026-11-22", -3)), { type: "text" })).toBe(before);
  });

  it(
    "costs one Blobs call per day of the range, and one per closed hour of today, however many events",
    { timeout: 120_000 },
    async () => {
      const store = analyticsStore();
      await loadAnalyticsSummary(store, 90, now, { daysMs: 60_000 }); // warm every closed day and hour
      const operationsFor = async () => {
        blobs().resetOperations();
        await loadAnalyticsSummary(store, 90, now);
        return { ...blobs().operations };
      };
      // Today, at 15:30, has up to 15 closed hours (each one `get` of its partial when it had
      // events) and the hours still open to engagement (an hour closes 90 minutes after its end:
      // 14:00 and 15:00, one listing each when it has events), after one listing of today's hour
      // folders; and one listing of the days past the daily limit (packages/netlify/src/analytics/daily-cap).
      const closedHours = 15;
      const atTwoThousand = await operationsFor();
      // One `get` per closed day, and one of the owner's applications (applications/owned).
      expect(atTwoThousand.get).toBeGreaterThanOrEqual(89 + 1);
      expect(atTwoThousand.get).toBeLessThanOrEqual(89 + 1 + closedHours);
      expect(atTwoThousand.list).toBeLessThanOrEqual(4);

      // Three times the events, all of them today.
      await writeSynthetic(
        store,
        syntheticVisits({ events: 4000, days: 1, now, seed: 8, botsPerHundred: 0 }),
      );
      await operationsFor(); // hours that had no events before get their partial now
      const atSixThousand = await operationsFor();
      expect(atSixThousand.get).toBeLessThanOrEqual(89 + 1 + closedHours);
      expect(atSixThousand.list).toBeLessThanOrEqual(4);
      expect(atSixThousand.set ?? 0).toBe(0);

      // Seven days and the seven before them, for the comparison.
      blobs().resetOperations();
      await loadAnalyticsSummary(store, 7, now);
      expect(blobs().operations.get).toBeLessThanOrEqual(13 + 1 + closedHours);
      expect(blobs().operations.list).toBeLessThanOrEqual(4);
    },
  );
});
