/**
 * What the analytics add for the owner, and the bounds that keep them small, through the
 * real handlers against a real local Blobs server: unknown paths and made-up sources
 * grouped, the answer's size, countries, campaigns, goals (beacon, download, message),
 * the previous period, entry pages, realtime, the CSV export, privacy signals, and
 * cross-site posts.
 */
import { getStore } from "@netlify/blobs";
import {
  dayMs,
  analyticsLimits,
  notFoundPageLabel,
  otherRowLabel,
  utcDate,
  type AnalyticsSummary,
} from "@pmfolio/core";
import type { Context } from "@netlify/functions";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import exportHandler from "../functions/analytics-export.mjs";
import goalHandler from "../functions/analytics-goal.mjs";
import contactHandler from "../functions/contact.mjs";
import resumeHandler, { config as resumeConfig } from "../functions/download-resume.mjs";
import { appendVisit } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { pruneVisitorSalts } from "../../packages/netlify/src/analytics/visitor";
import { mapLimit } from "../../packages/netlify/src/concurrency";
import { askSummary, ownerSummary, sendPageView } from "./helpers/analytics";
import { blobsForFile } from "./helpers/blobs-for-file";
import { testContext } from "./helpers/blobs-server";

const PASSWORD = "insights-test-password";
const SITE = "https://jordan.example";
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

blobsForFile({ ADMIN_PASSWORD: PASSWORD, ADMIN_FAILED_LOGIN_LIMIT: "1000", CONTACT_RATE_LIMIT: "1000" });

// The day's salt is left as the platform leaves it: every view reads it (the per-sender bound
// hashes with it), each instance keeps it once read, and deleting it under that memo would make
// the store disagree with the process; the salts test prunes it as the roll-up does.
beforeEach(async () => {
  await getStore({ name: "analytics", consistency: "strong" }).deleteAll();
});

afterEach(() => {
  delete process.env.ANALYTICS_VISITOR_ID;
  vi.useRealTimers();
});

function pageView(overrides: Record<string, unknown> = {}) {
  return {
    pageUrl: "/",
    timestamp: new Date().toISOString(),
    userAgent: chrome,
    deviceInfo: { screenWidth: 1920, screenHeight: 1080 },
    sessionId: `s-${Math.random().toString(36).slice(2)}`,
    userId: `u-${Math.random().toString(36).slice(2)}`,
    referrer: "direct",
    trafficSource: "Direct",
    ...overrides,
  };
}

/** Work after the answer (`context.waitUntil`), awaited so a test sees what it stored. */
function contextWith(overrides: Partial<Context> = {}) {
  const later: Array<Promise<unknown>> = [];
  const context = testContext({
    ip: nextIp(),
    waitUntil: (work: Promise<unknown>) => void later.push(work),
    ...overrides,
  });
  return { context, settled: () => Promise.all(later) };
}

const post = (body: object, headers: Record<string, string> = {}, context = contextWith().context) =>
  sendPageView(SITE, body, context, headers);

function postGoal(body: unknown, headers: Record<string, string> = {}) {
  return goalHandler(
    new Request(`${SITE}/api/analytics/goal`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": chrome, ...headers },
      body: JSON.stringify(body),
    }),
    contextWith().context,
  );
}

const summaryResponse = (days = 7) => askSummary(SITE, PASSWORD, { days });
const summary = (days = 7) => ownerSummary(SITE, PASSWORD, { days });

async function storedKeys(name = "analytics"): Promise<string[]> {
  const { blobs: listed } = await getStore({ name, consistency: "strong" }).list();
  return listed.map(({ key }) => key);
}

/** A key's base64url segments decoded, so a test can look for what a record holds. */
const decoded = (key: string) =>
  Buffer.from(key.split(/\.[vg]\./)[1]?.replaceAll("/", "") ?? "", "base64url").toString();

describe("bounded by construction", () => {
  it("counts made-up paths under (not found) and made-up referrers under Other, keeping every view", async () => {
    for (const path of ["/", "/projects/magic-leap", "/resume"])
      expect((await post(pageView({ pageUrl: path }))).status).toBe(202);
    const junk = Array.from({ length: 70 }, (_, i) => i);
    await mapLimit(junk, 8, (i) =>
      post(pageView({ pageUrl: `/wp-admin/${i}.php`, referrer: `https://spam-${i}.example/` })),
    );
    const result = await summary();
    expect(result.totalVisits).toBe(73);
    expect(result.pageBreakdown[notFoundPageLabel]).toEqual({ totalVisits: 70, uniqueVisits: 70 });
    expect(Object.keys(result.pageBreakdown).sort()).toEqual(
      ["/", "/projects/magic-leap", "/resume", notFoundPageLabel].sort(),
    );
    expect(Object.keys(result.notFoundPaths)).toHaveLength(analyticsLimits.notFoundPaths);
    expect(Object.keys(result.notFoundPaths).every((path) => path.startsWith("/wp-admin/"))).toBe(true);
    expect(Object.keys(result.trafficSourceBreakdown)).toHaveLength(analyticsLimits.breakdownRows);
    expect(Object.values(result.trafficSourceBreakdown).reduce((a, b) => a + b, 0)).toBe(73);
    expect(result.trafficSourceBreakdown[otherRowLabel]).toBeGreaterThan(0);
  });

  it(
    "answers well under 300 KB with 4,000 distinct junk paths, referrers and campaigns today",
    { timeout: 120_000 },
    async () => {
      // This asserts what the answer holds, not how fast it comes (bench/analytics.ts measures
      // that): a machine busy with other suites may list today's 4,000 events slower than the
      // summary's share of the storage time limit, and would then answer the day as incomplete.
      process.env.BLOBS_TIMEOUT_MS = "60000";
      onTestFinished(() => {
        delete process.env.BLOBS_TIMEOUT_MS;
      });
      const store = analyticsStore();
      const now = Date.now();
      await mapLimit(
        Array.from({ length: 4000 }, (_, i) => i),
        32,
        (i) =>
          appendVisit(store, utcDate(now), {
            timestamp: now - i,
            pageUrl: `/${"junk-".repeat(30)}${i}`,
            browser: "Chrome",
            os: "Windows",
            isMobile: false,
            isTablet: false,
            trafficSource: `${"spam".repeat(15)}-${i}.example`,
            visitor: `visitor-${i}`,
            country: "DE",
            campaign: `${"c".repeat(50)}-${i}`,
            session: `s${i}`,
          }),
      );
      const response = await summaryResponse(7);
      const bytes = (await response.clone().arrayBuffer()).byteLength;
      const result = (await response.json()) as AnalyticsSummary;
      expect(bytes).toBeLessThan(300 * 1024);
      expect(result.totalVisits).toBe(4000);
      expect(Object.keys(result.pageBreakdown)).toEqual([notFoundPageLabel]);
      expect(Object.keys(result.trafficSourceBreakdown).length).toBeLessThanOrEqual(
        analyticsLimits.breakdownRows,
      );
      expect(Object.keys(result.campaignBreakdown).length).toBeLessThanOrEqual(analyticsLimits.breakdownRows);
      expect(result.campaignBreakdown[otherRowLabel]?.uniqueVisits).toBe(
        4000 - (analyticsLimits.breakdownRows - 1),
      );
    },
  );
});

describe("what the owner asks", () => {
  it("takes the country from the platform's geolocation, the code only", async () => {
    const geo = (code: unknown) =>
      contextWith({ geo: { country: { code, name: "Somewhere" } } } as Partial<Context>).context;
    await post(pageView(), {}, geo("DE"));
    await post(pageView(), {}, geo("DE"));
    await post(pageView(), {}, geo("us-<script>"));
    await post(pageView());
    expect((await summary()).countryBreakdown).toEqual({ DE: 2, Unknown: 2 });
  });

  it("counts a campaign from the page's query, and stores nothing else of the query", async () => {
    const visitor = "u-campaign-visitor";
    await post(
      pageView({ pageUrl: "/?ref=Acme-PM-Role&email=jo%40example.com&token=s3cr3t", userId: visitor }),
    );
    await post(
      pageView({ pageUrl: "/projects/magic-leap", userId: visitor, campaign: { ref: "acme-pm-role" } }),
    );
    await post(pageView({ campaign: { utm_source: "newsletter", evil: "<b>" } }));
    await post(pageView({ campaign: { ref: "<script>alert(1)</script>" } }));
    const result = await summary();
    expect(result.campaignBreakdown).toEqual({
      "acme-pm-role": { totalVisits: 2, uniqueVisits: 1 },
      newsletter: { totalVisits: 1, uniqueVisits: 1 },
    });
    const everything = (await storedKeys()).map(decoded).join("\n");
    for (const secret of ["example.com", "s3cr3t", "token", "email", "<b>", "script"])
      expect(everything).not.toContain(secret);
  });

  it("counts the goal beacon, credited to the visitor's source and campaign", async () => {
    await post(
      pageView({ userId: "u-recruiter", referrer: "https://www.linkedin.com/feed/", pageUrl: "/?ref=acme" }),
    );
    expect(
      (await postGoal({ goal: "booking-click", pageUrl: "/", sessionId: "s-1", userId: "u-recruiter" }))
        .status,
    ).toBe(202);
    expect(
      (
        await postGoal({
          goal: "profile-click",
          pageUrl: "/",
          sessionId: "s-1",
          userId: "u-other",
          campaign: { ref: "beta" },
        })
      ).status,
    ).toBe(202);
    const result = await summary();
    expect(result.goals["booking-click"]).toEqual({
      completions: 1,
      conversionRate: 1,
      bySource: { LinkedIn: 1 },
      byCampaign: { acme: 1 },
    });
    expect(result.goals["profile-click"]).toMatchObject({
      completions: 1,
      bySource: { Direct: 1 },
      byCampaign: { beta: 1 },
    });
  });

  it("refuses a goal the browser may not report, and other methods", async () => {
    const response = await postGoal({ goal: "resume-download", pageUrl: "/", sessionId: "s", userId: "u" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { goal: expect.any(String) } });
    expect((await goalHandler(new Request(`${SITE}/api/analytics/goal`), testContext())).status).toBe(405);
    expect(await storedKeys()).toEqual([]);
  });

  it("counts a résumé download on the server, after the answer, credited through the visitor header", async () => {
    await post(pageView({ userId: "u-reader", referrer: "https://www.google.com/" }));
    const download = contextWith();
    const response = await resumeHandler(
      new Request(`${SITE}/api/download-resume?ref=acme-pm-role&name=jo`, {
        headers: { "User-Agent": chrome, "X-Pmfolio-Visitor": "u-reader" },
      }),
      download.context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    await download.settled();
    // HEAD is not a download, nor is a request from a browser that declines tracking.
    const head = contextWith();
    await resumeHandler(
      new Request(`${SITE}/api/download-resume`, { method: "HEAD", headers: { "User-Agent": chrome } }),
      head.context,
    );
    const gpc = contextWith();
    await resumeHandler(
      new Request(`${SITE}/api/download-resume`, { headers: { "User-Agent": chrome, "Sec-GPC": "1" } }),
      gpc.context,
    );
    await Promise.all([head.settled(), gpc.settled()]);
    const result = await summary();
    expect(result.goals["resume-download"]).toEqual({
      completions: 1,
      conversionRate: 1,
      bySource: { Google: 1 },
      byCampaign: { "acme-pm-role": 1 },
    });
  });

  it("counts a résumé download only for a navigation or a same-origin request, never for another site's image", async () => {
    const download = async (headers: Record<string, string>) => {
      const { context, settled } = contextWith();
      const response = await resumeHandler(
        new Request(`${SITE}/api/download-resume?ref=acme-corp`, {
          headers: { "User-Agent": chrome, ...headers },
        }),
        context,
      );
      await settled();
      // The PDF itself is served to anyone: only the count depends on who asked.
      expect(response.status).toBe(200);
    };
    // Another site's <img>, a same-site subdomain's, and another site's frame: served, not counted.
    await download({
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "no-cors",
      "Sec-Fetch-Dest": "image",
    });
    await download({ "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" });
    await download({
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "iframe",
    });
    expect((await summary()).goals["resume-download"].completions).toBe(0);
    // A visitor following a link (from this site or from an email), and the page's own fetch: counted.
    await download({
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    });
    await download({
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    });
    await download({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" });
    expect((await summary()).goals["resume-download"].completions).toBe(3);
    expect(resumeConfig.rateLimit).toMatchObject({ aggregateBy: ["ip", "domain"] });
  });

  it("counts a sent message once it is stored (201), not a refused one", async () => {
    const send = async (body: unknown) => {
      const { context, settled } = contextWith();
      const response = await contactHandler(
        new Request(`${SITE}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "User-Agent": chrome },
          body: JSON.stringify(body),
        }),
        context,
      );
      await settled();
      return response.status;
    };
    expect(
      await send({ name: "Ada Lovelace", email: "ada@example.com", message: "Hello! A product role?" }),
    ).toBe(201);
    expect(await send({ name: "", email: "not-an-email", message: "" })).toBe(400);
    const result = await summary();
    expect(result.goals["contact-sent"]).toMatchObject({
      completions: 1,
      bySource: { Direct: 1 },
      byCampaign: {},
    });
  });

  it("compares with the period before, counts entry pages per session and visitors right now", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 8 * dayMs });
    await post(pageView({ userId: "u-last-week" }));
    vi.useRealTimers();
    await post(pageView({ userId: "u-now", sessionId: "s-now", pageUrl: "/" }));
    await post(pageView({ userId: "u-now", sessionId: "s-now", pageUrl: "/projects/magic-leap" }));
    await post(pageView({ userId: "u-two", sessionId: "s-two", pageUrl: "/projects/magic-leap" }));
    const result = await summary();
    expect(result.totalVisits).toBe(3);
    expect(result.previous).toMatchObject({ totalVisits: 1, uniqueVisits: 1 });
    expect(result.previous.to < result.range.from).toBe(true);
    expect(result.entryPages).toEqual({ "/": 1, "/projects/magic-leap": 1 });
    expect(result.realtime).toEqual({ visitors: 2, minutes: 5 });
  });

  it("exports the range as CSV for the owner only", async () => {
    await post(pageView({ pageUrl: "/?ref=acme-pm-role" }));
    const request = (query: string, auth = true) =>
      exportHandler(
        new Request(`${SITE}/api/analytics/export${query}`, {
          headers: auth ? { Authorization: `Bearer ${PASSWORD}` } : {},
        }),
        testContext({ ip: "203.0.113.10" }),
      );
    expect((await request("?days=7", false)).status).toBe(401);
    expect((await request("?days=8")).status).toBe(400);
    const response = await request("?days=7");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF"Section","Name","Visits","Unique visitors","Conversion rate"\r\n')).toBe(
      true,
    );
    const lines = text.split("\r\n");
    expect(lines).toContain('"Campaign","acme-pm-role","1","1"');
    expect(lines).toContain('"Page","/","1","1"');
    expect(lines).toContain('"Goal","resume-download","0","","0"');
    expect(lines.filter((line) => line.startsWith('"Day",'))).toHaveLength(7);
  });
});

describe("privacy", () => {
  it.each([
    ["Sec-GPC: 1", { "Sec-GPC": "1" }],
    ["DNT: 1", { DNT: "1" }],
  ])("does not count a browser that sends %s (204, nothing stored)", async (_, headers) => {
    const response = await post(pageView(), headers);
    expect(response.status).toBe(204);
    expect(
      (await postGoal({ goal: "booking-click", pageUrl: "/", sessionId: "s", userId: "u" }, headers)).status,
    ).toBe(204);
    expect(await storedKeys()).toEqual([]);
  });

  it("counts when GPC and DNT are off (0)", async () => {
    expect((await post(pageView(), { "Sec-GPC": "0", DNT: "0" })).status).toBe(202);
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    // A sibling origin under the same domain is another site too (lib/request-edge, fromOtherSite).
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
    ["another Origin", { Origin: "https://evil.example" }],
    ["Origin: null", { Origin: "null" }],
  ])("refuses a post another site made (%s) with 403, storing nothing", async (_, headers) => {
    const response = await post(pageView(), headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Requests from other sites are not accepted." });
    expect(
      (await postGoal({ goal: "booking-click", pageUrl: "/", sessionId: "s", userId: "u" }, headers)).status,
    ).toBe(403);
    expect(await storedKeys()).toEqual([]);
  });

  it("accepts the site's own posts", async () => {
    expect((await post(pageView(), { Origin: SITE, "Sec-Fetch-Site": "same-origin" })).status).toBe(202);
  });

  it("with ANALYTICS_VISITOR_ID=daily, ignores the browser's id, keeps no address, and drops past salts", async () => {
    process.env.ANALYTICS_VISITOR_ID = "daily";
    const from = (ip: string) => contextWith({ ip } as Partial<Context>).context;
    await post(pageView({ userId: "browser-id-one" }), {}, from("192.0.2.44"));
    await post(pageView({ userId: "browser-id-two" }), {}, from("192.0.2.44"));
    await post(pageView({ userId: "browser-id-one" }), {}, from("192.0.2.45"));
    const result = await summary();
    expect(result.totalVisits).toBe(3);
    expect(result.uniqueVisits).toBe(2);
    const everything = (await storedKeys()).map((key) => `${key}\n${decoded(key)}`).join("\n");
    for (const secret of ["192.0.2.44", "192.0.2.45", "browser-id", "Windows NT"])
      expect(everything).not.toContain(secret);
    const today = utcDate(Date.now());
    // Earlier tests of this file, on their own clocks, may have left other days' salts.
    const salts = await storedKeys("analytics-salts");
    expect(salts).toContain(today);
    expect((await pruneVisitorSalts(new Date(Date.now() + dayMs))).sort()).toEqual(salts.sort());
    expect(await storedKeys("analytics-salts")).toEqual([]);
  });
});
