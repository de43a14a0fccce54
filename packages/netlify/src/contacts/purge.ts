/**
 * Deleting in bulk, after the answer: the blobs of ranges the owner deleted in one action
 * (the index's `gone` list, counts.ts), and held messages past their retention. Deleting
 * everything received in a day or an hour is one index write; the blobs follow a time
 * budget at a time (any later page of that box carries on), and the range is forgotten
 * three days later.
 */
import type { Store } from "@netlify/blobs";
import { deleteFolders } from "../blobs";
import { mapLimit } from "../concurrency";
import { dayMs } from "../core";
import { errorLine } from "../log";
import { dayCountsKey, readIndex, recount, settle, updateIndex, emptyIndex, type BoxIndex } from "./counts";
import {
  BOXES,
  DAY_NAME,
  MOVED_PREFIX,
  contactIdTime,
  dayFolder,
  dayStart,
  entryOfKey,
  hourMs,
  hourStart,
  minuteRange,
  minutePrefix,
  type ContactBox,
} from "./ids";
import { listDays, listMinutes, type GoneRange } from "./listing";
import { PARALLEL_CALLS, contactsStore } from "./store";

/** Held messages are deleted this many days after they arrived. */
export const HELD_RETENTION_DAYS = 30;
/** How long work after an answer spends deleting before it leaves the rest to the next request. */
const PURGE_BUDGET_MS = 10_000;

/** Whether a held message received at `time` is past its retention at `now`. */
export const heldExpired = (time: number, now: number) => time < now - HELD_RETENTION_DAYS * dayMs;
/** Whether every held message of a day folder is past its retention. */
export const heldDayExpired = (folder: string, now: number) => heldExpired(dayStart(folder) + dayMs - 1, now);

/** The deletion under way in this instance, per box: resolves true once nothing is left to delete. */
const purging: Record<ContactBox, Promise<boolean> | null> = { inbox: null, held: null };

/**
 * Deletes what deleted ranges (and, for the held list, retention) leave behind, for at
 * most PURGE_BUDGET_MS; one run per box at a time. Resolves true when nothing is left,
 * false when the budget ran out or storage failed: what is deleted stays deleted, so the
 * next run carries on from there.
 */
export function purgeLater(box: ContactBox): Promise<boolean> {
  purging[box] ??= purge(contactsStore(), box)
    .catch((error: unknown) => {
      console.error(`contacts: deleting the ${box}'s removed messages failed`, errorLine(error));
      return false;
    })
    .finally(() => {
      purging[box] = null;
    });
  return purging[box];
}

/**
 * The scheduled retention run (functions/contacts-retention.mts): held messages past
 * HELD_RETENTION_DAYS and the blobs of deleted ranges, in both boxes, within the time
 * budget, whether or not anyone opens a page. Resolves per box whether it finished.
 */
export async function runRetention(): Promise<Record<ContactBox, boolean>> {
  const [held, inbox] = await Promise.all([purgeLater("held"), purgeLater("inbox")]);
  return { held, inbox };
}

/** After a page: carries on any deletion under way, and deletes held messages past their retention. */
export function housekeeping(box: ContactBox, index: BoxIndex, now: number): Promise<unknown> {
  const expiring = box === "held" && Object.keys(index.days).some((folder) => heldDayExpired(folder, now));
  if (!expiring && !index.gone.some((range) => range.purged === undefined)) return Promise.resolve();
  return purgeLater(box);
}

async function purge(store: Store, box: ContactBox): Promise<boolean> {
  const deadline = Date.now() + PURGE_BUDGET_MS;
  const index = await readIndex(store, box);
  if (!index) return true;
  for (const range of index.gone.filter((gone) => gone.purged === undefined)) {
    if (!(await purgeRange(store, box, range, deadline))) return false;
    await updateIndex(store, box, async (current) => {
      const updated = current ?? emptyIndex();
      for (const gone of updated.gone) {
        if (gone.from === range.from && gone.to === range.to) gone.purged = Date.now();
      }
      return updated;
    });
  }
  if (box !== "held") return true;
  const now = Date.now();
  const expired = (await listDays(store, "held")).filter((folder) => heldDayExpired(folder, now));
  for (const folder of expired) {
    if (!(await deleteUnder(store, `${BOXES.held.prefix}${folder}/`, deadline, () => true))) return false;
    await store.delete(dayCountsKey("held", folder));
    await settle(recount("held", [`${folder}/*`]), undefined);
  }
  // The records of moves out of those days: no held copy is left to move again or retry.
  await deleteFolders(store, MOVED_PREFIX, (folder) => DAY_NAME.test(folder) && heldDayExpired(folder, now));
  return true;
}

/** Deletes the blobs of a range's minutes; false when the deadline came first. */
async function purgeRange(
  store: Store,
  box: ContactBox,
  range: GoneRange,
  deadline: number,
): Promise<boolean> {
  for (let day = Number(dayFolder(range.to - 1)); day <= Number(dayFolder(range.from)); day += 1) {
    const folder = String(day).padStart(5, "0");
    const hourInRange = (hour: string) => {
      const start = hourStart(folder, hour);
      return start < range.to && start + hourMs > range.from;
    };
    const minutes = (await listMinutes(store, box, folder, hourInRange)).filter((minute) => {
      const [from, to] = minuteRange(folder, minute);
      return from < range.to && to > range.from;
    });
    const inRange = (key: string) => {
      const entry = entryOfKey(key);
      const time = entry ? contactIdTime(entry.id) : NaN;
      return time >= range.from && time < range.to;
    };
    for (const minute of minutes) {
      if (!(await deleteUnder(store, minutePrefix(box, folder, minute), deadline, inRange))) return false;
    }
    // Their counts go too, so the minutes count nothing once the range is forgotten.
    await settle(
      recount(
        box,
        minutes.map((minute) => `${folder}/${minute}`),
      ),
      undefined,
    );
  }
  return true;
}

/** Deletes the blobs under `prefix` that `chosen` accepts, 16 at a time; false when the deadline came first. */
async function deleteUnder(
  store: Store,
  prefix: string,
  deadline: number,
  chosen: (key: string) => boolean,
): Promise<boolean> {
  for await (const page of store.list({ prefix, paginate: true })) {
    const keys = page.blobs.map((blob) => blob.key).filter(chosen);
    for (let start = 0; start < keys.length; start += PARALLEL_CALLS * 4) {
      if (Date.now() > deadline) return false;
      await mapLimit(keys.slice(start, start + PARALLEL_CALLS * 4), PARALLEL_CALLS, (key) =>
        store.delete(key),
      );
    }
  }
  return Date.now() <= deadline;
}
