import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    { what: "takes the first and last words", names: { "Jordan Avery Lee": "JL", "Jordan Lee": "JL" } },
    { what: "takes one letter from a one-word name", names: { Madonna: "M" } },
    {
      what: "ignores extra and unusual spaces",
      names: { "  Jordan   Lee  ": "JL", "Jordan\tAvery\u00a0Lee": "JL" },
    },
    {
      what: "keeps accents, composed or decomposed",
      names: { "Émile Zola": "ÉZ", "E\u0301mile O\u0308zil": "ÉÖ", "Łukasz Żak": "ŁŻ" },
    },
    { what: "upper-cases lowercase names", names: { "jordan lee": "JL", "ingrid de la cruz": "IC" } },
    { what: "keeps letters outside the Basic Multilingual Plane whole", names: { "𝒜da Lovelace": "𝒜L" } },
    { what: "is empty for an empty name", names: { "": "", "   ": "" } },
  ])("$what", ({ names }) => {
    for (const [name, expected] of Object.entries(names)) expect(initials(name), name).toBe(expected);
  });
});
