import { domAnimation, LazyMotion, MotionConfig } from "framer-motion";
import { useMemo, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { transitions } from "../motion/presets";
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
}

/**
 * Theme tokens, global styles and motion settings for every kit component.
 * Motion follows the visitor's reduced-motion preference, and framer-motion's
 * animation features load lazily through `LazyMotion`.
 */
export function PortfolioProvider({ children, theme, globalStyles = true }: PortfolioProviderProps) {
  const declarations = useMemo(() => themeDeclarations(theme), [theme]);
  return (
    <ThemeProvider theme={tokens}>
      {globalStyles ? <GlobalStyle $declarations={declarations} /> : null}
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user" transition={transitions.layout}>
          {children}
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
