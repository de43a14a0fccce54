import { describe, expect, it } from "vitest";
import { postsFromFiles, publishedPostsByLanguage } from "./posts";
import { postSlugsFromNames } from "./postFiles";

const post = (front: string, body = "Words.") => `---\n${front}\n---\n\n${body}\n`;
const good = post(
  'title: Launch retrospective\ndate: 2026-03-14\nsummary: What shipping taught us.\ntags: [Launch, "Product Strategy"]',
);

describe("postsFromFiles", () => {
  it("reads each language's file, keeping the date as written", () => {
    const files = new Map([
      ["posts/launch.md", good],
      ["posts/launch.de.md", good.replace("Launch retrospective", "Rückblick")],
      ["posts/only-english.md", good.replace("2026-03-14", "2026-04-01")],
      ["profile.json", "{}"],
    ]);
    const { posts, problems } = postsFromFiles(files, ["en", "de"]);
    expect(problems).toEqual([]);
    expect(posts.map((p) => [p.slug, p.language, p.date])).toEqual([
      ["launch", "en", "2026-03-14"],
      ["launch", "de", "2026-03-14"],
      ["only-english", "en", "2026-04-01"],
    ]);
    const byLanguage = publishedPostsByLanguage(posts, ["en", "de"]);
    expect(byLanguage.en!.map((p) => [p.slug, p.languages])).toEqual([
      ["only-english", ["en"]],
      ["launch", ["en", "de"]],
    ]);
    expect(byLanguage.de!.map((p) => p.title)).toEqual(["Rückblick"]);
  });

  it("names the file, the field and the mistake, and leaves drafts out of what is published", () => {
    const files = new Map([
      ["posts/no-front.md", "# Just text"],
      ["posts/bad-yaml.md", post("title: [unclosed")],
      ["posts/bad-fields.md", post("title: ''\ndate: 14.03.2026\nsummary: s\nextra: 1")],
      ["posts/Bad_Name.md", good],
      ["posts/x.fr.md", good],
      ["posts/x.en.md", good],
      ["posts/draft.md", post("title: T\ndate: 2026-01-01\nsummary: s\ndraft: true")],
    ]);
    const { posts, problems } = postsFromFiles(files, ["en", "de"]);
    const lines = problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(lines.find((l) => l.startsWith("posts/no-front.md"))).toMatch(/has no front matter/);
    expect(lines.find((l) => l.startsWith("posts/bad-yaml.md"))).toMatch(/not valid YAML \(line 2\)/);
    expect(lines.filter((l) => l.startsWith("posts/bad-fields.md")).map((l) => l.split(":")[0])).toEqual([
      "posts/bad-fields.md title",
      "posts/bad-fields.md date",
      "posts/bad-fields.md extra",
    ]);
    expect(lines.find((l) => l.startsWith("posts/Bad_Name.md"))).toMatch(/lower-case letters/);
    expect(lines.find((l) => l.startsWith("posts/x.fr.md"))).toMatch(
      /"fr" is not one of the site's languages/,
    );
    expect(lines.find((l) => l.startsWith("posts/x.en.md"))).toMatch(/name this file "posts\/x.md"/);
    expect(posts.map((p) => p.slug)).toEqual(["draft"]);
    expect(publishedPostsByLanguage(posts, ["en", "de"]).en).toEqual([]);
  });

  it("knows a site's posts from the files' names alone", () => {
    const slugs = postSlugsFromNames(
      ["posts/a.md", "posts/a.de.md", "posts/b.md", "posts/c.fr.md", "about.json"],
      ["en", "de"],
    );
    expect(Object.fromEntries(slugs)).toEqual({ en: ["a", "b"], de: ["a"] });
  });
});
