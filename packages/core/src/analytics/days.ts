/** Calendar days as "YYYY-MM-DD" strings, and UTC days (the folders raw events are stored in). */
import { hourCloseGraceMs } from "./hours";

export const dayMs = 86_400_000;

/**
 * How long after midnight a day counts as closed: the grace of its last hour (see
 * `hourCloseGraceMs`: a view's engagement may still come until then), so its summary is final.
 */
export const dayCloseGraceMs = hourCloseGraceMs;

/** "YYYY-MM-DD" of a moment, in UTC. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `offset` days after `date` ("YYYY-MM-DD"). */
export function addDays(date: string, offset: number): string {
  return utcDate(Date.parse(`${date}T00:00:00.000Z`) + offset * dayMs);
}

/** The last `days` days ending with `today`, oldest first. */
export function rangeDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
}

/** True once `date` ended more than the grace period before `nowMs`. */
export function isDayClosed(date: string, nowMs: number): boolean {
  return nowMs >= Date.parse(`${date}T00:00:00.000Z`) + dayMs + dayCloseGraceMs;
}

/** The `days` days just before `from` ("YYYY-MM-DD"): the period a range is compared with. */
export function previousRange(from: string, days: number): { from: string; to: string } {
  return { from: addDays(from, -days), to: addDays(from, -1) };
}
