import { brandColors } from "./brand";
import { COLOR_SCHEME_ATTRIBUTE } from "./colorScheme";
import {
  darkTokens,
  themeableGroups,
  tokens,
  type ThemeOverride,
  type ThemeSchemeOverride,
  type ThemeTokens,
  type ThemeTokensOverride,
  type ThemeableGroup,
  type Tokens,
} from "./tokens";

type VarGroup<T> = { readonly [K in keyof T]: string };

const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const varName = (group: string, key: string) => `--pm-${toKebab(group)}-${toKebab(key)}`;

function group<G extends ThemeableGroup>(name: G): VarGroup<Tokens[G]> {
  return Object.fromEntries(
    Object.keys(tokens[name]).map((key) => [key, `var(${varName(name, key)})`]),
  ) as VarGroup<Tokens[G]>;
}

/**
 * Static references to the themeable tokens as CSS custom properties. Styles use
 * these (`color: ${vars.color.text}`) so they stay static CSS: a theme override
 * changes variables, not generated class names.
 */
export const vars = {
  color: {
    ...group("color"),
    /** @deprecated Use `vars.color.secondary`. */
    accent: `var(${varName("color", "secondary")})`,
    /** @deprecated Use `vars.color.secondarySoft`. */
    accentSoft: `var(${varName("color", "secondarySoft")})`,
  },
  font: group("font"),
  fontSize: group("fontSize"),
  space: group("space"),
  radius: group("radius"),
  shadow: group("shadow"),
  motion: group("motion"),
} as const;

function declarations(values: ThemeTokensOverride): string {
  const lines: string[] = [];
  for (const name of themeableGroups)
    for (const [key, value] of Object.entries(values[name] ?? {}))
      if (value !== undefined) lines.push(`${varName(name, key)}: ${value};`);
  return lines.join("\n");
}

/** A scheme's override with the colours' deprecated names read as their new ones (a new name wins). */
function renamed(override: ThemeSchemeOverride = {}): ThemeTokensOverride {
  if (!override.color) return override;
  const { accent, accentSoft, ...color } = override.color;
  return {
    ...override,
    color: { secondary: accent, secondarySoft: accentSoft, ...stripUndefined(color) },
  };
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

function merged(...layers: ThemeTokensOverride[]): ThemeTokensOverride {
  return Object.fromEntries(
    themeableGroups.map((name) => [name, Object.assign({}, ...layers.map((layer) => layer[name]))]),
  ) as ThemeTokensOverride;
}

/** The light declarations (every themeable token) with an optional override applied. */
export function themeDeclarations(override: ThemeOverride = {}): string {
  const brand = override.brand === undefined ? {} : { color: brandColors(override.brand).light };
  return declarations(merged(tokens as unknown as ThemeTokens, brand, renamed(override)));
}

/** The declarations that change in the dark scheme. */
function darkDeclarations(override: ThemeOverride = {}): string {
  const brand = override.brand === undefined ? {} : { color: brandColors(override.brand).dark };
  return declarations(merged(darkTokens as ThemeTokensOverride, brand, renamed(override.dark)));
}

/** Which scheme a theme's CSS paints. */
export type ColorSchemeMode = "system" | "light" | "dark";

export interface ThemeCssOptions {
  /**
   * Where the variables are declared; a subtree's own selector scopes the theme to it.
   * @defaultValue ":root"
   */
  selector?: string;
  /**
   * "system" follows `prefers-color-scheme` unless <html> carries a stored choice
   * (`data-pm-color-scheme`); "light" and "dark" fix the scheme.
   * @defaultValue "system"
   */
  colorScheme?: ColorSchemeMode;
}

/**
 * The theme as CSS text: every `--pm-*` variable and `color-scheme`, light and dark.
 * For hosts that render their own <style> (SSR, a static stylesheet); the provider
 * writes the same text.
 */
export function themeCss(theme: ThemeOverride = {}, options: ThemeCssOptions = {}): string {
  const { selector = ":root", colorScheme = "system" } = options;
  const light = `${themeDeclarations(theme)}\ncolor-scheme: light;`;
  const dark = `${darkDeclarations(theme)}\ncolor-scheme: dark;`;
  if (colorScheme === "light") return `${selector} {\n${light}\n}\n`;
  if (colorScheme === "dark") return `${selector} {\n${light}\n${dark}\n}\n`;
  const within = (root: string) => (selector === ":root" ? root : `${root} ${selector}`);
  return [
    `${selector} {\n${light}\n}`,
    `@media (prefers-color-scheme: dark) {\n${within(`:root:not([${COLOR_SCHEME_ATTRIBUTE}="light"])`)} {\n${dark}\n}\n}`,
    `${within(`:root[${COLOR_SCHEME_ATTRIBUTE}="dark"]`)} {\n${dark}\n}`,
    "",
  ].join("\n");
}
