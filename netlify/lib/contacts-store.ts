/**
 * Contact submissions in Netlify Blobs: the owner's inbox and the held list, built so
 * that no request lists a folder whose size a stranger decides, and a page costs a
 * bounded number of storage calls however many messages there are
 * (docs/decisions/008-inbox-storage.md has the call counts).
 *
 * Layout of the `contacts` store, for each box (`d/` the inbox, `q/` the held list):
 * - `{box}/{day}/{minute}/m/{id}`: a submission, JSON. `{day}` is 99999 minus the UTC
 *   day number of its receipt, `{minute}` 1439 minus its minute of that day, and `{id}`
 *   is `{reverse timestamp}-{random}` (13 digits, 9999999999999 minus the receipt time in
 *   ms, then 64 random bits), so ascending keys are newest first, across days, minutes
 *   and within one, and a message's key follows from its id. Writes are `onlyIfNew`: a
 *   write can never replace another submission. A minute folder holds what arrives in
 *   one minute, so listing one stays small even on a day of a flood.
 * - `{box}/{day}/{minute}/r/{id}`: an empty marker, present once the owner has marked
 *   `{id}` read (inbox only).
 * - `counts/{box}/{day}`: per minute folder of that day, [total, unread].
 * - `inbox-index`, `held-index`: per day, [total, unread] (the sum of its minutes), and
 *   the ranges of receipt times the owner deleted in one action (below). Both are caches
 *   of what the listings say, never the only record: pages find days by listing the
 *   folders, so a message whose count update failed is still shown. Every update
 *   recounts the minutes it touches from a fresh listing (absolute, not an increment) and
 *   is written with `onlyIfMatch`, so concurrent updates converge on the last listing.
 * - `retries/{day}/{hash}`: retry markers (below).
 * Reads are strongly consistent: the owner sees a message as soon as it is stored and
 * never sees a deleted one come back.
 *
 * Deleting everything received in a day or an hour is one index write: the range goes
 * into the index's `gone` list, every page and export leaves its messages out at once,
 * and the blobs are deleted after the answer, a time budget at a time (any later page
 * of that box carries on), then the range is forgotten three days later.
 *
 * The held list takes messages that must not cost the owner a notification but must not
 * be lost either: those past the site's daily cap and those that filled the honeypot.
 * The owner can move one to the inbox (it then joins the inbox as a new arrival, its
 * receipt time unchanged) or delete it; after HELD_RETENTION_DAYS it is deleted.
 *
 * Retries are idempotent. The form sends an `Idempotency-Key` per message it is trying
 * to deliver; the first attempt pins the submission's id (time, box) under a retry
 * marker, `retries/{day}/{hash of the key}`, before the submission itself is written,
 * and records there once the message is stored. A retry of the same message finds the
 * marker: a message recorded as stored is never written again (the owner may have
 * deleted it since), otherwise the same id is written with `onlyIfNew`, so however the
 * earlier attempt ended the message is stored exactly once. Markers are kept for a day.
 *
 * Earlier versions kept each submission flat under its id, then in day folders without
 * minutes: those are moved (same id, same bytes) the first time an instance serves the
 * inbox.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { ContactInput, ContactSubmission, HeldReason } from "@pmfolio/core";
import { dayMs, utcDate } from "../../packages/core/src/analytics/days";
import { blobsStore, boundedWrite, deleteFolders } from "./blobs";
import { mapLimit, serialized } from "./concurrency";
import { errorLine } from "./log";

const STORE_NAME = "contacts";
const MAX_TIMESTAMP = 9_999_999_999_999;
/** Day numbers count down from here, so later days sort first (day 99999 is in the year 2243). */
const MAX_DAY = 99_999;
const minuteMs = 60_000;
const ID_PATTERN = /^\d{13}-[0-9a-f]{16}$/;
/** An Idempotency-Key the form may send: 16 to 128 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const RETRIES_PREFIX = "retries/";
const COUNTS_PREFIX = "counts/";
/** Storage calls one operation keeps in flight at once (listings, reads, deletes). */
const PARALLEL_CALLS = 16;
/** Conditional writes of an index tried before an update gives up (and leaves the repair to the next one). */
const INDEX_ATTEMPTS = 6;
/** The index's layout: an index without it describes day folders without minutes. */
const LAYOUT = 2;
/**
 * A day the index says holds at most this many messages is listed whole in one call
 * (with its read markers, under the platform's 1,000 keys a listing page); a larger day,
 * or one the index does not know, minute by minute.
 */
const WHOLE_DAY_MAX = 400;
/** Held messages are deleted this many days after they arrived. */
export const HELD_RETENTION_DAYS = 30;
/** Hours of a large day whose minute folders a page lists at once. */
const HOURS_AT_ONCE = 4;
/** How long work after an answer spends deleting before it leaves the rest to the next request. */
const PURGE_BUDGET_MS = 10_000;
/** How long a deleted range is still remembered once its blobs are gone (a late retry stays hidden). */
const GONE_KEPT_MS = 3 * dayMs;

/** Where a submission is kept: the owner's inbox, or the held list. */
export type ContactBox = "inbox" | "held";
const BOXES: Record<ContactBox, { prefix: string; index: string }> = {
  inbox: { prefix: "d/", index: "inbox-index" },
  held: { prefix: "q/", index: "held-index" },
};

/** Called with work that must finish after the answer is sent (`context.waitUntil`). */
export type AfterAnswer = (work: Promise<unknown>) => void;

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

/** When the submission `id` was received, in ms since the epoch. */
export function contactIdTime(id: string): number {
  return MAX_TIMESTAMP - Number(id.slice(0, 13));
}

/** The day folder of a moment: ascending folder names are newest first. */
function dayFolder(time: number): string {
  return String(MAX_DAY - Math.floor(time / dayMs)).padStart(5, "0");
}

/**
 * The minute folder of a moment within its day, `{hour}/{minute}` (23 minus the hour, 59
 * minus the minute): ascending names are newest first. Two levels, so that no folder has
 * more than 60 subfolders to walk through (the local Blobs server reads every sibling of
 * each folder on a listing's path).
 */
function minuteFolder(time: number): string {
  const minute = Math.floor((((time % dayMs) + dayMs) % dayMs) / minuteMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(23 - Math.floor(minute / 60))}/${pad(59 - (minute % 60))}`;
}

/** The minute of the day (0 to 1439) a minute folder `{hour}/{minute}` stands for. */
const minuteOfDay = (minute: string) => (23 - Number(minute.slice(0, 2))) * 60 + 59 - Number(minute.slice(3));
const MINUTE_NAME = /^\d{2}\/\d{2}$/;

/** `{day}/{minute}` of a moment. */
const placeOfTime = (time: number) => `${dayFolder(time)}/${minuteFolder(time)}`;
const placeOf = (id: string) => placeOfTime(contactIdTime(id));
const messageKey = (box: ContactBox, id: string) => `${BOXES[box].prefix}${placeOf(id)}/m/${id}`;
const readKey = (box: ContactBox, id: string) => `${BOXES[box].prefix}${placeOf(id)}/r/${id}`;
/** The first moment of a day folder. */
const dayStart = (folder: string) => (MAX_DAY - Number(folder)) * dayMs;
/** The moments [from, to) a minute folder of a day holds. */
function minuteRange(folder: string, minute: string): [number, number] {
  const from = dayStart(folder) + minuteOfDay(minute) * minuteMs;
  return [from, from + minuteMs];
}

/** The key the submission `id` is stored under in a box (for tools that seed or inspect the store). */
export function contactKeyOf(id: string, box: ContactBox = "inbox"): string {
  return messageKey(box, id);
}

/** The submission id stored under `key` in the contacts store (inbox or held), or null for any other key. */
export function contactIdOfKey(key: string): string | null {
  const match = /^([dq])\/\d{5}\/\d{2}\/\d{2}\/m\/(.+)$/.exec(key);
  if (!match || !isContactId(match[2]!)) return null;
  return messageKey(match[1] === "d" ? "inbox" : "held", match[2]!) === key ? match[2]! : null;
}

// --- saving ----------------------------------------------------------------------

export interface StoreContactOptions {
  /** The server's time of receipt. @defaultValue now */
  now?: Date;
  /** The form's key for this message: a retry with it resolves to the same submission. */
  idempotencyKey?: string;
  /** Runs the count update after the answer; without it, it is awaited. */
  afterAnswer?: AfterAnswer;
  /** Keep the message in the held list, for this reason, rather than the inbox. */
  hold?: HeldReason;
}

export interface StoredContact {
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
export async function storeContact(
  input: ContactInput,
  { now = new Date(), idempotencyKey, afterAnswer, hold }: StoreContactOptions = {},
): Promise<StoredContact> {
  const store = contactsStore();
  let stored: StoredContact | undefined;
  if (idempotencyKey !== undefined) {
    const sweep = sweepOldRetryMarkers(store, now);
    if (sweep) (afterAnswer ?? (() => {}))(sweep);
    // One attempt per key at a time in this process (see serialized); across instances,
    // the marker's conditional write decides.
    stored = await serialized(`contact-retry:${idempotencyKey}`, async () => {
      const { marker, key } = await pinSubmission(store, input, now, idempotencyKey, hold);
      const box: ContactBox = marker.held ? "held" : "inbox";
      const submission = toSubmission(input, marker.id, marker.createdAt, marker.held);
      if (marker.stored) return { submission, created: false, box };
      // Not modified: an earlier attempt's write of this very submission got there first.
      const { modified } = await boundedWrite(
        store.setJSON(messageKey(box, submission.id), submission, { onlyIfNew: true }),
        "contact: storing a submission",
      );
      // From now on a retry answers with this message and never writes it again.
      await boundedWrite(
        store.setJSON(key, { ...marker, stored: true }),
        "contact: recording a stored submission",
      ).catch((error: unknown) =>
        console.error("contact: could not record a stored submission", errorLine(error)),
      );
      return { submission, created: modified, box };
    });
  } else {
    const box: ContactBox = hold ? "held" : "inbox";
    for (let attempt = 0; attempt < 3 && !stored; attempt += 1) {
      const candidate = toSubmission(input, newContactId(now.getTime()), now.toISOString(), hold);
      const { modified } = await boundedWrite(
        store.setJSON(messageKey(box, candidate.id), candidate, { onlyIfNew: true }),
        "contact: storing a submission",
      );
      // Not modified: an id collision (64 random bits in the same millisecond); draw another.
      if (modified) stored = { submission: candidate, created: true, box };
    }
    if (!stored) throw new Error("Could not find a free id for the contact submission");
  }
  await settle(recount(stored.box, [placeOf(stored.submission.id)]), afterAnswer);
  return stored;
}

/** `storeContact` into the inbox, resolving with the submission. */
export async function saveContact(
  input: ContactInput,
  now: Date = new Date(),
  idempotencyKey?: string,
  afterAnswer?: AfterAnswer,
): Promise<ContactSubmission> {
  return (await storeContact(input, { now, idempotencyKey, afterAnswer })).submission;
}

function toSubmission(
  input: ContactInput,
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
    ...(heldReason ? { heldReason } : {}),
  };
}

/** Work after a change: handed to `afterAnswer`, or awaited; a failure is logged, never thrown. */
async function settle(work: Promise<unknown>, afterAnswer: AfterAnswer | undefined): Promise<void> {
  const logged = work.catch((error: unknown) => {
    console.error("contacts: updating the counts failed; the next update recounts", errorLine(error));
  });
  if (afterAnswer) afterAnswer(logged);
  else await logged;
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
): Promise<{ marker: RetryMarker; key: string }> {
  const fingerprint = fingerprintOf(input);
  const yesterdayKey = markerKey(utcDate(now.getTime() - dayMs), idempotencyKey);
  const yesterday = await readMarker(store, yesterdayKey);
  if (yesterday?.fingerprint === fingerprint) return { marker: yesterday, key: yesterdayKey };

  const key = markerKey(utcDate(now.getTime()), idempotencyKey);
  const fresh: RetryMarker = {
    id: newContactId(now.getTime()),
    createdAt: now.toISOString(),
    fingerprint,
    ...(hold ? { held: hold } : {}),
  };
  const { modified } = await boundedWrite(
    store.setJSON(key, fresh, { onlyIfNew: true }),
    "contact: pinning a submission",
  );
  if (modified) return { marker: fresh, key };
  const today = await readMarker(store, key);
  if (today?.fingerprint === fingerprint) return { marker: today, key };
  // The key was used for another message (the visitor edited it after a failure): a new one.
  await boundedWrite(store.setJSON(key, fresh), "contact: pinning a submission");
  return { marker: fresh, key };
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

/** Deletes retry markers of days before yesterday, once a day per instance; null when already done today. */
function sweepOldRetryMarkers(store: Store, now: Date): Promise<void> | null {
  const today = utcDate(now.getTime());
  if (sweptDay === today) return null;
  sweptDay = today;
  const oldestKept = utcDate(now.getTime() - dayMs);
  return deleteFolders(store, RETRIES_PREFIX, (day) => day < oldestKept).then(
    () => {},
    (error: unknown) => {
      sweptDay = ""; // try again on the next message
      console.error("contacts: sweeping old retry markers failed", errorLine(error));
    },
  );
}

// --- listings and counts ---------------------------------------------------------

type Count = [total: number, unread: number];

/** Receipt times [from, to) the owner deleted in one action; `purged` once their blobs are gone. */
interface GoneRange {
  from: number;
  to: number;
  purged?: number;
}

interface BoxIndex {
  layout: number;
  /** Per day folder, [total, unread]. */
  days: Record<string, Count>;
  gone: GoneRange[];
}

const isGone = (gone: readonly GoneRange[], time: number) =>
  gone.some((range) => time >= range.from && time < range.to);

/** True when every moment of the minute folder lies in a deleted range. */
const minuteGone = (gone: readonly GoneRange[], folder: string, minute: string) => {
  const [from, to] = minuteRange(folder, minute);
  return gone.some((range) => range.from <= from && range.to >= to);
};

/** Submission ids under a prefix as one listing shows them, newest first, and which are read. */
interface Listing {
  ids: string[];
  read: Set<string>;
}

/** The submissions under `prefix` (a day or a minute of `box`), leaving out deleted ranges. */
async function listUnder(
  store: Store,
  box: ContactBox,
  prefix: string,
  gone: readonly GoneRange[],
): Promise<Listing> {
  const ids: string[] = [];
  const read = new Set<string>();
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) {
      const match = /\/([mr])\/([^/]+)$/.exec(key);
      if (!match || !isContactId(match[2]!)) continue;
      const id = match[2]!;
      if (isGone(gone, contactIdTime(id))) continue;
      if (match[1] === "m" && key === messageKey(box, id)) ids.push(id);
      else if (match[1] === "r" && key === readKey(box, id)) read.add(id);
    }
  }
  ids.sort();
  return { ids, read };
}

function countOf({ ids, read }: Listing): Count {
  return [ids.length, ids.filter((id) => !read.has(id)).length];
}

/** The folders directly under `prefix` whose names match `pattern`, sorted (newest first). */
async function listFolders(store: Store, prefix: string, pattern: RegExp): Promise<string[]> {
  const folders: string[] = [];
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const directory of page.directories) {
      const name = directory.slice(prefix.length);
      if (pattern.test(name)) folders.push(name);
    }
  }
  return folders.sort();
}

/** Every day folder of a box, newest first (one listing call per 1,000 days on the platform). */
const listDays = (store: Store, box: ContactBox) => listFolders(store, BOXES[box].prefix, /^\d{5}$/);
/** The minute folders of a day, newest first (at most 1,440: two listing calls on the platform). */
const listHours = (store: Store, box: ContactBox, folder: string) =>
  listFolders(store, `${BOXES[box].prefix}${folder}/`, /^\d{2}$/);

/**
 * The minute folders (`{hour}/{minute}`) of a day, newest first, in the hours `wanted`
 * accepts: one listing of its hours, then one per hour (16 at a time).
 */
async function listMinutes(
  store: Store,
  box: ContactBox,
  folder: string,
  wanted: (hour: string) => boolean = () => true,
): Promise<string[]> {
  const hours = (await listHours(store, box, folder)).filter(wanted);
  const perHour = await mapLimit(hours, PARALLEL_CALLS, async (hour) =>
    (await listFolders(store, `${BOXES[box].prefix}${folder}/${hour}/`, /^\d{2}$/)).map(
      (m) => `${hour}/${m}`,
    ),
  );
  return perHour.flat();
}
const minutePrefix = (box: ContactBox, folder: string, minute: string) =>
  `${BOXES[box].prefix}${folder}/${minute}/`;

function parseIndex(text: string | null): BoxIndex | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<BoxIndex>;
    if (value.layout !== LAYOUT || typeof value.days !== "object" || value.days === null) return null;
    const days: BoxIndex["days"] = {};
    for (const [folder, count] of Object.entries(value.days)) {
      if (/^\d{5}$/.test(folder) && Array.isArray(count) && count.every(Number.isInteger)) {
        days[folder] = [count[0]!, count[1]!];
      }
    }
    const gone = Array.isArray(value.gone)
      ? value.gone.filter(
          (range): range is GoneRange =>
            typeof range === "object" && Number.isFinite(range?.from) && Number.isFinite(range?.to),
        )
      : [];
    return { layout: LAYOUT, days, gone };
  } catch {
    return null;
  }
}

async function readIndex(store: Store, box: ContactBox): Promise<BoxIndex | null> {
  return parseIndex(await store.get(BOXES[box].index, { type: "text" }));
}

/** A blob's current etag (the local server's reads give none), or undefined when it does not exist. */
async function etagOf(store: Store, key: string): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag;
}

/**
 * Rewrites a box's index with `change`, conditionally on the version read, retrying on a
 * conflict. `change` gets null when there is no readable index (new, damaged, or of the
 * earlier layout). Ranges purged more than GONE_KEPT_MS ago are dropped on the way.
 */
async function updateIndex(
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
    const { modified } = await boundedWrite(
      store.setJSON(key, index, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
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
  const key = `${COUNTS_PREFIX}${box}/${folder}`;
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
    const { modified } = await boundedWrite(
      store.setJSON(key, counts, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
      "contacts: updating a day's counts",
    );
    if (modified) return total;
  }
  throw new Error(`the counts of day ${folder} changed under ${INDEX_ATTEMPTS} updates in a row`);
}

/** Places to recount: `{day}/{minute}`, `{day}/*` (every minute of the day), or `{day}/` (its sum only). */
type Place = string;

interface RecountQueue {
  queued: { places: Set<Place>; done: Promise<void> } | null;
  running: Promise<void>;
}
const queues: Record<ContactBox, RecountQueue> = {
  inbox: { queued: null, running: Promise.resolve() },
  held: { queued: null, running: Promise.resolve() },
};

/**
 * Recounts `places` of a box into its counts and index. Updates run one at a time per box
 * in this instance (the local server's conditional write is not atomic), and the places
 * of every call that arrives while one runs are recounted together by the next, so a
 * burst of messages costs a few index writes, not one each. Each listing is one minute.
 */
function recount(box: ContactBox, places: Iterable<Place>): Promise<void> {
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

async function writeCounts(store: Store, box: ContactBox, places: Place[]): Promise<void> {
  await updateIndex(store, box, async (existing) => {
    const index: BoxIndex = existing ?? { layout: LAYOUT, days: {}, gone: [] };
    // Per day, the minutes to list again (null: every minute of it).
    const byDay = new Map<string, Set<string> | null>();
    for (const place of places) {
      const folder = place.slice(0, 5);
      const minute = place.slice(6);
      if (!/^\d{5}$/.test(folder)) continue;
      const minutes = byDay.get(folder);
      if (minute === "*" || minutes === null) {
        byDay.set(folder, null);
        continue;
      }
      const set = minutes ?? new Set<string>();
      if (MINUTE_NAME.test(minute)) set.add(minute);
      byDay.set(folder, set);
    }
    // No index (a new box, the first visit after a move, or a damaged index): count every day.
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

/** Recounts every day of the inbox and the held list: the repair for any drift. */
export async function recountContacts(): Promise<void> {
  const store = contactsStore();
  for (const box of ["inbox", "held"] as const) {
    await recount(
      box,
      (await listDays(store, box)).map((folder) => `${folder}/*`),
    );
  }
}

// --- the move from earlier layouts -----------------------------------------------

/** The move under way in this instance, if any. */
let moving: Promise<void> | null = null;
/** Whether this instance has looked for submissions of earlier layouts since it started. */
let lookedForEarlier = false;

/**
 * Moves submissions of the flat layout (`{id}`) and of day folders without minutes
 * (`d/{day}/m/{id}`, with their read markers) into their minute folders. Each is copied
 * with its bytes unchanged (`onlyIfNew`: a copy already made is kept) and deleted from
 * its old place only once the copy is stored, so a failure part way leaves every message
 * in one place or both, never neither; the next attempt finishes the move.
 */
function moveEarlier(everything: boolean): Promise<void> {
  moving ??= moveEarlierLayouts(contactsStore(), everything).finally(() => {
    moving = null;
  });
  return moving;
}

/**
 * `everything`: one listing of the whole store, once, when the inbox has no index of this
 * layout. Otherwise only where an instance of the previous version can still write
 * during a deploy: flat keys, and today's and yesterday's day folders.
 */
async function moveEarlierLayouts(store: Store, everything: boolean): Promise<void> {
  const moves: Array<{ from: string; id: string; marker: boolean }> = [];
  const recent = [Date.now(), Date.now() - dayMs].flatMap((time) =>
    ["m", "r"].map((kind) => `${BOXES.inbox.prefix}${dayFolder(time)}/${kind}/`),
  );
  const listings = everything
    ? [store.list({ paginate: true })]
    : [
        store.list({ directories: true, paginate: true }),
        ...recent.map((prefix) => store.list({ prefix, paginate: true })),
      ];
  for (const listing of listings)
    for await (const page of listing) {
      for (const { key } of page.blobs) {
        if (isContactId(key)) moves.push({ from: key, id: key, marker: false });
        const match = /^d\/\d{5}\/([mr])\/(.+)$/.exec(key);
        if (match && isContactId(match[2]!))
          moves.push({ from: key, id: match[2]!, marker: match[1] === "r" });
      }
    }
  const moved = await mapLimit(moves, PARALLEL_CALLS, async ({ from, id, marker }) => {
    const text = await store.get(from, { type: "text" });
    if (text === null) return null;
    if (!marker && !parseSubmission(id, text)) return null; // logged; left where it is rather than lost
    const to = marker ? readKey("inbox", id) : messageKey("inbox", id);
    await boundedWrite(store.set(to, text, { onlyIfNew: true }), "contacts: moving a submission");
    await store.delete(from);
    return placeOf(id);
  });
  const places = moved.filter((place): place is string => place !== null);
  if (places.length) {
    console.log(`contacts: moved ${places.length} submission(s) and read marker(s) into minute folders`);
    await recount("inbox", places);
  }
}

/**
 * Makes a box ready to read. Without an inbox index of this layout (a new inbox, or the
 * first visit after the move), earlier layouts are moved and every day is counted before
 * the answer. With one, each instance still looks once, after its first answer, for
 * submissions an instance of the previous version wrote during the deploy.
 */
async function prepare(
  store: Store,
  box: ContactBox,
  afterAnswer: AfterAnswer,
): Promise<{ index: BoxIndex; moved: boolean }> {
  const index = await readIndex(store, box);
  if (box === "held") return { index: index ?? { layout: LAYOUT, days: {}, gone: [] }, moved: false };
  if (index && lookedForEarlier) return { index, moved: false };
  lookedForEarlier = true;
  if (index) {
    afterAnswer(
      moveEarlier(false).catch((error: unknown) => {
        console.error("contacts: moving submissions of an earlier layout failed", errorLine(error));
      }),
    );
    return { index, moved: false };
  }
  await moveEarlier(true);
  await recount("inbox", []);
  return { index: (await readIndex(store, box)) ?? { layout: LAYOUT, days: {}, gone: [] }, moved: true };
}

// --- reading ---------------------------------------------------------------------

/** How many messages the inbox holds from the UTC day of `now`, as its index counts them (one read). */
export async function inboxCountOfDay(now: Date = new Date()): Promise<number> {
  const index = await readIndex(contactsStore(), "inbox");
  return index?.days[dayFolder(now.getTime())]?.[0] ?? 0;
}

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
  /** Newest first, each with `read` (inbox) or `heldReason` (held). */
  contacts: ContactSubmission[];
  /** `contacts` as the JSON array the page is answered with. */
  body: string;
  total: number;
  unread: number;
  /** With the inbox: how many messages the held list holds. */
  held?: number;
  /** The id to continue after, while older submissions remain. */
  next?: string;
}

/** Whether a held message received at `time` is past its retention at `now`. */
const heldExpired = (time: number, now: number) => time < now - HELD_RETENTION_DAYS * dayMs;
/** Whether every held message of a day folder is past its retention. */
const heldDayExpired = (folder: string, now: number) => heldExpired(dayStart(folder) + dayMs - 1, now);

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
  await queues[box].running; // this instance's own count updates first, so its totals include them
  const [prepared, listedFolders, heldIndex] = await Promise.all([
    prepare(store, box, afterAnswer),
    listDays(store, box),
    box === "inbox" ? readIndex(store, "held") : Promise.resolve(null),
  ]);
  // Submissions just moved out of earlier layouts may be in folders the listing did not see.
  const allFolders = prepared.moved ? await listDays(store, box) : listedFolders;
  const folders = box === "held" ? allFolders.filter((folder) => !heldDayExpired(folder, now)) : allFolders;
  const { days, gone } = prepared.index;
  const visible = (id: string) => box !== "held" || !heldExpired(contactIdTime(id), now);
  afterAnswer(housekeeping(box, prepared.index, now));

  const startFolder = after === undefined ? undefined : placeOf(after).slice(0, 5);
  let next = startFolder === undefined ? 0 : folders.findIndex((folder) => folder >= startFolder);
  if (next < 0) next = folders.length;
  const candidates: Candidate[] = [];
  const listed = new Map<string, Count>();
  let dayUnfinished = false;
  const take = (listing: Listing) => {
    for (const id of listing.ids) {
      if ((after !== undefined && id <= after) || !visible(id)) continue;
      candidates.push({ id, read: listing.read.has(id) });
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
        afterAnswer(settle(recount(box, [`${folder}/*`]), undefined));
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
  const bodies = await mapLimit(chosen, PARALLEL_CALLS, async ({ id, read }) => {
    const submission = parseSubmission(id, await store.get(messageKey(box, id), { type: "text" }));
    if (!submission) return null;
    return box === "inbox" ? { ...submission, read } : submission;
  });
  const contacts: ContactSubmission[] = [];
  const parts: string[] = [];
  let bytes = 2; // the brackets
  let cursor: string | undefined;
  let full = false;
  for (const [i, submission] of bodies.entries()) {
    if (submission) {
      const part = JSON.stringify(submission);
      const size = Buffer.byteLength(part) + (parts.length ? 1 : 0);
      if (parts.length && bytes + size > maxBytes) {
        full = true;
        break;
      }
      bytes += size;
      parts.push(part);
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
    afterAnswer(
      settle(
        recount(
          box,
          mismatched.map(([folder]) => `${folder}/*`),
        ),
        undefined,
      ),
    );
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
    body: `[${parts.join(",")}]`,
    total,
    unread: box === "held" ? 0 : unread,
    ...(box === "inbox" ? { held: heldTotal(heldIndex, now) } : {}),
    ...(more && cursor !== undefined ? { next: cursor } : {}),
  };
}

/**
 * The listings a page needs from a large day, minute by minute from the cursor: one
 * listing of its minute folders, then up to `needed` minutes (each holds at least one
 * message), 16 at a time. `finished` when the day's last minute was listed.
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
    const start = dayStart(folder) + (23 - Number(hour)) * 3_600_000;
    return gone.some((range) => range.from <= start && range.to >= start + 3_600_000);
  };
  const hours = (await listHours(store, box, folder)).filter(
    (hour) => hour >= from.slice(0, 2) && !hourGone(hour),
  );
  const listings: Listing[] = [];
  let found = 0;
  let hourIndex = 0;
  while (found < needed && hourIndex < hours.length) {
    // The minutes of a few hours at once: a sparse day needs several hours for one page.
    const group = hours.slice(hourIndex, hourIndex + HOURS_AT_ONCE);
    const perHour = await mapLimit(group, HOURS_AT_ONCE, async (hour) =>
      (await listFolders(store, `${BOXES[box].prefix}${folder}/${hour}/`, /^\d{2}$/)).map(
        (minute) => `${hour}/${minute}`,
      ),
    );
    for (const hourMinutes of perHour) {
      const minutes = hourMinutes.filter((minute) => minute >= from && !minuteGone(gone, folder, minute));
      let next = 0;
      while (found < needed && next < minutes.length) {
        const batch = minutes.slice(next, next + Math.min(PARALLEL_CALLS, needed - found));
        const results = await mapLimit(batch, PARALLEL_CALLS, (minute) =>
          listUnder(store, box, minutePrefix(box, folder, minute), gone),
        );
        for (const listing of results) {
          listings.push(listing);
          found += listing.ids.filter((id) => after === undefined || id > after).length;
        }
        next += batch.length;
      }
      // The hour is done only when its last minute was listed.
      if (next < minutes.length) return { listings, finished: false };
      hourIndex += 1;
      if (found >= needed) break;
    }
  }
  return { listings, finished: hourIndex >= hours.length };
}

/**
 * Every submission of a box, newest first, a few at a time (for the export): one listing
 * of the day folders, then per day one listing of its minutes, then per minute one
 * listing and its reads, `PARALLEL_CALLS` at a time.
 */
export async function* allContacts(
  afterAnswer: AfterAnswer = () => {},
  box: ContactBox = "inbox",
): AsyncGenerator<ContactSubmission[], void, undefined> {
  const store = contactsStore();
  const { index } = await prepare(store, box, afterAnswer);
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
      const ids = listings.flatMap(({ ids: found, read }) => found.map((id) => ({ id, read: read.has(id) })));
      for (let at = 0; at < ids.length; at += PARALLEL_CALLS * 4) {
        const chunk = ids.slice(at, at + PARALLEL_CALLS * 4);
        const bodies = await mapLimit(chunk, PARALLEL_CALLS, async ({ id }) =>
          parseSubmission(id, await store.get(messageKey(box, id), { type: "text" })),
        );
        const found = bodies.flatMap((submission, i) =>
          submission ? [box === "inbox" ? { ...submission, read: chunk[i]!.read } : submission] : [],
        );
        if (found.length) yield found;
      }
    }
  }
}

/** The inbox submission `id` with its read state, or null when there is none. Throws when storage fails. */
export async function getContact(id: string): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const store = contactsStore();
  const [text, marker] = await Promise.all([
    store.get(messageKey("inbox", id), { type: "text" }),
    store.getMetadata(readKey("inbox", id)),
  ]);
  const submission = parseSubmission(id, text);
  return submission ? { ...submission, read: marker !== null } : null;
}

/**
 * The ids of inbox submissions received at or after `since`, newest first: per day from
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
    const sinceHour = (hour: string) => dayStart(folder) + (23 - Number(hour) + 1) * 3_600_000 > from;
    const minutes = (await listMinutes(store, "inbox", folder, sinceHour)).filter(
      (minute) => minuteRange(folder, minute)[1] > from,
    );
    const listings = await mapLimit(minutes, PARALLEL_CALLS, (minute) =>
      listUnder(store, "inbox", minutePrefix("inbox", folder, minute), []),
    );
    return listings.flatMap(({ ids }) => ids);
  });
  return perDay.flat().filter((id) => contactIdTime(id) >= since.getTime());
}

/** The submission stored as `text` under `id`, or null when there is none or it is not whole. */
function parseSubmission(id: string, text: string | null): ContactSubmission | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (isSubmission(value) && value.id === id) {
    // `read` lives in its marker; a stored copy of it (none is written) would be stale.
    const { read: _read, ...submission } = value;
    return submission;
  }
  console.error(`contacts: the blob of ${id} is not a whole submission; it is left out`);
  return null;
}

function isSubmission(value: unknown): value is ContactSubmission {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { id, name, email, phone, message, createdAt, notificationFailed, heldReason } = value as Record<
    string,
    unknown
  >;
  return (
    [id, name, email, message, createdAt].every((field) => typeof field === "string") &&
    (phone === undefined || typeof phone === "string") &&
    (notificationFailed === undefined || typeof notificationFailed === "boolean") &&
    (heldReason === undefined || heldReason === "daily-limit" || heldReason === "honeypot") &&
    !Number.isNaN(Date.parse(createdAt as string))
  );
}

// --- changes ---------------------------------------------------------------------

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
    const found = parseSubmission(id, await store.get(messageKey("inbox", id), { type: "text" }));
    if (!found) return null;
    if (read) await boundedWrite(store.set(readKey("inbox", id), ""), "contacts: marking a submission read");
    else await store.delete(readKey("inbox", id));
    return { ...found, read };
  });
  if (submission) await settle(recount("inbox", [placeOf(id)]), afterAnswer);
  return submission;
}

/**
 * Records that the owner could not be notified of a submission. Resolves false when
 * there is no such submission. The write is conditional on the version just read, so
 * it can never bring back a submission deleted in the meantime.
 */
export async function setNotificationFailed(id: string): Promise<boolean> {
  if (!isContactId(id)) return false;
  const store = contactsStore();
  const key = messageKey("inbox", id);
  return serialized(`contact:${id}`, async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const etag = await etagOf(store, key);
      if (!etag) return false;
      const submission = parseSubmission(id, await store.get(key, { type: "text" }));
      if (!submission) return false;
      if (submission.notificationFailed) return true;
      const { modified } = await boundedWrite(
        store.setJSON(key, { ...submission, notificationFailed: true }, { onlyIfMatch: etag }),
        "contacts: recording a failed notification",
      );
      if (modified) return true;
    }
    throw new Error("contacts: the submission kept changing while recording a failed notification");
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
      // The submission first: if the marker's delete fails, an orphan marker counts for nothing.
      await store.delete(messageKey(box, id));
      if (box === "inbox") await store.delete(readKey(box, id));
      return { id, deleted: true };
    }),
  );
  const deleted = results.filter((result) => result.deleted).map((result) => result.id);
  if (deleted.length) await settle(recount(box, new Set(deleted.map(placeOf))), afterAnswer);
  return { deleted, missing: results.filter((result) => !result.deleted).map((result) => result.id) };
}

/**
 * Moves held submissions to the inbox (16 at a time). Each joins the inbox as a new
 * arrival (a new id, its receipt time `createdAt` unchanged), written before its held
 * copy is deleted, so a failure part way leaves it in one place or both, never neither.
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
      const found = parseSubmission(id, await store.get(messageKey("held", id), { type: "text" }));
      if (!found) return { id, inboxId: null };
      const { heldReason: _reason, ...rest } = found;
      const inboxId = newContactId(now.getTime());
      await boundedWrite(
        store.setJSON(messageKey("inbox", inboxId), { ...rest, id: inboxId }, { onlyIfNew: true }),
        "contacts: moving a held submission",
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
  const start = Date.parse(`${day}T00:00:00.000Z`) + (hour ?? 0) * 3_600_000;
  const from = start;
  const to = Math.min(start + (hour === undefined ? dayMs : 3_600_000), now + 1);
  const store = contactsStore();
  const folder = dayFolder(from);
  await queues[box].running;
  await updateIndex(store, box, async (existing) => {
    const index = existing ?? { layout: LAYOUT, days: {}, gone: [] };
    index.gone.push({ from, to });
    return index;
  });
  // The day's total without the deleted minutes; the minute "now" falls in is listed again.
  const places: Place[] = [`${folder}/`];
  if (to > now) places.push(placeOfTime(now));
  await settle(recount(box, places), undefined);
  afterAnswer(purgeLater(box));
  return { from, to };
}

/** The deletion under way in this instance, per box. */
const purging: Record<ContactBox, Promise<void> | null> = { inbox: null, held: null };

/** Deletes what deleted ranges (and, for the held list, retention) leave behind; one run per box at a time. */
function purgeLater(box: ContactBox): Promise<void> {
  purging[box] ??= purge(contactsStore(), box)
    .catch((error: unknown) =>
      console.error(`contacts: deleting the ${box}'s removed messages failed`, errorLine(error)),
    )
    .finally(() => {
      purging[box] = null;
    });
  return purging[box];
}

/** After a page: carries on any deletion under way, and deletes held messages past their retention. */
function housekeeping(box: ContactBox, index: BoxIndex, now: number): Promise<void> {
  const expiring = box === "held" && Object.keys(index.days).some((folder) => heldDayExpired(folder, now));
  if (!expiring && !index.gone.some((range) => range.purged === undefined)) return Promise.resolve();
  return purgeLater(box);
}

async function purge(store: Store, box: ContactBox): Promise<void> {
  const deadline = Date.now() + PURGE_BUDGET_MS;
  const index = await readIndex(store, box);
  if (!index) return;
  for (const range of index.gone.filter((gone) => gone.purged === undefined)) {
    if (!(await purgeRange(store, box, range, deadline))) return;
    await updateIndex(store, box, async (current) => {
      const updated = current ?? { layout: LAYOUT, days: {}, gone: [] };
      for (const gone of updated.gone) {
        if (gone.from === range.from && gone.to === range.to) gone.purged = Date.now();
      }
      return updated;
    });
  }
  if (box !== "held") return;
  const now = Date.now();
  const expired = (await listDays(store, "held")).filter((folder) => heldDayExpired(folder, now));
  for (const folder of expired) {
    if (!(await deleteUnder(store, `${BOXES.held.prefix}${folder}/`, deadline, () => true))) return;
    await store.delete(`${COUNTS_PREFIX}held/${folder}`);
    await settle(recount("held", [`${folder}/*`]), undefined);
  }
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
      const start = dayStart(folder) + (23 - Number(hour)) * 3_600_000;
      return start < range.to && start + 3_600_000 > range.from;
    };
    const minutes = (await listMinutes(store, box, folder, hourInRange)).filter((minute) => {
      const [from, to] = minuteRange(folder, minute);
      return from < range.to && to > range.from;
    });
    for (const minute of minutes) {
      const inRange = (key: string) => {
        const id = /\/[mr]\/([^/]+)$/.exec(key)?.[1];
        const time = id && isContactId(id) ? contactIdTime(id) : NaN;
        return time >= range.from && time < range.to;
      };
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
