import { describe, expect, it } from "vitest";
import { resumeWords, resumeWordsWarning } from "./words";

describe("the résumé's words", () => {
  it("fall back to the site's default language for a language they lack", () => {
    expect(resumeWords("de-AT")).toEqual(resumeWords("de"));
    expect(resumeWords("fr", "de")).toEqual(resumeWords("de"));
    expect(resumeWords("fr")).toEqual(resumeWords("en"));
  });

  it("make the build warn about each language they lack, naming the language used instead", () => {
    expect(resumeWordsWarning(["en", "de", "de-AT"])).toBeUndefined();
    expect(resumeWordsWarning(["de", "fr", "pl"])).toBe(
      'résumé: no words for "fr", "pl" in @pmfolio/core (packages/core/src/resume/words.ts): the résumé page, ' +
        'PDF and resume.json in them show their headings and labels in "de"',
    );
  });
});
