/**
 * Page-view tracking, kept off the critical path: this is all a public page loads of it up
 * front (the public chunk, ../../build/publicChunk.ts). It imports the tracker chunk
 * (./page-view) and sends one page view. Any failure (the chunk, the request) is logged to
 * the console only. Whether to count this visitor at all is the chunk's decision
 * (./page-view), so this critical-path code stays as small as it can be.
 */

/**
 * Imports the tracker chunk and sends this load's page view now. For a caller that has
 * already waited for the page's paint and idle time: the public pages' script, whose
 * behaviours wait for the largest paint. Only public pages send one (the owner pages are
 * the owner's work, not visits).
 */
export function trackPageView(): void {
  import("./page-view")
    .then(({ sendPageView }) => sendPageView())
    .catch((error: unknown) => console.error("Page view tracking failed", error));
}
