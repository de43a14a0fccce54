/**
 * Where a page view's engagement is stored: beside the view, under the view's own id,
 *
 *   events/{YYYY-MM-DD}/{HH}/{viewId}.e.{seconds}.{depth}
 *
 * so the day's listing that reads the views reads their engagement too (no extra call),
 * and one listing of `{viewId}.` finds a view together with any engagement it already sent.
 */
import { engagementLimits, type EngagementRecord } from "../core";

/** The key of a view's engagement: `viewKeyPrefix` is `events/{date}/{HH}/{viewId}.`. */
export function engagementKey(viewKeyPrefix: string, seconds: number, depth: number): string {
  return `${viewKeyPrefix}e.${seconds}.${depth}`;
}

/** The figures of an engagement key's payload (`{seconds}.{depth}`), or undefined when they are not valid. */
export function parseEngagementPayload(
  view: string,
  payload: string | undefined,
): EngagementRecord | undefined {
  const match = /^(\d{1,5})\.(\d{1,3})$/.exec(payload ?? "");
  if (!match) return;
  const seconds = Number(match[1]);
  const depth = Number(match[2]);
  if (seconds > engagementLimits.secondsMax || depth > engagementLimits.depthMax) return;
  return { view, seconds, depth };
}
