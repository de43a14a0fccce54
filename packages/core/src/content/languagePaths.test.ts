import { describe, expect, it } from "vitest";
import { localizedPath, pathLanguage, textDirection } from "./languagePaths";

describe("localizedPath", () => {
  it("keeps the default language's pages where they are", () => {
    expect(localizedPath("/", "en", "en")).toBe("/");
    expect(localizedPath("/projects/x", "en", "en")).toBe("/projects/x");
  });

  it("puts another language's pages under its folder, the home page with its trailing slash", () => {
    expect(localizedPath("/", "de", "en")).toBe("/de/");
    expect(localizedPath("/projects/x", "de", "en")).toBe("/de/projects/x");
    expect(localizedPath("/contact/sent", "pt-BR", "en")).toBe("/pt-BR/contact/sent");
  });
});

describe("pathLanguage", () => {
  const languages = ["en", "de"];

  it("finds the language and the default language's path", () => {
    expect(pathLanguage("/de/resume", languages)).toEqual({ language: "de", path: "/resume" });
    expect(pathLanguage("/de/", languages)).toEqual({ language: "de", path: "/" });
    expect(pathLanguage("/de", languages)).toEqual({ language: "de", path: "/" });
  });

  it("reads a path under no language folder as the default language's, even one that starts alike", () => {
    expect(pathLanguage("/resume", languages)).toEqual({ language: "en", path: "/resume" });
    expect(pathLanguage("/design", languages)).toEqual({ language: "en", path: "/design" });
  });

  it("is the inverse of localizedPath", () => {
    for (const path of ["/", "/projects/x", "/resume"])
      for (const language of languages)
        expect(pathLanguage(localizedPath(path, language, "en"), languages)).toEqual({ language, path });
  });
});

describe("textDirection", () => {
  it("is rtl for languages written in a right-to-left script, ltr for the rest", () => {
    for (const tag of ["ar", "he", "fa", "ur", "yi", "az-Arab"]) expect(textDirection(tag), tag).toBe("rtl");
    for (const tag of ["en", "de", "pt-BR", "zh-Hant-TW", "az"]) expect(textDirection(tag), tag).toBe("ltr");
  });
});
