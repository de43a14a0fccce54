/**
 * Reading a box other than page by page: the export's walk of every submission, one message,
 * and the ids received since a time (for notices). Each returns data.
 */
import type { ContactSubmission } from "@pmfolio/core";
import { mapLimit } from "../concurrency";
import { dayMs } from "../core";
import { boxIndex, minuteGone } from "./counts";
import {
  BOXES,
  contactIdTime,
  dayFolder,
  entryKey,
  hourMs,
  hourStart,
  isContactId,
  messageKey,
  minuteRange,
  minutePrefix,
  type ContactBox,
} from "./ids";
import { listDays, listMinutes, listUnder } from "./listing";
import { heldDayExpired } from "./purge";
import { WHOLE_DAY_MAX } from "./read";
import { PARALLEL_CALLS, contactsStore, markersOf, parseSubmission, withMarkers } from "./store";

/**
 * Every submission of a box, newest first, a few at a time (for the export): one listing
 * of the day folders, then per day one listing of its minutes, then per minute one
 * listing and its reads, `PARALLEL_CALLS` at a time.
 */
export async function* allContacts(
  box: ContactBox = "inbox",
): AsyncGenerator<ContactSubmission[], void, undefined> {
  const store = contactsStore();
  const index = await boxIndex(store, box);
  const now = Date.now();
  for (const folder of await listDays(store, box)) {
    if (box === "held" && heldDayExpired(folder, now)) continue;
    const size = index.days[folder]?.[0];
    // A day the index says is small in one listing, as pages do; a larger one minute by minute.
    const minutes =
      size !== undefined && size <= WHOLE_DAY_MAX
        ? [null]
        : (await listMinutes(store, box, folder)).filter((minute) => !minuteGone(index.gone, folder, minute));
    for (let start = 0; start < minutes.length; start += PARALLEL_CALLS) {
      const listings = await mapLimit(
        minutes.slice(start, start + PARALLEL_CALLS),
        PARALLEL_CALLS,
        (minute) =>
          listUnder(
            store,
            box,
            minute === null ? `${BOXES[box].prefix}${folder}/` : minutePrefix(box, folder, minute),
            index.gone,
          ),
      );
      const ids = listings.flatMap((listing) => listing.ids.map((id) => ({ id, ...markersOf(listing, id) })));
      for (let at = 0; at < ids.length; at += PARALLEL_CALLS * 4) {
        const chunk = ids.slice(at, at + PARALLEL_CALLS * 4);
        const bodies = await mapLimit(chunk, PARALLEL_CALLS, async ({ id, read, failed }) => {
          const submission = parseSubmission(id, await store.get(messageKey(box, id), { type: "text" }));
          return submission && withMarkers(submission, box, { read, failed });
        });
        const found = bodies.filter((submission) => submission !== null);
        if (found.length) yield found;
      }
    }
  }
}

/** The inbox submission `id` with its markers, or null when there is none. Throws when storage fails. */
export async function getContact(id: string): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const store = contactsStore();
  const [text, read, failed] = await Promise.all([
    store.get(messageKey("inbox", id), { type: "text" }),
    store.getMetadata(entryKey("inbox", id, "r")),
    store.getMetadata(entryKey("inbox", id, "f")),
  ]);
  const submission = parseSubmission(id, text);
  return submission && withMarkers(submission, "inbox", { read: read !== null, failed: failed !== null });
}

/**
 * The ids of inbox submissions received at or after `since` that the owner is to be
 * notified of (not those the owner moved from the held list), newest first: per day from
 * that day to today, one listing of its minutes, then one listing per minute since.
 */
export async function recentContactIds(since: Date, now: Date = new Date()): Promise<string[]> {
  const store = contactsStore();
  const from = Math.min(since.getTime(), now.getTime());
  const folders: string[] = [];
  for (let day = Math.floor(now.getTime() / dayMs); day >= Math.floor(from / dayMs); day -= 1) {
    folders.push(dayFolder(day * dayMs));
  }
  const perDay = await mapLimit(folders, PARALLEL_CALLS, async (folder) => {
    const sinceHour = (hour: string) => hourStart(folder, hour) + hourMs > from;
    const minutes = (await listMinutes(store, "inbox", folder, sinceHour)).filter(
      (minute) => minuteRange(folder, minute)[1] > from,
    );
    const listings = await mapLimit(minutes, PARALLEL_CALLS, (minute) =>
      listUnder(store, "inbox", minutePrefix("inbox", folder, minute), []),
    );
    return listings.flatMap(({ ids, quiet }) => ids.filter((id) => !quiet.has(id)));
  });
  return perDay.flat().filter((id) => contactIdTime(id) >= since.getTime());
}
