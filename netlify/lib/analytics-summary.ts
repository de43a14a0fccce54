/**
 * The dashboard summary, at a cost that grows with the days in the range, not with
 * the events: one `get` per closed day (its stored summary), one `list` for each day
 * still open (today; yesterday during the first minutes after midnight). A closed day
 * with no stored summary yet is computed from its raw events and stored on the way
 * (compute-on-miss); the scheduled roll-up usually did it already.
 */
import type { Store } from "@netlify/blobs";
import {
  combineDaySummaries,
  isDayClosed,
  rangeDates,
  summarizeDay,
  utcDate,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DaySummary,
} from "../../packages/core/src/analytics";
import { readDayEvents, readDaySummary, saveDaySummary, summarizedDates } from "./analytics-store";
import { mapLimit } from "./concurrency";

/** How many Blobs calls a summary makes at once. */
const PARALLEL_READS = 16;

/** Summarises a day from its raw events. */
export async function computeDaySummary(store: Store, date: string): Promise<DaySummary> {
  const { visits, bots } = await readDayEvents(store, date);
  return summarizeDay(date, visits, bots);
}

/**
 * A day's summary: stored when the day is closed (computed and stored on a miss),
 * computed from raw events while it is open.
 */
export async function daySummary(store: Store, date: string, nowMs: number): Promise<DaySummary> {
  if (!isDayClosed(date, nowMs)) return computeDaySummary(store, date);
  const stored = await readDaySummary(store, date);
  if (stored) return stored;
  const computed = await computeDaySummary(store, date);
  // Storing is an optimisation: if it fails, this answer is still right.
  await saveDaySummary(store, computed).catch((error: unknown) => {
    console.error(`analytics: could not store the summary of ${date}`, error);
  });
  return computed;
}

/** The summary of the last `days` UTC days, today included. */
export async function loadAnalyticsSummary(
  store: Store,
  days: AnalyticsRange,
  now: Date = new Date(),
): Promise<AnalyticsSummary> {
  const dates = rangeDates(utcDate(now.getTime()), days);
  const summaries = await mapLimit(dates, PARALLEL_READS, (date) => daySummary(store, date, now.getTime()));
  return combineDaySummaries(summaries, days, now);
}

/**
 * Stores the summary of every closed day in the last `lookbackDays` that lacks one
 * (the scheduled roll-up). Idempotent: run it twice, or alongside a dashboard request,
 * and the same summaries are stored once.
 */
export async function rollUpClosedDays(
  store: Store,
  now: Date = new Date(),
  lookbackDays = 90,
): Promise<{ computed: string[] }> {
  const done = await summarizedDates(store);
  const missing = rangeDates(utcDate(now.getTime()), lookbackDays).filter(
    (date) => isDayClosed(date, now.getTime()) && !done.has(date),
  );
  await mapLimit(missing, 4, async (date) => saveDaySummary(store, await computeDaySummary(store, date)));
  return { computed: missing };
}
