/**
 * The dashboard summary, at a cost that grows with the days in the range, not with
 * the events: one `get` per closed day (its stored summary) and one of the owner's applications, one `list` for each day
 * still open (today; yesterday during the first minutes after midnight), for the range
 * and for the period of the same length before it (days past retention are not read).
 * A closed day with no stored summary yet is computed from its raw events and stored on
 * the way (compute-on-miss); the scheduled roll-up usually did it already.
 *
 * A day whose events cannot be listed before the answer's deadline (a flood) never
 * fails the answer: it stands in as an empty day marked incomplete, and its reading
 * goes on in the background (a closed day is then stored for the next request; the
 * nightly roll-up tries again too). Only when no day at all could be read does the
 * summary fail: that is storage being down, not one large day.
 */
import type { Store } from "@netlify/blobs";
import type { Context } from "@netlify/functions";
import {
  combineDaySummaries,
  emptyDaySummary,
  isDayClosed,
  rangeDates,
  realtimeVisitors,
  summarizeDay,
  utcDate,
  analyticsRanges,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DaySummary,
  type VisitRecord,
} from "../core";
import { retentionDays } from "./retention";
import { analyticsStore, readDayEvents, readDaySummary, saveDaySummary } from "./store";
import { blobsTimeoutMs, storageDeadline } from "../blobs";
import { DeadlineError, mapLimit, withDeadline } from "../concurrency";
import { errorResponse, unavailable } from "../http";
import { readOwnedApplications } from "./applications";
import { isKnownPath } from "../site";

/** How many Blobs calls a summary makes at once. */
const PARALLEL_READS = 16;

/** A day as read: its summary, and its raw visits while it is open (for the realtime count). */
interface DayRead {
  summary: DaySummary;
  openVisits?: VisitRecord[];
}

/** Summarises a day from its raw events. */
export async function computeDaySummary(store: Store, date: string): Promise<DaySummary> {
  return (await computeDay(store, date)).summary;
}

async function computeDay(store: Store, date: string): Promise<DayRead> {
  const { visits, goals, bots, engagement } = await readDayEvents(store, date);
  return {
    summary: summarizeDay(date, visits, bots, { goals, isKnownPath, engagement }),
    openVisits: visits,
  };
}

/**
 * A day's summary: stored when the day is closed (computed and stored on a miss),
 * computed from raw events while it is open.
 */
export async function daySummary(store: Store, date: string, nowMs: number): Promise<DaySummary> {
  return (await readDay(store, date, nowMs)).summary;
}

async function readDay(store: Store, date: string, nowMs: number): Promise<DayRead> {
  if (!isDayClosed(date, nowMs)) return computeDay(store, date);
  const stored = await readDaySummary(store, date);
  if (stored) return { summary: stored };
  const { summary } = await computeDay(store, date);
  // Storing is an optimisation: if it fails, this answer is still right.
  await saveDaySummary(store, summary).catch((error: unknown) => {
    console.error(`analytics: could not store the summary of ${date}`, error);
  });
  return { summary };
}

/**
 * The range a request asks for (`?days=`), or the 400 that names the ranges there are.
 * The dashboard and its export take the same ranges.
 */
export function requestedRange(req: Request): AnalyticsRange | Response {
  const requested = new URL(req.url).searchParams.get("days");
  const days = analyticsRanges.find((range) => String(range) === requested);
  return days ?? errorResponse(400, `days must be one of ${analyticsRanges.join(", ")}.`);
}

/**
 * The share of a storage call's time limit (BLOBS_TIMEOUT_MS, 8 s: 6 s) the days of a
 * summary may take: the callers bound the whole summary by that limit, so days still
 * being read then are answered as incomplete rather than failing the answer. Shorter,
 * and an ordinary cold range on a busy instance would come back incomplete.
 */
const DAYS_SHARE = 0.75;

export interface SummaryOptions {
  /**
   * How long the days may take to read, from the start, in ms; a day still being read
   * then is answered as incomplete.
   * @defaultValue DAYS_SHARE of BLOBS_TIMEOUT_MS
   */
  daysMs?: number;
  /**
   * Takes the reads of incomplete days, which go on after the answer
   * (`context.waitUntil`): a closed day is then stored for the next request.
   */
  afterAnswer?: (work: Promise<unknown>) => void;
}

/** The summary of the last `days` UTC days, today included, compared with the `days` before. */
export async function loadAnalyticsSummary(
  store: Store,
  days: AnalyticsRange,
  now: Date = new Date(),
  { daysMs = blobsTimeoutMs() * DAYS_SHARE, afterAnswer }: SummaryOptions = {},
): Promise<AnalyticsSummary> {
  const deadline = Date.now() + daysMs;
  const nowMs = now.getTime();
  const today = utcDate(nowMs);
  const both = rangeDates(today, 2 * days);
  // Days before retention are gone: reading them would only store empty summaries again.
  const oldestKept = rangeDates(today, retentionDays())[0]!;
  const previousDates = both.slice(0, days).filter((date) => date >= oldestKept);
  const dates = both.slice(days);
  const incomplete: string[] = [];
  // The owner's applications (one `get`), read beside the days; without them the
  // applications are still listed, only the not-yet-opened ones are missing.
  const owned = readOwnedApplications(store).catch((error: unknown) => {
    console.error("analytics: could not read the owner's applications", error);
    return [];
  });
  const reads = await mapLimit([...previousDates, ...dates], PARALLEL_READS, async (date) => {
    const read = readDay(store, date, nowMs);
    try {
      return await withDeadline(read, deadline - Date.now(), `analytics: reading ${date}`);
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error;
      console.error(`analytics: ${date} could not be read in time; answered as incomplete`);
      incomplete.push(date);
      afterAnswer?.(read.catch(() => {}));
      return { summary: emptyDaySummary(date) };
    }
  });
  if (incomplete.length === reads.length) throw new DeadlineError("analytics: no day could be read in time");
  const previous = reads.slice(0, previousDates.length).map((read) => read.summary);
  const current = reads.slice(previousDates.length);
  const open = current.flatMap((read) => read.openVisits ?? []);
  return combineDaySummaries(
    current.map((read) => read.summary),
    days,
    now,
    { previous, realtimeVisitors: realtimeVisitors(open, nowMs), incomplete, owned: await owned },
  );
}

/**
 * The owner's summary for the range a request asks for, or the answer to send instead:
 * 400 for a malformed range, 503 with Retry-After when storage fails. Its days are read in
 * parallel, so the whole summary is bounded like one storage call.
 */
export async function requestedSummary(req: Request, context: Context): Promise<AnalyticsSummary | Response> {
  const days = requestedRange(req);
  if (days instanceof Response) return days;
  try {
    const work = loadAnalyticsSummary(analyticsStore(), days, new Date(), {
      afterAnswer: (pending) => context.waitUntil(pending),
    });
    return await storageDeadline(work, 1, "analytics summary");
  } catch (error) {
    return unavailable("Analytics are temporarily unavailable. Try again later.", {
      what: "analytics: could not load the summary",
      error,
    });
  }
}
