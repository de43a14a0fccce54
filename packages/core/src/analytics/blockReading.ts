/**
 * Reading per block: on a project's page, which of its blocks (sections) a view brought into
 * the window and the seconds each stayed there while the page was read. The tracker sends
 * them with the view's engagement, in the page's order, by block key (`projectBlockKeys`),
 * so the application's timeline can say "Problem 12 s · Solution 40 s · Metrics —".
 * Bounded whatever a stranger sends: a known key once each, at most `blocks` of them, and no
 * block read longer than its page.
 */
import { projectBlockKeyType } from "../content/blockKeys";

/** One block as a view read it: its key, and the seconds it was in view, or null when it never came into view. */
export type BlockReading = [block: string, seconds: number | null];

export const blockReadingLimits = {
  /** Blocks a view reports, the page's first ones: more than any page shows, and a bounded key. */
  blocks: 20,
} as const;

export type BlockReadingsValidation = { ok: true; value?: BlockReading[] } | { ok: false; error: string };

/**
 * Checks the blocks an engagement event reports (absent: none). Refused, never cut, like the
 * event's other figures: a list the tracker would not send (too long, an unknown or repeated
 * key, seconds out of 0..`secondsMax`, the page's own seconds). Seconds are rounded.
 */
export function validateBlockReadings(value: unknown, secondsMax: number): BlockReadingsValidation {
  if (value === undefined) return { ok: true };
  const error = `blocks must list at most ${blockReadingLimits.blocks} of the page's blocks once each, as [key, seconds from 0 to ${secondsMax} or null].`;
  if (!Array.isArray(value) || value.length > blockReadingLimits.blocks) return { ok: false, error };
  const readings: BlockReading[] = [];
  for (const entry of value as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2) return { ok: false, error };
    const [key, seconds] = entry as unknown[];
    if (typeof key !== "string" || !projectBlockKeyType(key) || readings.some(([known]) => known === key))
      return { ok: false, error };
    const whole = typeof seconds === "number" && seconds >= 0 ? Math.round(seconds) : Number.NaN;
    if (seconds !== null && !(whole <= secondsMax)) return { ok: false, error };
    readings.push([key, seconds === null ? null : whole]);
  }
  return { ok: true, value: readings };
}

/** The readings with no block read longer than its page's `seconds` (the page's clipped read). */
export function clipBlockReadings(readings: readonly BlockReading[], seconds: number): BlockReading[] {
  return readings.map(([key, read]) => [key, read === null ? null : Math.min(read, seconds)]);
}
