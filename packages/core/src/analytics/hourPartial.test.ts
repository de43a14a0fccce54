import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { summarizeDay } from "./aggregate";
import { decodeHour, encodeHour, summarizeHours, type HourEvents, type HourPartial } from "./hourPartial";
import { dayHours } from "./hours";
import { dayMs, hourMs, hourStart, zonedDate } from "../time";
import type { EngagementRecord, GoalRecord, VisitRecord } from "./records";
import { browserNames, goalNames, osNames } from "./types";

/** Zones with whole-hour offsets, a DST change, and offsets of 30 and 45 minutes. */
const zones = ["UTC", "America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Asia/Kathmandu"] as const;
/** Three days around the autumn DST change in California and in Europe (2026-10-25, 2026-11-01). */
const fromMs = Date.parse("2026-10-31T00:00:00.000Z");
const spanMs = 3 * dayMs;

const time = fc.integer({ min: 0, max: spanMs - 1 }).map((offset) => fromMs + offset);
const id = (at: number, nonce: number) =>
  at.toString(36).padStart(9, "0") + nonce.toString(16).padStart(12, "0");

const visitArbitrary = fc
  .record({
    at: time,
    nonce: fc.integer({ min: 0, max: 1e9 }),
    visitor: fc.constantFrom("v1", "v2", "v3", "v4", "v5"),
    session: fc.option(fc.constantFrom("s1", "s2", "s3", "s4"), { nil: undefined }),
    pageUrl: fc.constantFrom("/", "/projects/magic-leap", "/resume", "/nope"),
    browser: fc.constantFrom(...browserNames),
    os: fc.constantFrom(...osNames),
    isMobile: fc.boolean(),
    isTablet: fc.boolean(),
    trafficSource: fc.constantFrom("Direct", "LinkedIn", "example.org"),
    country: fc.constantFrom("US", "DE", "Unknown"),
    campaign: fc.option(fc.constantFrom("acme", "globex"), { nil: undefined }),
    viaRef: fc.boolean(),
    tagged: fc.boolean(),
    linkClosed: fc.boolean(),
  })
  .map(({ at, nonce, session, campaign, viaRef, tagged, linkClosed, ...rest }): VisitRecord => ({
    ...rest,
    id: id(at, nonce),
    timestamp: at,
    ...(session ? { session } : {}),
    ...(campaign ? { campaign } : {}),
    ...(campaign && viaRef ? { viaRef: true as const } : {}),
    ...(campaign && viaRef && linkClosed ? { linkClosed: true as const } : {}),
    ...(tagged ? { tagged: true as const } : {}),
  }));

const goalArbitrary = fc
  .record({
    at: time,
    nonce: fc.integer({ min: 0, max: 1e9 }),
    goal: fc.constantFrom(...goalNames),
    visitor: fc.option(fc.constantFrom("v1", "v2", "v6"), { nil: undefined }),
    campaign: fc.option(fc.constantFrom("acme", "initech"), { nil: undefined }),
  })
  .map(({ at, nonce, visitor, campaign, goal }): GoalRecord => ({
    id: id(at, nonce),
    timestamp: at,
    goal,
    ...(visitor ? { visitor } : {}),
    ...(campaign ? { campaign } : {}),
  }));

/** Raw events as the store holds them: engagement beside its view, bots by minute. */
const eventsArbitrary = fc
  .record({
    visits: fc.uniqueArray(visitArbitrary, { maxLength: 60, selector: (visit) => visit.id }),
    goals: fc.uniqueArray(goalArbitrary, { maxLength: 20, selector: (goal) => goal.id }),
    bots: fc.array(
      time.map((at) => Math.floor(at / 60_000) * 60_000),
      { maxLength: 20 },
    ),
    engaged: fc.array(
      fc.record({
        pick: fc.nat(),
        seconds: fc.integer({ min: 0, max: 5_400 }),
        depth: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ visits, goals, bots, engaged }) => ({
    visits,
    goals,
    bots,
    engagement: visits.length
      ? engaged.map(({ pick, seconds, depth }): EngagementRecord => ({
          view: visits[pick % visits.length]!.id,
          seconds,
          depth,
        }))
      : [],
  }));

/** The events of one UTC hour, as its raw keys hold them. */
function hourOf(all: HourEvents, start: number): HourEvents {
  const inHour = (at: number) => hourStart(at) === start;
  const views = new Set(all.visits.filter((visit) => inHour(visit.timestamp)).map((visit) => visit.id));
  return {
    visits: all.visits.filter((visit) => inHour(visit.timestamp)),
    goals: all.goals.filter((goal) => inHour(goal.timestamp)),
    engagement: all.engagement.filter((record) => views.has(record.view)),
    bots: all.bots.filter(inHour),
  };
}

describe("a day from its hours' partial summaries", () => {
  it("is the day summarised from its raw events, in any zone, through the stored form", () => {
    fc.assert(
      fc.property(eventsArbitrary, fc.constantFrom(...zones), fc.nat(2), (all, timeZone, dayIndex) => {
        const date = zonedDate(fromMs + dayMs * dayIndex + dayMs / 2, timeZone);
        const isKnownPath = (path: string) => path !== "/nope";
        // What a full listing of the day gives today, summarised in one go.
        const inDay = (at: number) => zonedDate(at, timeZone) === date;
        const dayVisits = all.visits.filter((visit) => inDay(visit.timestamp));
        const expected = summarizeDay(date, dayVisits, all.bots.filter(inDay).length, {
          goals: all.goals.filter((goal) => inDay(goal.timestamp)),
          engagement: all.engagement,
          isKnownPath,
        });
        // Each hour stored as its partial (through JSON), read back, and the day built from them.
        const hours = dayHours(date, timeZone).map((start) => {
          const stored = JSON.parse(JSON.stringify(encodeHour(start, hourOf(all, start)))) as HourPartial;
          return decodeHour(start, stored)!;
        });
        const built = summarizeHours(date, timeZone, hours, { isKnownPath });
        expect(built).toEqual(timeZone === "UTC" ? expected : { ...expected, timeZone });
      }),
      { numRuns: 150 },
    );
  });

  it("stores the same bytes for the same events in any order", () => {
    fc.assert(
      fc.property(eventsArbitrary, (all) => {
        const start = hourStart(fromMs);
        const shuffled = {
          visits: [...all.visits].reverse(),
          goals: [...all.goals].reverse(),
          engagement: [...all.engagement].reverse(),
          bots: [...all.bots].reverse(),
        };
        expect(JSON.stringify(encodeHour(start, shuffled))).toBe(JSON.stringify(encodeHour(start, all)));
      }),
    );
  });

  it("refuses a partial of another hour or version, so it is rebuilt rather than misread", () => {
    const start = Date.parse("2026-11-24T08:00:00.000Z");
    const partial = encodeHour(start, { visits: [], goals: [], engagement: [], bots: [start] });
    expect(decodeHour(start, partial)).toEqual({ visits: [], goals: [], engagement: [], bots: [start] });
    expect(decodeHour(start + hourMs, partial)).toBeNull();
    expect(decodeHour(start, { ...partial, version: 0 as 1 })).toBeNull();
    expect(decodeHour(start, null)).toBeNull();
  });

  it("reads a day in a half-hour zone from the 25 UTC hours it overlaps", () => {
    expect(dayHours("2026-11-24", "Asia/Kolkata")).toHaveLength(25);
    expect(dayHours("2026-11-24", "America/Los_Angeles")).toHaveLength(24);
    expect(dayHours("2026-11-01", "America/Los_Angeles")).toHaveLength(25);
    expect(dayHours("2026-03-08", "America/Los_Angeles")).toHaveLength(23);
  });
});
