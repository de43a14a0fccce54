/**
 * The immutable summaries of closed days, per time zone (`daySummaryKey` in ./keys):
 * written once, read with one `get` per day.
 */
import type { Store } from "@netlify/blobs";
import { daySummaryVersion, type DaySummary } from "../core";
import { storageDeadline } from "../blobs";
import { daySummaryKey, daySummaryPrefixFor } from "./keys";

/**
 * A closed day's stored summary, or null when it has not been computed yet (or what is
 * stored does not parse: the day is then computed from its raw events, which stay the
 * source of truth).
 */
export async function readDaySummary(
  store: Store,
  date: string,
  timeZone = "UTC",
): Promise<DaySummary | null> {
  const text = await store.get(daySummaryKey(date, timeZone), { type: "text" });
  if (text === null) return null;
  let summary: DaySummary | null = null;
  try {
    summary = JSON.parse(text) as DaySummary | null;
  } catch {
    console.error(`analytics: the stored summary of ${date} does not parse; reading the day's events`);
  }
  return summary?.version === daySummaryVersion &&
    summary.date === date &&
    (summary.timeZone ?? "UTC") === timeZone
    ? summary
    : null;
}

/** Stores a closed day's summary once; a concurrent writer computed the same bytes. */
export async function saveDaySummary(store: Store, summary: DaySummary): Promise<void> {
  await storageDeadline(
    store.setJSON(daySummaryKey(summary.date, summary.timeZone), summary, { onlyIfNew: true }),
    1,
    "analytics: storing a day summary",
  );
}

/** The dates that already have a stored summary in `timeZone`. */
export async function summarizedDates(store: Store, timeZone = "UTC"): Promise<Set<string>> {
  const prefix = daySummaryPrefixFor(timeZone);
  const { blobs } = await store.list({ prefix });
  return new Set(blobs.map(({ key }) => key.slice(prefix.length)));
}
