/**
 * Calendar days in the owner's time zone (an IANA name, e.g. "America/Los_Angeles"): where
 * a day begins and ends for charts, ranges and digests, so a PM in California does not
 * see one Tuesday split across two bars. Days there can be 23 or 25 hours long (daylight
 * saving time); these functions follow the zone's own rules through `Intl`.
 */
import { dayMs } from "./units";

/** True when `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(ms: number, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const values = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    wallMs: Date.UTC(
      Number(values.year),
      Number(values.month) - 1,
      Number(values.day),
      Number(values.hour),
      Number(values.minute),
      Number(values.second),
    ),
  };
}

/** "YYYY-MM-DD" of a moment, in `timeZone`. */
export function zonedDate(ms: number, timeZone: string): string {
  return parts(ms, timeZone).date;
}

/** The zone's offset from UTC at a moment, in ms (e.g. -8 h in California in winter). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  return parts(Math.floor(ms / 1000) * 1000, timeZone).wallMs - Math.floor(ms / 1000) * 1000;
}

/** The moment `date` ("YYYY-MM-DD") begins in `timeZone` (its first instant, even on a DST day). */
export function zonedDayStart(date: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  // The wall clock's midnight, less the offset in force then; a second pass settles a
  // DST change between the guess and midnight.
  let guess = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  guess = midnightUtc - zoneOffsetMs(guess, timeZone);
  // Where midnight does not exist (a zone that springs forward at 00:00), the day starts at
  // the first instant that is on it.
  while (zonedDate(guess, timeZone) !== date) guess += zonedDate(guess, timeZone) < date ? 60_000 : -60_000;
  while (zonedDate(guess - 1, timeZone) === date) guess -= 60_000;
  return guess;
}

/** The first and last instant (ms, both included) of `date` in `timeZone`. */
export function zonedDayBounds(date: string, timeZone: string): { fromMs: number; toMs: number } {
  const next = new Date(Date.parse(`${date}T00:00:00.000Z`) + dayMs).toISOString().slice(0, 10);
  return { fromMs: zonedDayStart(date, timeZone), toMs: zonedDayStart(next, timeZone) - 1 };
}
