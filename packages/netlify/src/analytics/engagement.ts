/**
 * Recording a page view's engagement (`POST /api/analytics/engagement`): the seconds it
 * was read and how far, sent once when the page is hidden or left. It counts only for a
 * page view the server stored, of the same session and page, in an hour still open (its
 * partial summary is written once the hour closes, the longest read counted after its
 * end), with its seconds clipped to the time since the view, and
 * only once: one listing of the view's own id finds the view and any engagement already
 * stored beside it, and the write is `onlyIfNew`. Two calls, whatever the day holds.
 *
 * Whether it is a bot's was decided with its view: a bot's view is never stored as a
 * visit (and its answer names no view), so nothing of it can match. The engagement's own
 * User-Agent is not asked again: a beacon sent while the page is being left can carry
 * another one than the page's (an emulated or overridden agent applies to the page's
 * requests, not to the beacon that outlives it), which lost every read left by navigating.
 */
import type { Store } from "@netlify/blobs";
import {
  clipBlockReadings,
  hourStart,
  isHourClosed,
  utcDate,
  type NormalizedEngagement,
  type VisitRecord,
} from "../core";
import type { RequestSignals } from "./ingest";
import { eventIdTime, eventPrefix, parseEventKey } from "./keys";
import { sessionHash } from "./visitor";
import { storageDeadline } from "../blobs";
import { engagementKey } from "./engagement-key";

/** What became of an engagement event. */
export type EngagementOutcome =
  /** Stored beside its view. */
  | "stored"
  /** No page view of that id, session and page. */
  | "unknown-view"
  /** The view already sent its engagement. */
  | "already-counted"
  /** The view's hour is closed: its partial summary is final. */
  | "hour-closed";

/** Stores an engagement event beside its page view, when it matches one (see the module note). */
export async function recordEngagement(
  store: Store,
  event: NormalizedEngagement,
  signals: Pick<RequestSignals, "nowMs">,
  /** Called once the engagement is stored, with its view and its figures as stored. */
  onStored?: (view: VisitRecord, figures: { seconds: number; depth: number }) => void,
): Promise<EngagementOutcome> {
  const viewedAt = eventIdTime(event.view);
  if (!Number.isFinite(viewedAt) || viewedAt > signals.nowMs) return "unknown-view";
  const date = utcDate(viewedAt);
  if (isHourClosed(hourStart(viewedAt), signals.nowMs)) return "hour-closed";
  const hour = String(new Date(viewedAt).getUTCHours()).padStart(2, "0");
  const prefix = `${eventPrefix(date)}${hour}/${event.view}.`;
  const { blobs } = await store.list({ prefix });
  const events = blobs.map(({ key }) => parseEventKey(key));
  const session = sessionHash(event.sessionId);
  const match = events.find(
    (stored) =>
      stored?.kind === "visit" && stored.visit.session === session && stored.visit.pageUrl === event.pageUrl,
  );
  if (match?.kind !== "visit") return "unknown-view";
  if (events.some((stored) => stored?.kind === "engagement")) return "already-counted";
  // A page cannot have been read longer than it has been open, nor a block longer than its page.
  const seconds = Math.min(event.seconds, Math.ceil((signals.nowMs - viewedAt) / 1000));
  const blocks = event.blocks && clipBlockReadings(event.blocks, seconds);
  const { modified } = await storageDeadline(
    store.set(engagementKey(prefix, seconds, event.depth, blocks), "", { onlyIfNew: true }),
    1,
    "analytics: storing an engagement",
  );
  if (!modified) return "already-counted";
  onStored?.(match.visit, { seconds, depth: event.depth });
  return "stored";
}
