import { describe, expect, it } from "vitest";
import { localizedContentFromFiles, problemLine, type ContentProblem } from "./contentFiles";
import { contentErrorOf } from "./fixtures/contentError";

const valid: Record<string, unknown> = {
  "site.json": {
    url: "https://priya.example",
    title: "Priya",
    description: "Research.",
    translations: ["de"],
  },
  "profile.json": { name: "Priya Raman", headline: "UX Researcher", tagline: "Hi.", email: "p@example.com" },
  "about.json": { heading: "About", paragraphs: [] },
  "experience.json": { roles: [], awards: [] },
  "skills.json": { groups: [], tools: [] },
  "projects.json": { order: ["notes"] },
  "projects/notes.json": { title: "Notes", description: "Research." },
};

function detailsOf(edits: Record<string, unknown>): readonly ContentProblem[] {
  const files = new Map(
    Object.entries({ ...valid, ...edits })
      .filter(([, data]) => data !== undefined)
      .map(([name, data]) => [name, JSON.stringify(data)]),
  );
  return contentErrorOf(() => localizedContentFromFiles(files)).details;
}

describe("a content mistake in its structured form", () => {
  it("names its file and its field's path, for an editor to show it beside the field", () => {
    expect(
      detailsOf({
        "profile.json": { ...(valid["profile.json"] as object), headline: 7 },
        "projects/notes.json": {
          title: "Notes",
          description: { en: "Research.", fr: "Recherche." },
          image: { src: "/a.jpg", width: 10, height: 10 },
        },
      }),
    ).toEqual([
      {
        file: "profile.json",
        path: "headline",
        message: 'headline should be text, not 7 (one line under the name, e.g. "UX Researcher")',
      },
      {
        file: "projects/notes.json",
        path: "image.alt",
        message: "image.alt is required (describe the picture for people who cannot see it)",
      },
    ]);
  });

  it("names the field of a text in a language the site does not have", () => {
    expect(
      detailsOf({ "about.json": { heading: "About", paragraphs: ["Hi.", { en: "Hello.", fr: "Salut." }] } }),
    ).toEqual([
      {
        file: "about.json",
        path: "paragraphs[1]",
        message:
          'paragraphs[1] has a text in "fr", which is not one of the site\'s languages (en, de): add it to "translations" in site.json, or remove it',
      },
    ]);
  });

  it("is the line the build prints, the missing file's included", () => {
    const missing = detailsOf({ "skills.json": undefined });
    expect(missing).toEqual([{ file: "skills.json", path: "", message: "is missing" }]);
    expect(missing.map((problem) => problemLine(problem, "site/content"))).toEqual([
      "site/content/skills.json is missing",
    ]);
    expect(problemLine({ file: "about.json", path: "heading", message: "heading is required" })).toBe(
      "content/about.json: heading is required",
    );
  });
});

describe("what the pages need from the profile", () => {
  const profile = valid["profile.json"] as Record<string, unknown>;

  it("refuses an empty or blank name and headline, in every language given", () => {
    expect(
      detailsOf({ "profile.json": { ...profile, name: "  ", headline: { en: "UX Researcher", de: " " } } }),
    ).toEqual([
      {
        file: "profile.json",
        path: "name",
        message: "name is empty (shown as the owner's name, and made into the initials of the navigation)",
      },
      {
        file: "profile.json",
        path: "headline",
        message: 'headline is empty in "de" (one line under the name, e.g. "UX Researcher")',
      },
    ]);
    expect(detailsOf({ "profile.json": { ...profile, headline: "" } })).toEqual([
      {
        file: "profile.json",
        path: "headline",
        message: 'headline is empty (one line under the name, e.g. "UX Researcher")',
      },
    ]);
  });

  it("takes no email, and refuses one that is not an address", () => {
    const { email: _left, ...withoutEmail } = profile;
    const files = new Map(
      Object.entries({ ...valid, "profile.json": withoutEmail }).map(([name, data]) => [
        name,
        JSON.stringify(data),
      ]),
    );
    expect(localizedContentFromFiles(files).profile.email).toBeUndefined();
    expect(detailsOf({ "profile.json": { ...profile, email: "not-an-email" } })).toEqual([
      {
        file: "profile.json",
        path: "email",
        message:
          'email should be an email address such as "you@example.com", not "not-an-email" (shown on the site and the résumé for people to write to; leave it out to offer only the contact form)',
      },
    ]);
  });

  it("explains a field by its own path: a quote's name is not the owner's", () => {
    const [problem] = detailsOf({
      "projects/notes.json": {
        title: "Notes",
        description: "Research.",
        page: { summary: "S.", blocks: [{ type: "quote", quote: { text: "Yes." } }], tags: [] },
      },
    });
    expect(problem).toEqual({
      file: "projects/notes.json",
      path: "page.blocks[0].quote.name",
      message: "page.blocks[0].quote.name is required",
    });
  });
});
