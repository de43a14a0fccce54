/**
 * Hours: the unit raw analytics events are kept in and summarised by. A UTC hour is the
 * same hour in every zone whose offset is whole hours, so a day in the owner's time zone
 * is the set of UTC hours it overlaps (23 or 25 on a daylight saving day); in a zone whose
 * offset has minutes (India, +5:30) the first and the last of those hours are shared with
 * the neighbouring days, and each event goes to the day its time falls in.
 */
import { dayMs, hourMs } from "../time/units";
import { hourStart } from "../time/days";
import { zonedDayBounds } from "../time/timezone";
import { engagementLimits } from "./engagement";

/**
 * How long after its end an hour counts as closed. A page view's engagement is sent when
 * the reader leaves the page, and is stored beside the view, in the view's hour: past
 * this grace nothing more is accepted for the hour, so its partial summary is final. It
 * is the longest read counted (`engagementLimits.secondsMax`), so a read begun in the
 * hour and left within that cap (10:50 to 11:40) still finds its hour open.
 */
export const hourCloseGraceMs = engagementLimits.secondsMax * 1000;

/** True once the hour starting at `startMs` ended more than the grace before `nowMs`. */
export function isHourClosed(startMs: number, nowMs: number): boolean {
  return nowMs >= startMs + hourMs + hourCloseGraceMs;
}

/** The starts of the UTC hours that overlap `date` in `timeZone`, oldest first. */
export function dayHours(date: string, timeZone: string): number[] {
  const { fromMs, toMs } = zonedDayBounds(date, timeZone);
  const hours: number[] = [];
  for (let start = hourStart(fromMs); start <= toMs; start += hourMs) hours.push(start);
  return hours;
}

/** True once every hour of `date` in `timeZone` is closed: its summary is then final. */
export function isZonedDayClosed(date: string, timeZone: string, nowMs: number): boolean {
  return nowMs >= zonedDayBounds(date, timeZone).toMs + 1 + hourCloseGraceMs;
}

/**
 * How long after midnight a day counts as closed: the grace of its last hour (see
 * `hourCloseGraceMs`: a view's engagement may still come until then), so its summary is final.
 */
export const dayCloseGraceMs = hourCloseGraceMs;

/** True once the UTC day `date` ended more than the grace period before `nowMs`. */
export function isDayClosed(date: string, nowMs: number): boolean {
  return nowMs >= Date.parse(`${date}T00:00:00.000Z`) + dayMs + dayCloseGraceMs;
}
