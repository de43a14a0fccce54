/**
 * A page view's engagement, measured in the tracker chunk and sent once, when the page is
 * first hidden or left (`visibilitychange` to hidden, or `pagehide`), as a beacon so
 * leaving never waits for it:
 *
 * - seconds the page was visible and the visitor active: time counts only while the page
 *   is visible, and a stretch without a scroll, key or pointer press counts at most
 *   `IDLE_CAP_MS` (a tab left open in front of an empty chair is not a read);
 * - the deepest point of the page's main content (`<main>`, else the body) that reached
 *   the bottom of the window, in percent.
 *
 * It names the view by the id the page view's answer gave, with the same session id and
 * page, so the server can check it against that view. A chunk of its own, loaded once the
 * page view is answered (after the page's load); `packages/site/build/check-budgets.mjs` keeps it small.
 */
import type { EngagementEvent } from "@pmfolio/core";
import { beacon } from "./beacon";

/** The longest stretch without input that still counts as reading, in ms. */
export const IDLE_CAP_MS = 60_000;

/** Starts measuring this page view; the event goes out once, on the first hide or leave. */
export function trackEngagement(view: string, sessionId: string, pageUrl: string): void {
  let seconds = 0;
  let depth = 0;
  let last = performance.now();
  let sent = false;

  // Counts the time since the last event (while visible, capped) and the depth reached.
  const update = () => {
    const now = performance.now();
    const box = (document.querySelector("main") ?? document.body).getBoundingClientRect();
    if (document.visibilityState === "visible") seconds += Math.min(now - last, IDLE_CAP_MS);
    last = now;
    depth = Math.max(depth, Math.min(100, ((innerHeight - box.top) / box.height) * 100 || 0));
  };
  const send = () => {
    update();
    if (sent) return;
    sent = true;
    // At most 90 minutes (5,400 s), what the server accepts.
    beacon("/api/analytics/engagement", {
      view,
      pageUrl,
      sessionId,
      seconds: Math.min(5_400, Math.round(seconds / 1000)),
      depth: Math.round(depth),
    } satisfies EngagementEvent);
  };

  update();
  for (const type of ["scroll", "keydown", "pointerdown"]) addEventListener(type, update, { passive: true });
  addEventListener("visibilitychange", () => (document.visibilityState === "hidden" ? send() : update()));
  addEventListener("pagehide", send);
}
