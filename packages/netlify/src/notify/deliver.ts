/**
 * One attempt at a queued notice, and the first attempt right after queueing it.
 *
 * An attempt is claimed by a conditional write (`onlyIfMatch` with the entry's etag) that
 * counts the attempt and moves `nextAttemptAt` past it before anything is sent: the first
 * attempt and a retry run racing for one entry cannot both send, and an instance that dies
 * mid-attempt leaves an entry the next run retries. A send that succeeds but whose answer
 * is lost is sent again: at least once, not exactly once.
 */
import type { Store } from "@netlify/blobs";
import { storageDeadline } from "../blobs";
import { errorLine } from "../log";
import { attempt, channelNamed } from "./channels";
import type { NoticeKind } from "./kinds";
import { ownerLinks } from "./links";
import {
  RETRY_WINDOW_MS,
  notificationsStore,
  pendingKey,
  queueNotice,
  type QueueEntry,
  type QueueOptions,
} from "./queue";

/** Waits after the 1st, 2nd, ... failed attempt; the last repeats. Retry runs come every minute. */
const BACKOFF_MINUTES = [5, 15, 30, 60, 120, 180];

export type Outcome = "delivered" | "retrying" | "failed" | "skipped";

/**
 * Claims the entry's next attempt (see the module note), renders what `loaded` says
 * through the kind, sends it, and records the outcome.
 */
export async function deliver<Loaded>(
  store: Store,
  kind: NoticeKind<unknown, Loaded>,
  loaded: Loaded,
  entry: QueueEntry,
  etag: string | undefined,
  now: Date,
  deployContext: string | undefined,
): Promise<Outcome> {
  // Without the etag this call cannot claim the entry; a retry run takes it after the grace.
  if (!etag) return "skipped";
  const key = pendingKey(entry, entry.channel);
  const minutes = BACKOFF_MINUTES[Math.min(entry.attempts, BACKOFF_MINUTES.length - 1)]!;
  const claimed: QueueEntry = {
    ...entry,
    attempts: entry.attempts + 1,
    nextAttemptAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
  };
  const claim = await storageDeadline(
    store.setJSON(key, claimed, { onlyIfMatch: etag }),
    1,
    "notify: claiming an attempt",
  );
  if (!claim.modified) return "skipped"; // another run has this attempt

  try {
    const channel = channelNamed(entry.channel, deployContext);
    if (!channel) throw new Error(`the ${entry.channel} channel is no longer configured`);
    await attempt(channel, kind.render(loaded, ownerLinks(entry.linkBase)));
  } catch (error) {
    const reason = errorLine(error);
    if (now.getTime() - Date.parse(entry.recordedAt) >= RETRY_WINDOW_MS) {
      await kind.giveUp(entry.id, entry.payload);
      await store.delete(key);
      console.error(
        `notify: gave up on the ${entry.channel} notification of ${entry.id} after ${claimed.attempts} attempts (${reason})`,
      );
      return "failed";
    }
    console.error(
      `notify: ${entry.channel} attempt ${claimed.attempts} for ${entry.id} failed (${reason}); next at ${claimed.nextAttemptAt}`,
    );
    // Only a diagnostic, written if nothing claimed the entry since: the claim already scheduled the retry.
    if (claim.etag) {
      await storageDeadline(
        store.setJSON(key, { ...claimed, lastError: reason }, { onlyIfMatch: claim.etag }),
        1,
        "notify: recording a failed attempt",
      ).catch(() => {});
    }
    return "retrying";
  }
  await store.delete(key);
  return "delivered";
}

/**
 * Queues a notice and makes its first attempt through each channel. `loaded` is what the
 * kind's load would read now, when the caller has it at hand (the message it just
 * stored); otherwise the kind loads it. Meant for `context.waitUntil` after the answer;
 * never rejects (what fails is logged and left to the retry run).
 */
export async function sendNotice<Payload, Loaded>(
  kind: NoticeKind<Payload, Loaded>,
  id: string,
  payload: Payload,
  options: Omit<QueueOptions, "firstAttempt"> & { loaded?: Loaded },
): Promise<void> {
  const now = options.now ?? new Date();
  try {
    const queued = await queueNotice(kind, id, payload, { ...options, now, firstAttempt: "here" });
    if (!queued.length) return;
    const loaded = options.loaded ?? (await kind.load(id, payload));
    if (loaded === null) return; // nothing left to tell; the retry run drops the entries
    const store = notificationsStore();
    await Promise.all(
      queued.map(({ entry, etag }) =>
        deliver(store, kind as NoticeKind<unknown, Loaded>, loaded, entry, etag, now, options.deployContext),
      ),
    );
  } catch (error) {
    console.error(`notify: could not record or attempt the ${kind.name} notice ${id}`, errorLine(error));
  }
}
