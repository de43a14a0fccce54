import { describe, expect, it } from "vitest";
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
    ["onPrimary on primary", c.onPrimary, c.primary],
    ["onPrimary on primaryHover", c.onPrimary, c.primaryHover],
    ["accent on background", c.accent, c.background],
    ["accent on accentSoft", c.accent, c.accentSoft],
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
