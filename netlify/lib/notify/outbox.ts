/**
 * Notifications are delivered at least once, and a notification that cannot be delivered
 * is never dropped in silence: the message is marked `notificationFailed` for the inbox,
 * the application `notificationFailed` for the dashboard.
 *
 * Two kinds of notice go through it: a new contact message (the entry names the stored
 * message, read again at each attempt, so a message the owner deleted is not sent), and an
 * application's link opened (the entry carries the notice itself: company, page, country
 * and link, all there is to send).
 *
 * Store "notifications":
 * - `pending/{noticeId}/{channel}`: one entry per notice and channel while its delivery is
 *   outstanding (OutboxEntry), written before the first attempt and deleted once delivered
 *   or given up. A message's notice id is its contact id; an opened application's is
 *   `application-{day}-{tag}`.
 * - `queued/{day}/{contactId}`: written once a message's entries are; the retry run's scan
 *   for messages that were never queued (the instance died after the 201) looks here.
 *   Whole days are deleted once past the retry window.
 * - `scan/last`: how far that scan has got (ScanProgress): it has a time budget, so a
 *   flood of messages is scanned over several runs, never in one that outruns its limit.
 * - `opened/{day}/{tag}`: an application's link was opened on that day (in the owner's
 *   time zone), written if new before its notice is queued: the one page view that writes
 *   it notifies, every other one that day does nothing (decision 17's marker). An instance
 *   that dies between the marker and the entries loses that day's notice; the next day's
 *   first opening notifies again. Whole days are deleted once past.
 *
 * An attempt is claimed by a conditional write (`onlyIfMatch` with the entry's etag) that
 * counts the attempt and moves `nextAttemptAt` past it before anything is sent: the first
 * attempt and a retry run racing for one entry cannot both send, and an instance that dies
 * mid-attempt leaves an entry the next run retries. A send that succeeds but whose answer
 * is lost is sent again: at least once, not exactly once.
 */
import type { Store } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { OWNER_PATHS, dayMs, utcDate } from "../core";
import {
  blobsStore,
  storageDeadline,
  contextStoreName,
  deleteFolders,
  deployContext as deployContextOf,
} from "../blobs";
import { mapLimit, serialized } from "../concurrency";
import { setNotificationFailed } from "../contacts/change";
import { contactIdTime } from "../contacts/ids";
import { getContact, recentContactIds } from "../contacts/read";
import { markApplicationNotificationFailed } from "../analytics/applications";
import { analyticsStore } from "../analytics/store";
import { env } from "../env";
import { errorLine } from "../log";
import { applicationOpenedNotice, type ApplicationOpened } from "./application-opened";
import {
  attempt,
  channelNamed,
  configuredChannels,
  type Channel,
  type ChannelName,
  type OwnerNotice,
} from "./channels";
import { contactNotice } from "./message";

/** How long a notification is retried before the message is marked failed for good. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Waits after the 1st, 2nd, ... failed attempt; the last repeats. Retry runs come every 5 minutes. */
const BACKOFF_MINUTES = [5, 15, 30, 60, 120, 180];
/** A new entry is left to the attempt that wrote it this long before a retry run may take it. */
const FIRST_ATTEMPT_GRACE_MS = 2 * 60 * 1000;
/** The scan for unqueued messages leaves messages this recent to the next run (clock skew, saves under way). */
const SCAN_OVERLAP_MS = 15 * 60 * 1000;
/**
 * A retry run starts no new attempt after this long, so it ends within a scheduled
 * function's 30 s (one attempt may still run ATTEMPT_TIMEOUT_MS past it).
 */
const RUN_BUDGET_MS = 10_000;
/** Attempts a retry run makes at once. */
const PARALLEL_ATTEMPTS = 4;

interface EntryAttempts {
  channel: ChannelName;
  /** When the entry was written, ISO 8601: attempts stop RETRY_WINDOW_MS after it. */
  recordedAt: string;
  /** Attempts claimed so far. */
  attempts: number;
  /** When a retry run may next take the entry, ISO 8601. */
  nextAttemptAt: string;
  /** Why the last attempt failed (never any of the message's content). */
  lastError?: string;
}

/** A new message's notification (entries written before there were other kinds have no `kind`). */
interface ContactEntry extends EntryAttempts {
  kind?: "contact";
  contactId: string;
  /** The link to the inbox, fixed when the message was queued (a retry run has no request). */
  inboxUrl: string;
}

/** An application's link opened: the entry is the whole notice. */
interface ApplicationOpenedEntry extends EntryAttempts {
  kind: "application-opened";
  noticeId: string;
  opened: ApplicationOpened;
}

type OutboxEntry = ContactEntry | ApplicationOpenedEntry;

const noticeIdOf = (entry: OutboxEntry) =>
  entry.kind === "application-opened" ? entry.noticeId : entry.contactId;

export interface NotifyOptions {
  /** The origin the message was posted to: the inbox link's base when neither SITE_URL nor URL is set. */
  origin: string;
  /** The deploy context ("production", "deploy-preview", ...): the console channel is only for local runs. */
  deployContext?: string;
  now?: Date;
}

const pendingKey = (noticeId: string, channel: ChannelName) => `pending/${noticeId}/${channel}`;
const queuedKey = (contactId: string) => `queued/${utcDate(contactIdTime(contactId))}/${contactId}`;
const LAST_SCAN_KEY = "scan/last";

function notificationsStore(): Store {
  return blobsStore("notifications");
}

/**
 * The inbox's absolute address: SITE_URL, else Netlify's URL, else the request's origin.
 * On a deploy preview or branch deploy, that deploy's own address (DEPLOY_PRIME_URL, else
 * DEPLOY_URL, else the origin): its messages are in its own stores, never in the live inbox.
 */
export function inboxUrlFor(origin: string, deployContext?: string): string {
  return new URL(OWNER_PATHS.inbox, ownerBase(origin, deployContext)).href;
}

/**
 * The dashboard's address opening one application (as inboxUrlFor picks the site): only
 * the tab and the tag, which is the owner's own word for a company, never anything of the visit.
 */
export function applicationUrlFor(ref: string, origin: string, deployContext?: string): string {
  const url = new URL(OWNER_PATHS.analytics, ownerBase(origin, deployContext));
  url.search = new URLSearchParams({ tab: "applications", ref }).toString();
  return url.href;
}

function ownerBase(origin: string, deployContext: string | undefined): string {
  return contextStoreName("contacts", deployContext) === "contacts"
    ? env("SITE_URL") || env("URL") || origin
    : env("DEPLOY_PRIME_URL") || env("DEPLOY_URL") || origin;
}

/**
 * Tells the owner about a stored message through each configured channel: records the
 * notification, then makes the first attempt. Meant for `context.waitUntil` after the 201;
 * never rejects (what fails is logged and left to the retry run).
 */
export async function notifyOwner(submission: ContactSubmission, options: NotifyOptions): Promise<void> {
  const now = options.now ?? new Date();
  try {
    const channels = configuredChannels(options.deployContext);
    if (!channels.length) return;
    const store = notificationsStore();
    const queued = await queue(
      store,
      submission.id,
      channels,
      inboxUrlFor(options.origin, options.deployContext ?? deployContextOf()),
      now,
    );
    await Promise.all(
      queued.map(({ channel, entry, etag }) => deliver(store, channel, submission, entry, etag, now)),
    );
  } catch (error) {
    console.error("notify: could not record or attempt a notification", errorLine(error));
  }
}

export interface ApplicationOpenedOptions extends NotifyOptions {
  /** The day of the opening in the owner's time zone, "YYYY-MM-DD": one notice per tag and day. */
  day: string;
}

/**
 * Tells the owner that an application's link was opened, unless it was told already that
 * day: claims the day's `opened/` marker, then queues and attempts one entry per channel,
 * as for a message. Meant for `context.waitUntil`; never rejects.
 */
export async function notifyApplicationOpened(
  opened: Omit<ApplicationOpened, "url">,
  options: ApplicationOpenedOptions,
): Promise<void> {
  const now = options.now ?? new Date();
  try {
    const channels = configuredChannels(options.deployContext);
    if (!channels.length) return;
    const store = notificationsStore();
    const marker = `opened/${options.day}/${opened.ref}`;
    // In-process order first: the local Blobs server's onlyIfNew is not atomic (see serialized).
    const first = await serialized(`notify:${marker}`, () =>
      storageDeadline(
        store.setJSON(marker, { at: now.toISOString() }, { onlyIfNew: true }),
        1,
        "notify: recording an opened application",
      ),
    );
    if (!first.modified) return;
    const noticeId = `application-${options.day}-${opened.ref}`;
    const notice: ApplicationOpened = {
      ...opened,
      url: applicationUrlFor(opened.ref, options.origin, options.deployContext ?? deployContextOf()),
    };
    const written = await Promise.all(
      channels.map(async (channel) => {
        const entry: ApplicationOpenedEntry = {
          kind: "application-opened",
          noticeId,
          opened: notice,
          channel: channel.name,
          recordedAt: now.toISOString(),
          attempts: 0,
          nextAttemptAt: new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS).toISOString(),
        };
        const { modified, etag } = await storageDeadline(
          store.setJSON(pendingKey(noticeId, channel.name), entry, { onlyIfNew: true }),
          1,
          "notify: recording a notification",
        );
        return modified ? { channel, entry, etag } : null;
      }),
    );
    await Promise.all(
      written.map((queued) =>
        queued ? deliver(store, queued.channel, null, queued.entry, queued.etag, now) : null,
      ),
    );
  } catch (error) {
    console.error("notify: could not record or attempt an application's notification", errorLine(error));
  }
}

/** What an entry's attempt sends: a message's notice from the stored message, an application's from the entry. */
function noticeOf(entry: OutboxEntry, submission: ContactSubmission | null): OwnerNotice {
  if (entry.kind === "application-opened") return applicationOpenedNotice(entry.opened);
  if (!submission) throw new Error(`the message ${entry.contactId} is not there to notify`);
  return contactNotice(submission, entry.inboxUrl);
}

interface Queued {
  channel: Channel | undefined;
  entry: OutboxEntry;
  etag: string | undefined;
}

/**
 * Writes one entry per channel, each only if new, then the message's queued marker, unless
 * the marker is there already. Resolves the entries this call wrote: an entry someone else
 * wrote is theirs to attempt.
 */
async function queue(
  store: Store,
  contactId: string,
  channels: Channel[],
  inboxUrl: string,
  now: Date,
): Promise<Queued[]> {
  // Queued before (a retried POST, or the scan meeting a live first attempt): its entries
  // may be delivered and gone already, so writing new ones would send it again.
  if (await store.getMetadata(queuedKey(contactId))) return [];
  const written = await Promise.all(
    channels.map(async (channel): Promise<Queued | null> => {
      const entry: ContactEntry = {
        contactId,
        channel: channel.name,
        inboxUrl,
        recordedAt: now.toISOString(),
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS).toISOString(),
      };
      const key = pendingKey(contactId, channel.name);
      // In-process order first: the local Blobs server's onlyIfNew is not atomic (see serialized).
      const { modified, etag } = await serialized(`notify:${key}`, () =>
        storageDeadline(
          store.setJSON(key, entry, { onlyIfNew: true }),
          1,
          "notify: recording a notification",
        ),
      );
      return modified ? { channel, entry, etag } : null;
    }),
  );
  await storageDeadline(
    store.setJSON(queuedKey(contactId), { at: now.toISOString() }, { onlyIfNew: true }),
    1,
    "notify: recording a notification",
  );
  return written.filter((queued): queued is Queued => queued !== null);
}

type Outcome = "delivered" | "retrying" | "failed" | "skipped";

/**
 * Claims the entry's next attempt (see the module note), makes it, and records the outcome.
 * `submission` is the message a contact entry is about (null for an application's).
 */
async function deliver(
  store: Store,
  channel: Channel | undefined,
  submission: ContactSubmission | null,
  entry: OutboxEntry,
  etag: string | undefined,
  now: Date,
): Promise<Outcome> {
  // Without the etag this call cannot claim the entry; a retry run takes it after the grace.
  if (!etag) return "skipped";
  const id = noticeIdOf(entry);
  const key = pendingKey(id, entry.channel);
  const minutes = BACKOFF_MINUTES[Math.min(entry.attempts, BACKOFF_MINUTES.length - 1)]!;
  const claimed: OutboxEntry = {
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
    if (!channel) throw new Error(`the ${entry.channel} channel is no longer configured`);
    await attempt(channel, noticeOf(entry, submission));
  } catch (error) {
    const reason = errorLine(error);
    if (now.getTime() - Date.parse(entry.recordedAt) >= RETRY_WINDOW_MS) {
      if (entry.kind === "application-opened")
        await markApplicationNotificationFailed(analyticsStore(), entry.opened.ref);
      else await setNotificationFailed(entry.contactId);
      await store.delete(key);
      console.error(
        `notify: gave up on the ${entry.channel} notification of ${id} after ${claimed.attempts} attempts (${reason})`,
      );
      return "failed";
    }
    console.error(
      `notify: ${entry.channel} attempt ${claimed.attempts} for ${id} failed (${reason}); next at ${claimed.nextAttemptAt}`,
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

export interface RetryRun {
  /** Messages the scan found never queued, now queued. */
  queued: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** False when the scan ran out of time; the next run goes on from where it stopped. */
  scanComplete: boolean;
}

export interface RetryRunOptions {
  /** The deploy context, as for notifyOwner. */
  deployContext?: string;
  /**
   * How long the run may start new work, in ms of the real clock (the run ends within it
   * plus one attempt). Due retries take what they need of it first; the scan gets the rest.
   * @defaultValue RUN_BUDGET_MS
   */
  budgetMs?: number;
}

/**
 * The scheduled run: retries every entry that is due (the oldest first), then scans for
 * recent messages that were never queued and queues them, then deletes queued markers
 * past the retry window. Each part stops starting work when the budget is spent; the
 * scan keeps its progress for the next run. `now` is the run's clock (tests pass a later
 * one instead of waiting); the budget runs on the real clock.
 */
export async function retryNotifications(
  now: Date = new Date(),
  options: RetryRunOptions = {},
): Promise<RetryRun> {
  const { deployContext, budgetMs = RUN_BUDGET_MS } = options;
  const store = notificationsStore();
  const started = Date.now();
  const left = () => budgetMs - (Date.now() - started);
  const run: RetryRun = { queued: 0, delivered: 0, retrying: 0, failed: 0, scanComplete: false };
  const count = (outcome: Outcome) => {
    if (outcome !== "skipped") run[outcome] += 1;
  };

  // Retries first: a flood of new messages must never hold back one that already failed.
  // The oldest first (ids sort newest first), so the entries nearest to giving up are never starved.
  // Application notices ("application-...") sort after every message and so come first: at most
  // one per application and day.
  const keys: Array<{ key: string; etag: string }> = [];
  for await (const page of store.list({ prefix: "pending/", paginate: true })) keys.push(...page.blobs);
  keys.reverse();
  await mapLimit(keys, PARALLEL_ATTEMPTS, ({ key, etag }) =>
    isolated(async () => {
      if (left() <= 0) return; // the next run takes it
      const entry = (await store.get(key, { type: "json" })) as OutboxEntry | null;
      if (!entry || Date.parse(entry.nextAttemptAt) > now.getTime()) return;
      const channel = channelNamed(entry.channel, deployContext);
      if (entry.kind === "application-opened") {
        count(await deliver(store, channel, null, entry, etag, now));
        return;
      }
      const submission = await getContact(entry.contactId);
      if (!submission) {
        await store.delete(key); // the owner deleted the message: nothing to tell
        return;
      }
      count(await deliver(store, channel, submission, entry, etag, now));
    }),
  );

  try {
    const scan = await queueUnqueued(store, now, deployContext, left, count);
    run.queued = scan.queued;
    run.scanComplete = scan.complete;
  } catch (error) {
    console.error(
      "notify: the scan for unqueued messages failed; the next run scans again",
      errorLine(error),
    );
  }

  const oldestKept = utcDate(now.getTime() - RETRY_WINDOW_MS - dayMs);
  await deleteFolders(store, "queued/", (day) => day < oldestKept);
  // A day's opened markers are needed through that day in any zone (UTC−12 to +14).
  const oldestOpened = utcDate(now.getTime() - 2 * dayMs);
  await deleteFolders(store, "opened/", (day) => day < oldestOpened);
  return run;
}

/** Where the scan has got to: every message received before `through` has been seen queued or queued. */
interface ScanProgress {
  through: string;
}

async function readScanProgress(store: Store, now: Date): Promise<number> {
  const saved = (await store.get(LAST_SCAN_KEY, { type: "json" })) as
    | (Partial<ScanProgress> & {
        at?: string;
      })
    | null;
  // `at` (when a whole scan last ran) is what runs before this one kept.
  const through = saved?.through
    ? Date.parse(saved.through)
    : saved?.at
      ? Date.parse(saved.at) - SCAN_OVERLAP_MS
      : now.getTime() - SCAN_OVERLAP_MS;
  return Number.isNaN(through) ? now.getTime() - SCAN_OVERLAP_MS : through;
}

/**
 * Recent messages without a queued marker, queued and attempted now (the safety net; see
 * the module note), the oldest first, while `left()` allows. The queued markers of the
 * days scanned are listed, not read one by one, so a day of messages that were all queued
 * costs a few listings; only the messages that were not cost calls of their own. Saves
 * how far it got.
 */
async function queueUnqueued(
  store: Store,
  now: Date,
  deployContext: string | undefined,
  left: () => number,
  count: (outcome: Outcome) => void,
): Promise<{ queued: number; complete: boolean }> {
  // Messages this recent may still be being saved and queued: the next run looks again.
  const settled = now.getTime() - SCAN_OVERLAP_MS;
  const since = Math.max(
    Math.min(await readScanProgress(store, now), settled),
    now.getTime() - RETRY_WINDOW_MS,
  );
  const channels = configuredChannels(deployContext);
  let through = settled;
  let queued = 0;
  if (channels.length) {
    const ids = await recentContactIds(new Date(since), now);
    const days = new Set(ids.map((id) => utcDate(contactIdTime(id))));
    const queuedIds = new Set<string>();
    for (const day of days) {
      for await (const page of store.list({ prefix: `queued/${day}/`, paginate: true })) {
        for (const { key } of page.blobs) queuedIds.add(key.slice(`queued/${day}/`.length));
      }
    }
    const unqueued = ids.filter((id) => !queuedIds.has(id)).reverse(); // the oldest first
    for (let start = 0; start < unqueued.length; start += PARALLEL_ATTEMPTS) {
      if (left() <= 0) {
        through = Math.min(through, contactIdTime(unqueued[start]!));
        break;
      }
      await Promise.all(
        unqueued.slice(start, start + PARALLEL_ATTEMPTS).map((id) =>
          isolated(async () => {
            const submission = await getContact(id);
            if (!submission) return;
            // No request here: without SITE_URL or URL (only locally) the link is a local one.
            const written = await queue(
              store,
              id,
              channels,
              inboxUrlFor("http://localhost", deployContext ?? deployContextOf()),
              now,
            );
            if (written.length) queued += 1;
            for (const { channel, entry, etag } of written) {
              count(await deliver(store, channel, submission, entry, etag, now));
            }
          }),
        ),
      );
    }
  }
  const progress: ScanProgress = { through: new Date(through).toISOString() };
  await storageDeadline(store.setJSON(LAST_SCAN_KEY, progress), 1, "notify: recording the scan");
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
