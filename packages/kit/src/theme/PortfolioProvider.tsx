import { useMemo, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ReducedMotionProvider, type ReducedMotion } from "../motion/useReducedMotion";
import { GlobalStyle } from "./GlobalStyle";
import { tokens, type ThemeOverride } from "./tokens";
import { themeDeclarations } from "./vars";

export interface PortfolioProviderProps {
  /** The application. */
  children: ReactNode;
  /**
   * Colour, font and radius overrides, written as CSS custom properties.
   * @defaultValue the kit's tokens
   */
  theme?: ThemeOverride;
  /**
   * Render the global document styles. Turn off when the host app has its own reset.
   * @defaultValue true
   */
  globalStyles?: boolean;
  /**
   * When the kit's CSS animations are reduced: "user" follows the visitor's
   * `prefers-reduced-motion`; "always" and "never" override it.
   * @defaultValue "user"
   */
  reducedMotion?: ReducedMotion;
}

/**
 * Theme tokens, global styles and motion settings for every kit component.
 * Motion follows the visitor's reduced-motion preference unless `reducedMotion` says otherwise.
 */
export function PortfolioProvider({
  children,
  theme,
  globalStyles = true,
  reducedMotion = "user",
}: PortfolioProviderProps) {
  const declarations = useMemo(() => themeDeclarations(theme), [theme]);
  return (
    <ThemeProvider theme={tokens}>
      {globalStyles ? <GlobalStyle $declarations={declarations} /> : null}
      <ReducedMotionProvider value={reducedMotion}>{children}</ReducedMotionProvider>
    </ThemeProvider>
  );
}
