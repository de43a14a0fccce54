// The kit's components and hooks: client code (state, context, effects), so the build marks this
// module "use client". A React Server Component page renders them from the root entry, which
// re-exports them; the owner's components are in `./owner`.
export { PortfolioProvider } from "./theme/PortfolioProvider";
export type { PortfolioProviderProps } from "./theme/PortfolioProvider";
export { ThemeScope } from "./theme/ThemeScope";
// Labels and locale for a part of the page alone, e.g. an island hydrated apart from the provider.
export { LabelsProvider } from "./labels/LabelsContext";
export type { ThemeScopeProps } from "./theme/ThemeScope";
export * from "./primitives";
export * from "./layout";
export * from "./motion";
export * from "./navigation";
export * from "./sections";
export * from "./pages";
export * from "./writing";
// The label types the components' props name, so this module's declarations stand on their own.
export type { Labels, LabelsOverride, CountLabel, Template, PluralTemplate } from "./labels";
