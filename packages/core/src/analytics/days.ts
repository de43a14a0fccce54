/** UTC calendar days, the unit analytics are stored and summarised in. */

export const dayMs = 86_400_000;

/**
 * How long after midnight (UTC) a day counts as closed. An event is dated when its
 * request arrives, and a request that arrived at 23:59:59 may still be writing; past
 * this grace no event can be on its way into the day, so its summary is final.
 */
export const dayCloseGraceMs = 5 * 60_000;

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
