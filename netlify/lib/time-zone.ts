/**
 * The owner's time zone, SITE_TIME_ZONE (an IANA name such as "America/Los_Angeles"): where
 * the owner's days and weeks begin (the dashboard's chart and ranges, the stored day summaries,
 * the digest at Monday 08:00 there, an application's once-a-day notice) and the zone the owner
 * pages show times in. The functions' one reader of it: read on each use, like every variable
 * (lib/env). A name the runtime does not know is a configuration error, logged once; the site
 * carries on in UTC rather than failing.
 */
import { isTimeZone } from "./core";
import { env } from "./env";

export const DEFAULT_TIME_ZONE = "UTC";

/** The names already reported as invalid, so a bad value is logged once per instance, not per request. */
const reported = new Set<string>();

/** SITE_TIME_ZONE, or UTC when it is unset or not a zone this runtime knows (logged once). */
export function siteTimeZone(): string {
  const name = env("SITE_TIME_ZONE")?.trim();
  // One spelling of UTC ("utc", "Utc"…), so its day summaries are the ones stored before zones existed.
  if (!name || name.toUpperCase() === DEFAULT_TIME_ZONE) return DEFAULT_TIME_ZONE;
  if (isTimeZone(name)) return name;
  if (!reported.has(name)) {
    reported.add(name);
    console.error(
      `config: SITE_TIME_ZONE ${JSON.stringify(name.slice(0, 64))} is not a known IANA time zone; using ${DEFAULT_TIME_ZONE}`,
    );
  }
  return DEFAULT_TIME_ZONE;
}
