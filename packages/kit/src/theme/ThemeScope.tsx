import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef } from "react";
import { ThemeVariables } from "./GlobalStyle";
import type { ThemeOverride } from "./tokens";
import { themeCss, type ColorSchemeMode } from "./vars";

export interface ThemeScopeProps extends ComponentPropsWithoutRef<"div"> {
  /**
   * Token overrides for this subtree only.
   * @defaultValue the kit's tokens
   */
  theme?: ThemeOverride;
  /**
   * "system" follows the page (system preference and the visitor's stored choice);
   * "light" or "dark" fixes the scheme inside the subtree.
   * @defaultValue "system"
   */
  colorScheme?: ColorSchemeMode;
}

/**
 * Applies a theme to a subtree: the variables are declared on a wrapper element, so the
 * components inside read them and the rest of the page keeps its own theme.
 */
export const ThemeScope = forwardRef<HTMLDivElement, ThemeScopeProps>(function ThemeScope(
  { theme, colorScheme = "system", ...rest },
  ref,
) {
  const id = useId();
  const css = useMemo(
    () => themeCss(theme, { selector: `[data-pm-theme-scope="${id}"]`, colorScheme }),
    [theme, colorScheme, id],
  );
  return (
    <>
      <ThemeVariables $css={css} />
      <div ref={ref} data-pm-theme-scope={id} {...rest} />
    </>
  );
});
