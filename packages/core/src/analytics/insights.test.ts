/** Property tests of what the summary adds for the owner: bounds, countries, campaigns, goals, the previous period. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combineDaySummaries, conversionRate, realtimeVisitors, summarizeDay } from "./aggregate";
import { daySummaryRows, type GoalRecord } from "./records";
import { addDays, hourMs, previousRange, rangeDates } from "../time";
import { analyticsLimits, goalNames, notFoundPageLabel, otherRowLabel } from "./types";
import { dayStart, visit } from "./fixtures/visits";

const today = "2026-11-22";
const knownPaths = new Set(["/", "/projects/magic-leap"]);
const isKnownPath = (path: string) => knownPaths.has(path);
const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);

/** Visits with open-ended keys: many made-up paths, sources, campaigns and countries. */
const junkVisits = (dates: string[]) =>
  fc.array(
    fc
      .record({
        day: fc.constantFrom(...dates),
        offset: fc.integer({ min: 0, max: 86_399_999 }),
        visitor: fc.integer({ min: 0, max: 400 }),
        pageUrl: fc.oneof(
          fc.constantFrom(...knownPaths),
          fc.string({ maxLength: 8 }).map((s) => `/${s}`),
        ),
        trafficSource: fc.oneof(fc.constant("LinkedIn"), fc.string({ minLength: 1, maxLength: 8 })),
        campaign: fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: undefined }),
        country: fc.option(fc.string({ minLength: 2, maxLength: 2 }), { nil: undefined }),
        session: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
        nonce: fc.integer({ min: 0, max: 1e9 }),
      })
      .map(({ day, offset, nonce, visitor, session, ...rest }) =>
        visit({
          ...rest,
          visitor: `v${visitor}`,
          timestamp: dayStart(day) + offset,
          ...(session === undefined ? {} : { session: `s${session}` }),
          id: `${(dayStart(day) + offset).toString(36)}${nonce.toString(36).padStart(6, "0")}`,
        }),
      ),
    { maxLength: 700 },
  );

describe("bounded by construction", () => {
  const dates = rangeDates(today, 3);

  it("any visits: every breakdown has at most N rows plus Other, and every visit is counted", () => {
    fc.assert(
      fc.property(junkVisits(dates), (visits) => {
        const days = dates.map((date) =>
          summarizeDay(
            date,
            visits.filter((v) => v.timestamp >= dayStart(date) && v.timestamp < dayStart(addDays(date, 1))),
            0,
            { isKnownPath },
          ),
        );
        for (const day of days) {
          for (const rows of [day.sources, day.countries, day.entryPages, day.notFoundPaths])
            expect(Object.keys(rows).length).toBeLessThanOrEqual(daySummaryRows + 1);
          expect(Object.keys(day.campaigns).length).toBeLessThanOrEqual(daySummaryRows + 1);
          // Pages are the known paths and one "(not found)" row.
          expect(Object.keys(day.pages).every((p) => knownPaths.has(p) || p === notFoundPageLabel)).toBe(
            true,
          );
        }
        const summary = combineDaySummaries(days, 7, new Date(`${today}T12:00:00Z`));
        const limit = analyticsLimits.breakdownRows;
        for (const rows of [
          summary.trafficSourceBreakdown,
          summary.countryBreakdown,
          summary.entryPages,
          summary.pageBreakdown,
          summary.campaignBreakdown,
        ])
          expect(Object.keys(rows).length).toBeLessThanOrEqual(limit);
        expect(Object.keys(summary.notFoundPaths).length).toBeLessThanOrEqual(analyticsLimits.notFoundPaths);

        expect(summary.totalVisits).toBe(visits.length);
        expect(sum(Object.values(summary.pageBreakdown).map((p) => p.totalVisits))).toBe(visits.length);
        expect(sum(Object.values(summary.trafficSourceBreakdown))).toBe(visits.length);
        expect(sum(Object.values(summary.countryBreakdown))).toBe(visits.length);
        const tagged = visits.filter((v) => v.campaign);
        expect(sum(Object.values(summary.campaignBreakdown).map((c) => c.totalVisits))).toBe(tagged.length);
        const unknown = visits.filter((v) => !knownPaths.has(v.pageUrl)).length;
        expect(summary.pageBreakdown[notFoundPageLabel]?.totalVisits ?? 0).toBe(unknown);
        // Entry pages: one per session and day (a visit without a session is its own session).
        const sessions = new Set(
          visits.map((v) => `${new Date(v.timestamp).toISOString().slice(0, 10)} ${v.session ?? v.id}`),
        );
        expect(sum(Object.values(summary.entryPages))).toBe(sessions.size);
      }),
      { numRuns: 40 },
    );
  });

  it("groups 1,000 made-up sources under Other, exactly", () => {
    const visits = Array.from({ length: 1000 }, (_, i) =>
      visit({ timestamp: dayStart(today) + i, visitor: `v${i}`, trafficSource: `junk-${i}.example` }),
    );
    visits.push(visit({ timestamp: dayStart(today) + 5000, visitor: "x", trafficSource: "LinkedIn" }));
    visits.push(visit({ timestamp: dayStart(today) + 5001, visitor: "y", trafficSource: "LinkedIn" }));
    const summary = combineDaySummaries([summarizeDay(today, visits, 0)], 7, new Date());
    expect(Object.keys(summary.trafficSourceBreakdown)).toHaveLength(analyticsLimits.breakdownRows);
    expect(summary.trafficSourceBreakdown.LinkedIn).toBe(2);
    expect(summary.trafficSourceBreakdown[otherRowLabel]).toBe(1000 - (analyticsLimits.breakdownRows - 2));
  });

  it("counts campaigns' unique visitors across days exactly, Other included", () => {
    const dates2 = rangeDates(today, 2);
    const days = dates2.map((date) =>
      summarizeDay(
        date,
        [
          visit({ timestamp: dayStart(date) + 1, visitor: "alex", campaign: "acme-pm-role" }),
          visit({ timestamp: dayStart(date) + 2, visitor: "sam", campaign: "acme-pm-role" }),
          visit({ timestamp: dayStart(date) + 3, visitor: "kim" }),
        ],
        0,
      ),
    );
    const summary = combineDaySummaries(days, 7, new Date());
    expect(summary.campaignBreakdown).toEqual({ "acme-pm-role": { totalVisits: 4, uniqueVisits: 2 } });
    expect(summary.countryBreakdown).toEqual({ Unknown: 6 });
  });
});

describe("goals", () => {
  it("credits a completion to the visitor's first visit of the day, else to Direct", () => {
    const visits = [
      visit({ timestamp: dayStart(today) + 1, visitor: "alex", trafficSource: "LinkedIn", campaign: "acme" }),
      visit({ timestamp: dayStart(today) + 2, visitor: "alex", trafficSource: "Google" }),
      visit({ timestamp: dayStart(today) + 3, visitor: "sam", trafficSource: "Google" }),
      visit({ timestamp: dayStart(today) + 4, visitor: "kim" }),
    ];
    const goals: GoalRecord[] = [
      { id: "g1", timestamp: dayStart(today) + 10, goal: "resume-download", visitor: "alex" },
      { id: "g2", timestamp: dayStart(today) + 11, goal: "resume-download" },
      { id: "g3", timestamp: dayStart(today) + 12, goal: "booking-click", visitor: "sam", campaign: "beta" },
    ];
    const summary = combineDaySummaries([summarizeDay(today, visits, 0, { goals })], 7, new Date());
    expect(summary.goals["resume-download"]).toEqual({
      completions: 2,
      conversionRate: 0.6667,
      bySource: { Direct: 1, LinkedIn: 1 },
      byCampaign: { acme: 1 },
    });
    expect(summary.goals["booking-click"]).toEqual({
      completions: 1,
      conversionRate: 0.3333,
      bySource: { Google: 1 },
      byCampaign: { beta: 1 },
    });
    expect(summary.goals["contact-sent"]).toEqual({
      completions: 0,
      conversionRate: 0,
      bySource: {},
      byCampaign: {},
    });
  });

  it("conversion rate: completions ÷ unique visitors, within 0 and 1", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (completions, visitors) => {
        const rate = conversionRate(completions, visitors);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        if (visitors === 0) expect(rate).toBe(0);
        else if (completions <= visitors)
          expect(Math.abs(rate - completions / visitors)).toBeLessThanOrEqual(0.00005);
      }),
    );
  });
});

describe("previous period", () => {
  it("is the same number of days, ending the day before the range starts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }).map((n) => addDays("2000-01-01", n)),
        fc.integer({ min: 1, max: 400 }),
        (from, days) => {
          const previous = previousRange(from, days);
          expect(addDays(previous.to, 1)).toBe(from);
          expect(rangeDates(previous.to, days)[0]).toBe(previous.from);
        },
      ),
    );
  });

  it("totals the days before the range: visits, exact unique visitors, goals", () => {
    const all = rangeDates(today, 14);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.nat(13),
            visitor: fc.nat(8),
            goal: fc.option(fc.constantFrom(...goalNames), { nil: undefined }),
          }),
          { maxLength: 80 },
        ),
        (events) => {
          const days = all.map((date, index) => {
            const todays = events.map((e, i) => ({ ...e, i })).filter((e) => e.day === index);
            return summarizeDay(
              date,
              todays.map((e) => visit({ timestamp: dayStart(date) + e.i, visitor: `v${e.visitor}` })),
              0,
              {
                goals: todays
                  .filter((e) => e.goal)
                  .map((e) => ({ id: `g${e.i}`, timestamp: dayStart(date) + e.i, goal: e.goal! })),
              },
            );
          });
          const summary = combineDaySummaries(days.slice(7), 7, new Date(), { previous: days.slice(0, 7) });
          const before = events.filter((e) => e.day < 7);
          expect(summary.previous.from).toBe(all[0]);
          expect(summary.previous.to).toBe(all[6]);
          expect(summary.previous.totalVisits).toBe(before.length);
          expect(summary.previous.uniqueVisits).toBe(new Set(before.map((e) => e.visitor)).size);
          for (const name of goalNames)
            expect(summary.previous.goals[name]).toBe(before.filter((e) => e.goal === name).length);
          expect(summary.totalVisits).toBe(events.length - before.length);
        },
      ),
    );
  });

  it("is all zeros when the days before are not kept", () => {
    const summary = combineDaySummaries([summarizeDay(today, [], 0)], 7, new Date());
    expect(summary.previous).toEqual({
      from: addDays(today, -1),
      to: addDays(today, -1),
      totalVisits: 0,
      uniqueVisits: 0,
      goals: { "resume-download": 0, "contact-sent": 0, "booking-click": 0, "profile-click": 0 },
    });
  });
});

describe("realtime", () => {
  it("counts distinct visitors in the last five minutes", () => {
    const now = dayStart(today) + hourMs;
    const visits = [
      { timestamp: now - 5 * 60_000, visitor: "too-old" },
      { timestamp: now - 5 * 60_000 + 1, visitor: "a" },
      { timestamp: now - 1000, visitor: "a" },
      { timestamp: now, visitor: "b" },
      { timestamp: now + 1, visitor: "future" },
    ];
    expect(realtimeVisitors(visits, now)).toBe(2);
  });
});
