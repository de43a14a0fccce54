/**
 * The owner's time zone (SITE_TIME_ZONE, an IANA name such as "America/Los_Angeles";
 * default UTC): where a day begins for the dashboard's chart and ranges and for the
 * stored day summaries. A name this runtime does not know is a configuration error: it
 * is logged once, and the site carries on in UTC rather than failing.
 */
import { isTimeZone } from "./core";
import { env } from "./env";

export const defaultTimeZone = "UTC";

let checked: { value: string | undefined; zone: string } | undefined;

/** The configured zone, or UTC when unset or not a zone. */
export function siteTimeZone(): string {
  const value = env("SITE_TIME_ZONE")?.trim() || undefined;
  if (checked && checked.value === value) return checked.zone;
  let zone = value ?? defaultTimeZone;
  if (!isTimeZone(zone)) {
    console.error(
      `configuration: SITE_TIME_ZONE=${JSON.stringify(value)} is not an IANA time zone name ` +
        `(e.g. "Europe/Berlin"); days are counted in ${defaultTimeZone}.`,
    );
    zone = defaultTimeZone;
  }
  // One spelling of UTC, so its day summaries are the ones stored before zones existed.
  if (zone.toUpperCase() === defaultTimeZone) zone = defaultTimeZone;
  checked = { value, zone };
  return zone;
}
