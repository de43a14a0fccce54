/**
 * Days read from their hours' partial summaries, against a real local Blobs server behind
 * a 40 ms-per-call proxy: a 40,000-view day costs every range a few dozen calls and
 * never a 503; a closed hour's partial is written once and then read instead of its
 * events; and days begin where the owner's time zone (SITE_TIME_ZONE) says.
 */
import { dayMs, hourMs, addDays, utcDate, type AnalyticsSummary, type VisitRecord } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handler from "../functions/analytics.mjs";
import { appendVisit } from "../../packages/netlify/src/analytics/events";
import { daySummaryKey, hourPartialKey, visitKey } from "../../packages/netlify/src/analytics/keys";
import { saveHourPartial } from "../../packages/netlify/src/analytics/partials";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { loadAnalyticsSummary } from "../../packages/netlify/src/analytics/summary";
import { runRollup } from "../../packages/netlify/src/analytics/rollup";
import { siteTimeZone } from "../../packages/netlify/src/time-zone";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { visitToStore } from "../../packages/core/src/analytics/fixtures/visits";

const PASSWORD = "analytics-hours-password";
const hour = hourMs;

const blobs = blobsForFile({ ADMIN_PASSWORD: PASSWORD, ADMIN_FAILED_LOGIN_LIMIT: "1000" }, { latencyMs: 40 });
beforeEach(async () => {
  await settleBackgroundWork();
  await blobs().direct(() => analyticsStore().deleteAll());
});
afterEach(() => {
  delete process.env.SITE_TIME_ZONE;
  vi.useRealTimers();
});

function visit(timestamp: number, i: number, extra: Partial<VisitRecord> = {}): Omit<VisitRecord, "id"> {
  return visitToStore({
    timestamp,
    pageUrl: i % 3 ? "/" : "/projects/magic-leap",
    os: "macOS",
    visitor: `visitor-${i % 40}`,
    session: `session-${i % 400}`,
    ...extra,
  });
}

async function getSummary(days: number) {
  const response = await handler(
    new Request(`https://pm.example.com/api/analytics?days=${days}`, {
      headers: { Authorization: `Bearer ${PASSWORD}` },
    }),
    testContext({ ip: "203.0.113.30" }),
  );
  const text = await response.text();
  await settleBackgroundWork();
  return { status: response.status, bytes: text.length, summary: JSON.parse(text) as AnalyticsSummary };
}

describe("an hour's partial summary", () => {
  const now = new Date("2026-11-24T15:10:00.000Z");
  const at = (time: string) => Date.parse(`2026-11-24T${time}.000Z`);

  it("is written once when its hour has closed, and read instead of the hour's events after", async () => {
    const store = analyticsStore();
    for (let i = 0; i < 5; i += 1) await appendVisit(store, "2026-11-24", visit(at("10:15:00") + i, i));
    await appendVisit(store, "2026-11-24", visit(at("15:05:00"), 9)); // the open hour

    blobs().resetOperations();
    const first = await loadAnalyticsSummary(store, 7, now, { timeZone: "UTC", daysMs: 60_000 });
    expect(first.totalVisits).toBe(6);
    // One partial: the closed hour that had events (today is open, and not stored).
    const { blobs: partials } = await store.list({ prefix: "hours/" });
    expect(partials.map(({ key }) => key)).toEqual([hourPartialKey(at("10:00:00"))]);
    const partial = await store.get(hourPartialKey(at("10:00:00")), { type: "json" });
    expect(partial).toMatchObject({ version: 1, hour: "2026-11-24T10:00:00.000Z" });
    expect((partial as { visits: unknown[] }).visits).toHaveLength(5);

    // Read again: the partial (one `get`), the folders of today, the open hour's listing
    // and the days past the daily limit (one listing, whatever the day holds); the closed
    // hour's events are not listed and nothing is written.
    blobs().resetOperations();
    const second = await loadAnalyticsSummary(store, 7, now, { timeZone: "UTC", daysMs: 60_000 });
    expect(second).toEqual({ ...first, generatedAt: second.generatedAt });
    expect(blobs().operations.set ?? 0).toBe(0);
    expect(blobs().operations.list).toBe(3);

    // The partial is final: what reaches a closed hour's folder afterwards is not read
    // (nothing can, since events are stored at server time), and the partial is not rewritten.
    await appendVisit(store, "2026-11-24", visit(at("10:20:00"), 7));
    const third = await loadAnalyticsSummary(store, 7, now, { timeZone: "UTC", daysMs: 60_000 });
    expect(third.totalVisits).toBe(6);
    expect(await store.get(hourPartialKey(at("10:00:00")), { type: "json" })).toEqual(partial);
  });

  it("is written by the hourly roll-up for today's closed hours, before anyone opens the dashboard", async () => {
    const store = analyticsStore();
    await appendVisit(store, "2026-11-24", visit(at("09:40:00"), 1));
    await appendVisit(store, "2026-11-24", visit(at("14:50:00"), 2)); // still open at 15:10
    const report = await runRollup(store, now, {}, "UTC");
    expect(report.hours).toEqual({ days: ["2026-11-24"] });
    const { blobs: partials } = await store.list({ prefix: "hours/" });
    expect(partials.map(({ key }) => key)).toEqual([hourPartialKey(at("09:00:00"))]);
  });

  it("is not written while the hour may still receive an engagement", async () => {
    const store = analyticsStore();
    await appendVisit(store, "2026-11-24", visit(at("14:50:00"), 1));
    // 15:10 is within 90 minutes (the longest read) of 14:00's end: the hour is still open.
    await loadAnalyticsSummary(store, 7, now, { timeZone: "UTC", daysMs: 60_000 });
    expect(await store.get(hourPartialKey(at("14:00:00")))).toBeNull();
    await loadAnalyticsSummary(store, 7, new Date(at("16:30:00")), { timeZone: "UTC", daysMs: 60_000 });
    expect(await store.get(hourPartialKey(at("14:00:00")))).not.toBeNull();
  });
});

describe("the owner's time zone", () => {
  it("shows a Tuesday's visits in one bar to a PM in California", async () => {
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    const store = analyticsStore();
    // Tuesday 2026-11-24 at 09:00 and 23:30 in California: 17:00 Tuesday and 07:30 Wednesday UTC.
    await appendVisit(store, "2026-11-24", visit(Date.parse("2026-11-24T17:00:00.000Z"), 1));
    await appendVisit(store, "2026-11-25", visit(Date.parse("2026-11-25T07:30:00.000Z"), 2));
    // Monday 23:59 in California is 07:59 Tuesday UTC: it stays on Monday.
    await appendVisit(store, "2026-11-24", visit(Date.parse("2026-11-24T07:59:00.000Z"), 3));
    const wednesdayNoon = new Date("2026-11-25T20:00:00.000Z");

    const summary = await loadAnalyticsSummary(store, 7, wednesdayNoon);
    expect(summary.timeZone).toBe("America/Los_Angeles");
    expect(summary.range).toMatchObject({ from: "2026-11-19", to: "2026-11-25" });
    expect(summary.visitsPerDay.slice(-3)).toEqual([
      { date: "2026-11-23", visits: 1, uniqueVisitors: 1 },
      { date: "2026-11-24", visits: 2, uniqueVisitors: 2 },
      { date: "2026-11-25", visits: 0, uniqueVisitors: 0 },
    ]);
    // The closed Tuesday is stored as a Californian day, apart from UTC days.
    expect(
      await store.get(daySummaryKey("2026-11-24", "America/Los_Angeles"), { type: "json" }),
    ).toMatchObject({
      date: "2026-11-24",
      timeZone: "America/Los_Angeles",
      visits: 2,
    });
    expect(await store.get(daySummaryKey("2026-11-24"))).toBeNull();

    // In UTC, the same visits fall on Tuesday and Wednesday.
    const utc = await loadAnalyticsSummary(store, 7, wednesdayNoon, { timeZone: "UTC", daysMs: 60_000 });
    expect(utc.timeZone).toBe("UTC");
    expect(utc.visitsPerDay.slice(-2).map((day) => day.visits)).toEqual([2, 1]);
  });

  it("splits an hour between two days in a half-hour zone (India, +5:30)", async () => {
    const store = analyticsStore();
    // 23:59 and 00:01 in India: both in the UTC hour 18:00 of 2026-11-23.
    await appendVisit(store, "2026-11-23", visit(Date.parse("2026-11-23T18:29:00.000Z"), 1));
    await appendVisit(store, "2026-11-23", visit(Date.parse("2026-11-23T18:31:00.000Z"), 2));
    const summary = await loadAnalyticsSummary(store, 7, new Date("2026-11-24T12:00:00.000Z"), {
      timeZone: "Asia/Kolkata",
    });
    expect(summary.visitsPerDay.slice(-2)).toEqual([
      { date: "2026-11-23", visits: 1, uniqueVisitors: 1 },
      { date: "2026-11-24", visits: 1, uniqueVisitors: 1 },
    ]);
  });

  it("answers in UTC, and says why once, when SITE_TIME_ZONE is not a zone", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      process.env.SITE_TIME_ZONE = "Mars/Olympus_Mons";
      expect(siteTimeZone()).toBe("UTC");
      expect(siteTimeZone()).toBe("UTC");
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toContain(
        'SITE_TIME_ZONE "Mars/Olympus_Mons" refused: it is not a time zone this runtime knows; using UTC',
      );
      const { status, summary } = await getSummary(7);
      expect(status).toBe(200);
      expect(summary.timeZone).toBe("UTC");
      expect(summary.range.to).toBe(utcDate(Date.now()));
      process.env.SITE_TIME_ZONE = "utc";
      expect(siteTimeZone()).toBe("UTC");
    } finally {
      errors.mockRestore();
    }
    expect(addDays("2026-11-24", 1)).toBe("2026-11-25");
  });
});

// Last in the file: it leaves the most behind.
describe("a 40,000-view day", () => {
  it("does not turn any range into a 503: it is read as its 24 hours' partials", async () => {
    // One clock for the test and the function, at an afternoon: in the 90 minutes after midnight
    // UTC yesterday's last hour is still open to engagements, so it is listed live and each request
    // makes one more listing than the counts below.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-24T15:10:00.000Z") });
    const now = Date.now();
    const flooded = utcDate(now - 3 * dayMs);
    const start = Date.parse(`${flooded}T00:00:00.000Z`);
    const views = 40_000;
    const flood = Array.from({ length: views }, (_, i) => {
      const at = start + Math.floor((i * dayMs) / views);
      return { ...visit(at, i), id: at.toString(36).padStart(9, "0") + i.toString(16).padStart(12, "0") };
    });
    // The flood as the hourly roll-up leaves it: each hour's partial stored as the hour
    // closed (24 writes, not 40,000), beside its events (one key per hour here: a listing
    // of 40,000 keys is the roll-up's cost, once per hour, and the benchmark's).
    const store = analyticsStore();
    await blobs().direct(async () => {
      for (let hourStart = start; hourStart < start + dayMs; hourStart += hour) {
        const visits = flood.filter(
          (item) => item.timestamp >= hourStart && item.timestamp < hourStart + hour,
        );
        await saveHourPartial(store, hourStart, { visits, goals: [], engagement: [], bots: [] });
      }
      await blobs().writeFiles(
        "analytics",
        flood
          .filter(
            (item, i) =>
              i === 0 || Math.floor(item.timestamp / hour) !== Math.floor(flood[i - 1]!.timestamp / hour),
          )
          .map((item) => visitKey(flooded, item)),
      );
      await appendVisit(store, utcDate(now), visit(now - 1000, 1));
    });

    // Cold (no day summarised): the flooded day is its folders' listing and 24 `get`s,
    // then its summary is stored; every other day one listing and a store.
    blobs().resetOperations();
    const cold = await loadAnalyticsSummary(store, 7, new Date(now));
    expect(cold.incompleteDays).toBeUndefined();
    expect(cold.totalVisits).toBe(views + 1);
    expect(blobs().proxiedCalls()).toBeLessThanOrEqual(200);
    expect(await store.get(daySummaryKey(flooded), { type: "json" })).toMatchObject({
      date: flooded,
      visits: views,
    });

    for (const days of [7, 30, 90] as const) {
      await loadAnalyticsSummary(store, days, new Date(now)); // stores the empty closed days this range adds
      // Through the function: 200, the whole day, a small answer.
      const { status, bytes, summary } = await getSummary(days);
      expect(status).toBe(200);
      expect(summary.incompleteDays).toBeUndefined();
      expect(summary.totalVisits).toBe(views + 1);
      expect(summary.visitsPerDay.find((day) => day.date === flooded)).toEqual({
        date: flooded,
        visits: views,
        uniqueVisitors: 40,
      });
      expect(bytes).toBeLessThan(300_000);
      // Warm: a `get` per day (the flooded one included) and the owner's applications;
      // today's hour folders, its closed hours' partials and its open hour's listing; and
      // the listing of the days past the daily limit.
      blobs().resetOperations();
      await loadAnalyticsSummary(store, days, new Date(now));
      expect(blobs().operations.list ?? 0).toBeLessThanOrEqual(3);
      expect(blobs().proxiedCalls()).toBeLessThanOrEqual(2 * days + 1 + 24 + 3);
    }
  }, 60_000);
});
