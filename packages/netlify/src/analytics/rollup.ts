/**
 * The hourly roll-up, in steps that cannot stop each other: the partial summaries of
 * today's closed hours (by reading the days still open, which stores what closed), each
 * closed day's summary (days in the owner's zone), then retention (expired days, then the visitor salts of past days). Every step has its
 * own error handling and time limit, and the whole run fits in `budgetMs`, under the
 * 30 s a scheduled function may run. A day that fails or does not fit is simply still
 * missing: the next run (or a dashboard request) summarises it. Retention runs whatever
 * happened to the roll-up, so a bad day can never stop data from expiring.
 */
import type { Store } from "@netlify/blobs";
import { isZonedDayClosed, rangeDates, zonedDate } from "../core";
import { pruneExpiredDays, retentionDays } from "./retention";
import { saveDaySummary, summarizedDates } from "./summaries";
import { computeDaySummary } from "./summary";
import { siteTimeZone } from "../time-zone";
import { pruneVisitorSalts } from "./visitor";
import { pruneApplicationBrowsers } from "./application-signals";
import { mapLimit, withDeadline } from "../concurrency";
import { errorLine } from "../log";

export interface RollupBudget {
  /** The whole run. @defaultValue 25 000 ms */
  budgetMs?: number;
  /** One day's roll-up. @defaultValue 8 000 ms */
  stepMs?: number;
  /** Kept for retention whatever the roll-up does. @defaultValue 8 000 ms */
  retentionMs?: number;
}

export interface RollupReport {
  /** Open days whose closed hours were read (their partials stored), or why that failed. */
  hours: { days: string[] } | { error: string };
  summarised: string[];
  /** Days whose roll-up failed or ran out of time (retried on the next run). */
  failed: string[];
  /** Days left for the next run because the budget was spent. */
  deferred: string[];
  /** Expired days deleted, or why retention failed. */
  retention: { days: string[]; deleted: number } | { error: string };
  /** Past days' visitor salts deleted (and the browsers' applications of those days), or why that failed. */
  salts: { deleted: number; browsers?: number } | { error: string };
}

/** How many days are summarised at once. */
const PARALLEL_DAYS = 4;

/** Runs the roll-up and retention within the budget; never throws. */
export async function runRollup(
  store: Store,
  now: Date = new Date(),
  { budgetMs = 25_000, stepMs = 8_000, retentionMs = 8_000 }: RollupBudget = {},
  timeZone: string = siteTimeZone(),
): Promise<RollupReport> {
  const started = Date.now();
  const left = () => budgetMs - (Date.now() - started);
  const report: RollupReport = {
    hours: { days: [] },
    summarised: [],
    failed: [],
    deferred: [],
    retention: { days: [], deleted: 0 },
    salts: { deleted: 0 },
  };

  // The days still open: reading them stores the partials of their closed hours, so the
  // dashboard's next read of today is a few small gets.
  const open = rangeDates(zonedDate(now.getTime(), timeZone), 2).filter(
    (date) => !isZonedDayClosed(date, timeZone, now.getTime()),
  );
  try {
    await withDeadline(
      Promise.all(open.map((date) => computeDaySummary(store, date, { timeZone, nowMs: now.getTime() }))),
      stepMs,
      "analytics roll-up: today's closed hours",
    );
    report.hours = { days: open };
  } catch (error) {
    report.hours = { error: errorLine(error) };
    console.error("analytics roll-up: could not store today's closed hours", errorLine(error));
  }

  let missing: string[] = [];
  try {
    missing = await withDeadline(
      missingDays(store, now, timeZone),
      stepMs,
      "analytics roll-up: listing summarised days",
    );
  } catch (error) {
    console.error("analytics roll-up: could not list the summarised days", errorLine(error));
  }
  await mapLimit(missing, PARALLEL_DAYS, async (date) => {
    const time = Math.min(stepMs, left() - retentionMs);
    if (time <= 0) {
      report.deferred.push(date);
      return;
    }
    try {
      await withDeadline(
        (async () =>
          saveDaySummary(store, await computeDaySummary(store, date, { timeZone, nowMs: now.getTime() })))(),
        time,
        `analytics roll-up of ${date}`,
      );
      report.summarised.push(date);
    } catch (error) {
      report.failed.push(date);
      console.error(`analytics roll-up: ${date} failed; the next run retries it`, errorLine(error));
    }
  });

  const retentionTime = Math.max(left(), retentionMs);
  try {
    report.retention = await withDeadline(pruneExpiredDays(store, now), retentionTime, "analytics retention");
  } catch (error) {
    report.retention = { error: errorLine(error) };
    console.error("analytics retention failed; the next run resumes it", errorLine(error));
  }
  try {
    const deleted = await withDeadline(pruneVisitorSalts(now), Math.max(left(), 1000), "analytics salts");
    // A browser's application for a past day: its hash was keyed with a salt that is now gone.
    const browsers = await withDeadline(
      pruneApplicationBrowsers(store, now),
      Math.max(left(), 1000),
      "applications' browsers",
    );
    report.salts = { deleted: deleted.length, ...(browsers > 0 ? { browsers } : {}) };
  } catch (error) {
    report.salts = { error: errorLine(error) };
    console.error("analytics: could not delete past visitor salts", errorLine(error));
  }
  for (const list of [report.summarised, report.failed, report.deferred]) list.sort();
  return report;
}

/** Closed days (in `timeZone`) kept by retention that have no stored summary yet. */
async function missingDays(store: Store, now: Date, timeZone: string): Promise<string[]> {
  const done = await summarizedDates(store, timeZone);
  return rangeDates(zonedDate(now.getTime(), timeZone), retentionDays()).filter(
    (date) => isZonedDayClosed(date, timeZone, now.getTime()) && !done.has(date),
  );
}
