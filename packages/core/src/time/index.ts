// Time: lengths of time, calendar days and days in the owner's time zone.
export { dayMs, hourMs, minuteMs } from "./units";
export { addDays, hourStart, previousRange, rangeDates, utcDate } from "./days";
export { isTimeZone, zonedDate, zonedDayBounds, zonedDayStart, zoneOffsetMs } from "./timezone";
