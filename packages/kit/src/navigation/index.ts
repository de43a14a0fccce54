export {
  NAV_SCROLL_THRESHOLD,
  SECTION_SCROLL_OFFSET,
  HASH_SCROLL_DELAY_MS,
  defaultNavItems,
  scrollToSection,
  useScrolledPast,
  useHashScroll,
} from "./scroll";
export type { NavItem, ScrollToSectionOptions } from "./scroll";
export { NavBar, initials } from "./NavBar";
export type { NavBarProps } from "./NavBar";
export { Footer, footerNavItems } from "./Footer";
export type { FooterProps } from "./Footer";
export { ColorSchemeToggle } from "./ColorSchemeToggle";
export type { ColorSchemeToggleProps } from "./ColorSchemeToggle";
