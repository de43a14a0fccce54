/**
 * The daily bounds on stored analytics events: page views, bot requests and goals. An
 * engagement needs a stored view and is stored at most once per view, so the bounds hold it
 * too. Past a bound an event is counted and dropped, its sender answered as usual (the visitor
 * is not at fault). Three bounds, so that no stranger can silence the owner's applications
 * (issue 45):
 * - **the site's** (`analyticsLimits.storedEventsPerDay`, ANALYTICS_DAILY_EVENTS), for every
 *   event that is not an application's; the owner is told once per UTC day it is reached
 *   (./cap-notice);
 * - **each application's** (`storedEventsPerApplicationPerDay`, ANALYTICS_APPLICATION_EVENTS):
 *   a view through an owned tag, or a goal that names one, counts against its tag's own
 *   allowance, which untagged traffic never touches;
 * - **each client's**: one sender (an IPv4 address, an IPv6 /64, ../request-edge's
 *   `clientBucket`) stores at most `clientShareOfDay` of the site's bound a day of events that
 *   are not an application's, so filling the day takes a hundred senders, not one. The client is counted as an HMAC of its bucket keyed
 *   with the day's analytics salt (./visitor's `daySalt`, deleted after the day): no address is
 *   stored, and a client cannot be followed from one day to the next.
 *
 * Counting costs no call per event. An allowance is cut into blocks (`limits/{kind}/{date}/...`,
 * empty blobs): an instance claims the next free block with one `onlyIfNew` write and stores
 * that many events before it claims another; an instance new to the allowance lists the claimed
 * blocks once (one page, at most 1,000 keys) to find the next. So an event costs a fraction of
 * a write when warm, and a cold instance a listing and a write per allowance, whatever the day
 * holds; stored events never pass a bound (a block is claimed before its events are stored),
 * and an instance that stops with part of its block unused only brings the bound a little
 * closer. Dropped events are counted the same way in `limits/dropped/{date}/`, which the
 * summary reads.
 */
import { createHmac } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { analyticsLimits, utcDate } from "../core";
import { storageDeadline } from "../blobs";
import { envInt } from "../env";
import { errorLine } from "../log";
import { queueForRetryRun, type QueueOptions } from "../notify/queue";
import { analyticsCappedNotices } from "./cap-notice";
import { daySalt } from "./visitor";

/** Blocks a day's allowance is cut into: one listing page on the platform. */
const SLOTS = 1000;
/**
 * Blocks a client's allowance is cut into: a sender's first event in an instance claims
 * block 0 without listing (most senders are new), and one block covers many of its events.
 */
const CLIENT_SLOTS = 10;
/** Client allowances one instance keeps counting; the oldest is forgotten past it (its rest unused). */
const CLIENTS_KEPT = 10_000;
/** Blocks tried one after another before the claimed ones are listed again. */
const TRIES = 4;
/** Listings before an instance that keeps losing the race stores its event without a block. */
const ROUNDS = 3;

export const storedFolder = (date: string) => `limits/stored/${date}/`;
export const droppedFolder = (date: string) => `limits/dropped/${date}/`;
export const applicationFolder = (date: string, ref: string) => `limits/applications/${date}/${ref}/`;
export const clientFolder = (date: string, client: string) => `limits/clients/${date}/${client}/`;
export const DROPPED_PREFIX = "limits/dropped/";
/** Every folder of counts, by day under each: what retention deletes. */
export const LIMIT_PREFIXES = [
  "limits/stored/",
  "limits/dropped/",
  "limits/applications/",
  "limits/clients/",
];

/** Events stored per UTC day, site-wide. */
export const dailyEventCap = () => envInt("ANALYTICS_DAILY_EVENTS", analyticsLimits.storedEventsPerDay);
/** Events stored per UTC day through one owned application's tag. */
export const applicationEventCap = () =>
  envInt("ANALYTICS_APPLICATION_EVENTS", analyticsLimits.storedEventsPerApplicationPerDay);
/** Events one client may store per UTC day: a small share of the site's bound. */
export const clientEventCap = () =>
  Math.max(1, Math.floor(dailyEventCap() * analyticsLimits.clientShareOfDay));
/** Events per block: the cap in at most `slots` blocks. */
export const blockSize = (cap: number, slots = SLOTS) => Math.ceil(cap / slots);
/** The blocks of an allowance: `cap` events, rounded down to whole blocks. */
const blockCount = (cap: number, slots: number) => Math.floor(cap / blockSize(cap, slots));

interface Blocks {
  /** Events left in the blocks this instance claimed. */
  left: number;
  /** The next block to try; unknown until listed. */
  next?: number;
  /** Every block of the folder is claimed. */
  full: boolean;
  claiming?: Promise<void>;
}

/** This instance's blocks, per folder (only the latest day's are kept). */
const blocks = new Map<string, Blocks>();

/** Forgets this instance's blocks: for tests that empty the store between cases. */
export function forgetDailyCapBlocks(): void {
  blocks.clear();
  clientsKept = 0;
}

const dateOf = (folder: string) => /\/(\d{4}-\d{2}-\d{2})\//.exec(folder)?.[1] ?? "";

/**
 * Takes one event from the folder's blocks, claiming a block when none is left; false when all
 * are claimed. A client's folder starts at its block 0 without listing.
 */
async function take(store: Store, folder: string, cap: number, slots = SLOTS): Promise<boolean> {
  if (!blocks.has(folder)) {
    const date = dateOf(folder);
    for (const key of blocks.keys()) if (dateOf(key) < date) blocks.delete(key);
    const client = slots === CLIENT_SLOTS;
    if (client && ++clientsKept > CLIENTS_KEPT) forgetOldestClient();
    blocks.set(folder, { left: 0, full: false, ...(client ? { next: 0 } : {}) });
  }
  const state = blocks.get(folder)!;
  for (;;) {
    if (state.left > 0) {
      state.left -= 1;
      return true;
    }
    if (state.full) return false;
    // One claim at a time per instance: concurrent events wait for it rather than race.
    state.claiming ??= claim(store, folder, cap, slots, state).finally(() => (state.claiming = undefined));
    await state.claiming;
  }
}

let clientsKept = 0;
function forgetOldestClient(): void {
  for (const key of blocks.keys())
    if (key.startsWith("limits/clients/")) {
      blocks.delete(key);
      clientsKept -= 1;
      return;
    }
}

async function claim(
  store: Store,
  folder: string,
  cap: number,
  slotsOf: number,
  state: Blocks,
): Promise<void> {
  const block = blockSize(cap, slotsOf);
  const slots = blockCount(cap, slotsOf);
  for (let round = 0; round < ROUNDS; round += 1) {
    let next = state.next ?? (await lastSlot(store, folder)) + 1;
    for (let tries = 0; tries < TRIES && next < slots; tries += 1, next += 1) {
      const { modified } = await storageDeadline(
        store.set(`${folder}${String(next).padStart(4, "0")}`, "", { onlyIfNew: true }),
        1,
        "analytics: claiming a block of the daily limit",
      );
      if (modified) {
        state.next = next + 1;
        state.left += block;
        return;
      }
    }
    if (next >= slots) {
      state.full = true;
      return;
    }
    state.next = undefined; // other instances are claiming fast: list again
  }
  // Still losing the race: store this one event rather than fail it; the bound is a guard.
  state.left += 1;
}

async function lastSlot(store: Store, folder: string): Promise<number> {
  const { blobs: claimed } = await store.list({ prefix: folder });
  return Math.max(-1, ...claimed.map(({ key }) => Number(key.slice(folder.length))).filter(Number.isFinite));
}

/** Who to tell, and where the telling goes after the answer. */
export interface CapNoticeOptions extends Pick<QueueOptions, "origin" | "deployContext"> {
  /** Takes the queueing of the owner's notice (`context.waitUntil`); without it, it is awaited. */
  afterAnswer?: (work: Promise<unknown>) => void;
}

/** What decides which allowances an event counts against. */
export interface Admission {
  nowMs: number;
  /** The sender (../request-edge's `clientBucket`), when known: counted as a daily hash. */
  client?: string;
  /** The owned application the event came through (its tag), whose allowance it takes. */
  application?: string;
}

/**
 * Whether an event may be stored: true within its client's share and its pool's bound (the
 * application's, else the site's). Past either, the event is counted as dropped and, the first
 * time this instance sees the site's pool full, the owner's notice is queued (once per day: the
 * queue's marker). An event for a pool this instance already knows is full costs no client
 * count, so junk past the bound stores nothing per sender.
 */
export async function admitEvent(
  store: Store,
  admission: Admission,
  notice?: CapNoticeOptions,
): Promise<boolean> {
  const date = utcDate(admission.nowMs);
  const cap = dailyEventCap();
  const pool = admission.application ? applicationFolder(date, admission.application) : storedFolder(date);
  const poolCap = admission.application ? applicationEventCap() : cap;
  const wasFull = blocks.get(pool)?.full === true;
  // An application's events answer only to its own bound: a company reading through its link
  // shares no allowance with whoever else sends from its address (an office's one IPv4 address).
  const admitted =
    !wasFull &&
    (admission.application !== undefined || (await withinShare(store, admission, date))) &&
    (await take(store, pool, poolCap));
  if (admitted) return true;
  await take(store, droppedFolder(date), cap);
  const siteFull = !admission.application && blocks.get(pool)?.full === true;
  if (siteFull && !wasFull && notice) {
    const queued = queueForRetryRun(analyticsCappedNotices, `capped-${date}`, { date, cap }, notice);
    if (notice.afterAnswer) notice.afterAnswer(queued);
    else await queued;
  }
  return false;
}

/**
 * Whether the sender is within its share of the day. Its count is a guard, not the event: when
 * storage does not answer it in one call's time, the event goes on to its own write (which
 * decides the answer), so a page view whose write may still be stored is answered as such.
 */
async function withinShare(store: Store, admission: Admission, date: string): Promise<boolean> {
  if (admission.client === undefined) return true;
  const client = admission.client;
  try {
    return await storageDeadline(
      (async () =>
        take(store, clientFolder(date, await clientHash(client, date)), clientEventCap(), CLIENT_SLOTS))(),
      1,
      "analytics: counting a sender's share of the day",
    );
  } catch (error) {
    console.error("analytics: a sender's share could not be counted; the event is taken", errorLine(error));
    return true;
  }
}

/** A client as the day's HMAC of its bucket: unlinkable once the day's salt is deleted. */
async function clientHash(client: string, date: string): Promise<string> {
  return createHmac("sha256", await daySalt(date))
    .update(`analytics-client\n${client}`)
    .digest("base64url")
    .slice(0, 16);
}

/**
 * The UTC days from `fromDate` on that dropped events, with how many (in blocks, so at
 * most one block per instance high): one listing of the days, and one per such day.
 */
export async function cappedDays(
  store: Store,
  fromDate: string,
): Promise<{ date: string; dropped: number }[]> {
  const { directories } = await store.list({ prefix: DROPPED_PREFIX, directories: true });
  const dates = directories.map((folder) => folder.slice(DROPPED_PREFIX.length, DROPPED_PREFIX.length + 10));
  const block = blockSize(dailyEventCap());
  return Promise.all(
    dates
      .filter((date) => date >= fromDate)
      .sort()
      .map(async (date) => {
        const { blobs: counted } = await store.list({ prefix: droppedFolder(date) });
        return { date, dropped: counted.length * block };
      }),
  );
}
