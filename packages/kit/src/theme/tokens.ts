/**
 * Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on the
 * surfaces it is used on; `theme/tokens.test.ts` checks the pairs.
 */
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
    accent: "#0f766e",
    accentSoft: "#e6f5f3",
    border: "#e2e5ee",
    borderStrong: "#9aa3b5",
    focus: "#4338ca",
    danger: "#b91c1c",
    dangerSoft: "#fdecec",
    success: "#166534",
    successSoft: "#e8f6ed",
    warning: "#92400e",
    warningSoft: "#fef3c7",
    navBackground: "rgba(255, 255, 255, 0.8)",
    navBackgroundScrolled: "rgba(255, 255, 255, 0.95)",
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

/** A theme override: any subset of the colour, font and radius tokens. */
export interface ThemeOverride {
  color?: Partial<Record<keyof Tokens["color"], string>>;
  font?: Partial<Record<keyof Tokens["font"], string>>;
  radius?: Partial<Record<keyof Tokens["radius"], string>>;
}

/** Media query for screens at least `bp` wide. */
export const mediaUp = (bp: keyof Tokens["breakpoint"]) => `@media (min-width: ${tokens.breakpoint[bp]}px)`;
