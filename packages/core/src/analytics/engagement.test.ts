import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addEngagement,
  clampEngagement,
  emptyEngagementStats,
  engagementLimits,
  medianSeconds,
  mergeEngagement,
  pageEngagement,
  validateEngagement,
} from "./engagement";
import { engagementOrigin as origin, projectPageRead } from "./fixtures/engagement";

const valid = { ...projectPageRead, seconds: 42 };

/** The median as a sorted list defines it. */
function referenceMedian(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe("validateEngagement", () => {
  it("accepts an event and rounds its figures", () => {
    expect(validateEngagement({ ...valid, seconds: 41.6, depth: 79.5 }, origin)).toEqual({
      ok: true,
      value: { ...valid, seconds: 42, depth: 80 },
    });
  });

  it("refuses figures out of range, and names each wrong field", () => {
    const tooLong = validateEngagement({ ...valid, seconds: engagementLimits.secondsMax + 1 }, origin);
    expect(tooLong).toEqual({ ok: false, fields: { seconds: "seconds must be a number from 0 to 5400." } });
    for (const depth of [-1, 100.5, Number.NaN, "50", null]) {
      expect(validateEngagement({ ...valid, depth }, origin).ok).toBe(false);
    }
    for (const seconds of [-0.1, Infinity, "10"]) {
      expect(validateEngagement({ ...valid, seconds }, origin).ok).toBe(false);
    }
    const wrong = validateEngagement(
      { view: "x", pageUrl: "https://elsewhere.example/", sessionId: "a b" },
      origin,
    );
    expect(wrong.ok || Object.keys(wrong.fields).sort()).toEqual([
      "depth",
      "pageUrl",
      "seconds",
      "sessionId",
      "view",
    ]);
    expect(validateEngagement("nope", origin).ok).toBe(false);
  });

  it("accepts exactly the figures within range (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 20_000, noNaN: true }),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (seconds, depth) => {
          const result = validateEngagement({ ...valid, seconds, depth }, origin);
          const inRange =
            seconds >= 0 && seconds <= engagementLimits.secondsMax && depth >= 0 && depth <= 100;
          expect(result.ok).toBe(inRange);
          if (result.ok) {
            expect(Number.isInteger(result.value.seconds) && Number.isInteger(result.value.depth)).toBe(true);
            expect(result.value.seconds).toBeLessThanOrEqual(engagementLimits.secondsMax);
            expect(result.value.depth).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe("clampEngagement", () => {
  it("brings any measurement into range as whole numbers (property)", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (seconds, depth) => {
        const clamped = clampEngagement(seconds, depth);
        expect(clamped.seconds).toBeGreaterThanOrEqual(0);
        expect(clamped.seconds).toBeLessThanOrEqual(engagementLimits.secondsMax);
        expect(clamped.depth).toBeGreaterThanOrEqual(0);
        expect(clamped.depth).toBeLessThanOrEqual(100);
        expect(validateEngagement({ ...valid, ...clamped }, origin).ok).toBe(true);
      }),
    );
    expect(clampEngagement(5 * 3600, 130)).toEqual({ seconds: 5_400, depth: 100 });
  });
});

describe("aggregation", () => {
  const figures = fc.array(
    fc.record({
      seconds: fc.integer({ min: 0, max: engagementLimits.secondsMax }),
      depth: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 60 },
  );

  it("gives the exact median and read-through share, however the views are split into days (property)", () => {
    fc.assert(
      fc.property(figures, fc.integer({ min: 1, max: 5 }), (views, parts) => {
        const days = Array.from({ length: parts }, emptyEngagementStats);
        views.forEach((view, index) => addEngagement(days[index % parts]!, view.seconds, view.depth));
        const total = emptyEngagementStats();
        for (const day of days) mergeEngagement(total, day);
        const answer = pageEngagement(total);
        expect(answer.views).toBe(views.length);
        expect(answer.medianSeconds).toBe(referenceMedian(views.map((view) => view.seconds)));
        const readThrough = views.filter((view) => view.depth >= 75).length;
        expect(answer.readThroughRate).toBe(
          views.length ? Math.round((readThrough / views.length) * 10_000) / 10_000 : 0,
        );
        // Bounded: one row per distinct second, never more than the cap allows.
        expect(Object.keys(total.seconds).length).toBe(new Set(views.map((view) => view.seconds)).size);
      }),
    );
  });

  it("counts 75% as read through and 74% as not", () => {
    const stats = emptyEngagementStats();
    addEngagement(stats, 10, 75);
    addEngagement(stats, 20, 74);
    addEngagement(stats, 30, 100);
    addEngagement(stats, 40, 0);
    expect(pageEngagement(stats)).toEqual({ views: 4, medianSeconds: 25, readThroughRate: 0.5 });
    expect(medianSeconds({})).toBe(0);
    expect(pageEngagement(emptyEngagementStats())).toEqual({
      views: 0,
      medianSeconds: 0,
      readThroughRate: 0,
    });
  });
});
