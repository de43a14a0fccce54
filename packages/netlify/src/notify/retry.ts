/**
 * The scheduled retry run (notify-retry.mts, every minute, so a notice queued for it goes out within a minute): every due entry of every
 * registered kind, then each scanning kind's safety net (kinds.ts), then the markers past
 * the retry window. It has a time budget, so a flood is worked through over several runs,
 * never in one that outruns a scheduled function's limit.
 */
import type { Store } from "@netlify/blobs";
import { dayMs, utcDate } from "../core";
import { deleteFolders, storageDeadline } from "../blobs";
import { mapLimit } from "../concurrency";
import { errorLine } from "../log";
import { configuredChannelNames } from "./configured";
import { deliver, type Outcome } from "./deliver";
import { noticeKindNamed, registeredKinds, type NoticeKind } from "./kinds";
import {
  PENDING_PREFIX,
  QUEUED_PREFIX,
  RETRY_WINDOW_MS,
  notificationsStore,
  queueNotice,
  type QueueEntry,
} from "./queue";

export { RETRY_WINDOW_MS } from "./queue";

/** The scan for unqueued ids leaves ids this recent to the next run (clock skew, saves under way). */
const SCAN_OVERLAP_MS = 15 * 60 * 1000;
/**
 * A retry run starts no new attempt after this long, so it ends within a scheduled
 * function's 30 s (one attempt may still run ATTEMPT_TIMEOUT_MS past it).
 */
const RUN_BUDGET_MS = 10_000;
/** Attempts a retry run makes at once. */
const PARALLEL_ATTEMPTS = 4;

export interface RetryRun {
  /** Notices the scans found never queued, now queued. */
  queued: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** False when a scan ran out of time; the next run goes on from where it stopped. */
  scanComplete: boolean;
}

export interface RetryRunOptions {
  /** The deploy context, as for queueNotice. */
  deployContext?: string;
  /**
   * How long the run may start new work, in ms of the real clock (the run ends within it
   * plus one attempt). Due retries take what they need of it first; the scans get the rest.
   * @defaultValue RUN_BUDGET_MS
   */
  budgetMs?: number;
}

/**
 * Retries every entry that is due (the oldest first), then scans for recent notices that
 * were never queued and queues them, then deletes queued markers past the retry window.
 * Each part stops starting work when the budget is spent; a scan keeps its progress for
 * the next run. `now` is the run's clock (tests pass a later one instead of waiting); the
 * budget runs on the real clock.
 */
export async function retryNotifications(
  now: Date = new Date(),
  options: RetryRunOptions = {},
): Promise<RetryRun> {
  const { deployContext, budgetMs = RUN_BUDGET_MS } = options;
  const store = notificationsStore();
  const started = Date.now();
  const left = () => budgetMs - (Date.now() - started);
  const run: RetryRun = { queued: 0, delivered: 0, retrying: 0, failed: 0, scanComplete: true };
  const count = (outcome: Outcome) => {
    if (outcome !== "skipped") run[outcome] += 1;
  };

  // Retries first: a flood of new messages must never hold back one that already failed.
  // The oldest first within a kind (message ids sort newest first), so the entries nearest
  // to giving up are never starved.
  const keys: Array<{ key: string; etag: string }> = [];
  for await (const page of store.list({ prefix: PENDING_PREFIX, paginate: true })) keys.push(...page.blobs);
  keys.reverse();
  await mapLimit(keys, PARALLEL_ATTEMPTS, ({ key, etag }) =>
    isolated(async () => {
      if (left() <= 0) return; // the next run takes it
      const entry = (await store.get(key, { type: "json" })) as QueueEntry | null;
      if (!entry || Date.parse(entry.nextAttemptAt) > now.getTime()) return;
      const kind = noticeKindNamed(entry.kind);
      if (!kind) throw new Error(`no ${entry.kind} notice kind is registered for ${key}`);
      const loaded = await kind.load(entry.id, entry.payload);
      if (loaded === null) {
        await store.delete(key); // nothing left to tell (the owner deleted the message)
        return;
      }
      count(await deliver(store, kind, loaded, entry, etag, now, deployContext));
    }),
  );

  for (const kind of registeredKinds()) {
    if (!kind.scan) continue;
    try {
      const scan = await queueUnqueued(store, kind, now, deployContext, left, count);
      run.queued += scan.queued;
      run.scanComplete &&= scan.complete;
    } catch (error) {
      run.scanComplete = false;
      console.error(
        `notify: the scan for unqueued ${kind.name} notices failed; the next run scans again`,
        errorLine(error),
      );
    }
  }

  const oldestKept = utcDate(now.getTime() - RETRY_WINDOW_MS - dayMs);
  await deleteFolders(store, QUEUED_PREFIX, (day) => day < oldestKept);
  return run;
}

const scanKey = (kind: NoticeKind<unknown, unknown>) => `scan/${kind.name}`;

/** Where a scan has got to: every id due before `through` has been seen queued, or queued. */
interface ScanProgress {
  through: string;
}

async function readScanProgress(
  store: Store,
  kind: NoticeKind<unknown, unknown>,
  now: Date,
): Promise<number> {
  const saved = (await store.get(scanKey(kind), { type: "json" })) as Partial<ScanProgress> | null;
  const through = saved?.through ? Date.parse(saved.through) : Number.NaN;
  return Number.isNaN(through) ? now.getTime() - SCAN_OVERLAP_MS : through;
}

/**
 * A kind's recent ids without a queued marker, queued and attempted now (the safety net;
 * see kinds.ts), the oldest first, while `left()` allows. The queued markers of the days
 * scanned are listed, not read one by one, so a day of notices that were all queued costs
 * a few listings; only the ids that were not cost calls of their own. Saves how far it got.
 */
async function queueUnqueued(
  store: Store,
  kind: NoticeKind<unknown, unknown>,
  now: Date,
  deployContext: string | undefined,
  left: () => number,
  count: (outcome: Outcome) => void,
): Promise<{ queued: number; complete: boolean }> {
  const scan = kind.scan!;
  // Ids this recent may still be being saved and queued: the next run looks again.
  const settled = now.getTime() - SCAN_OVERLAP_MS;
  const since = Math.max(
    Math.min(await readScanProgress(store, kind, now), settled),
    now.getTime() - RETRY_WINDOW_MS,
  );
  let through = settled;
  let queued = 0;
  if (configuredChannelNames(deployContext).length) {
    const ids = await scan.recent(new Date(since), now);
    const days = new Set(ids.map((id) => utcDate(scan.timeOf(id))));
    const queuedIds = new Set<string>();
    for (const day of days) {
      const prefix = `${QUEUED_PREFIX}${day}/${kind.name}/`;
      for await (const page of store.list({ prefix, paginate: true })) {
        for (const { key } of page.blobs) queuedIds.add(key.slice(prefix.length));
      }
    }
    const unqueued = ids.filter((id) => !queuedIds.has(id)).reverse(); // the oldest first
    for (let start = 0; start < unqueued.length; start += PARALLEL_ATTEMPTS) {
      if (left() <= 0) {
        through = Math.min(through, scan.timeOf(unqueued[start]!));
        break;
      }
      await Promise.all(
        unqueued.slice(start, start + PARALLEL_ATTEMPTS).map((id) =>
          isolated(async () => {
            const loaded = await kind.load(id, scan.payload);
            if (loaded === null) return;
            // No request here: without SITE_URL or URL (only locally) the links are local ones.
            const written = await queueNotice(kind, id, scan.payload, {
              origin: "http://localhost",
              deployContext,
              now,
            });
            if (written.length) queued += 1;
            for (const { entry, etag } of written) {
              count(await deliver(store, kind, loaded, entry, etag, now, deployContext));
            }
          }),
        ),
      );
    }
  }
  const progress: ScanProgress = { through: new Date(through).toISOString() };
  await storageDeadline(store.setJSON(scanKey(kind), progress), 1, "notify: recording the scan");
  return { queued, complete: through === settled };
}

/** Runs one entry's work; a storage failure there is logged and leaves the entry to the next run. */
async function isolated(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error("notify: a retry failed; the next run takes it up", errorLine(error));
  }
}
