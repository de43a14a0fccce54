export { PortfolioProvider } from "./theme/PortfolioProvider";
export type { PortfolioProviderProps } from "./theme/PortfolioProvider";
export { GlobalStyle } from "./theme/GlobalStyle";
export { tokens, mediaUp } from "./theme/tokens";
export type { Tokens, ThemeOverride } from "./theme/tokens";
export { vars, themeDeclarations } from "./theme/vars";
export { motionDurations, transitions, fadeUp, staggerContainer } from "./motion/presets";
export { Button, ButtonLink } from "./primitives/Button";
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from "./primitives/Button";
