import { describe, expect, it } from "vitest";
import { isContentFileName } from "./editing";

describe("isContentFileName", () => {
  it("accepts the schema's top-level files and project files", () => {
    for (const name of ["profile.json", "site.json", "projects.json", "projects/interview-coach.json"])
      expect(isContentFileName(name), name).toBe(true);
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
      "__proto__",
      "",
    ])
      expect(isContentFileName(name), name).toBe(false);
  });
});
