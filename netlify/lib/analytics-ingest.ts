/**
 * Recording a validated page view: classify it on the server (the client's view is a
 * hint), date it by the server's clock, and append it, or count it as a bot. Only what
 * the dashboard shows is kept: no address, no user agent, no full referrer, and the
 * visitor id only as a one-way hash.
 */
import type { Store } from "@netlify/blobs";
import { classifyTrafficSource, utcDate, type NormalizedPageView } from "../../packages/core/src/analytics";
import { classifyVisit } from "./analytics-classify";
import { appendBot, appendVisit, visitorHash } from "./analytics-store";

/** Page views accepted per address and minute unless ANALYTICS_RATE_LIMIT says otherwise. */
export const DEFAULT_ANALYTICS_RATE_LIMIT = 60;

export type RecordedAs = "visit" | "bot";

/**
 * Stores one page view. `userAgent` is the request's User-Agent header when there is
 * one (what the browser really sent), otherwise the one in the body.
 */
export async function recordPageView(
  store: Store,
  event: NormalizedPageView,
  userAgent: string,
  nowMs: number = Date.now(),
): Promise<RecordedAs> {
  const date = utcDate(nowMs);
  const visit = classifyVisit(userAgent, event.hints);
  if (visit.bot) {
    await appendBot(store, date, nowMs);
    return "bot";
  }
  await appendVisit(store, date, {
    timestamp: nowMs,
    pageUrl: event.pageUrl,
    browser: visit.browser,
    os: visit.os,
    isMobile: visit.isMobile,
    isTablet: visit.isTablet,
    trafficSource: classifyTrafficSource(event.referrer),
    visitor: visitorHash(event.userId),
  });
  return "visit";
}
