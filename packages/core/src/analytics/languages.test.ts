import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combineDaySummaries, summarizeDay } from "./aggregate";
import { dayStart, visit } from "./fixtures/visits";
import { pathLanguage } from "../content/languagePaths";

const today = "2026-11-22";
const at = (minute: number) => dayStart(today) + minute * 60_000;

function summary(visits: Parameters<typeof visit>[0][], languages?: readonly string[]) {
  const day = summarizeDay(today, visits.map(visit), 0);
  return combineDaySummaries([day], 7, new Date(`${today}T12:00:00Z`), languages ? { languages } : {});
}

describe("the summary by language", () => {
  const visits = [
    { timestamp: at(1), visitor: "a", pageUrl: "/" },
    { timestamp: at(2), visitor: "a", pageUrl: "/de/" },
    { timestamp: at(3), visitor: "b", pageUrl: "/de/" },
    { timestamp: at(4), visitor: "b", pageUrl: "/de/resume" },
    { timestamp: at(5), visitor: "c", pageUrl: "/resume" },
    { timestamp: at(6), visitor: "c", pageUrl: "/projects/magic-leap" },
  ];

  it("counts visits and distinct visitors per language, from each page's path", () => {
    expect(summary(visits, ["en", "de"]).languageBreakdown).toEqual({
      en: { totalVisits: 3, uniqueVisits: 2 },
      de: { totalVisits: 3, uniqueVisits: 2 },
    });
  });

  it("groups the same page across languages, a visitor of both counted once", () => {
    expect(summary(visits, ["en", "de"]).pageGroups).toEqual({
      "/": { totalVisits: 3, uniqueVisits: 2 },
      "/resume": { totalVisits: 2, uniqueVisits: 2 },
      "/projects/magic-leap": { totalVisits: 1, uniqueVisits: 1 },
    });
  });

  it("adds nothing on a site of one language", () => {
    for (const result of [summary(visits), summary(visits, ["en"])]) {
      expect(result).not.toHaveProperty("languageBreakdown");
      expect(result).not.toHaveProperty("pageGroups");
    }
  });

  it("adds up to the pages' visits, whatever the paths (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            minute: fc.integer({ min: 0, max: 1000 }),
            visitor: fc.constantFrom("a", "b", "c"),
            pageUrl: fc.constantFrom("/", "/de", "/de/", "/de/resume", "/resume", "/fr/x", "/design"),
          }),
          { maxLength: 30 },
        ),
        (drawn) => {
          const result = summary(
            drawn.map(({ minute, ...rest }, i) => ({ ...rest, timestamp: at(minute) + i })),
            ["en", "de"],
          );
          const pageVisits = Object.entries(result.pageBreakdown);
          const visitsIn = (language: string) =>
            pageVisits
              .filter(([page]) => pathLanguage(page, ["en", "de"]).language === language)
              .reduce((sum, [, stats]) => sum + stats.totalVisits, 0);
          expect(result.languageBreakdown!.en!.totalVisits).toBe(visitsIn("en"));
          expect(result.languageBreakdown!.de!.totalVisits).toBe(visitsIn("de"));
          const grouped = Object.values(result.pageGroups!).reduce(
            (sum, stats) => sum + stats.totalVisits,
            0,
          );
          expect(grouped).toBe(result.totalVisits);
        },
      ),
    );
  });
});
