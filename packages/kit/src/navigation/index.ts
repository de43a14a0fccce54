export { scrollToSection, useHashScroll } from "./scroll";
export type { NavItem, ScrollToSectionOptions } from "./scroll";
export type { LanguageLink } from "./languageLinks";
export { NavBar } from "./NavBar";
export type { NavBarProps } from "./NavBar";
export { Footer } from "./Footer";
export type { FooterProps } from "./Footer";
export { ColorSchemeToggle } from "./ColorSchemeToggle";
export type { ColorSchemeToggleProps } from "./ColorSchemeToggle";
