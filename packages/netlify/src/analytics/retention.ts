/**
 * Retention of visit data: raw events and day summaries are kept for the dashboard's
 * longest range (90 days), or for ANALYTICS_RETENTION_DAYS when that is longer. The
 * daily roll-up deletes older days, so nothing is kept that the dashboard can no longer
 * show, visitor hashes included. Shorter settings are raised to 90 days: the dashboard's
 * 90-day view must stay complete.
 */
import type { Store } from "@netlify/blobs";
import { analyticsRanges, rangeDates, utcDate } from "../core";
import { envInt } from "../env";
import { deleteFolders } from "../blobs";
import { LIMIT_PREFIXES } from "./daily-cap";

/** The longest range the dashboard shows: the least that must be kept. */
export const MIN_RETENTION_DAYS = Math.max(...analyticsRanges);

/** Days of visit data kept, today included. */
export function retentionDays(): number {
  return Math.max(MIN_RETENTION_DAYS, envInt("ANALYTICS_RETENTION_DAYS", MIN_RETENTION_DAYS));
}

const datePattern = /\d{4}-\d{2}-\d{2}/;

/**
 * Deletes the raw events, the daily limit's counts, the hour partials and the summaries (of every version) of days before
 * the last `keepDays` days. Idempotent, and safe to stop half-way: an expired day is
 * never read again, and the next run deletes what is left of it.
 */
export async function pruneExpiredDays(
  store: Store,
  now: Date = new Date(),
  keepDays: number = retentionDays(),
): Promise<{ days: string[]; deleted: number }> {
  const oldestKept = rangeDates(utcDate(now.getTime()), Math.max(MIN_RETENTION_DAYS, keepDays))[0]!;
  const isExpired = (date: string | undefined): date is string => date !== undefined && date < oldestKept;
  const days = new Set<string>();
  let deleted = 0;

  // Raw events: one folder per day, listed without reading the events themselves.
  for (const [date, count] of await deleteFolders(store, "events/", (name) =>
    isExpired(name.match(datePattern)?.[0]),
  )) {
    days.add(date);
    deleted += count;
  }

  // The daily limit's counts, one folder per day (./daily-cap).
  for (const prefix of LIMIT_PREFIXES)
    for (const [date, count] of await deleteFolders(store, prefix, (name) =>
      isExpired(name.match(datePattern)?.[0]),
    )) {
      days.add(date);
      deleted += count;
    }

  // Hour partials, one folder per day under every version's prefix (hours/v1/2026-01-01/).
  const { directories: versions } = await store.list({ prefix: "hours/", directories: true });
  for (const version of versions)
    for (const [date, count] of await deleteFolders(store, `${version.replace(/\/$/, "")}/`, (name) =>
      isExpired(name.match(datePattern)?.[0]),
    )) {
      days.add(date);
      deleted += count;
    }

  // Day summaries, under every version's prefix (days/v1/2026-01-01, ...).
  for await (const page of store.list({ prefix: "days/", paginate: true })) {
    for (const blob of page.blobs) {
      const date = blob.key.match(datePattern)?.[0];
      if (!isExpired(date)) continue;
      await store.delete(blob.key);
      days.add(date);
      deleted += 1;
    }
  }

  return { days: [...days].sort(), deleted };
}
