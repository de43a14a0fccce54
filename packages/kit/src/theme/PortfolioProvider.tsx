import { useMemo, type ReactNode } from "react";
import { LabelsProvider, type LabelsOverride } from "../labels";
import { ReducedMotionProvider, type ReducedMotion } from "../motion/useReducedMotion";
import { GlobalStyle, ThemeVariables } from "./GlobalStyle";
import type { ThemeOverride } from "./tokens";
import { themeCss, type ColorSchemeMode } from "./vars";

export interface PortfolioProviderProps {
  /** The application. */
  children: ReactNode;
  /**
   * Token overrides (colour, font, type scale, spacing, radius, shadow, motion; `dark` for the
   * dark scheme), written as CSS custom properties on `:root`.
   * @defaultValue the kit's tokens
   */
  theme?: ThemeOverride;
  /**
   * Which scheme the page paints: "system" follows `prefers-color-scheme` and the visitor's
   * stored choice (see `ColorSchemeToggle`); "light" or "dark" fixes it.
   * @defaultValue "system"
   */
  colorScheme?: ColorSchemeMode;
  /**
   * Render the kit's document reset (box sizing, body typography, focus ring). Turn off when
   * the host app has its own reset; the theme's variables are written either way.
   * @defaultValue true
   */
  reset?: boolean;
  /**
   * @deprecated Use `reset`. `globalStyles={false}` now turns off only the reset; the theme's
   * variables are always written.
   */
  globalStyles?: boolean;
  /**
   * When the kit's CSS animations are reduced: "user" follows the visitor's
   * `prefers-reduced-motion`; "always" and "never" override it.
   * @defaultValue "user"
   */
  reducedMotion?: ReducedMotion;
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
 * Theme variables, the optional reset, motion policy, labels and locale for every kit component.
 * Motion follows the visitor's reduced-motion preference unless `reducedMotion` says otherwise.
 */
export function PortfolioProvider({
  children,
  theme,
  colorScheme = "system",
  reset,
  globalStyles,
  reducedMotion = "user",
  labels,
  locale,
}: PortfolioProviderProps) {
  const css = useMemo(() => themeCss(theme, { colorScheme }), [theme, colorScheme]);
  return (
    <>
      <ThemeVariables $css={css} />
      {(reset ?? globalStyles ?? true) ? <GlobalStyle /> : null}
      <ReducedMotionProvider value={reducedMotion}>
        <LabelsProvider labels={labels} locale={locale}>
          {children}
        </LabelsProvider>
      </ReducedMotionProvider>
    </>
  );
}
