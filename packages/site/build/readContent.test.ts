import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentError } from "@pmfolio/core";
import { afterEach, describe, expect, it } from "vitest";
import { contentFolder, readContent, readContentByLanguage } from "./readContent";

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the sample owner's content folder with its profile changed by `edit`. */
function contentWithProfile(edit: (profile: Record<string, unknown>) => Record<string, unknown>): string {
  const copy = mkdtempSync(path.join(tmpdir(), "pmfolio-read-content-"));
  copies.push(copy);
  cpSync(contentFolder(), copy, { recursive: true, filter: (file) => !file.endsWith(".test.ts") });
  const file = path.join(copy, "profile.json");
  const profile = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify(edit(profile), null, 2));
  return copy;
}

/** The lines the build prints for the folder's content, or [] when it reads. */
function problemsOf(folder: string): readonly string[] {
  try {
    readContentByLanguage(folder, "content");
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("readContent", () => {
  it("fails the build on an empty name with the file, the field and why the field is there", () => {
    expect(problemsOf(contentWithProfile((profile) => ({ ...profile, name: "" })))).toEqual([
      "content/profile.json: name is empty (shown as the owner's name, and made into the initials of the navigation)",
    ]);
  });

  it("fails on an address that is not one, and reads a profile without any", () => {
    expect(problemsOf(contentWithProfile((profile) => ({ ...profile, email: "not-an-email" })))).toEqual([
      expect.stringMatching(/^content\/profile\.json: email should be an email address such as/),
    ]);
    const folder = contentWithProfile(({ email: _shown, ...profile }) => profile);
    expect(readContent(folder, "content").profile.email).toBeUndefined();
  });
});
