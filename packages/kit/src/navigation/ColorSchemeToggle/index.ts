export { ColorSchemeToggle, colorSchemeToggleDefaults } from "./ColorSchemeToggle";
export type { ColorSchemeToggleProps } from "./ColorSchemeToggle";
