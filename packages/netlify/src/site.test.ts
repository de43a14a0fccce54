import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR_ENV, contentFolder, isKnownPath, readContentFolder } from "./site";

const ourContent = path.resolve(import.meta.dirname, "../../../site/content");

describe("the content folder the functions read", () => {
  afterEach(() => {
    delete process.env[CONTENT_DIR_ENV];
  });

  it("is site/content/ from this repository's root when nothing is set", () => {
    expect(contentFolder()).toBe(ourContent);
  });

  it(`is ${CONTENT_DIR_ENV} when set, read with the one schema`, () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), "pmfolio-content-"));
    try {
      cpSync(ourContent, elsewhere, { recursive: true });
      process.env[CONTENT_DIR_ENV] = elsewhere;
      expect(contentFolder()).toBe(elsewhere);
      expect(readContentFolder(contentFolder()).profile.name).toBe(
        readContentFolder(ourContent).profile.name,
      );
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it(`names ${CONTENT_DIR_ENV} when the folder it names has no content`, () => {
    process.env[CONTENT_DIR_ENV] = tmpdir();
    expect(() => contentFolder()).toThrow(`set ${CONTENT_DIR_ENV} to the folder`);
  });
});

describe("the paths page views are counted on", () => {
  it("are every language's public pages (the sample is in English and German), the owner's only in the default", () => {
    for (const path of [
      "/",
      "/resume",
      "/projects/magic-leap",
      "/de",
      "/de/resume",
      "/de/projects/magic-leap",
    ])
      expect(isKnownPath(path), path).toBe(true);
    for (const path of ["/de/analytics", "/de/nope", "/fr/resume"])
      expect(isKnownPath(path), path).toBe(false);
  });

  it("include the writing list and each post in each language it is written in, known from the files' names", () => {
    for (const path of [
      "/writing",
      "/writing/how-i-write-a-prd",
      "/de/writing",
      "/de/writing/how-i-write-a-prd",
    ])
      expect(isKnownPath(path), path).toBe(true);
    expect(isKnownPath("/writing/no-such-post")).toBe(false);
  });
});
