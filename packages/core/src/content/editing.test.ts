import { describe, expect, it } from "vitest";
import { isContentFileName } from "./editing";

describe("isContentFileName", () => {
  it.each([
    [
      "the schema's top-level files and project files",
      ["profile.json", "site.json", "projects.json", "projects/interview-coach.json"],
    ],
    [
      "a post's file in the default language and in a translation",
      ["posts/launch-retrospective.md", "posts/launch-retrospective.de.md", "posts/a.pt-BR.md"],
    ],
  ])("accepts %s", (_, names) => {
    for (const name of names) expect(isContentFileName(name), name).toBe(true);
  });

  it("refuses paths outside the content files", () => {
    for (const name of [
      "../package.json",
      "/etc/passwd",
      "projects/../profile.json",
      "projects/Big.json",
      "projects/a/b.json",
      "notes.json",
      "profile.yaml",
      "read.ts",
      "toString",
      "posts/../profile.json",
      "posts/../../x.md",
      "posts/x.json",
      "posts/x.txt",
      "posts/x.md.bak",
      "posts/a/b.md",
      "posts/.md",
      "posts/Big Post.md",
      "posts/x..md",
      "posts/Big.md",
      "x.md",
      "__proto__",
      "",
    ])
      expect(isContentFileName(name), name).toBe(false);
  });
});
