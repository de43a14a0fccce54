import { describe, expect, it } from "vitest";
import { brandColors } from "./brand";
import { darkTokens, tokens } from "./tokens";

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function textPairs(c: Record<keyof typeof tokens.color, string>): Array<[string, string, string]> {
  return [
    ["text on background", c.text, c.background],
    ["text on surface", c.text, c.surface],
    ["muted text on background", c.textMuted, c.background],
    ["muted text on surface", c.textMuted, c.surface],
    ["primary on background", c.primary, c.background],
    ["primary on surface", c.primary, c.surface],
    ["primary on primarySoft", c.primary, c.primarySoft],
    ["primary on raised surface", c.primary, c.surfaceRaised],
    ["muted text on raised surface", c.textMuted, c.surfaceRaised],
    ["onPrimary on primary", c.onPrimary, c.primary],
    ["onPrimary on primaryHover", c.onPrimary, c.primaryHover],
    ["secondary on background", c.secondary, c.background],
    ["secondary on surface", c.secondary, c.surface],
    ["secondary on secondarySoft", c.secondary, c.secondarySoft],
    ["danger on background", c.danger, c.background],
    ["danger on dangerSoft", c.danger, c.dangerSoft],
    ["success on successSoft", c.success, c.successSoft],
    ["warning on warningSoft", c.warning, c.warningSoft],
    ["inverse text on inverse surface", c.textInverse, c.surfaceInverse],
  ];
}

const themes = [
  ["light", tokens.color],
  ["dark", darkTokens.color],
] as const;

describe.each(themes)("%s theme tokens", (_theme, c) => {
  it.each(textPairs(c))("%s meets WCAG AA (4.5:1)", (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring stands out from the page (3:1 for non-text)", () => {
    expect(contrast(c.focus, c.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.surface)).toBeGreaterThanOrEqual(3);
  });
});

/** HSL to "#rrggbb", written out here so the sample does not lean on the code under test. */
function hsl(h: number, s: number, l: number) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** HSL hue (0–360) and saturation (0–100) of "#rrggbb", written out for the same reason. */
function channels(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return { r, g, b, max, min, d: max - min, l: (max + min) / 2 };
}
function hue(hex: string) {
  const { r, g, b, max, d } = channels(hex);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}
function saturation(hex: string) {
  const { d, l } = channels(hex);
  return d === 0 ? 0 : (d / (1 - Math.abs(2 * l - 1))) * 100;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

// 24 hues at three saturations and four lightnesses, plus the hard cases by name: yellows
// and pale cyans (too light for text on white), deep navies (too dark on a dark page), greys.
const sampledBrands = [
  ...Array.from({ length: 24 }, (_, i) => i * 15).flatMap((hue) =>
    [100, 65, 30].flatMap((saturation) =>
      [25, 45, 65, 85].map((lightness) => hsl(hue, saturation, lightness)),
    ),
  ),
  "#ffff00",
  "#ffd60a",
  "#fde047",
  "#e0ffff",
  "#a0f0ff",
  "#67e8f9",
  "#1e1b4b",
  "#000000",
  "#ffffff",
  "#808080",
  "#e5484d",
];

describe("themes derived from one brand colour", () => {
  it("samples the hard cases", () => {
    expect(sampledBrands).toHaveLength(24 * 3 * 4 + 11);
  });

  it.each(sampledBrands)("%s gives both schemes WCAG AA text and a visible focus ring", (brand) => {
    const derived = brandColors(brand);
    for (const [scheme, c] of [
      ["light", derived.light],
      ["dark", derived.dark],
    ] as const) {
      for (const [name, fg, bg] of textPairs(c))
        expect(contrast(fg, bg), `${scheme}: ${name} (${fg} on ${bg})`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.focus, c.background), `${scheme}: focus`).toBeGreaterThanOrEqual(3);
      expect(contrast(c.focus, c.surface), `${scheme}: focus on surface`).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps a brand that already meets the contrast, and darkens or lightens one that does not", () => {
    // A deep red reads on white as it is; on the dark page it is lightened.
    expect(brandColors("#b91c1c").light.primary).toBe("#b91c1c");
    expect(brandColors("#b91c1c").dark.primary).not.toBe("#b91c1c");
    // Yellow is darkened for the light page, and kept on the dark one.
    expect(brandColors("#ffd60a").light.primary).not.toBe("#ffd60a");
    expect(brandColors("#ffd60a").dark.primary).toBe("#ffd60a");
    // A pair of colours is taken one per scheme.
    const pair = brandColors({ light: "#0b57d0", dark: "#a8c7fa" });
    expect([pair.light.primary, pair.dark.primary]).toEqual(["#0b57d0", "#a8c7fa"]);
  });

  it.each(sampledBrands.filter((brand) => saturation(brand) >= 20))(
    "%s gives a second colour of the brand's own hue, not a neighbour's",
    (brand) => {
      for (const c of Object.values(brandColors(brand))) {
        expect(hueDistance(hue(c.secondary), hue(brand)), `secondary ${c.secondary}`).toBeLessThanOrEqual(8);
        expect(c.secondary).not.toBe(c.primary);
      }
    },
  );

  it("derives a deeper teal from a teal brand, where it once derived a navy", () => {
    const { light } = brandColors("#0f766e");
    expect(hueDistance(hue(light.secondary), hue("#0f766e"))).toBeLessThanOrEqual(4);
    expect(luminance(light.secondary)).toBeLessThan(luminance(light.primary));
  });

  it("refuses a colour it cannot read, saying what it takes", () => {
    expect(() => brandColors("tomato")).toThrow(
      'theme.brand takes a hex colour such as "#e5484d"; got "tomato".',
    );
    expect(() => brandColors({ light: "#fff", dark: "rgb(0 0 0)" })).toThrow(/got "rgb\(0 0 0\)"/);
  });
});
