import { NAV_SCROLL_THRESHOLD } from "../internal/sectionScroll";
import { attachOnce, nothingToClean, type Cleanup } from "./once";

/** Whether the browser runs CSS scroll-driven animations (the bar's own CSS then needs no script). */
export function hasScrollDrivenAnimations(): boolean {
  return typeof CSS !== "undefined" && CSS.supports?.("animation-timeline: scroll()") === true;
}

/**
 * The navigation bar's background turns more opaque past 100 px. Browsers with scroll-driven
 * animations do it in CSS (NavBar.styles); elsewhere a passive scroll listener sets the bar's
 * `data-state` to "scrolled" or "top", which the same CSS reads.
 */
export function enhanceNavBackground(root: Document | Element = document): Cleanup {
  if (hasScrollDrivenAnimations()) return nothingToClean;
  const bars = [...root.querySelectorAll<HTMLElement>("[data-pm-nav]")];
  if (root instanceof HTMLElement && root.matches("[data-pm-nav]")) bars.push(root);
  if (!bars.length) return nothingToClean;
  return attachOnce(root, "nav-background", () => {
    const update = () => {
      const state = window.scrollY > NAV_SCROLL_THRESHOLD ? "scrolled" : "top";
      for (const bar of bars) bar.dataset.state = state;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  });
}
