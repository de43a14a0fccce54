/**
 * Page-view tracking, kept off the critical path: this scheduler is all the home route
 * loads up front. Once the page has loaded and the browser is idle, it imports the
 * tracker chunk (./page-view) and sends one page view. Any failure (the chunk, the
 * request) is logged to the console only. Whether to count this visitor at all is the
 * chunk's decision (./page-view), so this critical-path code stays as small as it can be.
 */

// On globalThis, not in a module variable, so a second copy of this module (hot
// reload, a duplicated chunk) cannot schedule a second page view either.
const SCHEDULED = Symbol.for("pmfolio.pageViewScheduled");

/**
 * Sends exactly one page view for this app load, after load and idle time. Call it once
 * after the first render; further calls (StrictMode's double effects, remounts) do nothing.
 */
export function scheduleTracking(): void {
  const global = globalThis as { [SCHEDULED]?: true };
  if (typeof window === "undefined" || global[SCHEDULED]) return;
  global[SCHEDULED] = true;

  const send = () => {
    import("./page-view")
      .then(({ sendPageView }) => sendPageView())
      .catch((error: unknown) => console.error("Page view tracking failed", error));
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 5000 });
    else setTimeout(send, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
