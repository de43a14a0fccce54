import { LazyMotion, MotionConfig, type FeatureBundle, type LazyFeatureBundle } from "framer-motion";
import { useMemo, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { LabelsProvider, type LabelsOverride } from "../labels";
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
  /**
   * framer-motion features for your own `m` components, e.g.
   * `() => import("./motion-features").then((m) => m.default)` re-exporting `domAnimation`.
   * The kit's components animate with CSS and need none, so by default no animation runtime is loaded.
   * @defaultValue none
   */
  motionFeatures?: FeatureBundle | LazyFeatureBundle;
  /**
   * Your words for the kit's own text (buttons, navigation, form labels, messages), in any
   * part: what you give replaces the English default, the rest stays. A nested provider
   * starts from the enclosing one's labels.
   * @defaultValue the kit's English labels
   */
  labels?: LabelsOverride;
  /**
   * The BCP 47 locale every date and number is formatted in, e.g. "de-DE".
   * @defaultValue "en-US" (or the enclosing provider's)
   */
  locale?: string;
}

/**
 * Theme tokens, global styles, motion settings, labels and locale for every kit component.
 * Motion follows the visitor's reduced-motion preference (`MotionConfig reducedMotion="user"`).
 */
export function PortfolioProvider({
  children,
  theme,
  globalStyles = true,
  motionFeatures,
  labels,
  locale,
}: PortfolioProviderProps) {
  const declarations = useMemo(() => themeDeclarations(theme), [theme]);
  const content = (
    <MotionConfig reducedMotion="user" transition={transitions.layout}>
      <LabelsProvider labels={labels} locale={locale}>
        {children}
      </LabelsProvider>
    </MotionConfig>
  );
  return (
    <ThemeProvider theme={tokens}>
      {globalStyles ? <GlobalStyle $declarations={declarations} /> : null}
      {motionFeatures ? (
        <LazyMotion features={motionFeatures} strict>
          {content}
        </LazyMotion>
      ) : (
        content
      )}
    </ThemeProvider>
  );
}
