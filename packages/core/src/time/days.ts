/** Calendar days as "YYYY-MM-DD" strings, and UTC days (the folders raw events are stored in). */
import { dayMs, hourMs } from "./units";

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

/** The `days` days just before `from` ("YYYY-MM-DD"): the period a range is compared with. */
export function previousRange(from: string, days: number): { from: string; to: string } {
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The start (ms) of the UTC hour a moment is in. */
export function hourStart(ms: number): number {
  return Math.floor(ms / hourMs) * hourMs;
}
