import { darkTokens, tokens, type ThemeTokens } from "./tokens";

/** A brand colour as "#rgb" or "#rrggbb": one for both schemes, or one for each. */
export type BrandColor = string | { light: string; dark: string };

type ColorTokens = ThemeTokens["color"];
type Scheme = "light" | "dark";

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const AA_TEXT = 4.5;

function parseHex(input: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match)
    throw new TypeError(`theme.brand takes a hex colour such as "#e5484d"; got ${JSON.stringify(input)}.`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function toHsl([r, g, b]: [number, number, number]): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function toRgb({ h, s, l }: Hsl): [number, number, number] {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((c) => Math.round(c * 255)) as [number, number, number];
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
const fromHsl = (color: Hsl) => hex(toRgb(color));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** WCAG 2 relative luminance of a "#rrggbb" colour. */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` moved in lightness only (hue and saturation kept), as little as it takes to reach
 * `ratio` against every colour of `against`: darker on a light page, lighter on a dark one.
 * A colour that already meets the ratio is returned as it is.
 */
function meeting(
  color: Hsl,
  against: readonly string[],
  ratio: number,
  direction: "darker" | "lighter",
): string {
  const passes = (l: number) =>
    against.every((other) => contrastRatio(fromHsl({ ...color, l }), other) >= ratio);
  if (passes(color.l)) return fromHsl(color);
  // Luminance grows with HSL lightness at a fixed hue and saturation: search the lightness.
  let [lo, hi] = direction === "darker" ? [0, color.l] : [color.l, 100];
  for (let step = 0; step < 24; step++) {
    const mid = (lo + hi) / 2;
    if (passes(mid) === (direction === "darker")) lo = mid;
    else hi = mid;
  }
  const found = direction === "darker" ? lo : hi;
  // Rounding to 8-bit channels can cost a hair of contrast: step on until it holds.
  let l = found;
  while (!passes(l) && l > 0 && l < 100) l += direction === "darker" ? -0.25 : 0.25;
  return fromHsl({ ...color, l: clamp(l, 0, 100) });
}

const rgba = (color: string, alpha: number) => `rgba(${parseHex(color).join(", ")}, ${alpha})`;

/** The neutrals of a scheme, tinted with the brand's hue (faintly, so greys stay grey). */
function neutrals(hue: number, saturation: number, scheme: Scheme) {
  // A grey brand gets grey neutrals; a vivid one lends them at most a faint tint.
  const tint = (amount: number) => Math.min(saturation, amount);
  const n = (s: number, l: number) => fromHsl({ h: hue, s: tint(s), l });
  return scheme === "light"
    ? {
        background: "#ffffff",
        surface: n(40, 97),
        surfaceRaised: "#ffffff",
        border: n(25, 90),
        borderStrong: n(14, 66),
        text: n(30, 10),
        textMuted: n(12, 33),
      }
    : {
        background: n(35, 7),
        surface: n(30, 11),
        surfaceRaised: n(28, 14),
        border: n(24, 22),
        borderStrong: n(14, 42),
        text: n(16, 91),
        textMuted: n(12, 71),
      };
}

/** Every colour token of one scheme, derived from one brand colour. */
function schemeColors(brand: string, scheme: Scheme): ColorTokens {
  const base = toHsl(parseHex(brand));
  const light = scheme === "light";
  const toward = light ? "darker" : "lighter";
  const kit = light ? tokens.color : darkTokens.color;
  const n = neutrals(base.h, base.s, scheme);
  const surfaces = [n.background, n.surface, n.surfaceRaised];
  // Text colours on the page's surfaces.
  const textMuted = meeting(toHsl(parseHex(n.textMuted)), surfaces, AA_TEXT, toward);
  const text = meeting(toHsl(parseHex(n.text)), surfaces, AA_TEXT, toward);

  // The soft tints sit behind brand-coloured text: they are fixed first, the brand then meets them.
  const soft = (color: Hsl) =>
    fromHsl({ h: color.h, s: Math.min(color.s, light ? 90 : 45), l: light ? 95 : 17 });
  const primarySoft = soft(base);
  // The text on brand-coloured buttons: white on a light page, the dark page's text colour on a dark one.
  const onPrimary = light ? "#ffffff" : n.background;
  const primary = meeting(base, [...surfaces, primarySoft, onPrimary], AA_TEXT, toward);
  const primaryHsl = toHsl(parseHex(primary));
  // Hover moves further from the page, so the button's text keeps (and gains) contrast.
  const primaryHover = fromHsl({ ...primaryHsl, l: clamp(primaryHsl.l + (light ? -8 : 8), 0, 100) });

  // The second colour (eyebrows, tags, markers, the far end of gradients) stays in the brand's own
  // hue family: a deeper shade of it on the light page, a paler one on the dark page. A hue of its
  // own would be a colour the owner never chose; `color.secondary` sets one on purpose.
  const secondaryBase: Hsl = {
    h: primaryHsl.h,
    s: primaryHsl.s * 0.85,
    // Short of black and white, which have no hue left.
    l: clamp(primaryHsl.l + (light ? -10 : 10), 5, 95),
  };
  const secondarySoft = soft(secondaryBase);
  const secondary = meeting(secondaryBase, [...surfaces, secondarySoft], AA_TEXT, toward);

  // Status colours stay the kit's (red, green, amber mean the same on every brand), checked on these surfaces.
  const status = (color: string, tint: string) =>
    meeting(toHsl(parseHex(color)), [...surfaces, tint], AA_TEXT, toward);

  return {
    background: n.background,
    surface: n.surface,
    surfaceRaised: n.surfaceRaised,
    surfaceInverse: text,
    text,
    textMuted,
    textInverse: n.background,
    primary,
    primaryHover,
    primarySoft,
    onPrimary,
    secondary,
    secondarySoft,
    border: n.border,
    borderStrong: n.borderStrong,
    focus: primary,
    danger: status(kit.danger, kit.dangerSoft),
    dangerSoft: kit.dangerSoft,
    success: status(kit.success, kit.successSoft),
    successSoft: kit.successSoft,
    warning: status(kit.warning, kit.warningSoft),
    warningSoft: kit.warningSoft,
    // Transparent over the top of the page, then the raised surface (its text is AA there too).
    navBackground: rgba(n.background, 0),
    navBackgroundScrolled: n.surfaceRaised,
    overlay: light ? rgba(text, 0.5) : "rgba(0, 0, 0, 0.6)",
  };
}

/**
 * Every colour token of both schemes from one brand colour (or one per scheme). The brand's hue
 * and saturation are kept; its lightness moves only as far as WCAG AA needs: 4.5:1 for text and
 * for the text on brand-coloured buttons, on every surface. A yellow or a pale cyan therefore
 * darkens on a light page, and a deep navy lightens on a dark one. See ADR 024.
 */
export function brandColors(brand: BrandColor): { light: ColorTokens; dark: ColorTokens } {
  const { light, dark } = typeof brand === "string" ? { light: brand, dark: brand } : brand;
  return { light: schemeColors(light, "light"), dark: schemeColors(dark, "dark") };
}
