/**
 * When revealed content hides and shows: one rule for the `Reveal` component and for
 * `enhanceReveal`, which runs it on prerendered HTML without React. (It lives with the
 * behaviours so the public pages' script carries it in the same file.)
 */

/** The attribute that marks a `Reveal`'s root, in the React tree and in prerendered HTML. */
export const REVEAL_ATTRIBUTE = "data-pm-reveal";

/** `static`: never hidden (server, hydration, above the fold, reduced motion); `hidden`: waiting below the fold; `shown`: revealed. */
export type RevealState = "static" | "hidden" | "shown";

/**
 * Watches `node` once: reports "hidden" while it waits below the viewport, then "shown" as
 * it scrolls in. Content in view, or above it (the visitor scrolled past), is left as it is.
 * Answers the function that stops watching.
 */
export function revealWhenInView(node: Element, report: (state: "hidden" | "shown") => void): () => void {
  let hidden = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      if (entry.isIntersecting) {
        observer.disconnect();
        if (hidden) report("shown");
      } else if (!hidden && entry.boundingClientRect.top >= window.innerHeight) {
        hidden = true;
        report("hidden");
      } else if (!hidden) {
        observer.disconnect();
      }
    },
    // Shown once it is a little way into the viewport, so the motion is seen.
    { rootMargin: "0px 0px -8% 0px" },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
