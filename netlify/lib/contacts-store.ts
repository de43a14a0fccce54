/**
 * Contact submissions in Netlify Blobs, one blob per submission.
 *
 * A submission's key is its id: `{reverse timestamp}-{random}`. The reverse timestamp
 * (13 digits, 9999999999999 minus the receipt time in ms) makes the key order the
 * newest-first order, so listing needs keys only, never a read of every blob to sort.
 * The random half (64 bits) keeps two submissions of the same millisecond apart, and
 * every write is `onlyIfNew`, so a write can never replace another submission.
 * Reads are strongly consistent: the owner sees a message as soon as it is stored and
 * never sees a deleted one come back.
 *
 * Retries are idempotent. The form sends an `Idempotency-Key` per message it is trying
 * to deliver; the first attempt pins the submission's id (and time) under a retry marker,
 * `retries/{day}/{hash of the key}`, before the submission itself is written. A retry of
 * the same message finds the marker and writes the same id with `onlyIfNew`, so however
 * the earlier attempt ended (its write failed, landed after its 503, or succeeded with
 * the answer lost) the message is stored exactly once. Markers are kept for a day.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { ContactInput, ContactSubmission } from "@pmfolio/core";
import { dayMs, utcDate } from "../../packages/core/src/analytics/days";
import { blobsStore, boundedWrite, deleteFolders } from "./blobs";
import { serialized } from "./concurrency";

const STORE_NAME = "contacts";
const MAX_TIMESTAMP = 9_999_999_999_999;
const ID_PATTERN = /^\d{13}-[0-9a-f]{16}$/;
/** An Idempotency-Key the form may send: 16 to 128 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const RETRIES_PREFIX = "retries/";
/** How many submissions are read from storage at once while listing. */
const READ_CONCURRENCY = 8;

function contactsStore(): Store {
  return blobsStore(STORE_NAME);
}

/** A fresh submission id for a message received at `receivedAt` (ms since the epoch). */
export function newContactId(receivedAt: number = Date.now()): string {
  const reverse = String(MAX_TIMESTAMP - receivedAt).padStart(13, "0");
  return `${reverse}-${randomBytes(8).toString("hex")}`;
}

/** True when `id` has the shape of a submission id (anything else cannot be a key of ours). */
export function isContactId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/**
 * Stores a validated submission with the server's time and resolves once it is durably
 * written. Throws when storage fails or does not answer in time (BLOBS_TIMEOUT_MS); the
 * submission is then either not stored or stored whole (one blob, written at once), never
 * in part. With an `idempotencyKey`, a retry of the same message resolves to the same
 * stored submission instead of a second one (see the module note).
 */
export async function saveContact(
  input: ContactInput,
  now: Date = new Date(),
  idempotencyKey?: string,
): Promise<ContactSubmission> {
  const store = contactsStore();
  if (idempotencyKey !== undefined) {
    sweepOldRetryMarkers(store, now);
    // One attempt per key at a time in this process (see serialized); across instances,
    // the marker's conditional write decides.
    const pinned = await serialized(`contact-retry:${idempotencyKey}`, () =>
      pinSubmission(store, input, now, idempotencyKey),
    );
    const submission = toSubmission(input, pinned.id, pinned.createdAt);
    // Not modified: an earlier attempt's write of this very submission got there first.
    await boundedWrite(
      store.setJSON(submission.id, submission, { onlyIfNew: true }),
      "contact: storing a submission",
    );
    return submission;
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const submission = toSubmission(input, newContactId(now.getTime()), now.toISOString());
    const { modified } = await boundedWrite(
      store.setJSON(submission.id, submission, { onlyIfNew: true }),
      "contact: storing a submission",
    );
    if (modified) return submission;
    // An id collision (64 random bits in the same millisecond): draw another id.
  }
  throw new Error("Could not find a free id for the contact submission");
}

function toSubmission(input: ContactInput, id: string, createdAt: string): ContactSubmission {
  return {
    id,
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    createdAt,
  };
}

interface RetryMarker {
  id: string;
  createdAt: string;
  /** A hash of the message, so a key reused for a different message starts a new one. */
  fingerprint: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const fingerprintOf = (input: ContactInput) =>
  sha256(JSON.stringify([input.name, input.email, input.phone ?? "", input.message]));
const markerKey = (day: string, idempotencyKey: string) =>
  `${RETRIES_PREFIX}${day}/${sha256(idempotencyKey)}`;

/**
 * The id and time this message was first given under `idempotencyKey`: an earlier
 * attempt's (yesterday's or today's marker, for the same message), or new ones, pinned
 * with a marker before the submission is written. Concurrent first attempts race for
 * today's marker with `onlyIfNew`, and the losers take the winner's.
 */
async function pinSubmission(
  store: Store,
  input: ContactInput,
  now: Date,
  idempotencyKey: string,
): Promise<RetryMarker> {
  const fingerprint = fingerprintOf(input);
  const yesterday = await readMarker(store, markerKey(utcDate(now.getTime() - dayMs), idempotencyKey));
  if (yesterday?.fingerprint === fingerprint) return yesterday;

  const key = markerKey(utcDate(now.getTime()), idempotencyKey);
  const fresh: RetryMarker = { id: newContactId(now.getTime()), createdAt: now.toISOString(), fingerprint };
  const { modified } = await boundedWrite(
    store.setJSON(key, fresh, { onlyIfNew: true }),
    "contact: pinning a submission",
  );
  if (modified) return fresh;
  const today = await readMarker(store, key);
  if (today?.fingerprint === fingerprint) return today;
  // The key was used for another message (the visitor edited it after a failure): a new one.
  await boundedWrite(store.setJSON(key, fresh), "contact: pinning a submission");
  return fresh;
}

async function readMarker(store: Store, key: string): Promise<RetryMarker | null> {
  return parseMarker(await store.get(key, { type: "text" }));
}

function parseMarker(text: string | null): RetryMarker | null {
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

/** The last day this instance swept retry markers on. */
let sweptDay = "";

/** Deletes retry markers of days before yesterday, once a day per instance, off the answer's path. */
function sweepOldRetryMarkers(store: Store, now: Date): void {
  const today = utcDate(now.getTime());
  if (sweptDay === today) return;
  sweptDay = today;
  const oldestKept = utcDate(now.getTime() - dayMs);
  deleteFolders(store, RETRIES_PREFIX, (day) => day < oldestKept).catch((error: unknown) => {
    sweptDay = ""; // try again on the next message
    console.error(
      "contacts: sweeping old retry markers failed",
      error instanceof Error ? error.message : error,
    );
  });
}

/**
 * Every stored submission, newest first. Throws when storage fails. A blob that is not a
 * whole submission (which this module never writes) is left out and logged, so one bad
 * blob cannot lock the owner out of every other message.
 */
export async function listContacts(): Promise<ContactSubmission[]> {
  const store = contactsStore();
  const keys: string[] = [];
  for await (const page of store.list({ paginate: true })) {
    for (const blob of page.blobs) if (isContactId(blob.key)) keys.push(blob.key);
  }
  keys.sort(); // reverse timestamps: ascending keys are newest first

  const submissions: Array<ContactSubmission | null> = new Array(keys.length).fill(null);
  let next = 0;
  const reader = async () => {
    while (next < keys.length) {
      const index = next++;
      submissions[index] = parseSubmission(keys[index]!, await store.get(keys[index]!, { type: "text" }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, keys.length) }, reader));
  // A submission deleted between the listing and its read is simply gone.
  return submissions.filter((submission): submission is ContactSubmission => submission !== null);
}

/** The submission stored as `text` under `key`, or null when there is none or it is not whole. */
function parseSubmission(key: string, text: string | null): ContactSubmission | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (isSubmission(value) && value.id === key) return value;
  console.error(`contacts: the blob ${key} is not a whole submission; it is left out of the list`);
  return null;
}

function isSubmission(value: unknown): value is ContactSubmission {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { id, name, email, phone, message, createdAt } = value as Record<string, unknown>;
  return (
    [id, name, email, message, createdAt].every((field) => typeof field === "string") &&
    (phone === undefined || typeof phone === "string") &&
    !Number.isNaN(Date.parse(createdAt as string))
  );
}

/** Deletes a submission; resolves false when there is none with this id. Throws when storage fails. */
export async function deleteContact(id: string): Promise<boolean> {
  if (!isContactId(id)) return false;
  const store = contactsStore();
  const existing = await store.getMetadata(id);
  if (!existing) return false;
  await store.delete(id);
  return true;
}

// Also provided by the inbox layout; kept in step with it.
/** The stored submission with this id, or null when there is none. Throws when storage fails. */
export async function getContact(id: string): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const text = await contactsStore().get(id, { type: "text" });
  return text === null ? null : parseSubmission(id, text);
}

/**
 * Marks a submission as one the owner could not be told about; resolves false when there
 * is none with this id. The write is conditional on the blob listed a moment before, so a
 * submission the owner deletes meanwhile stays deleted.
 */
export async function setNotificationFailed(id: string): Promise<boolean> {
  if (!isContactId(id)) return false;
  const store = contactsStore();
  const { blobs } = await store.list({ prefix: id });
  const listed = blobs.find((blob) => blob.key === id);
  const submission = listed ? parseSubmission(id, await store.get(id, { type: "text" })) : null;
  if (!listed || !submission) return false;
  if (submission.notificationFailed) return true;
  const { modified } = await boundedWrite(
    store.setJSON(id, { ...submission, notificationFailed: true }, { onlyIfMatch: listed.etag }),
    "contacts: marking a notification failed",
  );
  return modified;
}

/** The ids of submissions received at or after `since`, newest first. Throws when storage fails. */
export async function recentContactIds(since: Date): Promise<string[]> {
  // Ids start with the reverse receipt time: every id of a newer message sorts below this bound.
  const bound = String(MAX_TIMESTAMP - since.getTime()).padStart(13, "0");
  const ids: string[] = [];
  for await (const page of contactsStore().list({ paginate: true })) {
    for (const blob of page.blobs)
      if (isContactId(blob.key) && blob.key.slice(0, 13) <= bound) ids.push(blob.key);
  }
  return ids.sort();
}
