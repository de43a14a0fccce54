/**
 * Engagement: how long a page view was read and how far. The tracker sends one event per
 * page view when the page is hidden or left; the server checks it against that view and
 * keeps two figures, the seconds the page was visible and active and the deepest point
 * of its main content reached, in percent. A day keeps per page an exact histogram of
 * whole seconds (at most one row per second up to the cap), so the median over a range
 * is exact and the stored size is bounded whatever visitors send.
 */
import { validateBlockReadings, type BlockReading } from "./blockReading";
import type { EngagementRecord } from "./records";
import { pagePath } from "./validate";

export const engagementLimits = {
  /**
   * The longest a page view is counted as read: 90 minutes. Longer figures are refused, and
   * the server also clips a read to the time since its view (a claim of hours a second
   * after the view would otherwise take the page's median).
   */
  secondsMax: 90 * 60,
  /** Depth is a percentage of the page's main content. */
  depthMax: 100,
  /** A view "reads through" when it reached this depth. */
  readThroughDepth: 75,
  /** The largest request body read. */
  bodyBytes: 1024,
} as const;

/** The body of `POST /api/analytics/engagement`. */
export interface EngagementEvent {
  /** The id the server answered the page view with. */
  view: string;
  /** The same page the view was for (a path on this site). */
  pageUrl: string;
  /** The same session id the page view carried. */
  sessionId: string;
  /** Seconds the page was visible and the visitor active, 0 to `engagementLimits.secondsMax`. */
  seconds: number;
  /** The deepest point of the main content reached, 0 to 100 (percent). */
  depth: number;
  /** On a project's page: its blocks in order, each with the seconds it was in view (see ./blockReading). */
  blocks?: BlockReading[];
}

/** A valid engagement event, figures rounded to whole numbers. */
export type NormalizedEngagement = EngagementEvent;

export type EngagementValidation =
  | { ok: true; value: NormalizedEngagement }
  | { ok: false; fields: Partial<Record<keyof EngagementEvent, string>> };

const viewIdPattern = /^[0-9a-z]{9}[0-9a-f]{12}$/;
const sessionIdPattern = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Checks an engagement body. Figures outside their range are refused, not cut: a page
 * cannot have been read for more than the cap or past its end, so such an event is not
 * what the tracker sends. Figures inside are rounded to whole seconds and percent.
 */
export function validateEngagement(input: unknown, origin: string): EngagementValidation {
  const body =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const fields: Partial<Record<keyof EngagementEvent, string>> = {};
  const view = typeof body.view === "string" && viewIdPattern.test(body.view) ? body.view : undefined;
  if (!view) fields.view = "view must be the id of a page view.";
  const pageUrl = pagePath(body.pageUrl, origin);
  if (pageUrl === undefined) fields.pageUrl = "pageUrl must be a path on this site.";
  const sessionId =
    typeof body.sessionId === "string" && sessionIdPattern.test(body.sessionId) ? body.sessionId : undefined;
  if (!sessionId) fields.sessionId = "sessionId must be an identifier.";
  const seconds = figure(body.seconds, engagementLimits.secondsMax);
  if (seconds === undefined)
    fields.seconds = `seconds must be a number from 0 to ${engagementLimits.secondsMax}.`;
  const depth = figure(body.depth, engagementLimits.depthMax);
  if (depth === undefined) fields.depth = `depth must be a number from 0 to ${engagementLimits.depthMax}.`;
  // No block can have been in view longer than its page was read.
  const blocks = validateBlockReadings(body.blocks, seconds ?? engagementLimits.secondsMax);
  if (!blocks.ok) fields.blocks = blocks.error;
  if (Object.keys(fields).length > 0 || !blocks.ok) return { ok: false, fields };
  return {
    ok: true,
    value: {
      view: view!,
      pageUrl: pageUrl!,
      sessionId: sessionId!,
      seconds: seconds!,
      depth: depth!,
      ...(blocks.value ? { blocks: blocks.value } : {}),
    },
  };
}

/** A finite number within 0..max, rounded; undefined otherwise. */
function figure(value: unknown, max: number): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > max) return;
  return Math.min(max, Math.round(value));
}

/**
 * Figures as the tracker measures them, brought into range before sending: a view read
 * longer than the cap counts as the cap, depth is a percentage. Never refused.
 */
export function clampEngagement(seconds: number, depth: number): { seconds: number; depth: number } {
  const clamp = (value: number, max: number) =>
    Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;
  return {
    seconds: clamp(seconds, engagementLimits.secondsMax),
    depth: clamp(depth, engagementLimits.depthMax),
  };
}

/** One page's engagement over a day or a range: mergeable, exact. */
export interface EngagementStats {
  /** Engaged views: views that sent their engagement. */
  views: number;
  /** Views per whole second read (keys are seconds), at most one row per second up to the cap. */
  seconds: Record<string, number>;
  /** Views that reached `engagementLimits.readThroughDepth`. */
  readThrough: number;
}

/** Per page, what the summary answers. */
export interface PageEngagement {
  /** Engaged views of the page. */
  views: number;
  /** The median of their seconds (the mean of the two middle ones for an even count); 0 without views. */
  medianSeconds: number;
  /** The share of engaged views that reached 75% depth, 0 to 1 (4 decimals); 0 without views. */
  readThroughRate: number;
}

export function emptyEngagementStats(): EngagementStats {
  return { views: 0, seconds: {}, readThrough: 0 };
}

/** Adds one engaged view (figures already valid) to `stats`. */
export function addEngagement(stats: EngagementStats, seconds: number, depth: number): void {
  stats.views += 1;
  const key = String(seconds);
  stats.seconds[key] = (stats.seconds[key] ?? 0) + 1;
  if (depth >= engagementLimits.readThroughDepth) stats.readThrough += 1;
}

/** Adds `add` into `into`. */
export function mergeEngagement(into: EngagementStats, add: EngagementStats): void {
  into.views += add.views;
  into.readThrough += add.readThrough;
  for (const [key, count] of Object.entries(add.seconds))
    into.seconds[key] = (into.seconds[key] ?? 0) + count;
}

/** The same stats with the seconds' rows in ascending order (deterministic bytes when stored). */
export function sortedEngagement(stats: EngagementStats): EngagementStats {
  return {
    views: stats.views,
    seconds: Object.fromEntries(Object.entries(stats.seconds).sort(([a], [b]) => Number(a) - Number(b))),
    readThrough: stats.readThrough,
  };
}

/** The median of a seconds histogram; 0 when empty. */
export function medianSeconds(histogram: Record<string, number>): number {
  const rows = Object.entries(histogram)
    .map(([key, count]) => [Number(key), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return 0;
  // The values at 0-based positions lower and upper (equal for an odd count).
  const lower = Math.floor((total - 1) / 2);
  const upper = Math.floor(total / 2);
  let seen = 0;
  let low: number | undefined;
  for (const [value, count] of rows) {
    const next = seen + count;
    if (low === undefined && lower < next) low = value;
    if (upper < next) return (low! + value) / 2;
    seen = next;
  }
  return low ?? 0;
}

/** What the summary answers for one page's stats. */
export function pageEngagement(stats: EngagementStats): PageEngagement {
  return {
    views: stats.views,
    medianSeconds: medianSeconds(stats.seconds),
    readThroughRate: stats.views === 0 ? 0 : Math.round((stats.readThrough / stats.views) * 10_000) / 10_000,
  };
}

/** A view's engagement figures, as the day's summary and trails take them. */
export type EngagementFigures = Omit<EngagementRecord, "view">;

/**
 * One engagement per view: if a view sent more than one (a race), its largest figures, and
 * the blocks of its longest read (of equal reads, the first in code-unit order, so the
 * same records in any order give the same figures).
 */
export function engagementByView(records: readonly EngagementRecord[]): Map<string, EngagementFigures> {
  const byView = new Map<string, EngagementFigures>();
  for (const record of records) {
    const known = byView.get(record.view);
    const blocksOf =
      !known ||
      record.seconds > known.seconds ||
      (record.seconds === known.seconds &&
        JSON.stringify(record.blocks ?? "") < JSON.stringify(known.blocks ?? ""))
        ? record
        : known;
    byView.set(record.view, {
      seconds: Math.max(known?.seconds ?? 0, record.seconds),
      depth: Math.max(known?.depth ?? 0, record.depth),
      ...(blocksOf.blocks ? { blocks: blocksOf.blocks } : {}),
    });
  }
  return byView;
}
