/**
 * When a public page's behaviours attach. The page paints from its HTML and CSS alone, so nothing
 * the script does is needed for the first paint; run before it, the script was on the largest
 * paint's path (issue 32, item 21): Lighthouse's simulation counts a script evaluated before the
 * largest contentful paint as render-blocking, its CPU time four times over, and a phone waits
 * for its work and the layout it forces before painting.
 */

/** The visitor's first input: the behaviours must be there before it does anything. */
const INPUT = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

/** What this needs of `window` (a test passes its own). */
export type PaintWindow = Pick<Window, "addEventListener" | "setTimeout"> & {
  document: Pick<Document, "readyState">;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  PerformanceObserver?: Pick<typeof PerformanceObserver, "supportedEntryTypes"> &
    (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, "observe" | "disconnect">);
};

/** How long idle time may keep the behaviours waiting after the load. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * How long after the load the behaviours wait for a largest-paint entry that never comes (a tab
 * hidden before its first paint reports none).
 */
export const PAINT_TIMEOUT_MS = 5000;

/**
 * Calls `then` when the browser has reported a largest contentful paint, where it reports them
 * (Chromium, Firefox), and again at `PAINT_TIMEOUT_MS` (the caller runs once, whichever comes
 * first); elsewhere at once. The load event alone is not enough: on a busy machine the frame that
 * paints the page is presented after the load's idle time has come (a CI run saw the behaviours
 * at 968 ms and the largest paint at 1,248 ms).
 */
function afterLargestPaint(win: PaintWindow, then: () => void): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("largest-contentful-paint")) return then();
  // An observer is called only with entries; once the behaviours run, a later call is a no-op.
  const observer = new Observer(() => {
    observer.disconnect();
    then();
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  win.setTimeout(then, PAINT_TIMEOUT_MS);
}

/**
 * Runs `run` once: at the first idle time after both the load event and the first reported
 * largest paint, or at the visitor's first input (pointer, touch, key, focus, wheel or scroll,
 * seen in the capture phase, so the listeners `run` attaches still get the event's click),
 * whichever comes first.
 */
export function afterFirstPaint(run: () => void, win: PaintWindow = window): void {
  const controller = new AbortController();
  const { signal } = controller;
  const once = () => {
    if (signal.aborted) return;
    controller.abort();
    run();
  };
  for (const type of INPUT) win.addEventListener(type, once, { capture: true, passive: true, signal });
  const whenIdle = () =>
    afterLargestPaint(win, () => {
      if (win.requestIdleCallback) win.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(once, 1);
    });
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true, signal });
}
