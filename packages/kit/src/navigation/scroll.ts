import { useEffect, useSyncExternalStore } from "react";
import type { Labels } from "../labels";
import { siteLabels } from "../labels/siteLabels";

/** Scroll distance in px after which the navigation bar turns more opaque. */
export const NAV_SCROLL_THRESHOLD = 100;
/** Section scrolling stops this many px above the section, clear of the fixed bar. */
export const SECTION_SCROLL_OFFSET = 80;
/** Delay before scrolling to a hash after a route change or a load with a hash. */
export const HASH_SCROLL_DELAY_MS = 100;

/** One entry of the navigation: the id of a page section and its label. */
export interface NavItem {
  /** The section's element id, without `#`. */
  id: string;
  /** The entry's visible text. */
  label: string;
}

type SectionNames = Labels["navigation"]["sections"];

/** The home page's sections, in page order. */
export const pageSectionOrder: readonly (keyof SectionNames)[] = [
  "home",
  "about",
  "experience",
  "projects",
  "skills",
  "contact",
];

/** Entries for the sections in `order`, named by the labels. */
export function sectionNavItems(names: SectionNames, order: readonly (keyof SectionNames)[]): NavItem[] {
  return order.map((id) => ({ id, label: names[id] }));
}

/** The home page's sections, in page order, with the English labels. */
export const defaultNavItems: readonly NavItem[] = sectionNavItems(
  siteLabels.navigation.sections,
  pageSectionOrder,
);

export interface ScrollToSectionOptions {
  /**
   * Distance in px to stop above the section.
   * @defaultValue 80
   */
  offset?: number;
}

function prefersReducedMotion() {
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

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the window is scrolled more than `threshold` px. Always false on the
 * server and during hydration, so server HTML and the first client render agree;
 * the real value follows straight after.
 */
export function useScrolledPast(threshold = NAV_SCROLL_THRESHOLD) {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

function sectionIdFromHash(hash: string) {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls to the section named by a location hash ("#skills") `delayMs` after the
 * hash is set or changes, so the target page has rendered first. An empty hash
 * does nothing.
 */
export function useHashScroll(hash: string, delayMs = HASH_SCROLL_DELAY_MS) {
  useEffect(() => {
    const id = sectionIdFromHash(hash);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, delayMs]);
}
