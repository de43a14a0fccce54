import { describe, expect, it } from "vitest";
import { contentFromFiles, localizedContentFromFiles, siteLanguages } from "./contentFiles";
import { contentErrorOf } from "./fixtures/contentError";

/** A small site's files, with `edits` laid over them by file name. */
function files(edits: Record<string, unknown> = {}): Map<string, string> {
  const base: Record<string, unknown> = {
    "site.json": {
      url: "https://priya.example",
      title: { en: "Priya Raman — UX Researcher", de: "Priya Raman — UX-Forscherin" },
      description: "Selected research.",
      locale: "en",
      translations: ["de"],
    },
    "profile.json": {
      name: "Priya Raman",
      headline: { en: "UX Researcher", de: "UX-Forscherin" },
      tagline: "I find out what people need.",
      email: "priya@example.com",
    },
    "about.json": {
      heading: { en: "About me", de: "Über mich" },
      paragraphs: [{ en: "Hello.", de: "Hallo." }, "Only English."],
    },
    "experience.json": { roles: [], awards: [] },
    "skills.json": { groups: [], tools: [] },
    "projects.json": { order: ["fieldnotes"] },
    "projects/fieldnotes.json": {
      title: "Fieldnotes",
      description: { en: "Research everyone can find.", de: "Forschung, die alle finden." },
      page: {
        summary: "A research repository.",
        blocks: [{ type: "vision", text: { en: "Findable.", de: "Auffindbar." } }],
        tags: [],
      },
    },
    ...edits,
  };
  return new Map(Object.entries(base).map(([name, data]) => [name, JSON.stringify(data)]));
}

const problemsOf = (run: () => unknown): readonly string[] => contentErrorOf(run).problems;

describe("content in more than one language", () => {
  it("is the default language's when no language is asked for", () => {
    const content = contentFromFiles(files());
    expect(content.profile.headline).toBe("UX Researcher");
    expect(content.about.paragraphs).toEqual(["Hello.", "Only English."]);
    expect(content.site.title).toBe("Priya Raman — UX Researcher");
  });

  it("takes each text in the language asked for, and the default language's where a text has none", () => {
    const content = contentFromFiles(files(), "content", "de");
    expect(content.profile.headline).toBe("UX-Forscherin");
    expect(content.profile.tagline).toBe("I find out what people need.");
    expect(content.about).toEqual({ heading: "Über mich", paragraphs: ["Hallo.", "Only English."] });
    expect(content.projects[0]?.description).toBe("Forschung, die alle finden.");
    expect(content.projects[0]?.page?.blocks[0]).toEqual({ type: "vision", text: "Auffindbar." });
    // A text given per language but not in "de" falls back too.
    const partial = contentFromFiles(
      files({ "about.json": { heading: { en: "About me" }, paragraphs: [] } }),
      "content",
      "de",
    );
    expect(partial.about.heading).toBe("About me");
  });

  it("lists the site's languages from site.json, the default first", () => {
    expect(siteLanguages({ locale: "de", translations: ["en", "de"] })).toEqual(["de", "en"]);
    expect(siteLanguages({})).toEqual(["en"]);
  });

  it("keeps every language as the files have it, for an editor to write back", () => {
    const content = localizedContentFromFiles(files());
    expect(JSON.parse(JSON.stringify(content.profile))).toEqual(JSON.parse(files().get("profile.json")!));
  });

  it("refuses a text without the default language, or in a language the site does not have, naming the field", () => {
    expect(
      problemsOf(() =>
        contentFromFiles(
          files({
            "about.json": { heading: { de: "Über mich" }, paragraphs: [{ en: "Hello.", fr: "Bonjour." }] },
          }),
        ),
      ),
    ).toEqual([
      'content/about.json: heading has no text in "en", the site\'s default language',
      'content/about.json: paragraphs[0] has a text in "fr", which is not one of the site\'s languages (en, de): add it to "translations" in site.json, or remove it',
    ]);
  });

  it("refuses a per-language text that is not text, or a key that is not a language", () => {
    expect(
      problemsOf(() =>
        contentFromFiles(
          files({ "about.json": { heading: { en: 4 }, paragraphs: [{ english: "Hello." }] } }),
        ),
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/about.json: heading.en should be text, not 4",
        "content/about.json: paragraphs[0] has "english", which is not a language tag such as "en" or "pt-BR"",
      ]
    `);
  });

  it("refuses a language the site does not have", () => {
    expect(problemsOf(() => contentFromFiles(files(), "content", "fr"))).toEqual([
      'content/site.json: the site has no language "fr" (it has en, de)',
    ]);
  });

  it("checks site.json's own texts against its own languages", () => {
    expect(
      problemsOf(() =>
        contentFromFiles(
          files({
            "site.json": { url: "https://priya.example", title: { de: "Nur Deutsch" }, description: "x" },
          }),
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'content/site.json: title has no text in "en", the site\'s default language',
        'content/site.json: title has a text in "de", which is not one of the site\'s languages (en): add it to "translations" in site.json, or remove it',
      ]),
    );
  });
});
