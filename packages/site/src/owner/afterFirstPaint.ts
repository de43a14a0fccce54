/**
 * Runs `callback` once the browser has painted the document's first content, as told by
 * its own `first-contentful-paint` entry. Where Paint Timing is missing, it waits for a
 * frame instead (a task queued from a frame callback runs just after that frame's paint).
 * A hidden tab paints nothing, so there it runs on the next task.
 */
export function afterFirstPaint(callback: () => void): void {
  const later = () => setTimeout(callback, 0);
  if (document.visibilityState !== "visible") {
    later();
    return;
  }
  if (
    typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: "paint", buffered: true });
    return;
  }
  requestAnimationFrame(later);
}
