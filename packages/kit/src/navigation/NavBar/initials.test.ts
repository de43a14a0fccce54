import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first and last words", () => {
    expect(initials("Jordan Avery Lee")).toBe("JL");
    expect(initials("Jordan Lee")).toBe("JL");
  });

  it("takes one letter from a one-word name", () => {
    expect(initials("Madonna")).toBe("M");
  });

  it("ignores extra and unusual spaces", () => {
    expect(initials("  Jordan   Lee  ")).toBe("JL");
    expect(initials("Jordan\tAvery\u00a0Lee")).toBe("JL");
  });

  it("keeps accents, composed or decomposed", () => {
    expect(initials("Émile Zola")).toBe("ÉZ");
    expect(initials("E\u0301mile O\u0308zil")).toBe("ÉÖ");
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
  });

  it("upper-cases lowercase names", () => {
    expect(initials("jordan lee")).toBe("JL");
    expect(initials("ingrid de la cruz")).toBe("IC");
  });

  it("keeps letters outside the Basic Multilingual Plane whole", () => {
    expect(initials("𝒜da Lovelace")).toBe("𝒜L");
  });

  it("is empty for an empty name", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
  });
});
