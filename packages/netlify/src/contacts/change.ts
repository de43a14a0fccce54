/**
 * The owner's changes to stored messages, and the outbox's one. A message blob is written
 * once and never rewritten: "read" and "notification failed" are empty markers beside it
 * (ids.ts), deletions remove it with its markers, and moving a held message to the inbox
 * writes it anew before the held copy goes.
 */
import type { ContactSubmission } from "@pmfolio/core";
import { storageDeadline } from "../blobs";
import { mapLimit, serialized } from "../concurrency";
import { dayMs } from "../core";
import { countsSettled, recount, settle, updateIndex, emptyIndex, type Place } from "./counts";
import {
  dayFolder,
  entryKey,
  hourMs,
  isContactId,
  messageKey,
  movedKey,
  newContactId,
  placeOf,
  placeOfTime,
  type ContactBox,
} from "./ids";
import { PARALLEL_CALLS, contactsStore, movedTo, parseSubmission, type AfterAnswer } from "./store";
import { purgeLater } from "./purge";

/**
 * Marks an inbox submission read or unread; resolves with it, or null when there is
 * none. Throws when storage fails. Its minute is recounted after the answer when
 * `afterAnswer` is given. Setting the state it already has changes nothing but still
 * recounts, so repeating a request whose count update failed repairs it.
 */
export async function setContactRead(
  id: string,
  read: boolean,
  afterAnswer?: AfterAnswer,
): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const store = contactsStore();
  const submission = await serialized(`contact:${id}`, async () => {
    const [text, failed] = await Promise.all([
      store.get(messageKey("inbox", id), { type: "text" }),
      store.getMetadata(entryKey("inbox", id, "f")),
    ]);
    const found = parseSubmission(id, text);
    if (!found) return null;
    const key = entryKey("inbox", id, "r");
    if (read) await storageDeadline(store.set(key, ""), 1, "contacts: marking a submission read");
    else await store.delete(key);
    return { ...found, ...(failed ? { notificationFailed: true } : {}), read };
  });
  if (submission) await settle(recount("inbox", [placeOf(id)]), afterAnswer);
  return submission;
}

/**
 * Records that the owner could not be notified of a submission, with a marker beside it.
 * Resolves false when there is no such submission, so a deleted one is never marked.
 */
export async function setNotificationFailed(id: string): Promise<boolean> {
  if (!isContactId(id)) return false;
  const store = contactsStore();
  return serialized(`contact:${id}`, async () => {
    if (!(await store.getMetadata(messageKey("inbox", id)))) return false;
    await storageDeadline(
      store.set(entryKey("inbox", id, "f"), ""),
      1,
      "contacts: recording a failed notification",
    );
    return true;
  });
}

/** Deletes a submission; resolves false when there is none with this id. Throws when storage fails. */
export async function deleteContact(
  id: string,
  box: ContactBox = "inbox",
  afterAnswer?: AfterAnswer,
): Promise<boolean> {
  const { deleted } = await deleteContacts([id], box, afterAnswer);
  return deleted.length === 1;
}

/**
 * Deletes several submissions of a box (16 at a time), then recounts their minutes once
 * (after the answer when `afterAnswer` is given). Resolves with the ids deleted and
 * those that did not exist. Throws when storage fails; the ones deleted before the
 * failure stay deleted.
 */
export async function deleteContacts(
  ids: readonly string[],
  box: ContactBox = "inbox",
  afterAnswer?: AfterAnswer,
): Promise<{ deleted: string[]; missing: string[] }> {
  const store = contactsStore();
  const results = await mapLimit([...new Set(ids)], PARALLEL_CALLS, (id) =>
    serialized(`contact:${id}`, async () => {
      if (!isContactId(id)) return { id, deleted: false };
      if (!(await store.getMetadata(messageKey(box, id)))) return { id, deleted: false };
      // The submission first: if a marker's delete fails, an orphan marker counts for nothing.
      await store.delete(messageKey(box, id));
      if (box === "inbox") {
        await Promise.all((["r", "f", "n"] as const).map((kind) => store.delete(entryKey(box, id, kind))));
      }
      return { id, deleted: true };
    }),
  );
  const deleted = results.filter((result) => result.deleted).map((result) => result.id);
  if (deleted.length) await settle(recount(box, new Set(deleted.map(placeOf))), afterAnswer);
  return { deleted, missing: results.filter((result) => !result.deleted).map((result) => result.id) };
}

/**
 * Moves held submissions to the inbox (16 at a time) as the owner's own choice. Each joins
 * the inbox as a new arrival (a new id, its receipt time `createdAt` unchanged), in this
 * order: a marker in the held list that it moves, naming its inbox id, which a retry of its
 * submission finds (save.ts), so the retry neither writes a second copy nor brings back
 * one the owner deleted since, and which a second move reuses; a marker that the inbox copy
 * needs no notification, so the outbox never takes it for a new message; the inbox copy;
 * then the held copy is deleted. A failure part way leaves it in one place or both, never
 * neither, and moving it again finishes the move under the same inbox id.
 * Resolves with the held ids moved (and their inbox ids) and those that did not exist.
 */
export async function releaseHeld(
  ids: readonly string[],
  afterAnswer?: AfterAnswer,
  now: Date = new Date(),
): Promise<{ released: Array<{ id: string; inboxId: string }>; missing: string[] }> {
  const store = contactsStore();
  const results = await mapLimit([...new Set(ids)], PARALLEL_CALLS, (id) =>
    serialized(`contact:${id}`, async () => {
      if (!isContactId(id)) return { id, inboxId: null };
      const [text, moving] = await Promise.all([
        store.get(messageKey("held", id), { type: "text" }),
        movedTo(id),
      ]);
      const found = parseSubmission(id, text);
      if (!found) return { id, inboxId: null };
      const { heldReason: _reason, ...rest } = found;
      const inboxId = moving ?? newContactId(now.getTime());
      const step = "contacts: moving a held submission";
      if (!moving) await storageDeadline(store.setJSON(movedKey(id), { inboxId }), 1, step);
      await storageDeadline(store.set(entryKey("inbox", inboxId, "n"), ""), 1, step);
      // Not modified: an earlier move that failed part way wrote it already.
      await storageDeadline(
        store.setJSON(messageKey("inbox", inboxId), { ...rest, id: inboxId }, { onlyIfNew: true }),
        1,
        step,
      );
      await store.delete(messageKey("held", id));
      return { id, inboxId };
    }),
  );
  const released = results.flatMap(({ id, inboxId }) => (inboxId ? [{ id, inboxId }] : []));
  if (released.length) {
    await settle(
      Promise.all([
        recount("held", new Set(released.map(({ id }) => placeOf(id)))),
        recount("inbox", new Set(released.map(({ inboxId }) => placeOf(inboxId)))),
      ]),
      afterAnswer,
    );
  }
  return { released, missing: results.filter(({ inboxId }) => !inboxId).map(({ id }) => id) };
}

/** A UTC day (`YYYY-MM-DD`) and, optionally, one hour of it (0 to 23). */
export interface ReceivedPeriod {
  day: string;
  hour?: number;
}

/**
 * Deletes every submission of a box received in a UTC day or hour, up to now, in one
 * index write: from the answer on, no page or export shows them, and the count drops.
 * Their blobs are deleted after the answer, a time budget at a time (later pages of the
 * box carry on). Messages that arrive later in the same day or hour are kept.
 * Resolves with the receipt times deleted, [from, to).
 */
export async function deleteReceived(
  box: ContactBox,
  { day, hour }: ReceivedPeriod,
  afterAnswer: AfterAnswer = () => {},
  now: number = Date.now(),
): Promise<{ from: number; to: number }> {
  const from = Date.parse(`${day}T00:00:00.000Z`) + (hour ?? 0) * hourMs;
  const to = Math.min(from + (hour === undefined ? dayMs : hourMs), now + 1);
  const store = contactsStore();
  await countsSettled(box);
  await updateIndex(store, box, async (existing) => {
    const index = existing ?? emptyIndex();
    index.gone.push({ from, to });
    return index;
  });
  // The day's total without the deleted minutes; the minute "now" falls in is listed again.
  const places: Place[] = [`${dayFolder(from)}/`];
  if (to > now) places.push(placeOfTime(now));
  await settle(recount(box, places), undefined);
  afterAnswer(purgeLater(box));
  return { from, to };
}
