/**
 * The owner's notices are delivered at least once, and a notice that cannot be delivered
 * is never dropped in silence: its kind's `giveUp` shows it to the owner (a message marked
 * `notificationFailed` in the inbox, an application in the dashboard). The queue knows no
 * domain: a notice is `{ kind, id }` plus the payload its kind queued it with (kinds.ts).
 *
 * Store "notifications":
 * - `pending/{kind}/{id}/{channel}`: one entry per notice and channel while its delivery
 *   is outstanding (QueueEntry), written before the first attempt and deleted once
 *   delivered or given up.
 * - `queued/{day}/{kind}/{id}`: the notice was queued. For a kind with a scan (a message),
 *   written once its entries are, under the UTC day of what it is about; the retry run's
 *   scan for ids that were never queued (the instance died after the 201) looks here. For
 *   any other kind, claimed with a write-if-new before its entries, under the day it was
 *   queued: the one caller that writes it queues the notice, every other does nothing
 *   (decision 17's marker); an instance that dies between the claim and the entries loses
 *   that notice. Whole days are deleted once past the retry window.
 * - `scan/{kind}`: how far that kind's scan has got (retry.ts).
 *
 * An attempt is claimed by a conditional write (deliver.ts), so the first attempt and a
 * retry run racing for one entry cannot both send.
 *
 * This file writes entries and nothing else: a function that only queues (the page view)
 * bundles no sender.
 */
import type { Store } from "@netlify/blobs";
import { utcDate } from "../core";
import { blobsStore, storageDeadline } from "../blobs";
import { serialized } from "../concurrency";
import { errorLine } from "../log";
import { configuredChannelNames, type ChannelName } from "./configured";
import type { NoticeKind, NoticeRef } from "./kinds";
import { ownerBase } from "./links";

/** How long a notice is retried before its kind gives up on it. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A new entry is left to the attempt that wrote it this long before a retry run may take it. */
const FIRST_ATTEMPT_GRACE_MS = 2 * 60 * 1000;

export interface QueueEntry extends NoticeRef {
  channel: ChannelName;
  /** What the kind queued the notice with (JSON). */
  payload: unknown;
  /** The site the owner's links point at (links.ts), fixed when queued: a retry run has no request. */
  linkBase: string;
  /** When the entry was written, ISO 8601: attempts stop RETRY_WINDOW_MS after it. */
  recordedAt: string;
  /** Attempts claimed so far. */
  attempts: number;
  /** When a retry run may next take the entry, ISO 8601. */
  nextAttemptAt: string;
  /** Why the last attempt failed (never any of the notice's content). */
  lastError?: string;
}

export interface QueueOptions {
  /** The origin of the request that queues it: the links' base when neither SITE_URL nor URL is set. */
  origin: string;
  /** The deploy context ("production", "deploy-preview", ...): the console channel is only for local runs. */
  deployContext?: string;
  now?: Date;
  /**
   * Who makes the first attempt: "here" (the caller, at once; a retry run waits
   * FIRST_ATTEMPT_GRACE_MS before taking it), or "retry-run" (the next scheduled run).
   * @defaultValue "here"
   */
  firstAttempt?: "here" | "retry-run";
}

/** An entry this call wrote, with the etag that lets it claim the first attempt. */
export interface Queued {
  entry: QueueEntry;
  etag: string | undefined;
}

export const PENDING_PREFIX = "pending/";
export const QUEUED_PREFIX = "queued/";
export const pendingKey = ({ kind, id }: NoticeRef, channel: ChannelName) =>
  `${PENDING_PREFIX}${kind}/${id}/${channel}`;
export const queuedKey = (day: string, { kind, id }: NoticeRef) => `${QUEUED_PREFIX}${day}/${kind}/${id}`;

export function notificationsStore(): Store {
  return blobsStore("notifications");
}

/**
 * Queues `{ kind, id }` for every configured channel (see the module note for the marker),
 * and resolves the entries this call wrote: an entry someone else wrote is theirs to
 * attempt. Throws when storage fails.
 */
export async function queueNotice<Payload>(
  kind: NoticeKind<Payload, unknown>,
  id: string,
  payload: Payload,
  options: QueueOptions,
): Promise<Queued[]> {
  const now = options.now ?? new Date();
  const names = configuredChannelNames(options.deployContext);
  if (!names.length) return [];
  const store = notificationsStore();
  const ref: NoticeRef = { kind: kind.name, id };
  const marker = queuedKey(utcDate(kind.scan ? kind.scan.timeOf(id) : now.getTime()), ref);
  const writeMarker = () =>
    // In-process order first: the local Blobs server's onlyIfNew is not atomic (see serialized).
    serialized(`notify:${marker}`, () =>
      storageDeadline(
        store.setJSON(marker, { at: now.toISOString() }, { onlyIfNew: true }),
        1,
        "notify: recording a notification",
      ),
    );
  if (kind.scan) {
    // Queued before (a retried POST, or the scan meeting a live first attempt): its entries
    // may be delivered and gone already, so writing new ones would send it again.
    if (await store.getMetadata(marker)) return [];
  } else if (!(await writeMarker()).modified) return [];

  const first = options.firstAttempt ?? "here";
  const written = await Promise.all(
    names.map(async (channel): Promise<Queued | null> => {
      const entry: QueueEntry = {
        ...ref,
        channel,
        payload,
        linkBase: ownerBase(options.origin, options.deployContext),
        recordedAt: now.toISOString(),
        attempts: 0,
        nextAttemptAt: new Date(
          now.getTime() + (first === "here" ? FIRST_ATTEMPT_GRACE_MS : 0),
        ).toISOString(),
      };
      const key = pendingKey(ref, channel);
      const { modified, etag } = await serialized(`notify:${key}`, () =>
        storageDeadline(
          store.setJSON(key, entry, { onlyIfNew: true }),
          1,
          "notify: recording a notification",
        ),
      );
      return modified ? { entry, etag } : null;
    }),
  );
  if (kind.scan) await writeMarker();
  return written.filter((queued): queued is Queued => queued !== null);
}

/**
 * queueNotice for a caller that leaves every attempt to the retry schedule (the page
 * view): never rejects, what fails is logged.
 */
export async function queueForRetryRun<Payload>(
  kind: NoticeKind<Payload, unknown>,
  id: string,
  payload: Payload,
  options: Omit<QueueOptions, "firstAttempt">,
): Promise<void> {
  try {
    await queueNotice(kind, id, payload, { ...options, firstAttempt: "retry-run" });
  } catch (error) {
    console.error(`notify: could not queue the ${kind.name} notice ${id}`, errorLine(error));
  }
}
