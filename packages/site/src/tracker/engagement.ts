/**
 * A page view's engagement, measured in the tracker chunk and sent once, when the page is
 * first hidden or left (`visibilitychange` to hidden, or `pagehide`), as a beacon so
 * leaving never waits for it:
 *
 * - seconds the page was visible and the visitor active: time counts only while the page
 *   is visible, and a stretch without a scroll, key or pointer press counts at most
 *   `IDLE_CAP_MS` (a tab left open in front of an empty chair is not a read);
 * - the deepest point of the page's main content (`<main>`, else the body) that reached
 *   the bottom of the window, in percent;
 * - on a project's page, its blocks (the sections the kit marks with `data-block`, the
 *   first 20, what the server takes): for each, the seconds of that same time it spent in
 *   the middle of the window (an IntersectionObserver's), or null if it never got there.
 *
 * It names the view by the id the page view's answer gave, with the same session id and
 * page, so the server can check it against that view. A chunk of its own, loaded once the
 * page view is answered (after the page's load); `packages/site/build/check-budgets.mjs` keeps it small.
 */
import type { EngagementEvent } from "@pmfolio/core";
import { beacon } from "./beacon";

/** The longest stretch without input that still counts as reading, in ms. */
export const IDLE_CAP_MS = 60_000;

/** Whole seconds of `ms`, at most 90 minutes (5,400 s), what the server accepts. */
const wholeSeconds = (ms: number) => Math.min(5_400, Math.round(ms / 1000));

/** Starts measuring this page view; the event goes out once, on the first hide or leave. */
export function trackEngagement(view: string, sessionId: string, pageUrl: string): void {
  let seconds = 0;
  let depth = 0;
  let last = performance.now();
  let sent = false;
  const blocks = [...document.querySelectorAll<HTMLElement>("[data-block]")].slice(0, 20);
  // The ms each block that came into view has spent there, and those in view now.
  const read = new Map<Element, number>();
  const inView = new Set<Element>();

  // Counts the time since the last event (while visible, capped) and the depth reached.
  const update = () => {
    const now = performance.now();
    const box = (document.querySelector("main") ?? document.body).getBoundingClientRect();
    const spent = document.visibilityState === "visible" ? Math.min(now - last, IDLE_CAP_MS) : 0;
    seconds += spent;
    for (const block of inView) read.set(block, (read.get(block) ?? 0) + spent);
    last = now;
    depth = Math.max(depth, Math.min(100, ((innerHeight - box.top) / box.height) * 100 || 0));
  };
  const send = () => {
    update();
    if (sent) return;
    sent = true;
    beacon("/api/analytics/engagement", {
      view,
      pageUrl,
      sessionId,
      seconds: wholeSeconds(seconds),
      depth: Math.round(depth),
      ...(blocks.length && {
        blocks: blocks.map((block) => [
          block.dataset.block!,
          read.has(block) ? wholeSeconds(read.get(block)!) : null,
        ]),
      }),
    } satisfies EngagementEvent);
  };

  update();
  // The time before a block comes or goes counts for the blocks in view until then.
  const observer = new IntersectionObserver(
    (entries) => {
      update();
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) inView.add(target);
        else inView.delete(target);
      }
    },
    { rootMargin: "-20% 0px" },
  );
  for (const block of blocks) observer.observe(block);
  for (const type of ["scroll", "keydown", "pointerdown"]) addEventListener(type, update, { passive: true });
  addEventListener("visibilitychange", () => (document.visibilityState === "hidden" ? send() : update()));
  addEventListener("pagehide", send);
}
