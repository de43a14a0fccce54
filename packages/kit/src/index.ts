// Each area lists its public names explicitly in its own index.
export { PortfolioProvider } from "./theme/PortfolioProvider";
export type { PortfolioProviderProps } from "./theme/PortfolioProvider";
export { tokens, mediaUp } from "./theme/tokens";
export type { Tokens, ThemeOverride } from "./theme/tokens";
export { vars, themeDeclarations } from "./theme/vars";
export type { ReducedMotion } from "./motion/useReducedMotion";
export { Button, ButtonLink } from "./primitives/Button";
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from "./primitives/Button";
export * from "./layout";
export * from "./icons";
export * from "./navigation";
export * from "./feedback";
export * from "./sections";
export * from "./projects";
export * from "./pages";
export * from "./admin";
export * from "./analytics";
