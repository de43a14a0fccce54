import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { largestRows, topRows, topVisitorRows } from "./bound";
import { otherRowLabel } from "./types";

const counts = fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 1000 })), {
  maxLength: 200,
});
const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);

describe("topRows", () => {
  it("keeps at most N rows plus Other, and every count", () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 60 }), (entries, rows) => {
        const bounded = topRows(entries, rows);
        const keys = Object.keys(bounded).filter((key) => key !== otherRowLabel);
        expect(keys.length).toBeLessThanOrEqual(rows);
        expect(sum(Object.values(bounded))).toBe(sum(entries.map(([, n]) => n)));
        expect(Object.values(bounded).every((n) => n > 0)).toBe(true);
      }),
    );
  });

  it("keeps the largest rows, and exactly the input when it fits", () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 60 }), (entries, rows) => {
        const merged = new Map<string, number>();
        for (const [key, n] of entries) merged.set(key, (merged.get(key) ?? 0) + n);
        const bounded = topRows(entries, rows);
        const kept = Object.entries(bounded).filter(([key]) => key !== otherRowLabel);
        const dropped = [...merged].filter(([key, n]) => n > 0 && key !== otherRowLabel && !(key in bounded));
        for (const [, n] of dropped) for (const [, k] of kept) expect(k).toBeGreaterThanOrEqual(n);
        if ([...merged.keys()].filter((key) => key !== otherRowLabel).length <= rows) {
          expect(dropped).toEqual([]);
        }
      }),
    );
  });

  it("orders rows largest first, then by name, with Other last", () => {
    expect(
      Object.entries(
        topRows(
          [
            ["b", 2],
            ["a", 2],
            ["c", 5],
            ["d", 1],
            [otherRowLabel, 3],
          ],
          2,
        ),
      ),
    ).toEqual([
      ["c", 5],
      ["a", 2],
      [otherRowLabel, 6],
    ]);
  });
});

describe("largestRows", () => {
  it("keeps the N largest and nothing else", () => {
    expect(
      largestRows(
        [
          ["/x", 1],
          ["/y", 3],
          ["/z", 2],
        ],
        2,
      ),
    ).toEqual({ "/y": 3, "/z": 2 });
  });
});

describe("topVisitorRows", () => {
  it("keeps every visit, and Other's visitors are the union of the rows it absorbs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 20 })), { maxLength: 300 }),
        fc.integer({ min: 0, max: 10 }),
        (visits, rows) => {
          const byKey = new Map<string, { visits: number; visitors: Set<number> }>();
          for (const [key, visitor] of visits) {
            const row = byKey.get(key) ?? { visits: 0, visitors: new Set<number>() };
            row.visits += 1;
            row.visitors.add(visitor);
            byKey.set(key, row);
          }
          const bounded = topVisitorRows(byKey, rows);
          expect([...bounded.keys()].filter((key) => key !== otherRowLabel).length).toBeLessThanOrEqual(rows);
          expect(sum([...bounded.values()].map((row) => row.visits))).toBe(visits.length);
          const other = bounded.get(otherRowLabel);
          const absorbed = visits.filter(([key]) => key === otherRowLabel || !bounded.has(key));
          expect(other?.visitors ?? new Set()).toEqual(new Set(absorbed.map(([, visitor]) => visitor)));
        },
      ),
    );
  });
});
