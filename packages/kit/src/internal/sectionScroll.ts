/**
 * Section scrolling without React: the numbers and the scroll itself, shared by the kit's
 * components and its framework-free behaviours (`@pmfolio/kit/behaviors`), so each number
 * lives in one place. Kept free of imports so the behaviours script stays small.
 */

/** Scroll distance in px after which the navigation bar turns more opaque. */
export const NAV_SCROLL_THRESHOLD = 100;
/** Section scrolling stops this many px above the section, clear of the fixed bar. */
export const SECTION_SCROLL_OFFSET = 80;
/** Delay before scrolling to a hash after a route change or a load with a hash. */
export const HASH_SCROLL_DELAY_MS = 100;

export interface ScrollToSectionOptions {
  /**
   * Distance in px to stop above the section.
   * @defaultValue 80
   */
  offset?: number;
}

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls the window so the section with this id sits `offset` px below the top:
 * smoothly, or at once when the visitor prefers reduced motion. A missing section
 * is a content bug, not a visitor's problem: it is logged and nothing else happens.
 * @returns whether the section was found
 */
export function scrollToSection(id: string, { offset = SECTION_SCROLL_OFFSET }: ScrollToSectionOptions = {}) {
  const element = document.getElementById(id);
  if (!element) {
    console.error("Section not found");
    return false;
  }
  window.scrollTo({
    top: element.getBoundingClientRect().top + window.scrollY - offset,
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
  return true;
}

/** The section id a location hash names ("#skills" → "skills"); "" for no hash. */
export function sectionIdFromHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
