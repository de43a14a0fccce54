import { tokens, type ThemeOverride, type Tokens } from "./tokens";

type VarGroup<T> = { readonly [K in keyof T]: string };

const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const varName = (group: string, key: string) => `--pm-${group}-${toKebab(key)}`;

function group<G extends "color" | "font" | "radius">(name: G): VarGroup<Tokens[G]> {
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
  color: group("color"),
  font: group("font"),
  radius: group("radius"),
} as const;

/** The `:root` declarations for the tokens, with an optional override applied. */
export function themeDeclarations(override: ThemeOverride = {}): string {
  const lines: string[] = [];
  for (const name of ["color", "font", "radius"] as const) {
    const values: Record<string, string> = { ...tokens[name], ...override[name] };
    for (const [key, value] of Object.entries(values)) lines.push(`${varName(name, key)}: ${value};`);
  }
  return lines.join("\n");
}
