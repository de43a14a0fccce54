/**
 * The kit's behaviours without React, for pages that ship the kit's server-rendered HTML and no
 * framework: `enhance(document)` from one small module script makes section links, the nav
 * background, the phone menu, the light/dark toggle and the reveal animations work. Each piece
 * is the same code the React components use, on the same markup.
 */
import { enhanceColorSchemeToggles } from "./colorSchemeToggle";
import { enhanceNavBackground } from "./navBackground";
import { enhanceNavSheet } from "./navSheet";
import type { Cleanup } from "./once";
import { enhanceReveal } from "./reveal";
import { enhanceSectionLinks, scrollToHashOnLoad } from "./sectionLinks";

export { enhanceColorSchemeToggles } from "./colorSchemeToggle";
export { enhanceNavBackground, hasScrollDrivenAnimations } from "./navBackground";
export { enhanceNavSheet, hasInvokerCommands } from "./navSheet";
export { enhanceReveal } from "./reveal";
export { enhanceSectionLinks, scrollToHashOnLoad } from "./sectionLinks";
export type { Cleanup } from "./once";
export {
  HASH_SCROLL_DELAY_MS,
  NAV_SCROLL_THRESHOLD,
  SECTION_SCROLL_OFFSET,
  scrollToSection,
} from "../internal/sectionScroll";
export type { ScrollToSectionOptions } from "../internal/sectionScroll";

export interface EnhanceOptions {
  /**
   * Scroll again to the section named by the address's hash, about 100 ms after this runs.
   * @defaultValue true
   */
  scrollToHash?: boolean;
}

/**
 * Attaches every behaviour to the kit's markup under `root` and returns a function that
 * detaches them. Safe to call more than once: a behaviour is attached to a node once.
 */
export function enhance(
  root: Document | Element = document,
  { scrollToHash = true }: EnhanceOptions = {},
): Cleanup {
  const cleanups = [
    enhanceSectionLinks(root),
    enhanceNavBackground(root),
    enhanceNavSheet(root),
    enhanceColorSchemeToggles(root),
    enhanceReveal(root),
  ];
  if (scrollToHash) cleanups.push(scrollToHashOnLoad());
  return () => cleanups.forEach((cleanup) => cleanup());
}
