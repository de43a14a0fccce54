export { Footer, footerNavItems } from "./Footer";
export type { FooterProps } from "./Footer";
