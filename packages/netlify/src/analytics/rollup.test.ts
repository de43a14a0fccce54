/**
 * The hourly roll-up (lib/analytics/rollup) survives a bad day: a day whose storage
 * throws or never answers is reported and retried on the next run, the other days are
 * summarised, and retention still deletes expired days. Against a real local Blobs
 * server; the failure is injected by a store that fails for one day's events only.
 */
import type { Store } from "@netlify/blobs";
import { addDays, utcDate, type VisitRecord } from "@pmfolio/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runRollup } from "./rollup";
import { appendVisit } from "./events";
import { daySummaryKey, daySummaryPrefix, eventPrefix } from "./keys";
import { analyticsStore } from "./store";
import { blobsForFile } from "../../../../netlify/tests/helpers/blobs-for-file";
import { visitToStore } from "../../../core/src/analytics/fixtures/visits";

blobsForFile();

const now = new Date("2026-11-23T12:00:00.000Z");
const today = utcDate(now.getTime());
const daysAgo = (n: number) => addDays(today, -n);
const recentDays = [1, 2, 3, 4].map(daysAgo);
const expiredDays = [95, 120].map(daysAgo);

function visitOn(date: string): Omit<VisitRecord, "id"> {
  return visitToStore({
    timestamp: Date.parse(`${date}T09:30:00.000Z`),
    browser: "Firefox",
    os: "Linux",
    visitor: "0123456789abcdef",
  });
}

/** The analytics store, except that listing `badDate`'s events fails (throws, or never answers). */
function storeFailingOn(badDate: string, how: "throws" | "hangs"): Store {
  const store = analyticsStore();
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== "list") return Reflect.get(target, property, receiver) as unknown;
      return (options?: { prefix?: string }) => {
        if (options?.prefix === eventPrefix(badDate)) {
          if (how === "throws") throw new Error(`injected failure for ${badDate}`);
          return (async function* () {
            await new Promise(() => {});
            yield* [];
          })();
        }
        return target.list(options as never);
      };
    },
  });
}

async function has(key: string) {
  return (await analyticsStore().get(key)) !== null;
}

const logged: string[] = [];
beforeEach(async () => {
  await analyticsStore().deleteAll();
  const store = analyticsStore();
  for (const date of [...recentDays, ...expiredDays]) await appendVisit(store, date, visitOn(date));
  // A key that is not an event: ignored, never a failure.
  await store.set(`${eventPrefix(recentDays[0]!)}not-an-event`, "");
  logged.length = 0;
  const errors = vi.spyOn(console, "error").mockImplementation((message: unknown) => {
    logged.push(String(message));
  });
  return () => errors.mockRestore();
});

describe("analytics roll-up", () => {
  it.each(["throws", "hangs"] as const)(
    "a day whose storage %s is reported and retried; the others are summarised, retention still runs",
    async (how) => {
      const bad = recentDays[2]!;
      // A day with events is now a few calls in a row (its hour folders, its hour's
      // listing, the hour's partial, the day's summary): 2 s each leaves room on a loaded machine.
      const first = await runRollup(storeFailingOn(bad, how), now, { stepMs: 2000, retentionMs: 2000 });
      expect(first.failed).toEqual([bad]);
      // Every other closed day within retention is summarised (empty days too: one read each later).
      expect(first.summarised).toHaveLength(88);
      expect(first.summarised).toEqual(expect.arrayContaining(recentDays.filter((date) => date !== bad)));
      expect(first.retention).toMatchObject({ days: [...expiredDays].sort() });
      for (const date of expiredDays)
        expect(await analyticsStore().list({ prefix: eventPrefix(date) })).toMatchObject({ blobs: [] });
      expect(await has(daySummaryKey(bad))).toBe(false);
      expect(logged.join("\n")).toContain(`${bad} failed`);

      // The next run picks up where this one stopped.
      const second = await runRollup(analyticsStore(), now);
      expect(second).toMatchObject({ summarised: [bad], failed: [], deferred: [] });
      expect(await analyticsStore().get(daySummaryKey(bad), { type: "json" })).toMatchObject({
        date: bad,
        visits: 1,
      });
    },
  );

  it("defers days it has no time for, and still runs retention", async () => {
    const report = await runRollup(analyticsStore(), now, { budgetMs: 1000, stepMs: 500, retentionMs: 2000 });
    expect(report.summarised).toEqual([]);
    expect(report.deferred).toHaveLength(89);
    expect(report.deferred).toEqual(expect.arrayContaining(recentDays));
    expect(report.retention).toMatchObject({ days: [...expiredDays].sort() });
    expect((await runRollup(analyticsStore(), now)).summarised).toEqual(report.deferred);
  });

  it("runs retention when listing the summarised days fails", async () => {
    const store = analyticsStore();
    const broken = new Proxy(store, {
      get(target, property, receiver) {
        if (property === "list")
          return (options?: { prefix?: string }) => {
            if (options?.prefix?.startsWith(daySummaryPrefix)) throw new Error("injected listing failure");
            return target.list(options as never);
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const report = await runRollup(broken, now);
    expect(report.summarised).toEqual([]);
    expect(report.retention).toMatchObject({ days: [...expiredDays].sort() });
  });
});
