/**
 * Reading a box's pages (the export's walk, one message and recent ids are `./walk`'s).
 * Each returns data; the handler shapes the HTTP answer. A page costs a bounded number of storage
 * calls however many messages there are (docs/decisions/008-inbox-storage.md).
 */
import type { Store } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { mapLimit } from "../concurrency";
import {
  boxIndex,
  countOf,
  countsSettled,
  minuteGone,
  readIndex,
  readMinuteCounts,
  recount,
  settle,
  wholeDays,
  type BoxIndex,
  type Count,
} from "./counts";
import { BOXES, contactIdTime, hourMs, hourStart, messageKey, placeOf, type ContactBox } from "./ids";
import { listDays, listHourMinutes, listHours, listUnder, type GoneRange, type Listing } from "./listing";
import {
  PARALLEL_CALLS,
  contactsStore,
  markersOf,
  parseSubmission,
  withMarkers,
  type AfterAnswer,
} from "./store";
import { heldDayExpired, heldExpired, housekeeping } from "./purge";

/**
 * A day the index says holds at most this many messages is listed whole in one call
 * (with its markers, under the platform's 1,000 keys a listing page); a larger day, or
 * one the index does not know, minute by minute.
 */
export const WHOLE_DAY_MAX = 400;
/**
 * An hour of a large day its counts say holds at most this many messages is listed whole
 * in one call (with its markers, under the platform's 1,000 keys a listing page).
 */
const WHOLE_HOUR_MAX = 200;
/** Hours of a large day whose minute folders a page lists at once when the day has no counts to go by. */
const HOURS_AT_ONCE = 4;
/**
 * Storage calls a page keeps in flight at once (minute listings, reads): a page of 100
 * costs a few rounds of calls, not one per 16, within the request's deadline.
 */
const PAGE_CALLS = 50;

export interface ContactsPageRequest {
  /** The id the previous page ended with; the page starts after it. */
  after?: string;
  /** Submissions per page, at most. */
  limit: number;
  /** The largest JSON answer (`[…]`) in bytes: a page holds fewer submissions rather than exceed it. */
  maxBytes: number;
  /** @defaultValue "inbox" */
  box?: ContactBox;
}

export interface ContactsPage {
  /** Newest first, each with `read` (inbox) or `heldReason` (held); as JSON, at most `maxBytes`. */
  contacts: ContactSubmission[];
  total: number;
  unread: number;
  /** With the inbox: how many messages the held list holds. */
  held?: number;
  /** The id to continue after, while older submissions remain. */
  next?: string;
}

function heldTotal(index: BoxIndex | null, now: number): number {
  let total = 0;
  for (const [folder, [count]] of Object.entries(index?.days ?? {})) {
    if (!heldDayExpired(folder, now)) total += count;
  }
  return total;
}

interface Candidate {
  id: string;
  read: boolean;
  failed: boolean;
}

/**
 * One page of a box, newest first: one index read and one listing of the day folders
 * (with the held list's index, for the inbox), together; then, for days the index says
 * are small, one listing each (together); for a larger day, one listing of its minute
 * folders and as many minutes as the page needs (at most one per message, 16 at a time);
 * then reads of the page's submissions (16 at a time). The totals come from the index,
 * corrected by the days this page listed whole; days whose index entry was wrong are
 * recounted after the answer (`afterAnswer`), and so is any deletion still under way.
 */
export async function listContactsPage(
  { after, limit, maxBytes, box = "inbox" }: ContactsPageRequest,
  afterAnswer: AfterAnswer = () => {},
  now: number = Date.now(),
): Promise<ContactsPage> {
  const store = contactsStore();
  await countsSettled(box); // this instance's own count updates first, so its totals include them
  const [index, allFolders, heldIndex] = await Promise.all([
    boxIndex(store, box),
    listDays(store, box),
    box === "inbox" ? readIndex(store, "held") : Promise.resolve(null),
  ]);
  const folders = box === "held" ? allFolders.filter((folder) => !heldDayExpired(folder, now)) : allFolders;
  const { days, gone } = index;
  const visible = (id: string) => box !== "held" || !heldExpired(contactIdTime(id), now);
  afterAnswer(housekeeping(box, index, now));

  const startFolder = after === undefined ? undefined : placeOf(after).slice(0, 5);
  let next = startFolder === undefined ? 0 : folders.findIndex((folder) => folder >= startFolder);
  if (next < 0) next = folders.length;
  const candidates: Candidate[] = [];
  const listed = new Map<string, Count>();
  let dayUnfinished = false;
  const take = (listing: Listing) => {
    for (const id of listing.ids) {
      if ((after !== undefined && id <= after) || !visible(id)) continue;
      candidates.push({ id, ...markersOf(listing, id) });
    }
  };
  while (candidates.length < limit && next < folders.length) {
    const folder = folders[next]!;
    const known = days[folder]?.[0];
    if (known === undefined || known > WHOLE_DAY_MAX) {
      const { listings, finished } = await listLargeDay(
        store,
        box,
        folder,
        after,
        limit - candidates.length,
        gone,
      );
      listings.forEach(take);
      const whole = finished && (after === undefined || !placeOf(after).startsWith(`${folder}/`));
      if (whole) {
        const count: Count = [0, 0];
        for (const [t, u] of listings.map(countOf)) {
          count[0] += t;
          count[1] += u;
        }
        listed.set(folder, count);
      } else if (known === undefined) {
        // A day the index does not know: counted after the answer.
        afterAnswer(settle(recount(box, wholeDays([folder])), undefined));
      }
      if (!finished) {
        dayUnfinished = true;
        break;
      }
      next += 1;
      continue;
    }
    // As many small days as the index says the page needs (at least one each), listed together.
    const batch: string[] = [];
    for (let missing = limit - candidates.length; next < folders.length && missing > 0; next += 1) {
      const size = days[folders[next]!]?.[0];
      if (size === undefined || size > WHOLE_DAY_MAX || batch.length === PARALLEL_CALLS) break;
      batch.push(folders[next]!);
      missing -= Math.max(1, size);
    }
    const listings = await mapLimit(batch, PARALLEL_CALLS, (day) =>
      listUnder(store, box, `${BOXES[box].prefix}${day}/`, gone),
    );
    batch.forEach((day, i) => {
      listed.set(day, countOf(listings[i]!));
      take(listings[i]!);
    });
  }

  const chosen = candidates.slice(0, limit);
  const bodies = await mapLimit(chosen, PAGE_CALLS, async ({ id, read, failed }) => {
    const submission = parseSubmission(id, await store.get(messageKey(box, id), { type: "text" }));
    return submission && withMarkers(submission, box, { read, failed });
  });
  const contacts: ContactSubmission[] = [];
  let bytes = 2; // the brackets
  let cursor: string | undefined;
  let full = false;
  for (const [i, submission] of bodies.entries()) {
    if (submission) {
      const size = Buffer.byteLength(JSON.stringify(submission)) + (contacts.length ? 1 : 0);
      if (contacts.length && bytes + size > maxBytes) {
        full = true;
        break;
      }
      bytes += size;
      contacts.push(submission);
    }
    cursor = chosen[i]!.id;
  }
  const more = full || dayUnfinished || candidates.length > chosen.length || next < folders.length;

  const mismatched = [...listed].filter(([folder, [total, unread]]) => {
    const [indexed, indexedUnread] = days[folder] ?? [0, 0];
    return indexed !== total || indexedUnread !== unread;
  });
  if (mismatched.length) {
    afterAnswer(settle(recount(box, wholeDays(mismatched.map(([folder]) => folder))), undefined));
  }
  let total = 0;
  let unread = 0;
  for (const [folder, [dayTotal, dayUnread]] of Object.entries(days)) {
    if (listed.has(folder) || (box === "held" && heldDayExpired(folder, now))) continue;
    total += dayTotal;
    unread += dayUnread;
  }
  for (const [dayTotal, dayUnread] of listed.values()) {
    total += dayTotal;
    unread += dayUnread;
  }
  return {
    contacts,
    total,
    unread: box === "held" ? 0 : unread,
    ...(box === "inbox" ? { held: heldTotal(heldIndex, now) } : {}),
    ...(more && cursor !== undefined ? { next: cursor } : {}),
  };
}

/**
 * The listings a page needs from a large day, from the cursor on. The day's hour folders
 * (the record) and its per-minute counts (a hint of where its messages lie) come in one
 * round. An hour the counts say holds at most WHOLE_HOUR_MAX messages is listed whole in
 * one call; a larger one minute by minute, after one listing of its minute folders (the
 * hours the page needs, together). Each round lists as many hours and minutes as the
 * counts say hold the `needed` messages, up to 50 at once. A count that is behind (a
 * message whose count update has not landed) only costs another round: every message
 * shown was listed, and a folder the counts do not know is taken to hold one. Without
 * counts, hours go 4 at a time, minute by minute. `finished` when the day's last message
 * was listed.
 */
async function listLargeDay(
  store: Store,
  box: ContactBox,
  folder: string,
  after: string | undefined,
  needed: number,
  gone: readonly GoneRange[],
): Promise<{ listings: Listing[]; finished: boolean }> {
  const from = after !== undefined && placeOf(after).startsWith(`${folder}/`) ? placeOf(after).slice(6) : "";
  // Hours wholly deleted hold nothing to show: not even their minutes are listed.
  const hourGone = (hour: string) => {
    const start = hourStart(folder, hour);
    return gone.some((range) => range.from <= start && range.to >= start + hourMs);
  };
  const [allHours, counted] = await Promise.all([
    listHours(store, box, folder),
    readMinuteCounts(store, box, folder).catch(() => null),
  ]);
  const hours = allHours.filter((hour) => hour >= from.slice(0, 2) && !hourGone(hour));
  const hourCounts = new Map<string, number>();
  for (const [minute, count] of counted ?? []) {
    if (minute < from) continue;
    const hour = minute.slice(0, 2);
    hourCounts.set(hour, (hourCounts.get(hour) ?? 0) + count);
  }
  // What an hour or a minute (`{hour}/{minute}`) is expected to hold: at least one, being a folder.
  const expectedIn = (unit: string) =>
    Math.max(1, (unit.length === 2 ? hourCounts.get(unit) : counted?.get(unit)) ?? 0);
  const listedWhole = (hour: string) => counted !== null && (hourCounts.get(hour) ?? 0) <= WHOLE_HOUR_MAX;

  const listings: Listing[] = [];
  let found = 0;
  let nextHour = 0;
  // Hours (`{hour}`) to list whole and minutes (`{hour}/{minute}`) to list, newest first.
  let units: string[] = [];
  while (found < needed) {
    if (!units.length) {
      if (nextHour >= hours.length) break;
      const group: string[] = [];
      for (let expected = 0; nextHour < hours.length && expected < needed - found;) {
        if (!counted && group.length === HOURS_AT_ONCE) break;
        const hour = hours[nextHour]!;
        nextHour += 1;
        group.push(hour);
        expected += counted ? expectedIn(hour) : 1;
      }
      const perHour = await mapLimit(group, group.length, async (hour) =>
        listedWhole(hour) ? [hour] : listHourMinutes(store, box, folder, hour),
      );
      units = perHour
        .flat()
        .filter((unit) => unit.length === 2 || (unit >= from && !minuteGone(gone, folder, unit)));
      continue;
    }
    const batch: string[] = [];
    for (
      let expected = 0;
      batch.length < units.length && batch.length < PAGE_CALLS && expected < needed - found;
    ) {
      const unit = units[batch.length]!;
      batch.push(unit);
      expected += expectedIn(unit);
    }
    units = units.slice(batch.length);
    const results = await mapLimit(batch, PAGE_CALLS, (unit) =>
      listUnder(store, box, `${BOXES[box].prefix}${folder}/${unit}/`, gone),
    );
    for (const listing of results) {
      listings.push(listing);
      found += listing.ids.filter((id) => after === undefined || id > after).length;
    }
  }
  return { listings, finished: nextHour >= hours.length && !units.length };
}
