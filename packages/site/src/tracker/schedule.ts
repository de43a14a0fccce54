/**
 * Page-view tracking for an app that renders with React (the owner pages): once the page has
 * loaded and the browser is idle, it sends one page view (./index). Kept apart from ./index,
 * which is in every public page's script, where these bytes would count against the 5 KB.
 */
import { trackPageView } from "./index";

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

  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(trackPageView, { timeout: 5000 });
    else setTimeout(trackPageView, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
