import { prefersReducedMotion } from "../navigation/sectionScroll";
import { attachOnce, nothingToClean, type Cleanup } from "./once";

/** Hides `node` while it waits below the viewport and shows it as it arrives, once. */
function revealWhenInView(node: HTMLElement): IntersectionObserver {
  let hidden = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (entry.isIntersecting) {
        observer.disconnect();
        if (hidden) node.dataset.state = "shown";
      } else if (!hidden && entry.boundingClientRect.top >= window.innerHeight) {
        hidden = true;
        node.dataset.state = "hidden";
      } else if (!hidden) {
        // Above the viewport (the visitor scrolled past it): leave it as it is.
        observer.disconnect();
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  observer.observe(node);
  return observer;
}

/**
 * Content below the viewport fades up as it scrolls into view, once (`Reveal`'s markup and CSS).
 * It is visible in the HTML; only content still below the viewport when this runs is hidden
 * until it arrives. Content above the fold, and everything under reduced motion, never moves.
 */
export function enhanceReveal(root: Document | Element = document): Cleanup {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return nothingToClean;
  return attachOnce(root, "reveal", () => {
    const nodes = root.querySelectorAll<HTMLElement>('[data-pm-reveal][data-state="static"]');
    const observers = [...nodes].map(revealWhenInView);
    return () => observers.forEach((observer) => observer.disconnect());
  });
}
