import { describe, expect, it } from "vitest";
import { ContentError, localizedContentFromFiles } from "./contentFiles";
import { ownerLanguageOf, ownerLocaleOf } from "./ownerLanguage";

describe("ownerLanguageOf", () => {
  it("is site.json's ownerLanguage when it names one, whatever the site's language", () => {
    expect(ownerLanguageOf({ ownerLanguage: "de" })).toBe("de");
    expect(ownerLanguageOf({ locale: "de", ownerLanguage: "en" })).toBe("en");
  });

  it("is the site's default language, region aside, when the owner pages are written in it", () => {
    expect(ownerLanguageOf({})).toBe("en");
    expect(ownerLanguageOf({ locale: "de" })).toBe("de");
    expect(ownerLanguageOf({ locale: "de-CH" })).toBe("de");
    expect(ownerLanguageOf({ locale: "en-GB" })).toBe("en");
  });

  it("is English for a site in a language the owner pages are not written in", () => {
    expect(ownerLanguageOf({ locale: "fr" })).toBe("en");
    expect(ownerLanguageOf({ locale: "pt-BR" })).toBe("en");
  });
});

describe("ownerLocaleOf", () => {
  it("keeps the site's locale, region and all, when it is the owner pages' language", () => {
    expect(ownerLocaleOf({ locale: "de-CH" })).toBe("de-CH");
    expect(ownerLocaleOf({ locale: "en-GB" })).toBe("en-GB");
    expect(ownerLocaleOf({})).toBe("en");
  });

  it("is the owner pages' language when the site speaks another", () => {
    expect(ownerLocaleOf({ locale: "en-GB", ownerLanguage: "de" })).toBe("de");
    expect(ownerLocaleOf({ locale: "fr" })).toBe("en");
  });
});

describe("site.json's ownerLanguage", () => {
  const files = (site: Record<string, unknown>) =>
    new Map(
      Object.entries({
        "site.json": { url: "https://priya.example", title: "Priya", description: "Research.", ...site },
        "profile.json": { name: "Priya Raman", headline: "UX Researcher", tagline: "Hi." },
        "about.json": { heading: "About", paragraphs: [] },
        "experience.json": { roles: [], awards: [] },
        "skills.json": { groups: [], tools: [] },
        "projects.json": { order: [] },
      }).map(([name, data]) => [name, JSON.stringify(data)]),
    );

  it("is kept when it names a language the owner pages are written in", () => {
    expect(localizedContentFromFiles(files({ ownerLanguage: "de" })).site.ownerLanguage).toBe("de");
  });

  it.each(["fr", "German", "de-DE"])(
    "refuses %j, saying which languages there are and what it is for",
    (value) => {
      let error: unknown;
      try {
        localizedContentFromFiles(files({ ownerLanguage: value }));
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).details).toEqual([
        {
          file: "site.json",
          path: "ownerLanguage",
          message: `ownerLanguage should be one of "en", "de", not "${value}" (the language of your inbox, analytics and editor; without it, the site's default language if they are written in it, else English)`,
        },
      ]);
    },
  );
});
