/**
 * The dashboard summary, at a cost that grows with the days in the range, not with
 * the events: one `get` per closed day (its stored summary), one of the owner's
 * applications and one listing of the days past the daily limit (./daily-cap); for a day still open (today, and yesterday for the first 90 minutes after
 * midnight), one `get` per closed hour (its partial summary) and one listing per hour
 * still open (the current one, and the ones before for 90 minutes after their end), for the range
 * and for the period of the same length before it (days past retention are not read).
 * Days are days in the owner's time zone (SITE_TIME_ZONE, see ../timezone).
 *
 * A closed hour or day with nothing stored yet is computed on the way and stored once
 * (after the answer when the caller can wait for it, `afterAnswer`): a closed hour's
 * partial from its raw events, a closed day's summary from its hours' partials. The
 * scheduled roll-up (./rollup) usually did both already.
 *
 * A day that cannot be read before the answer's deadline (a flood crammed into one
 * hour) never fails the answer: it stands in as an empty day marked incomplete, and its
 * reading goes on in the background (what closed is then stored for the next request; the
 * roll-up tries again too). Only when no day at all could be read does the summary fail:
 * that is storage being down, not one large day.
 */
import type { Store } from "@netlify/blobs";
import {
  combineDaySummaries,
  dayHours,
  emptyDaySummary,
  isHourClosed,
  isZonedDayClosed,
  rangeDates,
  realtimeVisitors,
  summarizeHours,
  utcDate,
  zonedDate,
  analyticsRanges,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DaySummary,
  type HourEvents,
  type VisitRecord,
} from "../core";
import { retentionDays } from "./retention";
import { dayHourFolders, hourHasEvents, readHourEvents } from "./events";
import { readHourPartial, saveHourPartial } from "./partials";
import { analyticsStore, readOwnedApplications } from "./store";
import { readDaySummary, saveDaySummary } from "./summaries";
import { blobsTimeoutMs, storageDeadline } from "../blobs";
import { DeadlineError, limiter, mapLimit, withDeadline } from "../concurrency";
import type { Refusal } from "../http";
import { cappedDays } from "./daily-cap";
import { isKnownPath, siteLanguagesOrDefault } from "../site";
import { siteTimeZone } from "../time-zone";
import { errorLine } from "../log";

/** How many Blobs calls a summary makes at once. */
const PARALLEL_READS = 16;
/** How many hours of one day are read at once. */
const PARALLEL_HOURS = 8;

/** A day as read: its summary, and its raw visits while it is open (for the realtime count). */
export interface DayRead {
  summary: DaySummary;
  openVisits?: VisitRecord[];
}

export interface DayReadOptions {
  /** The zone whose day `date` is. @defaultValue SITE_TIME_ZONE */
  timeZone?: string;
  /**
   * Collects the writes of what was computed on the way (hour partials, a day summary),
   * for the caller to finish after its answer; without it they are awaited.
   */
  saves?: Promise<void>[];
  /** The gate the hours' reads go through, shared by the days of one summary. @defaultValue PARALLEL_HOURS per day */
  hourSlots?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Stores something computed on the way; a failure only costs a later recompute. */
function storeLater(work: Promise<void>, what: string, saves?: Promise<void>[]) {
  const saving = work.catch((error: unknown) => {
    console.error(`analytics: could not store ${what}`, errorLine(error));
  });
  if (!saves) return saving;
  saves.push(saving);
}

/**
 * The events of the hours `date` overlaps that have begun. One listing of each UTC day's
 * folders first tells which hours have any event; an hour without a folder costs nothing
 * more. A closed hour is read from its partial (built from its raw events and stored on a
 * miss), an open one from its listing.
 */
async function readDayHours(
  store: Store,
  date: string,
  timeZone: string,
  nowMs: number,
  { saves, hourSlots = limiter(PARALLEL_HOURS) }: Pick<DayReadOptions, "saves" | "hourSlots">,
): Promise<HourEvents[]> {
  const begun = dayHours(date, timeZone).filter((start) => start <= nowMs);
  const folders = new Map(
    [...new Set(begun.map(utcDate))].map((day) => {
      const listing = dayHourFolders(store, day);
      // Its hours wait for it, but may not have asked yet when it fails (they queue behind the
      // other date's): its failure reaches the read through them, never as an unhandled rejection.
      listing.catch(() => {});
      return [day, listing] as const;
    }),
  );
  return Promise.all(begun.map((start) => hourSlots(() => readHour(start))));

  async function readHour(start: number): Promise<HourEvents> {
    const hours = await folders.get(utcDate(start))!;
    if (!hourHasEvents(hours, start)) return { visits: [], goals: [], engagement: [], bots: [] };
    if (!isHourClosed(start, nowMs)) return readHourEvents(store, start);
    const stored = await readHourPartial(store, start);
    if (stored) return stored;
    const events = await readHourEvents(store, start);
    await storeLater(
      saveHourPartial(store, start, events),
      `the partial of ${new Date(start).toISOString()}`,
      saves,
    );
    return events;
  }
}

/** Summarises a day from its hours (closed hours' partials are stored on the way). */
export async function computeDaySummary(
  store: Store,
  date: string,
  { timeZone = siteTimeZone(), nowMs = Date.now(), ...options }: DayReadOptions & { nowMs?: number } = {},
): Promise<DaySummary> {
  return (await computeDay(store, date, timeZone, nowMs, options)).summary;
}

async function computeDay(
  store: Store,
  date: string,
  timeZone: string,
  nowMs: number,
  options: Pick<DayReadOptions, "saves" | "hourSlots">,
): Promise<DayRead> {
  const hours = await readDayHours(store, date, timeZone, nowMs, options);
  return {
    summary: summarizeHours(date, timeZone, hours, { isKnownPath }),
    openVisits: hours.flatMap((hour) => hour.visits),
  };
}

/**
 * A day: its summary, stored once the day is closed (computed and stored on a miss),
 * computed from its hours while it is open.
 */
async function readDay(
  store: Store,
  date: string,
  nowMs: number,
  { timeZone = siteTimeZone(), ...options }: DayReadOptions = {},
): Promise<DayRead> {
  if (!isZonedDayClosed(date, timeZone, nowMs)) return computeDay(store, date, timeZone, nowMs, options);
  const stored = await readDaySummary(store, date, timeZone);
  if (stored) return { summary: stored };
  const { summary } = await computeDay(store, date, timeZone, nowMs, options);
  await storeLater(saveDaySummary(store, summary), `the summary of ${date}`, options.saves);
  return { summary };
}

/** The range a request asks for, or why it cannot be given. */
export type RangeRead = { ok: true; days: AnalyticsRange } | Refusal;

/**
 * The range a request asks for (`?days=`), or refused (400) naming the ranges there are.
 * The dashboard and its export take the same ranges.
 */
export function requestedRange(req: Request): RangeRead {
  const requested = new URL(req.url).searchParams.get("days");
  const days = analyticsRanges.find((range) => String(range) === requested);
  return days
    ? { ok: true, days }
    : { ok: false, status: 400, error: `days must be one of ${analyticsRanges.join(", ")}.` };
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
   * Takes the work that goes on after the answer (`context.waitUntil`): the reads of
   * incomplete days, and the storing of hours and days computed on the way. Without it,
   * the storing is awaited.
   */
  afterAnswer?: (work: Promise<unknown>) => void;
  /** The zone whose days the range counts. @defaultValue SITE_TIME_ZONE */
  timeZone?: string;
}

/**
 * The days of `dates` (in `timeZone`), each read by the deadline (`daysMs` from now): a day
 * still being read then stands in as an empty day and is named in `incomplete`, and its
 * reading goes on after the answer (`afterAnswer`). Fails only when no day could be read:
 * that is storage being down, not one large day.
 */
export async function readDaysInTime(
  store: Store,
  dates: readonly string[],
  nowMs: number,
  { daysMs = blobsTimeoutMs() * DAYS_SHARE, afterAnswer, timeZone = siteTimeZone() }: SummaryOptions = {},
): Promise<{ reads: DayRead[]; incomplete: string[] }> {
  const deadline = Date.now() + daysMs;
  const incomplete: string[] = [];
  // The hours of every day share one gate: a cold range does not start 16 days × 8 hours at once.
  const hourSlots = limiter(PARALLEL_READS);
  const reads = await mapLimit(dates, PARALLEL_READS, async (date): Promise<DayRead> => {
    const saves: Promise<void>[] = [];
    const read = readDay(store, date, nowMs, { timeZone, saves, hourSlots });
    try {
      const day = await withDeadline(read, deadline - Date.now(), `analytics: reading ${date}`);
      if (afterAnswer) afterAnswer(Promise.all(saves));
      else await Promise.all(saves);
      return day;
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error;
      console.error(`analytics: ${date} could not be read in time; answered as incomplete`);
      incomplete.push(date);
      afterAnswer?.(read.then(() => Promise.all(saves)).catch(() => {}));
      return { summary: emptyDaySummary(date) };
    }
  });
  if (reads.length > 0 && incomplete.length === reads.length)
    throw new DeadlineError("analytics: no day could be read in time");
  return { reads, incomplete: incomplete.sort() };
}

/** The summary of the last `days` days in the owner's zone, today included, compared with the `days` before. */
export async function loadAnalyticsSummary(
  store: Store,
  days: AnalyticsRange,
  now: Date = new Date(),
  options: SummaryOptions = {},
): Promise<AnalyticsSummary> {
  const { timeZone = siteTimeZone() } = options;
  const nowMs = now.getTime();
  const today = zonedDate(nowMs, timeZone);
  const both = rangeDates(today, 2 * days);
  // Days before retention are gone: reading them would only store empty summaries again.
  const oldestKept = rangeDates(today, retentionDays())[0]!;
  const previousDates = both.slice(0, days).filter((date) => date >= oldestKept);
  const dates = both.slice(days);
  // The owner's applications (one `get`), read beside the days; without them the
  // applications are still listed, only the not-yet-opened ones are missing.
  const owned = readOwnedApplications(store).catch((error: unknown) => {
    console.error("analytics: could not read the owner's applications", error);
    return [];
  });
  // The days that reached the daily bound on stored events (one listing, plus one per such day).
  const capped = cappedDays(store, dates[0]!).catch((error: unknown) => {
    console.error("analytics: could not read the days past the daily limit", errorLine(error));
    return [];
  });
  const { reads, incomplete } = await readDaysInTime(store, [...previousDates, ...dates], nowMs, {
    ...options,
    timeZone,
  });
  const previous = reads.slice(0, previousDates.length).map((read) => read.summary);
  const current = reads.slice(previousDates.length);
  const open = current.flatMap((read) => read.openVisits ?? []);
  const summary = combineDaySummaries(
    current.map((read) => read.summary),
    days,
    now,
    {
      previous,
      realtimeVisitors: realtimeVisitors(open, nowMs),
      incomplete,
      owned: await owned,
      timeZone,
      languages: siteLanguagesOrDefault(),
    },
  );
  const cappedInRange = await capped;
  return cappedInRange.length > 0 ? { ...summary, cappedDays: cappedInRange } : summary;
}

/** The owner's summary as read (`requestedSummary`), or why there is none. */
export type SummaryRead = { ok: true; summary: AnalyticsSummary } | Refusal;

/**
 * The owner's summary for the range a request asks for, or why there is none: 400 for a
 * malformed range, 503 when storage fails. Its days are read in parallel, so the whole
 * summary is bounded like one storage call; `afterAnswer` takes the work that goes on after
 * the answer (`context.waitUntil`).
 */
export async function requestedSummary(
  req: Request,
  afterAnswer: (work: Promise<unknown>) => void,
): Promise<SummaryRead> {
  const range = requestedRange(req);
  if (!range.ok) return range;
  try {
    const work = loadAnalyticsSummary(analyticsStore(), range.days, new Date(), { afterAnswer });
    return { ok: true, summary: await storageDeadline(work, 1, "analytics summary") };
  } catch (error) {
    return {
      ok: false,
      status: 503,
      error: "Analytics are temporarily unavailable. Try again later.",
      failure: { what: "analytics: could not load the summary", error },
    };
  }
}
