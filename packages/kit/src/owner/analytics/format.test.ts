import { describe, expect, it } from "vitest";
import { analyticsLabels } from "../../labels/analyticsLabels";
import {
  countryFlag,
  countryName,
  describeChange as describeChangeIn,
  formatDays,
  formatRate,
  formatShare,
} from "./format";

const english = analyticsLabels.analytics;
const describeChange = (current: number, previous: number, days: number, noun: string) =>
  describeChangeIn(current, previous, days, noun, english, "en-US");

describe("describeChange", () => {
  it.each([
    [112, 100, 30, "up", "+12% vs previous 30 days"],
    [92, 100, 7, "down", "\u22128% vs previous 7 days"],
    [40, 40, 90, "same", "No change vs previous 90 days"],
  ])(
    "gives the change as a whole percentage against the previous period (%i against %i)",
    (current, previous, days, direction, text) => {
      expect(describeChange(current, previous, days, "visits")).toEqual({ direction, text });
    },
  );

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
  expect(formatRate(0.1234, "en-US")).toBe("12.3%");
  expect(formatRate(0, "en-US")).toBe("0.0%");
  expect(formatRate(Number.NaN, "en-US")).toBe("0.0%");
});

describe("in the provider's locale", () => {
  it("keeps the long-standing en-US formats exactly (one decimal, no thousands separator)", () => {
    // The format before the locale setting: toFixed(1) and a "%". Ties such as 1235 of 10000
    // (12.35, stored as 12.3499…) are where Intl alone would round differently.
    for (const total of [0, 3, 7, 8, 13, 400, 999, 10000]) {
      for (let count = 0; count <= 4000; count += 1) {
        const before = `${(total > 0 ? (count / total) * 100 : 0).toFixed(1)}%`;
        expect(formatShare(count, total, "en-US")).toBe(before);
      }
    }
    expect(formatShare(1235, 10000, "en-US")).toBe("12.3%");
  });

  it("writes percentages and changes the way the locale does", () => {
    expect(formatShare(1, 3, "de-DE")).toBe("33,3\u00a0%");
    expect(formatRate(0.5, "fr-FR")).toBe("50,0\u00a0%");
    expect(describeChangeIn(2500, 100, 30, "Besuche", english, "de-DE").text).toBe(
      "+2.400\u00a0% vs previous 30 days",
    );
  });
});

describe("formatDays", () => {
  it("lists stored days as one phrase in the locale", () => {
    expect(formatDays(["2026-11-20"], "en-US")).toBe("Nov 20");
    expect(formatDays(["2026-11-20", "2026-11-21", "2026-11-22"], "en-US")).toBe(
      "Nov 20, Nov 21, and Nov 22",
    );
  });
});
