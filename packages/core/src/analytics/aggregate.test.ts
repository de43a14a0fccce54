import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combineDaySummaries, summarizeDay } from "./aggregate";
import type { VisitRecord } from "./records";
import { addDays, rangeDates, utcDate } from "../time";
import { isDayClosed } from "./hours";
import { browserNames, osNames } from "./types";
import { recountVisits } from "./fixtures/recount";
import { dayStart, visit } from "./fixtures/visits";

const today = "2026-11-22";

const visitArbitrary = (dates: string[]) =>
  fc
    .record({
      day: fc.constantFrom(...dates),
      offset: fc.integer({ min: 0, max: 86_399_999 }),
      visitor: fc.constantFrom("v1", "v2", "v3", "v4", "v5", "v6"),
      pageUrl: fc.constantFrom("/", "/projects/magic-leap", "/analytics", "/projects/interview-coach"),
      browser: fc.constantFrom(...browserNames),
      os: fc.constantFrom(...osNames),
      isMobile: fc.boolean(),
      isTablet: fc.boolean(),
      trafficSource: fc.constantFrom("Direct", "LinkedIn", "Google", "example.org"),
      nonce: fc.integer({ min: 0, max: 1e6 }),
    })
    .map(({ day, offset, nonce, ...rest }) => ({
      ...rest,
      id: `${(dayStart(day) + offset).toString(36)}${nonce.toString(36).padStart(4, "0")}`,
      timestamp: dayStart(day) + offset,
    }));

function summarize(visits: VisitRecord[], dates: string[]) {
  const days = dates.map((date) =>
    summarizeDay(
      date,
      visits.filter((v) => utcDate(v.timestamp) === date),
      0,
    ),
  );
  return combineDaySummaries(days, 7, new Date(`${today}T12:00:00Z`));
}

describe("summarizeDay", () => {
  it("is the same whatever the order of the visits (so a retry stores the same bytes)", () => {
    const dates = [today];
    fc.assert(
      fc.property(fc.array(visitArbitrary(dates), { maxLength: 40 }), fc.integer(), (visits, seed) => {
        const shuffled = [...visits].sort(() => ((seed = (seed * 16807) % 2147483647) % 3) - 1);
        expect(JSON.stringify(summarizeDay(today, shuffled, 2))).toBe(
          JSON.stringify(summarizeDay(today, visits, 2)),
        );
      }),
    );
  });

  it("keeps the day's latest ten visits, newest first", () => {
    const visits = Array.from({ length: 12 }, (_, i) =>
      visit({ timestamp: dayStart(today) + i * 1000, visitor: `v${i}` }),
    );
    const recent = summarizeDay(today, visits, 0).recent;
    expect(recent).toHaveLength(10);
    expect(recent[0]!.timestamp).toBe(new Date(dayStart(today) + 11_000).toISOString());
    expect(recent[9]!.timestamp).toBe(new Date(dayStart(today) + 2_000).toISOString());
  });
});

describe("combineDaySummaries", () => {
  const dates = rangeDates(today, 7);

  it("equals a direct count over every visit in the range", () => {
    fc.assert(
      fc.property(fc.array(visitArbitrary(dates), { maxLength: 120 }), (visits) => {
        const summary = summarize(visits, dates);
        const expected = recountVisits(visits);
        expect(summary.totalVisits).toBe(expected.totalVisits);
        expect(summary.uniqueVisits).toBe(expected.uniqueVisits);
        expect(summary.pageBreakdown).toEqual(expected.pageBreakdown);
        expect(summary.trafficSourceBreakdown).toEqual(expected.trafficSourceBreakdown);
        expect(summary.browserBreakdown).toEqual(expected.browserBreakdown);
        expect(summary.osBreakdown).toEqual(expected.osBreakdown);
        expect(summary.deviceBreakdown).toEqual(expected.deviceBreakdown);
        expect(summary.recentVisits.map((v) => v.id)).toEqual(expected.recentIds);
        expect(summary.visitsPerDay.map((d) => d.date)).toEqual(dates);
      }),
    );
  });

  it("counts a visitor who came back on another day once", () => {
    const visits = [
      visit({ timestamp: dayStart(dates[0]!) + 1, visitor: "alex" }),
      visit({ timestamp: dayStart(dates[3]!) + 1, visitor: "alex" }),
      visit({ timestamp: dayStart(dates[6]!) + 1, visitor: "alex", pageUrl: "/projects/magic-leap" }),
      visit({ timestamp: dayStart(dates[6]!) + 2, visitor: "sam" }),
    ];
    const summary = summarize(visits, dates);
    expect(summary.totalVisits).toBe(4);
    expect(summary.uniqueVisits).toBe(2);
    expect(summary.pageBreakdown["/"]).toEqual({ totalVisits: 3, uniqueVisits: 2 });
    expect(summary.visitsPerDay.reduce((sum, d) => sum + d.uniqueVisitors, 0)).toBe(4);
  });

  it("sorts traffic sources largest first and sums bots", () => {
    const days = dates.map((date, i) =>
      summarizeDay(
        date,
        [
          visit({ timestamp: dayStart(date) + 1, visitor: "a", trafficSource: "Google" }),
          ...(i % 2
            ? [visit({ timestamp: dayStart(date) + 2, visitor: "b", trafficSource: "LinkedIn" })]
            : []),
          ...(i === 0 ? [visit({ timestamp: dayStart(date) + 3, visitor: "c", trafficSource: "Bing" })] : []),
        ],
        i,
      ),
    );
    const summary = combineDaySummaries(days, 7, new Date());
    expect(Object.entries(summary.trafficSourceBreakdown)).toEqual([
      ["Google", 7],
      ["LinkedIn", 3],
      ["Bing", 1],
    ]);
    expect(summary.botCount).toBe(21);
    expect(summary.range).toEqual({ days: 7, from: dates[0], to: today });
  });
});

describe("days", () => {
  it("lists a range oldest first, across month ends", () => {
    expect(rangeDates("2026-03-02", 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("closes a day 90 minutes after midnight UTC (its last hour's grace, the longest read)", () => {
    expect(isDayClosed("2026-11-21", Date.parse("2026-11-22T01:29:59.999Z"))).toBe(false);
    expect(isDayClosed("2026-11-21", Date.parse("2026-11-22T01:30:00.000Z"))).toBe(true);
    expect(isDayClosed(today, Date.parse("2026-11-22T23:00:00Z"))).toBe(false);
  });
});
