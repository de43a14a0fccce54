import { describe, expect, it } from "vitest";
import { countryFlag, countryName, describeChange, formatRate } from "./format";

describe("describeChange", () => {
  it("gives the change as a whole percentage against the previous period", () => {
    expect(describeChange(112, 100, 30, "visits")).toEqual({
      direction: "up",
      text: "+12% vs previous 30 days",
    });
    expect(describeChange(92, 100, 7, "visits")).toEqual({
      direction: "down",
      text: "\u22128% vs previous 7 days",
    });
    expect(describeChange(40, 40, 90, "visits")).toEqual({
      direction: "same",
      text: "No change vs previous 90 days",
    });
  });

  it("says '<1%' for a change that rounds to nothing, never '+0%'", () => {
    expect(describeChange(1001, 1000, 30, "visits").text).toBe("+<1% vs previous 30 days");
  });

  it("never divides by a zero baseline: 'new', or empty in both periods", () => {
    expect(describeChange(5, 0, 30, "visits")).toEqual({
      direction: "new",
      text: "New: no visits in the previous 30 days",
    });
    expect(describeChange(0, 0, 7, "visitors")).toEqual({
      direction: "none",
      text: "No visitors in this or the previous 7 days",
    });
    for (const [current, previous] of [
      [0, 0],
      [3, 0],
      [0, 3],
      [1e9, 1],
    ] as const) {
      expect(describeChange(current, previous, 30, "visits").text).not.toMatch(/NaN|Infinity|∞/);
    }
  });
});

describe("countries", () => {
  it("names a region code in the given language and gives its flag", () => {
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryFlag("GB")).toBe("\u{1F1EC}\u{1F1E7}");
  });

  it("leaves 'Unknown', 'Other' and anything malformed as it is, without a flag", () => {
    for (const code of ["Unknown", "Other", "<script>", "usa", ""]) {
      expect(countryName(code, "en")).toBe(code);
      expect(countryFlag(code)).toBe("");
    }
  });
});

it("formats a conversion rate to one decimal", () => {
  expect(formatRate(0.1234)).toBe("12.3%");
  expect(formatRate(0)).toBe("0.0%");
  expect(formatRate(Number.NaN)).toBe("0.0%");
});
