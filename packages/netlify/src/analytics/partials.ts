/**
 * The partial summaries of closed UTC hours (`hourPartialKey` in ./keys; the codec is
 * `encodeHour` in core): written once when the hour is closed, so a day is read as one
 * `get` per closed hour plus the listing of the hours still open (see ./summary).
 */
import type { Store } from "@netlify/blobs";
import { decodeHour, encodeHour, type HourEvents, type HourPartial } from "../core";
import { storageDeadline } from "../blobs";
import { hourPartialKey, hourPartialPrefix } from "./keys";

/** A closed hour's events from its stored partial; null when none is stored (or it does not parse). */
export async function readHourPartial(store: Store, startMs: number): Promise<HourEvents | null> {
  const text = await store.get(hourPartialKey(startMs), { type: "text" });
  if (text === null) return null;
  try {
    return decodeHour(startMs, JSON.parse(text) as HourPartial);
  } catch {
    console.error(
      `analytics: the stored partial of ${new Date(startMs).toISOString()} does not parse; reading its events`,
    );
    return null;
  }
}

/** Stores a closed hour's partial once; a concurrent writer computed the same bytes. */
export async function saveHourPartial(store: Store, startMs: number, events: HourEvents): Promise<void> {
  await storageDeadline(
    store.setJSON(hourPartialKey(startMs), encodeHour(startMs, events), { onlyIfNew: true }),
    1,
    "analytics: storing an hour's partial summary",
  );
}

/** The starts of the hours of `dates` (UTC) that already have a stored partial: one listing per date. */
export async function partialHours(store: Store, dates: readonly string[]): Promise<Set<number>> {
  const hours = new Set<number>();
  for (const date of dates) {
    const prefix = hourPartialPrefix(date);
    const { blobs } = await store.list({ prefix });
    for (const { key } of blobs) hours.add(Date.parse(`${date}T${key.slice(prefix.length)}:00:00.000Z`));
  }
  return hours;
}
