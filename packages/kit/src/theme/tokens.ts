/**
 * Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on the
 * surfaces it is used on, in the light and the dark palette; `theme/tokens.test.ts`
 * checks the pairs. Colour, font, type scale, spacing, radius, shadow and motion are
 * written as CSS custom properties (`vars`), so a theme changes them without touching
 * a component; breakpoints, layout and stacking stay constants (media queries cannot
 * read custom properties).
 */
import type { BrandColor } from "./brand";

export const tokens = {
  color: {
    background: "#ffffff",
    surface: "#f5f6fb",
    surfaceRaised: "#ffffff",
    surfaceInverse: "#111827",
    text: "#111827",
    textMuted: "#4b5563",
    textInverse: "#f9fafb",
    primary: "#4338ca",
    primaryHover: "#3730a3",
    primarySoft: "#eef0ff",
    onPrimary: "#ffffff",
    /** The second colour, beside `primary` (the brand): gradients, badges, markers. */
    secondary: "#0f766e",
    secondarySoft: "#e6f5f3",
    border: "#e2e5ee",
    borderStrong: "#9aa3b5",
    focus: "#4338ca",
    danger: "#b91c1c",
    dangerSoft: "#fdecec",
    success: "#166534",
    successSoft: "#e8f6ed",
    warning: "#92400e",
    warningSoft: "#fef3c7",
    /** The nav bar over the top of the page (transparent), and past 100 px (a solid surface). */
    navBackground: "rgba(255, 255, 255, 0)",
    navBackgroundScrolled: "#ffffff",
    overlay: "rgba(17, 24, 39, 0.5)",
  },
  font: {
    body: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    heading:
      '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    "4xl": "clamp(2.25rem, 5vw + 1rem, 3.75rem)",
  },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
  },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08)",
    md: "0 4px 12px rgba(17, 24, 39, 0.08)",
    lg: "0 12px 32px rgba(17, 24, 39, 0.14)",
  },
  /** CSS transition timings; framer-motion presets live in `motion/presets`. */
  motion: {
    durationFast: "0.2s",
    durationSlow: "0.5s",
    easing: "ease",
  },
  layout: {
    /** Height of the fixed navigation bar. Section scrolling stops 80 px above a section. */
    navHeight: "64px",
    contentWidth: "1120px",
  },
  /** Breakpoints in px; narrow screens (< md) get the menu button and side sheet. */
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  zIndex: { nav: 50, overlay: 60, sheet: 70, toast: 80 },
} as const;

export type Tokens = typeof tokens;

/**
 * The dark palette: the tokens that differ when the page is dark. Everything else
 * (type, spacing, radius, motion) is shared by both schemes.
 */
export const darkTokens = {
  color: {
    background: "#0b1020",
    surface: "#141a2e",
    surfaceRaised: "#1a2138",
    surfaceInverse: "#e5e7eb",
    text: "#e5e7eb",
    textMuted: "#a3acbd",
    textInverse: "#111827",
    primary: "#a5b4fc",
    primaryHover: "#c7d2fe",
    primarySoft: "#1e2447",
    onPrimary: "#111827",
    secondary: "#5eead4",
    secondarySoft: "#0f2a2a",
    border: "#2a3150",
    borderStrong: "#5b6480",
    focus: "#a5b4fc",
    danger: "#fca5a5",
    dangerSoft: "#3a1517",
    success: "#86efac",
    successSoft: "#0f2a1a",
    warning: "#fcd34d",
    warningSoft: "#33260a",
    navBackground: "rgba(11, 16, 32, 0)",
    navBackgroundScrolled: "#1a2138",
    overlay: "rgba(0, 0, 0, 0.6)",
  },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4), 0 1px 3px rgba(0, 0, 0, 0.5)",
    md: "0 4px 12px rgba(0, 0, 0, 0.45)",
    lg: "0 12px 32px rgba(0, 0, 0, 0.6)",
  },
} as const satisfies Pick<ThemeTokens, "color" | "shadow">;

/** The token groups written as CSS custom properties. */
export const themeableGroups = ["color", "font", "fontSize", "space", "radius", "shadow", "motion"] as const;
export type ThemeableGroup = (typeof themeableGroups)[number];

/** Every themeable token, as strings. */
export type ThemeTokens = { [G in ThemeableGroup]: { [K in keyof Tokens[G]]: string } };

/** Any subset of the themeable tokens. */
export type ThemeTokensOverride = { [G in ThemeableGroup]?: Partial<ThemeTokens[G]> };

/** Colour names a theme still accepts from before they were renamed. */
export interface DeprecatedColorNames {
  /** @deprecated Use `secondary`: it was always the second colour, not the brand (that is `primary`). */
  accent?: string;
  /** @deprecated Use `secondarySoft`. */
  accentSoft?: string;
}

/** Any subset of the themeable tokens, with the colours' deprecated names. */
export interface ThemeSchemeOverride extends ThemeTokensOverride {
  color?: Partial<ThemeTokens["color"]> & DeprecatedColorNames;
}

/**
 * A theme: a brand colour that every colour token of both schemes is derived from, then any
 * subset of the themeable tokens for the light scheme, and under `dark` any subset for the
 * dark scheme. What a theme names wins over what the brand derives, which wins over the kit's
 * palettes.
 */
export interface ThemeOverride extends ThemeSchemeOverride {
  /**
   * One colour ("#e5484d"), or one per scheme ({ light, dark }), from which every colour token
   * is derived, meeting WCAG AA contrast in both schemes (see `brandColors`).
   */
  brand?: BrandColor;
  dark?: ThemeSchemeOverride;
}

/** Media query for screens at least `bp` wide. */
export const mediaUp = (bp: keyof Tokens["breakpoint"]) => `@media (min-width: ${tokens.breakpoint[bp]}px)`;
