/**
 * A page view's engagement, measured in the tracker chunk and sent once, when the page is
 * first hidden or left (`visibilitychange` to hidden, or `pagehide`), with `sendBeacon` so
 * leaving never waits for it:
 *
 * - seconds the page was visible and the visitor active: time counts only while the page
 *   is visible, and a stretch without a scroll, key, click or touch counts at most
 *   `IDLE_CAP_MS` (a tab left open in front of an empty chair is not a read);
 * - the deepest point of the page's main content (`<main>`, else the body) that reached
 *   the bottom of the window, in percent.
 *
 * It names the view by the id the page view's answer gave, with the same session id and
 * page, so the server can check it against that view.
 */
import type { EngagementEvent } from "@pmfolio/core";

/** The longest stretch without input that still counts as reading, in ms. */
export const IDLE_CAP_MS = 60_000;
/** The cap the server refuses beyond (core's `engagementLimits.secondsMax`, written out to keep core out of this chunk). */
const SECONDS_MAX = 4 * 60 * 60;

/** Starts measuring this page view; the event goes out once, on the first hide or leave. */
export function trackEngagement(view: string, sessionId: string, pageUrl: string): void {
  let seconds = 0;
  let depth = 0;
  let last = performance.now();
  let sent = false;

  const count = () => {
    const now = performance.now();
    if (document.visibilityState === "visible") seconds += Math.min(now - last, IDLE_CAP_MS) / 1000;
    last = now;
  };
  const measureDepth = () => {
    const main = document.querySelector("main") ?? document.body;
    const box = main.getBoundingClientRect();
    // The share of the content above the window's bottom edge.
    const seen = box.height > 0 ? ((innerHeight - box.top) / box.height) * 100 : 100;
    depth = Math.max(depth, Math.min(100, Math.max(0, seen)));
  };
  const onActivity = () => {
    count();
    measureDepth();
  };
  const send = () => {
    count();
    if (sent) return;
    sent = true;
    const event: EngagementEvent = {
      view,
      pageUrl,
      sessionId,
      seconds: Math.min(SECONDS_MAX, Math.round(seconds)),
      depth: Math.round(depth),
    };
    navigator.sendBeacon(
      "/api/analytics/engagement",
      new Blob([JSON.stringify(event)], { type: "application/json" }),
    );
  };

  measureDepth();
  for (const type of ["scroll", "keydown", "pointerdown", "touchstart"])
    addEventListener(type, onActivity, { passive: true, capture: true });
  addEventListener("visibilitychange", () => (document.visibilityState === "hidden" ? send() : count()));
  addEventListener("pagehide", send);
}
