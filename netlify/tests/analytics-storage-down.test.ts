/**
 * A day read while part of storage fails, through a real local Blobs server: the read fails as a
 * whole, once, and nothing it started is left failing on its own. A rejection no one waits for
 * would end a function's process on the platform; the suite saw one as an "unhandled rejection"
 * from a day's second listing while the storage fault tests ran.
 */
import type { Store } from "@netlify/blobs";
import { expect, it } from "vitest";
import { limiter } from "../../packages/netlify/src/concurrency";
import { computeDaySummary } from "../../packages/netlify/src/analytics/summary";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { blobsForFile } from "./helpers/blobs-for-file";

blobsForFile();

/**
 * The real store, but a listing under `failing` fails at once, as a 408 from the platform would
 * before another listing had answered (the fault proxy of the browser suites fails every call alike).
 */
function storeFailingListsUnder(failing: string): Store {
  const store = analyticsStore();
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== "list") return Reflect.get(target, key, receiver) as unknown;
      return (options: { prefix?: string }) =>
        options?.prefix?.includes(failing)
          ? (async function* () {
              yield* [];
              throw new Error(`listing ${options.prefix} failed (408)`);
            })()
          : target.list(options as never);
    },
  });
}

it("fails a day whose second UTC date cannot be listed once, and leaves no rejection unhandled", async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", record);
  try {
    // A Californian day is two UTC dates, so two listings. The second fails before the first has
    // answered, while no hour of that date has asked for it yet.
    await expect(
      computeDaySummary(storeFailingListsUnder("2026-11-24"), "2026-11-23", {
        timeZone: "America/Los_Angeles",
        nowMs: Date.parse("2026-11-24T20:00:00.000Z"),
        hourSlots: limiter(1),
      }),
    ).rejects.toThrow("listing");
    // Node reports an unhandled rejection after the microtasks that could have handled it: two
    // macrotasks later, every rejection of the read has been handled or reported.
    await new Promise<void>((resolve) => setImmediate(resolve));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", record);
  }
});
