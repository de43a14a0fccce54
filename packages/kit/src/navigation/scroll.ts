import { useEffect, useSyncExternalStore } from "react";
import type { Labels } from "../labels";
import { siteLabels } from "../labels/siteLabels";
import {
  HASH_SCROLL_DELAY_MS,
  NAV_SCROLL_THRESHOLD,
  scrollToSection,
  sectionIdFromHash,
} from "../internal/sectionScroll";

export {
  HASH_SCROLL_DELAY_MS,
  NAV_SCROLL_THRESHOLD,
  SECTION_SCROLL_OFFSET,
  scrollToSection,
  type ScrollToSectionOptions,
} from "../internal/sectionScroll";

/** One entry of the navigation: the id of a page section (or a page of its own) and its label. */
export interface NavItem {
  /** The section's element id, without `#`; for an entry with an `href`, its key. */
  id: string;
  /** The entry's visible text. */
  label: string;
  /**
   * A page of its own the entry leads to (e.g. "/writing") instead of a section: a plain link,
   * followed by the browser (`onNavigate` is not called for it).
   * @defaultValue none: the entry links to the section `id`
   */
  href?: string;
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

/**
 * Entries for the sections in `order` and, with `writingHref`, the writing's page after Projects
 * (a site with posts): what a site passes as `items` to `NavBar` (page order) and `Footer`
 * (`footerSectionOrder`), in its page's labels.
 */
export function siteNavItems(
  names: SectionNames,
  {
    writingHref,
    order = pageSectionOrder,
  }: { writingHref?: string; order?: readonly (keyof SectionNames)[] } = {},
): NavItem[] {
  const items = sectionNavItems(
    names,
    order.filter((id) => id !== "writing"),
  );
  if (!writingHref) return items;
  const at = items.findIndex((item) => item.id === "projects") + 1 || items.length;
  return [
    ...items.slice(0, at),
    { id: "writing", label: names.writing, href: writingHref },
    ...items.slice(at),
  ];
}

/** The home page's sections, in page order, with the English labels. */
export const defaultNavItems: readonly NavItem[] = sectionNavItems(
  siteLabels.navigation.sections,
  pageSectionOrder,
);

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
