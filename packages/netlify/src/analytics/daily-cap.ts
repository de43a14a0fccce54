/**
 * The site-wide daily bound on stored analytics events (`analyticsLimits.storedEventsPerDay`,
 * or ANALYTICS_DAILY_EVENTS): page views, bot requests and goals. An engagement needs a
 * stored view and is stored at most once per view, so the bound holds it too. Past the
 * bound an event is counted and dropped, its sender answered as usual (the visitor is
 * not at fault), and the owner told once per UTC day (./cap-notice).
 *
 * Counting costs no call per event. The day's allowance is cut into at most 1,000 blocks
 * (`limits/stored/{date}/{slot}`, empty blobs): an instance claims the next free block
 * with one `onlyIfNew` write and stores that many events before it claims another; an
 * instance new to the day lists the claimed blocks once (one page, at most 1,000 keys) to
 * find the next. So an event costs 1/block of a write when warm, a cold instance one
 * listing and one write, whatever the day holds; stored events never pass the bound (a
 * block is claimed before its events are stored), and an instance that stops with part of
 * its block unused only brings the bound a little closer. Dropped events are counted the
 * same way in `limits/dropped/{date}/`, which the summary reads.
 */
import type { Store } from "@netlify/blobs";
import { analyticsLimits, utcDate } from "../core";
import { storageDeadline } from "../blobs";
import { envInt } from "../env";
import { queueForRetryRun, type QueueOptions } from "../notify/queue";
import { analyticsCappedNotices } from "./cap-notice";

/** Blocks a day's allowance is cut into: one listing page on the platform. */
const SLOTS = 1000;
/** Blocks tried one after another before the claimed ones are listed again. */
const TRIES = 4;
/** Listings before an instance that keeps losing the race stores its event without a block. */
const ROUNDS = 3;

export const storedFolder = (date: string) => `limits/stored/${date}/`;
export const droppedFolder = (date: string) => `limits/dropped/${date}/`;
export const DROPPED_PREFIX = "limits/dropped/";

/** Events stored per UTC day. */
export const dailyEventCap = () => envInt("ANALYTICS_DAILY_EVENTS", analyticsLimits.storedEventsPerDay);
/** Events per block: the cap in at most SLOTS blocks. */
export const blockSize = (cap: number) => Math.ceil(cap / SLOTS);
/** The blocks of a day: `cap` events, rounded down to whole blocks. */
const blockCount = (cap: number) => Math.floor(cap / blockSize(cap));

interface Blocks {
  /** Events left in the blocks this instance claimed. */
  left: number;
  /** The next block to try; unknown until listed. */
  next?: number;
  /** Every block of the folder is claimed. */
  full: boolean;
  claiming?: Promise<void>;
}

/** This instance's blocks, per folder (only today's and yesterday's are kept). */
const blocks = new Map<string, Blocks>();

/** Forgets this instance's blocks: for tests that empty the store between cases. */
export function forgetDailyCapBlocks(): void {
  blocks.clear();
}

/** Takes one event from the folder's blocks, claiming a block when none is left; false when all are claimed. */
async function take(store: Store, folder: string, cap: number): Promise<boolean> {
  if (!blocks.has(folder)) {
    const date = folder.slice(-11, -1);
    for (const key of blocks.keys()) if (key.slice(-11, -1) < date) blocks.delete(key);
    blocks.set(folder, { left: 0, full: false });
  }
  const state = blocks.get(folder)!;
  for (;;) {
    if (state.left > 0) {
      state.left -= 1;
      return true;
    }
    if (state.full) return false;
    // One claim at a time per instance: concurrent events wait for it rather than race.
    state.claiming ??= claim(store, folder, cap, state).finally(() => (state.claiming = undefined));
    await state.claiming;
  }
}

async function claim(store: Store, folder: string, cap: number, state: Blocks): Promise<void> {
  const block = blockSize(cap);
  const slots = blockCount(cap);
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

/**
 * Whether an event at `nowMs` may be stored: true within the day's bound. Past it, the
 * event is counted as dropped and, the first time this instance sees the day full, the
 * owner's notice is queued (once per day: the queue's marker).
 */
export async function admitEvent(store: Store, nowMs: number, notice?: CapNoticeOptions): Promise<boolean> {
  const date = utcDate(nowMs);
  const cap = dailyEventCap();
  const stored = storedFolder(date);
  const wasFull = blocks.get(stored)?.full === true;
  if (await take(store, stored, cap)) return true;
  await take(store, droppedFolder(date), cap);
  if (!wasFull && notice) {
    const queued = queueForRetryRun(analyticsCappedNotices, `capped-${date}`, { date, cap }, notice);
    if (notice.afterAnswer) notice.afterAnswer(queued);
    else await queued;
  }
  return false;
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
