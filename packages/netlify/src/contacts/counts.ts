/**
 * The count index: how many messages (and unread ones) each box holds, without listing it.
 *
 * - `counts/{box}/{day}`: per minute folder of that day, [total, unread].
 * - `inbox-index`, `held-index`: per day, [total, unread] (the sum of its minutes), and the
 *   ranges of receipt times the owner deleted in one action (purge.ts). Both are caches of
 *   what the listings say, never the only record: pages find days by listing the folders,
 *   so a message whose count update failed is still shown. Every update recounts the
 *   minutes it touches from a fresh listing (absolute, not an increment) and is written
 *   with `onlyIfMatch`, so concurrent updates converge on the last listing.
 */
import type { Store } from "@netlify/blobs";
import { storageDeadline } from "../blobs";
import { mapLimit } from "../concurrency";
import { errorLine } from "../log";
import { BOXES, DAY_NAME, MINUTE_NAME, dayFolder, minuteRange, minutePrefix, type ContactBox } from "./ids";
import { listDays, listMinutes, listUnder, type GoneRange, type Listing } from "./listing";
import { PARALLEL_CALLS, contactsStore, type AfterAnswer } from "./store";

export type Count = [total: number, unread: number];

/** Conditional writes of an index tried before an update gives up (and leaves the repair to the next one). */
const INDEX_ATTEMPTS = 6;
/** How long a deleted range is still remembered once its blobs are gone (a late retry stays hidden). */
const GONE_KEPT_MS = 3 * 86_400_000;
const COUNTS_PREFIX = "counts/";

export interface BoxIndex {
  /** Per day folder, [total, unread]. */
  days: Record<string, Count>;
  gone: GoneRange[];
}

export const emptyIndex = (): BoxIndex => ({ days: {}, gone: [] });

/** The key of a day's per-minute counts. */
export const dayCountsKey = (box: ContactBox, folder: string) => `${COUNTS_PREFIX}${box}/${folder}`;

/** True when every moment of the minute folder lies in a deleted range. */
export const minuteGone = (gone: readonly GoneRange[], folder: string, minute: string) => {
  const [from, to] = minuteRange(folder, minute);
  return gone.some((range) => range.from <= from && range.to >= to);
};

export function countOf({ ids, read }: Listing): Count {
  return [ids.length, ids.filter((id) => !read.has(id)).length];
}

function parseIndex(text: string | null): BoxIndex | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<BoxIndex>;
    if (typeof value.days !== "object" || value.days === null) return null;
    const days: BoxIndex["days"] = {};
    for (const [folder, count] of Object.entries(value.days)) {
      if (DAY_NAME.test(folder) && Array.isArray(count) && count.every(Number.isInteger)) {
        days[folder] = [count[0]!, count[1]!];
      }
    }
    const gone = Array.isArray(value.gone)
      ? value.gone.filter(
          (range): range is GoneRange =>
            typeof range === "object" && Number.isFinite(range?.from) && Number.isFinite(range?.to),
        )
      : [];
    return { days, gone };
  } catch {
    return null;
  }
}

/** A box's index, or null when there is none or it cannot be read as one. */
export async function readIndex(store: Store, box: ContactBox): Promise<BoxIndex | null> {
  return parseIndex(await store.get(BOXES[box].index, { type: "text" }));
}

/**
 * A box's index, ready to read. The inbox without a readable one (new, or damaged) has
 * every day counted before the answer; the held list's counts follow its pages.
 */
export async function boxIndex(store: Store, box: ContactBox): Promise<BoxIndex> {
  const index = await readIndex(store, box);
  if (index || box === "held") return index ?? emptyIndex();
  await recount("inbox", []);
  return (await readIndex(store, box)) ?? emptyIndex();
}

/** A blob's current etag (the local server's reads give none), or undefined when it does not exist. */
async function etagOf(store: Store, key: string): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag;
}

/**
 * Rewrites a box's index with `change`, conditionally on the version read, retrying on a
 * conflict. `change` gets null when there is no readable index (new or damaged). Ranges
 * purged more than GONE_KEPT_MS ago are dropped on the way.
 */
export async function updateIndex(
  store: Store,
  box: ContactBox,
  change: (index: BoxIndex | null) => Promise<BoxIndex>,
): Promise<void> {
  const key = BOXES[box].index;
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt += 1) {
    const etag = await etagOf(store, key);
    const existing = etag ? await readIndex(store, box) : null;
    const index = await change(existing);
    index.gone = index.gone.filter(
      (range) => range.purged === undefined || range.purged > Date.now() - GONE_KEPT_MS,
    );
    const { modified } = await storageDeadline(
      store.setJSON(key, index, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
      1,
      "contacts: updating the index",
    );
    if (modified) return;
  }
  throw new Error(`the ${box} index changed under ${INDEX_ATTEMPTS} updates in a row`);
}

interface DayCounts {
  minutes: Record<string, Count>;
}

/**
 * How many messages each minute folder (`{hour}/{minute}`) of a day holds, as its counts
 * last recorded them (one read), or null when there are none readable. A hint for where
 * a page's messages lie: the listings stay the record.
 */
export async function readMinuteCounts(
  store: Store,
  box: ContactBox,
  folder: string,
): Promise<Map<string, number> | null> {
  try {
    const value = (await store.get(dayCountsKey(box, folder), { type: "json" })) as DayCounts | null;
    if (!value || typeof value.minutes !== "object" || value.minutes === null) return null;
    const minutes = new Map<string, number>();
    for (const [minute, count] of Object.entries(value.minutes)) {
      if (MINUTE_NAME.test(minute) && Array.isArray(count) && Number.isInteger(count[0])) {
        minutes.set(minute, count[0]);
      }
    }
    return minutes;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Recounts the minutes `minutes` of a day (every minute when null, or when the day has
 * no readable counts yet) into `counts/{box}/{day}`, and resolves with the day's total:
 * the sum of its minutes, leaving out minutes wholly deleted.
 */
async function updateDayCounts(
  store: Store,
  box: ContactBox,
  folder: string,
  minutes: readonly string[] | null,
  gone: readonly GoneRange[],
): Promise<Count> {
  const key = dayCountsKey(box, folder);
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt += 1) {
    const etag = await etagOf(store, key);
    let counts: DayCounts | null = null;
    if (etag) {
      try {
        const value = JSON.parse((await store.get(key, { type: "text" })) ?? "null") as DayCounts | null;
        if (value && typeof value.minutes === "object" && value.minutes !== null) counts = value;
      } catch {
        counts = null;
      }
    }
    let listed = minutes;
    if (!counts || listed === null) {
      counts = { minutes: {} };
      listed = await listMinutes(store, box, folder);
    }
    const fresh = await mapLimit(listed, PARALLEL_CALLS, async (minute) =>
      countOf(await listUnder(store, box, minutePrefix(box, folder, minute), gone)),
    );
    listed.forEach((minute, i) => {
      if (fresh[i]![0] === 0) delete counts.minutes[minute];
      else counts.minutes[minute] = fresh[i]!;
    });
    const total: Count = [0, 0];
    for (const [minute, [t, u]] of Object.entries(counts.minutes)) {
      if (minuteGone(gone, folder, minute)) continue;
      total[0] += t;
      total[1] += u;
    }
    const { modified } = await storageDeadline(
      store.setJSON(key, counts, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
      1,
      "contacts: updating a day's counts",
    );
    if (modified) return total;
  }
  throw new Error(`the counts of day ${folder} changed under ${INDEX_ATTEMPTS} updates in a row`);
}

/** Places to recount: `{day}/{minute}`, `{day}/*` (every minute of the day), or `{day}/` (its sum only). */
export type Place = string;

interface RecountQueue {
  queued: { places: Set<Place>; done: Promise<void> } | null;
  running: Promise<void>;
}
const queues: Record<ContactBox, RecountQueue> = {
  inbox: { queued: null, running: Promise.resolve() },
  held: { queued: null, running: Promise.resolve() },
};

/** Resolves once this instance's count updates of a box so far are done (failed or not). */
export const countsSettled = (box: ContactBox): Promise<void> => queues[box].running;

/**
 * Recounts `places` of a box into its counts and index. Updates run one at a time per box
 * in this instance (the local server's conditional write is not atomic), and the places
 * of every call that arrives while one runs are recounted together by the next, so a
 * burst of messages costs a few index writes, not one each. Each listing is one minute.
 */
export function recount(box: ContactBox, places: Iterable<Place>): Promise<void> {
  const queue = queues[box];
  if (!queue.queued) {
    const batch = { places: new Set<Place>(), done: Promise.resolve() };
    batch.done = queue.running.then(() => {
      if (queue.queued === batch) queue.queued = null;
      return writeCounts(contactsStore(), box, [...batch.places]);
    });
    queue.running = batch.done.catch(() => {});
    queue.queued = batch;
  }
  for (const place of places) queue.queued.places.add(place);
  return queue.queued.done;
}

/** Every minute of these day folders, as places to recount. */
export const wholeDays = (folders: Iterable<string>): Place[] => [...folders].map((folder) => `${folder}/*`);

async function writeCounts(store: Store, box: ContactBox, places: Place[]): Promise<void> {
  await updateIndex(store, box, async (existing) => {
    const index: BoxIndex = existing ?? emptyIndex();
    // Per day, the minutes to list again (null: every minute of it).
    const byDay = new Map<string, Set<string> | null>();
    for (const place of places) {
      const folder = place.slice(0, 5);
      const minute = place.slice(6);
      if (!DAY_NAME.test(folder)) continue;
      const minutes = byDay.get(folder);
      if (minute === "*" || minutes === null) {
        byDay.set(folder, null);
        continue;
      }
      const set = minutes ?? new Set<string>();
      if (MINUTE_NAME.test(minute)) set.add(minute);
      byDay.set(folder, set);
    }
    // No index (a new box, or a damaged index): count every day.
    if (!existing) for (const folder of await listDays(store, box)) byDay.set(folder, null);
    const days = [...byDay.keys()];
    const totals = await mapLimit(days, 4, (folder) => {
      const minutes = byDay.get(folder);
      return updateDayCounts(store, box, folder, minutes ? [...minutes] : null, index.gone);
    });
    days.forEach((folder, i) => {
      if (totals[i]![0] === 0) delete index.days[folder];
      else index.days[folder] = totals[i]!;
    });
    return index;
  });
}

/** Work after a change: handed to `afterAnswer`, or awaited; a failure is logged, never thrown. */
export async function settle(work: Promise<unknown>, afterAnswer: AfterAnswer | undefined): Promise<void> {
  const logged = work.catch((error: unknown) => {
    console.error("contacts: updating the counts failed; the next update recounts", errorLine(error));
  });
  if (afterAnswer) afterAnswer(logged);
  else await logged;
}

/** Recounts every day of the inbox and the held list: the repair for any drift. */
export async function recountContacts(): Promise<void> {
  const store = contactsStore();
  for (const box of ["inbox", "held"] as const) await recount(box, wholeDays(await listDays(store, box)));
}

/** How many messages the inbox holds from the UTC day of `now`, as its index counts them (one read). */
export const inboxCountOfDay = (now: Date = new Date()): Promise<number> => countOfDay("inbox", now);

/** How many messages a box holds from the UTC day of `now`, as its index counts them (one read). */
export async function countOfDay(box: ContactBox, now: Date): Promise<number> {
  const index = await readIndex(contactsStore(), box);
  return index?.days[dayFolder(now.getTime())]?.[0] ?? 0;
}
