export { ColorSchemeToggle } from "./ColorSchemeToggle";
export type { ColorSchemeToggleProps } from "./ColorSchemeToggle";
