export { NavBar } from "./NavBar";
export type { NavBarProps } from "./NavBar";
export { initials } from "./initials";
