import { prefersReducedMotion } from "../internal/sectionScroll";
import { attachOnce, nothingToClean, type Cleanup } from "./once";
import { REVEAL_ATTRIBUTE, revealWhenInView } from "./revealWhenInView";

/**
 * Content below the viewport fades up as it scrolls into view, once (`Reveal`'s markup and CSS).
 * It is visible in the HTML; only content still below the viewport when this runs is hidden
 * until it arrives. Content above the fold, and everything under reduced motion, never moves.
 */
export function enhanceReveal(root: Document | Element = document): Cleanup {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return nothingToClean;
  return attachOnce(root, "reveal", () => {
    const nodes = root.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}][data-state="static"]`);
    const stops = [...nodes].map((node) => revealWhenInView(node, (state) => (node.dataset.state = state)));
    return () => stops.forEach((stop) => stop());
  });
}
