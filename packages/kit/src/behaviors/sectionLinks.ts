import { HASH_SCROLL_DELAY_MS, scrollToSection, sectionIdFromHash } from "../internal/sectionScroll";
import { attachOnce, type Cleanup } from "./once";

/** The link a click landed on, when it is a plain left click a page may take over. */
function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  return link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute("download") ? link : null;
}

/**
 * Links to a section of this page scroll there smoothly, 80 px above it (unless the visitor
 * prefers reduced motion), close the menu sheet they sit in and put the hash in the address.
 * Without this the browser's own jump still lands 80 px above (the page's scroll padding).
 * Links to another page (`/#skills` from a project page) are left to the browser: that page
 * scrolls on load. A link to a missing section logs 'Section not found' and nothing else.
 * Targets that are not sections (the skip link's `#main`) keep the browser's behaviour, which
 * also moves focus there.
 */
export function enhanceSectionLinks(root: Document | Element = document): Cleanup {
  return attachOnce(root, "section-links", () => {
    const onClick = (event: Event) => {
      const link = clickedLink(event as MouseEvent);
      if (!link || link.origin !== location.origin || link.pathname !== location.pathname || !link.hash)
        return;
      const id = sectionIdFromHash(link.hash);
      const target = document.getElementById(id);
      if (target && !target.matches("section, [data-pm-section]")) return;
      event.preventDefault();
      link.closest("dialog")?.close();
      if (scrollToSection(id) && location.hash !== link.hash) history.pushState(null, "", link.hash);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  });
}

/**
 * A page loaded with a hash: the browser has jumped to the section already (80 px above it);
 * once the page has settled (fonts, images above it), the scroll is made again, about 100 ms
 * later, so it still lands there. An unknown section logs 'Section not found'.
 */
export function scrollToHashOnLoad(delayMs = HASH_SCROLL_DELAY_MS): Cleanup {
  const id = sectionIdFromHash(location.hash);
  if (!id) return () => {};
  const timer = window.setTimeout(() => scrollToSection(id), delayMs);
  return () => window.clearTimeout(timer);
}
