/**
 * Contact submissions in Netlify Blobs: the owner's inbox, built so that reading a page
 * of it costs a bounded number of storage calls however many messages it holds
 * (docs/decisions/008-inbox-storage.md has the call counts).
 *
 * Layout of the `contacts` store:
 * - `d/{day}/m/{id}`: a submission, JSON. `{day}` is 99999 minus the UTC day number of
 *   its receipt, and `{id}` is `{reverse timestamp}-{random}` (13 digits, 9999999999999
 *   minus the receipt time in ms, then 64 random bits), so ascending keys are newest
 *   first, across days and within one. Writes are `onlyIfNew`: a write can never
 *   replace another submission.
 * - `d/{day}/r/{id}`: an empty marker, present once the owner has marked `{id}` read.
 *   One listing of a day's folder gives its submissions, their order, and which are
 *   read, without reading any of them.
 * - `inbox-index`: per day, how many submissions and how many unread. It is a cache
 *   of what the day listings say, never the only record: pages find days by listing
 *   the folders, so a message whose index update failed is still shown. Every update
 *   recounts the days it touches from a fresh listing (absolute, not an increment) and
 *   is written with `onlyIfMatch`, so concurrent updates converge on the last listing,
 *   and any page that lists a whole day repairs that day's entry when it disagrees.
 * - `retries/{day}/{hash}`: retry markers (below).
 * Reads are strongly consistent: the owner sees a message as soon as it is stored and
 * never sees a deleted one come back.
 *
 * Retries are idempotent. The form sends an `Idempotency-Key` per message it is trying
 * to deliver; the first attempt pins the submission's id (and time) under a retry marker,
 * `retries/{day}/{hash of the key}`, before the submission itself is written. A retry of
 * the same message finds the marker and writes the same id with `onlyIfNew`, so however
 * the earlier attempt ended (its write failed, landed after its 503, or succeeded with
 * the answer lost) the message is stored exactly once. Markers are kept for a day.
 *
 * Earlier versions kept each submission flat, under its id: those are moved into their
 * day folders (same id, same bytes) the first time an instance serves the inbox.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { ContactInput, ContactSubmission } from "@pmfolio/core";
import { dayMs, utcDate } from "../../packages/core/src/analytics/days";
import { blobsStore, boundedWrite, deleteFolders } from "./blobs";
import { mapLimit, serialized } from "./concurrency";
import { errorLine } from "./log";

const STORE_NAME = "contacts";
const MAX_TIMESTAMP = 9_999_999_999_999;
/** Day numbers count down from here, so later days sort first (day 99999 is in the year 2243). */
const MAX_DAY = 99_999;
const ID_PATTERN = /^\d{13}-[0-9a-f]{16}$/;
/** An Idempotency-Key the form may send: 16 to 128 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const DAYS_PREFIX = "d/";
const INDEX_KEY = "inbox-index";
const RETRIES_PREFIX = "retries/";
/** Storage calls one operation keeps in flight at once (listings of days, reads of messages). */
const PARALLEL_CALLS = 16;
/** Conditional writes of the index tried before an update gives up (and leaves the repair to the next one). */
const INDEX_ATTEMPTS = 6;

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

const folderOf = (id: string) => dayFolder(contactIdTime(id));
const messageKey = (id: string) => `${DAYS_PREFIX}${folderOf(id)}/m/${id}`;
const readKey = (id: string) => `${DAYS_PREFIX}${folderOf(id)}/r/${id}`;

/** The submission id stored under `key` in the contacts store, or null for any other key. */
export function contactIdOfKey(key: string): string | null {
  const match = /^d\/\d{5}\/m\/(.+)$/.exec(key);
  return match && isContactId(match[1]!) && messageKey(match[1]!) === key ? match[1]! : null;
}

// --- saving ----------------------------------------------------------------------

/**
 * Stores a validated submission with the server's time and resolves once it is durably
 * written. Throws when storage fails or does not answer in time (BLOBS_TIMEOUT_MS); the
 * submission is then either not stored or stored whole (one blob, written at once), never
 * in part. With an `idempotencyKey`, a retry of the same message resolves to the same
 * stored submission instead of a second one (see the module note).
 *
 * The index update and the sweep of old retry markers come after the write; they are
 * handed to `afterAnswer` when given (so the 201 does not wait for them), awaited
 * otherwise. Their failure never fails the save: the message is stored, and the next
 * update of its day recounts it.
 */
export async function saveContact(
  input: ContactInput,
  now: Date = new Date(),
  idempotencyKey?: string,
  afterAnswer?: AfterAnswer,
): Promise<ContactSubmission> {
  const store = contactsStore();
  let submission: ContactSubmission | undefined;
  if (idempotencyKey !== undefined) {
    const sweep = sweepOldRetryMarkers(store, now);
    if (sweep) (afterAnswer ?? (() => {}))(sweep);
    // One attempt per key at a time in this process (see serialized); across instances,
    // the marker's conditional write decides.
    const pinned = await serialized(`contact-retry:${idempotencyKey}`, () =>
      pinSubmission(store, input, now, idempotencyKey),
    );
    submission = toSubmission(input, pinned.id, pinned.createdAt);
    // Not modified: an earlier attempt's write of this very submission got there first.
    await boundedWrite(
      store.setJSON(messageKey(submission.id), submission, { onlyIfNew: true }),
      "contact: storing a submission",
    );
  } else {
    for (let attempt = 0; attempt < 3 && !submission; attempt += 1) {
      const candidate = toSubmission(input, newContactId(now.getTime()), now.toISOString());
      const { modified } = await boundedWrite(
        store.setJSON(messageKey(candidate.id), candidate, { onlyIfNew: true }),
        "contact: storing a submission",
      );
      // Not modified: an id collision (64 random bits in the same millisecond); draw another.
      if (modified) submission = candidate;
    }
    if (!submission) throw new Error("Could not find a free id for the contact submission");
  }
  await settle(recount([folderOf(submission.id)]), afterAnswer);
  return submission;
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

/** Work after a change: handed to `afterAnswer`, or awaited; a failure is logged, never thrown. */
async function settle(work: Promise<unknown>, afterAnswer: AfterAnswer | undefined): Promise<void> {
  const logged = work.catch((error: unknown) => {
    console.error("contacts: updating the inbox index failed; the next update recounts", errorLine(error));
  });
  if (afterAnswer) afterAnswer(logged);
  else await logged;
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

// --- the index -------------------------------------------------------------------

interface DayCount {
  total: number;
  unread: number;
}

/** Per day folder, [total, unread]. */
interface InboxIndex {
  days: Record<string, [number, number]>;
}

/** One day folder as one listing shows it: its submission ids, newest first, and which are read. */
interface DayListing {
  ids: string[];
  read: Set<string>;
}

async function listDay(store: Store, folder: string): Promise<DayListing> {
  const ids: string[] = [];
  const read = new Set<string>();
  const prefix = `${DAYS_PREFIX}${folder}/`;
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) {
      const rest = key.slice(prefix.length);
      const id = rest.slice(2);
      if (!isContactId(id)) continue;
      if (rest.startsWith("m/")) ids.push(id);
      else if (rest.startsWith("r/")) read.add(id);
    }
  }
  ids.sort();
  return { ids, read };
}

function countOf({ ids, read }: DayListing): DayCount {
  return { total: ids.length, unread: ids.filter((id) => !read.has(id)).length };
}

/** Every day folder, newest first (one listing call per 1,000 days on the platform). */
async function listDayFolders(store: Store): Promise<string[]> {
  const folders: string[] = [];
  for await (const page of store.list({ prefix: DAYS_PREFIX, directories: true, paginate: true })) {
    for (const directory of page.directories) {
      const name = directory.slice(DAYS_PREFIX.length);
      if (/^\d{5}$/.test(name)) folders.push(name);
    }
  }
  return folders.sort();
}

function parseIndex(text: string | null): InboxIndex | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<InboxIndex>;
    if (typeof value.days !== "object" || value.days === null) return null;
    const days: InboxIndex["days"] = {};
    for (const [folder, count] of Object.entries(value.days)) {
      if (/^\d{5}$/.test(folder) && Array.isArray(count) && count.every(Number.isInteger)) {
        days[folder] = [count[0]!, count[1]!];
      }
    }
    return { days };
  } catch {
    return null;
  }
}

async function readIndex(store: Store): Promise<InboxIndex | null> {
  return parseIndex(await store.get(INDEX_KEY, { type: "text" }));
}

/** A batch of days waiting for the next index update in this instance. */
let queued: { folders: Set<string>; done: Promise<void> } | null = null;
/** The index update under way in this instance (resolved when none). */
let running: Promise<void> = Promise.resolve();

/**
 * Recounts `folders` into the index. Updates run one at a time in this instance (the
 * local server's conditional write is not atomic), and the days of every call that
 * arrives while one runs are recounted together by the next, so a burst of messages
 * costs a few index writes, not one each.
 */
function recount(folders: Iterable<string>): Promise<void> {
  if (!queued) {
    const batch = { folders: new Set<string>(), done: Promise.resolve() };
    batch.done = running.then(() => {
      if (queued === batch) queued = null;
      return writeDayCounts(contactsStore(), [...batch.folders]);
    });
    running = batch.done.catch(() => {});
    queued = batch;
  }
  for (const folder of folders) queued.folders.add(folder);
  return queued.done;
}

/**
 * Writes fresh counts of `folders` into the index with a conditional write, retrying on
 * a conflict. Each count comes from a listing taken after the index was read, so the
 * last write to succeed holds the latest listing of its days (the ADR shows why that
 * converges). Without a readable index (a new inbox, its first visit after the move from
 * the flat layout, or a damaged index) every day is counted.
 */
async function writeDayCounts(store: Store, folders: string[]): Promise<void> {
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt += 1) {
    const { blobs } = await store.list({ prefix: INDEX_KEY });
    const etag = blobs.find((blob) => blob.key === INDEX_KEY)?.etag;
    const existing = etag ? await readIndex(store) : null;
    const index = existing ?? { days: {} };
    // No index, or one that does not parse: count every day.
    const recounted = existing ? folders : [...new Set([...folders, ...(await listDayFolders(store))])];
    const counts = await mapLimit(recounted, PARALLEL_CALLS, async (folder) =>
      countOf(await listDay(store, folder)),
    );
    recounted.forEach((folder, i) => {
      const { total, unread } = counts[i]!;
      if (total === 0) delete index.days[folder];
      else index.days[folder] = [total, unread];
    });
    const { modified } = await boundedWrite(
      store.setJSON(INDEX_KEY, index, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
      "contacts: updating the inbox index",
    );
    if (modified) return;
  }
  throw new Error(`the inbox index changed under ${INDEX_ATTEMPTS} updates in a row`);
}

/** Recounts every day of the inbox into its index: the repair for any drift. */
export async function recountContacts(): Promise<void> {
  await recount(await listDayFolders(contactsStore()));
}

/** The move of flat submissions under way in this instance, if any. */
let moving: Promise<void> | null = null;
/** Whether this instance has looked for flat submissions since it started. */
let lookedForFlat = false;

/**
 * Moves submissions of the flat layout (`{id}`) into their day folders and counts the
 * days they land in. Each is copied with its bytes unchanged (`onlyIfNew`: a copy
 * already made is kept) and deleted from the flat layout only once the copy is stored,
 * so a failure part way leaves every message in one place or both, never neither; the
 * next attempt finishes the move.
 */
function moveFlat(): Promise<void> {
  moving ??= moveFlatSubmissions(contactsStore()).finally(() => {
    moving = null;
  });
  return moving;
}

/**
 * Makes the inbox ready to read. Without an index (a new inbox, or the first visit after
 * the move from the flat layout), flat submissions are moved and every day is counted
 * before the answer. With one, each instance still looks once, after its first answer,
 * for flat submissions an instance of the previous version wrote during the deploy.
 */
async function prepare(
  store: Store,
  afterAnswer: AfterAnswer,
): Promise<{ index: InboxIndex; moved: boolean }> {
  const index = await readIndex(store);
  if (index && lookedForFlat) return { index, moved: false };
  lookedForFlat = true;
  if (index) {
    afterAnswer(
      moveFlat().catch((error: unknown) => {
        console.error("contacts: moving flat submissions failed", errorLine(error));
      }),
    );
    return { index, moved: false };
  }
  await moveFlat();
  await recount([]);
  return { index: (await readIndex(store)) ?? { days: {} }, moved: true };
}

async function moveFlatSubmissions(store: Store): Promise<void> {
  const flat: string[] = [];
  for await (const page of store.list({ directories: true, paginate: true })) {
    for (const { key } of page.blobs) if (isContactId(key)) flat.push(key);
  }
  const moved = await mapLimit(flat, PARALLEL_CALLS, async (id) => {
    const text = await store.get(id, { type: "text" });
    if (text === null) return null;
    if (!parseSubmission(id, text)) return null; // logged; left where it is rather than lost
    await boundedWrite(store.set(messageKey(id), text, { onlyIfNew: true }), "contacts: moving a submission");
    await store.delete(id);
    return folderOf(id);
  });
  const folders = moved.filter((folder): folder is string => folder !== null);
  if (folders.length) {
    console.log(`contacts: moved ${folders.length} submission(s) into day folders`);
    await recount(folders);
  }
}

// --- reading ---------------------------------------------------------------------

export interface ContactsPageRequest {
  /** The id the previous page ended with; the page starts after it. */
  after?: string;
  /** Submissions per page, at most. */
  limit: number;
  /** The largest JSON answer (`[…]`) in bytes: a page holds fewer submissions rather than exceed it. */
  maxBytes: number;
}

export interface ContactsPage {
  /** Newest first, each with `read`. */
  contacts: ContactSubmission[];
  /** `contacts` as the JSON array the page is answered with. */
  body: string;
  total: number;
  unread: number;
  /** The id to continue after, while older submissions remain. */
  next?: string;
}

/**
 * One page of the inbox, newest first: one index read and one listing of the day
 * folders (together), listings of the days the page covers (together), then reads of
 * the page's submissions (16 at a time). The totals come from the index, corrected by
 * the days this page listed in full; days whose index entry was wrong are recounted
 * after the answer (`afterAnswer`). A submission deleted between the listing and its
 * read is left out.
 */
export async function listContactsPage(
  { after, limit, maxBytes }: ContactsPageRequest,
  afterAnswer: AfterAnswer = () => {},
): Promise<ContactsPage> {
  const store = contactsStore();
  await running; // this instance's own index updates first, so its totals include them
  const [prepared, listedFolders] = await Promise.all([prepare(store, afterAnswer), listDayFolders(store)]);
  // Submissions just moved out of the flat layout may be in folders the listing did not see.
  const folders = prepared.moved ? await listDayFolders(store) : listedFolders;
  const { days } = prepared.index;

  const startFolder = after === undefined ? undefined : folderOf(after);
  let next = startFolder === undefined ? 0 : folders.findIndex((folder) => folder >= startFolder);
  if (next < 0) next = folders.length;
  const candidates: Array<{ id: string; read: boolean }> = [];
  const listed = new Map<string, DayCount>();
  while (candidates.length < limit && next < folders.length) {
    // As many days as the index says the page needs (at least one each), listed together.
    const batch: string[] = [];
    for (let missing = limit - candidates.length; next < folders.length && missing > 0; next += 1) {
      batch.push(folders[next]!);
      missing -= Math.max(1, days[folders[next]!]?.[0] ?? 1);
      if (batch.length === PARALLEL_CALLS) break;
    }
    const listings = await mapLimit(batch, PARALLEL_CALLS, (folder) => listDay(store, folder));
    batch.forEach((folder, i) => {
      const listing = listings[i]!;
      listed.set(folder, countOf(listing));
      for (const id of listing.ids) {
        if (after !== undefined && id <= after) continue;
        candidates.push({ id, read: listing.read.has(id) });
      }
    });
  }

  const chosen = candidates.slice(0, limit);
  const bodies = await mapLimit(chosen, PARALLEL_CALLS, async ({ id, read }) => {
    const submission = parseSubmission(id, await store.get(messageKey(id), { type: "text" }));
    return submission ? { ...submission, read } : null;
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
  const more = full || candidates.length > chosen.length || next < folders.length;

  const mismatched = [...listed].filter(([folder, { total, unread }]) => {
    const [indexed, indexedUnread] = days[folder] ?? [0, 0];
    return indexed !== total || indexedUnread !== unread;
  });
  if (mismatched.length) {
    afterAnswer(settle(recount(mismatched.map(([folder]) => folder)), undefined));
  }
  let total = 0;
  let unread = 0;
  for (const [folder, [dayTotal, dayUnread]] of Object.entries(days)) {
    if (listed.has(folder)) continue;
    total += dayTotal;
    unread += dayUnread;
  }
  for (const count of listed.values()) {
    total += count.total;
    unread += count.unread;
  }
  return {
    contacts,
    body: `[${parts.join(",")}]`,
    total,
    unread,
    ...(more && cursor !== undefined ? { next: cursor } : {}),
  };
}

/**
 * Every submission, newest first, a few at a time (for the export): one listing of the
 * day folders, then per day one listing and its reads, `PARALLEL_CALLS` at a time.
 */
export async function* allContacts(
  afterAnswer: AfterAnswer = () => {},
): AsyncGenerator<ContactSubmission[], void, undefined> {
  const store = contactsStore();
  await prepare(store, afterAnswer);
  for (const folder of await listDayFolders(store)) {
    const { ids, read } = await listDay(store, folder);
    for (let start = 0; start < ids.length; start += PARALLEL_CALLS * 4) {
      const chunk = ids.slice(start, start + PARALLEL_CALLS * 4);
      const bodies = await mapLimit(chunk, PARALLEL_CALLS, async (id) =>
        parseSubmission(id, await store.get(messageKey(id), { type: "text" })),
      );
      const found = bodies.flatMap((submission) =>
        submission ? [{ ...submission, read: read.has(submission.id) }] : [],
      );
      if (found.length) yield found;
    }
  }
}

/** The submission `id` with its read state, or null when there is none. Throws when storage fails. */
export async function getContact(id: string): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const store = contactsStore();
  const [text, marker] = await Promise.all([
    store.get(messageKey(id), { type: "text" }),
    store.getMetadata(readKey(id)),
  ]);
  const submission = parseSubmission(id, text);
  return submission ? { ...submission, read: marker !== null } : null;
}

/**
 * The ids of submissions received at or after `since`, newest first: one listing per
 * day from that day to today, whatever the inbox holds before it.
 */
export async function recentContactIds(since: Date, now: Date = new Date()): Promise<string[]> {
  const store = contactsStore();
  const from = Math.min(since.getTime(), now.getTime());
  const folders: string[] = [];
  for (let day = Math.floor(now.getTime() / dayMs); day >= Math.floor(from / dayMs); day -= 1) {
    folders.push(dayFolder(day * dayMs));
  }
  const listings = await mapLimit(folders, PARALLEL_CALLS, (folder) => listDay(store, folder));
  return listings.flatMap(({ ids }) => ids.filter((id) => contactIdTime(id) >= since.getTime()));
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
  const { id, name, email, phone, message, createdAt, notificationFailed } = value as Record<string, unknown>;
  return (
    [id, name, email, message, createdAt].every((field) => typeof field === "string") &&
    (phone === undefined || typeof phone === "string") &&
    (notificationFailed === undefined || typeof notificationFailed === "boolean") &&
    !Number.isNaN(Date.parse(createdAt as string))
  );
}

// --- changes ---------------------------------------------------------------------

/**
 * Marks a submission read or unread; resolves with it, or null when there is none.
 * Throws when storage fails. Setting the state it already has changes nothing but
 * still recounts its day, so repeating a request whose index update failed repairs it.
 */
export async function setContactRead(id: string, read: boolean): Promise<ContactSubmission | null> {
  if (!isContactId(id)) return null;
  const store = contactsStore();
  const submission = await serialized(`contact:${id}`, async () => {
    const found = parseSubmission(id, await store.get(messageKey(id), { type: "text" }));
    if (!found) return null;
    if (read) await boundedWrite(store.set(readKey(id), ""), "contacts: marking a submission read");
    else await store.delete(readKey(id));
    return { ...found, read };
  });
  if (submission) await settle(recount([folderOf(id)]), undefined);
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
  const key = messageKey(id);
  return serialized(`contact:${id}`, async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { blobs } = await store.list({ prefix: key });
      const etag = blobs.find((blob) => blob.key === key)?.etag;
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
export async function deleteContact(id: string): Promise<boolean> {
  const { deleted } = await deleteContacts([id]);
  return deleted.length === 1;
}

/**
 * Deletes several submissions (16 at a time), then recounts their days once. Resolves
 * with the ids deleted and those that did not exist. Throws when storage fails; the
 * ones deleted before the failure stay deleted.
 */
export async function deleteContacts(
  ids: readonly string[],
): Promise<{ deleted: string[]; missing: string[] }> {
  const store = contactsStore();
  const results = await mapLimit([...new Set(ids)], PARALLEL_CALLS, (id) =>
    serialized(`contact:${id}`, async () => {
      if (!isContactId(id)) return { id, deleted: false };
      if (!(await store.getMetadata(messageKey(id)))) return { id, deleted: false };
      // The submission first: if the marker's delete fails, an orphan marker counts for nothing.
      await store.delete(messageKey(id));
      await store.delete(readKey(id));
      return { id, deleted: true };
    }),
  );
  const deleted = results.filter((result) => result.deleted).map((result) => result.id);
  if (deleted.length) await settle(recount(new Set(deleted.map(folderOf))), undefined);
  return { deleted, missing: results.filter((result) => !result.deleted).map((result) => result.id) };
}
