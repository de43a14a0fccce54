/**
 * The owner's time zone, SITE_TIME_ZONE (an IANA name such as "America/Los_Angeles"): where
 * the owner's days and weeks begin (the dashboard's chart and ranges, the stored day summaries,
 * the digest at Monday 08:00 there, an application's once-a-day notice) and the zone the owner
 * pages show times in. The functions' one reader of it: read on each use, like every variable
 * (lib/env).
 *
 * Only a canonical IANA location name is taken (`Area/Location`, written as the database
 * writes it), or UTC. The runtime accepts more, and silently: `EST` is Panama (no daylight
 * saving), `US/Pacific` an old alias, `+05:30` a fixed offset with no rules, `asia/kolkata`
 * another spelling whose day summaries would be stored apart. Anything else is a
 * configuration error, logged once saying what was refused; the site carries on in UTC
 * rather than failing.
 */
import { isTimeZone } from "./core";
import { env } from "./env";

export const DEFAULT_TIME_ZONE = "UTC";

/** The IANA database's location areas; `Etc/`, `US/` and the like are aliases kept for old systems. */
const AREAS = new Set([
  "Africa",
  "America",
  "Antarctica",
  "Arctic",
  "Asia",
  "Atlantic",
  "Australia",
  "Europe",
  "Indian",
  "Pacific",
]);
/** `Area/Location` or `Area/Region/Location`, each part capitalised as the database writes it. */
const LOCATION_NAME = /^([A-Z][a-z]+)(\/[A-Z][A-Za-z0-9_+-]*(?:-[A-Z][A-Za-z_]*)*){1,2}$/;

/** The names already reported as refused, so a bad value is logged once per instance, not per request. */
const reported = new Set<string>();

/** Why `name` is not taken as the owner's time zone, or null when it is. */
function refusal(name: string): string | null {
  const match = LOCATION_NAME.exec(name);
  if (match && AREAS.has(match[1]!) && isTimeZone(name)) return null;
  if (!isTimeZone(name)) return "is not a time zone this runtime knows";
  const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  return /^[+-]\d/.test(name)
    ? "is a fixed offset, not an IANA zone name (its daylight saving rules would be lost)"
    : `is not a canonical IANA location name (Area/Location, e.g. America/New_York); the runtime would read it as ${resolved}`;
}

/** SITE_TIME_ZONE, or UTC when it is unset or not a canonical IANA name (refusals logged once). */
export function siteTimeZone(): string {
  const name = env("SITE_TIME_ZONE")?.trim();
  // One spelling of UTC ("utc", "Utc"…), so its day summaries are the ones stored before zones existed.
  if (!name || name.toUpperCase() === DEFAULT_TIME_ZONE) return DEFAULT_TIME_ZONE;
  const problem = refusal(name);
  if (!problem) return name;
  if (!reported.has(name)) {
    reported.add(name);
    console.error(
      `config: SITE_TIME_ZONE ${JSON.stringify(name.slice(0, 64))} refused: it ${problem}; using ${DEFAULT_TIME_ZONE}`,
    );
  }
  return DEFAULT_TIME_ZONE;
}
