/**
 * Saving a message, exactly once however often the form retries it.
 *
 * The form sends an `Idempotency-Key` per message it is trying to deliver; the first
 * attempt pins the submission's id (time, box) under a retry marker,
 * `retries/{day}/{hash of the key}`, before the submission itself is written, and records
 * there once the message is stored. A retry of the same message finds the marker: a
 * message recorded as stored is never written again (the owner may have deleted it
 * since), otherwise the same id is written with `onlyIfNew`, so however the earlier
 * attempt ended the message is stored exactly once. Markers are kept for a day
 * (docs/decisions/017-idempotency-markers.md).
 */
import { createHash } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { ContactApplication, ContactInput, ContactSubmission, HeldReason } from "@pmfolio/core";
import { deleteFolders, storageDeadline } from "../blobs";
import { serialized } from "../concurrency";
import { dayMs, utcDate } from "../core";
import { errorLine } from "../log";
import { memo } from "../memo";
import { readIndex, recount, settle } from "./counts";
import { contactIdTime, isContactId, messageKey, newContactId, placeOf, type ContactBox } from "./ids";
import { isGone } from "./listing";
import { contactsStore, movedTo, type AfterAnswer } from "./store";

const RETRIES_PREFIX = "retries/";

export interface SaveOptions {
  /** The server's time of receipt. @defaultValue now */
  now?: Date;
  /** The form's key for this message: a retry with it resolves to the same submission. */
  idempotencyKey?: string;
  /** Runs the count update after the answer; without it, it is awaited. */
  afterAnswer?: AfterAnswer;
  /** Keep the message in the held list, for this reason, rather than the inbox. */
  hold?: HeldReason;
  /** The application the message came with (the server found it; the form never sends it). */
  application?: ContactApplication;
}

export interface SavedContact {
  submission: ContactSubmission;
  /** False when an earlier attempt with the same Idempotency-Key had stored it already. */
  created: boolean;
  box: ContactBox;
}

/**
 * Stores a validated submission with the server's time and resolves once it is durably
 * written. Throws when storage fails or does not answer in time (BLOBS_TIMEOUT_MS); the
 * submission is then either not stored or stored whole (one blob, written at once), never
 * in part. With an `idempotencyKey`, a retry of the same message resolves to the same
 * stored submission (in the box the first attempt chose) instead of a second one, and
 * never writes again one that was stored (see the module note).
 *
 * The count update and the sweep of old retry markers come after the write; they are
 * handed to `afterAnswer` when given (so the 201 does not wait for them), awaited
 * otherwise. Their failure never fails the save: the next update of its minute recounts it.
 */
export async function saveContact(
  input: ContactInput,
  { now = new Date(), idempotencyKey, afterAnswer, hold, application }: SaveOptions = {},
): Promise<SavedContact> {
  const fields: StoredInput = application ? { ...input, application } : input;
  const store = contactsStore();
  let saved: SavedContact | undefined;
  if (idempotencyKey !== undefined) {
    const today = utcDate(now.getTime());
    (afterAnswer ?? (() => {}))(sweepOldRetryMarkers(today).catch(() => {}));
    // One attempt per key at a time in this process (see serialized); across instances,
    // the marker's conditional write decides.
    saved = await serialized(`contact-retry:${idempotencyKey}`, async () => {
      const { marker, key, earlier } = await pinSubmission(store, input, now, idempotencyKey, hold);
      const box: ContactBox = marker.held ? "held" : "inbox";
      const submission = toSubmission(fields, marker.id, marker.createdAt, marker.held);
      if (marker.stored) return { submission, created: false, box };
      // Held, then moved to the inbox by the owner before its record as stored landed:
      // written again it would be a second copy, or one the owner deleted since.
      if (earlier && marker.held && (await movedTo(marker.id))) return { submission, created: false, box };
      // Not modified: an earlier attempt's write of this very submission got there first.
      const { modified } = await storageDeadline(
        store.setJSON(messageKey(box, submission.id), submission, { onlyIfNew: true }),
        1,
        "contact: storing a submission",
      );
      // From now on a retry answers with this message and never writes it again.
      await storageDeadline(
        store.setJSON(key, { ...marker, stored: true }),
        1,
        "contact: recording a stored submission",
      ).catch((error: unknown) =>
        console.error("contact: could not record a stored submission", errorLine(error)),
      );
      const stored = { submission, created: modified, box };
      return modified ? outsideDeletedRanges(store, stored, { key, marker }) : stored;
    });
  } else {
    const box: ContactBox = hold ? "held" : "inbox";
    for (let attempt = 0; attempt < 3 && !saved; attempt += 1) {
      const candidate = toSubmission(fields, newContactId(now.getTime()), now.toISOString(), hold);
      const { modified } = await storageDeadline(
        store.setJSON(messageKey(box, candidate.id), candidate, { onlyIfNew: true }),
        1,
        "contact: storing a submission",
      );
      // Not modified: an id collision (64 random bits in the same millisecond); draw another.
      if (modified) saved = { submission: candidate, created: true, box };
    }
    if (!saved) throw new Error("Could not find a free id for the contact submission");
    saved = await outsideDeletedRanges(store, saved);
  }
  await settle(recount(saved.box, [placeOf(saved.submission.id)]), afterAnswer);
  return saved;
}

/**
 * A message received before the owner deleted its day or hour, but written after the
 * deletion was recorded, would be hidden with the range and then purged: lost, though
 * answered 201. So once it is stored, the box's deleted ranges are read (one call): if its
 * id falls in one, it is written again under a fresh id after every such range (its receipt
 * time `createdAt` kept, as a move keeps it), the copy in the range is deleted, and the
 * retry marker follows it. A deletion recorded after this read came after the write,
 * so the message was there to be deleted with the rest.
 */
async function outsideDeletedRanges(
  store: Store,
  saved: SavedContact,
  retry?: { key: string; marker: RetryMarker },
): Promise<SavedContact> {
  const gone = (await readIndex(store, saved.box))?.gone ?? [];
  let time = contactIdTime(saved.submission.id);
  if (!isGone(gone, time)) return saved;
  for (let range = gone.find((r) => isGone([r], time)); range; range = gone.find((r) => isGone([r], time))) {
    time = Math.max(range.to, Date.now());
  }
  const submission = { ...saved.submission, id: newContactId(time) };
  await storageDeadline(
    store.setJSON(messageKey(saved.box, submission.id), submission, { onlyIfNew: true }),
    1,
    "contact: storing a submission outside a deleted range",
  );
  // Deleted now rather than by the purge, which may have passed already: once its range is
  // forgotten, a copy left there would show again beside the new one.
  await store
    .delete(messageKey(saved.box, saved.submission.id))
    .catch((error: unknown) =>
      console.error("contact: could not delete a copy in a deleted range", errorLine(error)),
    );
  if (retry) {
    await storageDeadline(
      store.setJSON(retry.key, { ...retry.marker, id: submission.id, stored: true }),
      1,
      "contact: recording a stored submission",
    ).catch((error: unknown) =>
      console.error("contact: could not record a stored submission", errorLine(error)),
    );
  }
  return { ...saved, submission };
}

/** What is stored of a message: the visitor's fields and what the server found out. */
type StoredInput = ContactInput & { application?: ContactApplication };

function toSubmission(
  input: StoredInput,
  id: string,
  createdAt: string,
  heldReason?: HeldReason,
): ContactSubmission {
  return {
    id,
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    createdAt,
    ...(input.language ? { language: input.language } : {}),
    ...(input.application ? { application: input.application } : {}),
    ...(heldReason ? { heldReason } : {}),
  };
}

interface RetryMarker {
  id: string;
  createdAt: string;
  /** A hash of the message, so a key reused for a different message starts a new one. */
  fingerprint: string;
  /** Set when the first attempt held the message. */
  held?: HeldReason;
  /** Set once the message is stored: a retry then never writes it again. */
  stored?: true;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const fingerprintOf = (input: ContactInput) =>
  sha256(JSON.stringify([input.name, input.email, input.phone ?? "", input.message]));
const markerKey = (day: string, idempotencyKey: string) =>
  `${RETRIES_PREFIX}${day}/${sha256(idempotencyKey)}`;

/**
 * The id, time and box this message was first given under `idempotencyKey`: an earlier
 * attempt's (yesterday's or today's marker, for the same message), or new ones, pinned
 * with a marker before the submission is written. Concurrent first attempts race for
 * today's marker with `onlyIfNew`, and the losers take the winner's.
 */
async function pinSubmission(
  store: Store,
  input: ContactInput,
  now: Date,
  idempotencyKey: string,
  hold: HeldReason | undefined,
): Promise<{ marker: RetryMarker; key: string; earlier: boolean }> {
  const fingerprint = fingerprintOf(input);
  const yesterdayKey = markerKey(utcDate(now.getTime() - dayMs), idempotencyKey);
  const yesterday = await readMarker(store, yesterdayKey);
  if (yesterday?.fingerprint === fingerprint) return { marker: yesterday, key: yesterdayKey, earlier: true };

  const key = markerKey(utcDate(now.getTime()), idempotencyKey);
  const fresh: RetryMarker = {
    id: newContactId(now.getTime()),
    createdAt: now.toISOString(),
    fingerprint,
    ...(hold ? { held: hold } : {}),
  };
  const { modified } = await storageDeadline(
    store.setJSON(key, fresh, { onlyIfNew: true }),
    1,
    "contact: pinning a submission",
  );
  if (modified) return { marker: fresh, key, earlier: false };
  const today = await readMarker(store, key);
  if (today?.fingerprint === fingerprint) return { marker: today, key, earlier: true };
  // The key was used for another message (the visitor edited it after a failure): a new one.
  await storageDeadline(store.setJSON(key, fresh), 1, "contact: pinning a submission");
  return { marker: fresh, key, earlier: false };
}

async function readMarker(store: Store, key: string): Promise<RetryMarker | null> {
  const text = await store.get(key, { type: "text" });
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<RetryMarker>;
    return typeof value.id === "string" && isContactId(value.id) && typeof value.createdAt === "string"
      ? (value as RetryMarker)
      : null;
  } catch {
    return null;
  }
}

/** Deletes retry markers of days before yesterday, once a day per instance (again after a failure). */
const sweepOldRetryMarkers = memo(async (today: string) => {
  const oldestKept = utcDate(Date.parse(`${today}T00:00:00.000Z`) - dayMs);
  try {
    await deleteFolders(contactsStore(), RETRIES_PREFIX, (day) => day < oldestKept);
  } catch (error) {
    console.error("contacts: sweeping old retry markers failed", errorLine(error));
    throw error;
  }
}, 1);
