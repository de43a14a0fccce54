/**
 * The `contacts` store's folder listings: the submissions and markers under a prefix, and
 * the day, hour and minute folders every read, count and deletion is built from.
 */
import type { Store } from "@netlify/blobs";
import { mapLimit } from "../concurrency";
import { BOXES, DAY_NAME, contactIdTime, entryKey, entryOfKey, type ContactBox } from "./ids";
import { PARALLEL_CALLS } from "./store";

/** Receipt times [from, to) the owner deleted in one action; `purged` once their blobs are gone. */
export interface GoneRange {
  from: number;
  to: number;
  purged?: number;
}

export const isGone = (gone: readonly GoneRange[], time: number) =>
  gone.some((range) => time >= range.from && time < range.to);

/** Submission ids under a prefix as one listing shows them, newest first, and their markers. */
export interface Listing {
  ids: string[];
  read: Set<string>;
  failed: Set<string>;
  /** Ids that need no notification (moved from the held list by the owner). */
  quiet: Set<string>;
}

/** The submissions under `prefix` (a day or a minute of `box`) with their markers, leaving out deleted ranges. */
export async function listUnder(
  store: Store,
  box: ContactBox,
  prefix: string,
  gone: readonly GoneRange[],
): Promise<Listing> {
  const listing: Listing = { ids: [], read: new Set(), failed: new Set(), quiet: new Set() };
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) {
      const entry = entryOfKey(key);
      if (!entry || isGone(gone, contactIdTime(entry.id)) || key !== entryKey(box, entry.id, entry.kind)) {
        continue;
      }
      if (entry.kind === "m") listing.ids.push(entry.id);
      else if (entry.kind === "r") listing.read.add(entry.id);
      else if (entry.kind === "f") listing.failed.add(entry.id);
      else if (entry.kind === "n") listing.quiet.add(entry.id);
    }
  }
  listing.ids.sort();
  return listing;
}

/** The folders directly under `prefix` whose names match `pattern`, sorted (newest first). */
export async function listFolders(store: Store, prefix: string, pattern: RegExp): Promise<string[]> {
  const folders: string[] = [];
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const directory of page.directories) {
      const name = directory.slice(prefix.length);
      if (pattern.test(name)) folders.push(name);
    }
  }
  return folders.sort();
}

const TWO_DIGITS = /^\d{2}$/;

/** Every day folder of a box, newest first (one listing call per 1,000 days on the platform). */
export const listDays = (store: Store, box: ContactBox) => listFolders(store, BOXES[box].prefix, DAY_NAME);
/** The hour folders of a day, newest first. */
export const listHours = (store: Store, box: ContactBox, folder: string) =>
  listFolders(store, `${BOXES[box].prefix}${folder}/`, TWO_DIGITS);
/** The minute folders (`{hour}/{minute}`) of one hour of a day, newest first. */
export const listHourMinutes = async (store: Store, box: ContactBox, folder: string, hour: string) =>
  (await listFolders(store, `${BOXES[box].prefix}${folder}/${hour}/`, TWO_DIGITS)).map(
    (minute) => `${hour}/${minute}`,
  );

/**
 * The minute folders (`{hour}/{minute}`) of a day, newest first, in the hours `wanted`
 * accepts: one listing of its hours, then one per hour (16 at a time).
 */
export async function listMinutes(
  store: Store,
  box: ContactBox,
  folder: string,
  wanted: (hour: string) => boolean = () => true,
): Promise<string[]> {
  const hours = (await listHours(store, box, folder)).filter(wanted);
  const perHour = await mapLimit(hours, PARALLEL_CALLS, (hour) => listHourMinutes(store, box, folder, hour));
  return perHour.flat();
}
