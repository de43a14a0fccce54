import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageLinkProblems, readBuiltSite, readLinks } from "./check-language-links.mjs";

const languages = ["en", "de"];
const site = "https://jordan.example";

function page(file: string, lang: string, body: string) {
  return readLinks(file, `<!doctype html><html lang="${lang}"><body>${body}</body></html>`);
}

describe("languageLinkProblems", () => {
  it("passes a German page whose links stay German, its switch and other sites aside", () => {
    const german = page(
      "de/index.html",
      "de",
      `<a href="/de/projects/coach">Mehr</a><a href="/de/#projects">Zurück</a><a href="/de/">Start</a>
       <a href="/" hrefLang="en" lang="en">English</a><a href="https://www.linkedin.com/in/x">LinkedIn</a>
       <a href="mailto:a@b.example">Mail</a><a href="#contact">Kontakt</a><a href="/images/cv.svg">Bild</a>
       <a href="/api/download-resume?lang=de">PDF</a><a href="${site}/de/resume">Lebenslauf</a>`,
    );
    expect(languageLinkProblems([german], languages, site)).toEqual([]);
  });

  it("names each link of a German page that leads to an English page or answers in English", () => {
    const german = page(
      "de/index.html",
      "de",
      `<a href="/projects/coach">Mehr</a><a href="/api/download-resume">PDF</a><a href="${site}/resume">CV</a>
       <a href="/api/download-resume?lang=en&amp;x=1">PDF</a>`,
    );
    expect(languageLinkProblems([german], languages, site)).toEqual([
      'de/index.html: /projects/coach leads to a "en" page from a "de" page',
      'de/index.html: /api/download-resume answers in "en", the page is "de"',
      `de/index.html: ${site}/resume leads to a "en" page from a "de" page`,
      'de/index.html: /api/download-resume?lang=en&x=1 answers in "en", the page is "de"',
    ]);
  });

  it("holds the default language's pages to the same rule", () => {
    const english = page(
      "index.html",
      "en",
      `<a href="/de/projects/coach">More</a><a href="/projects/coach">More</a>`,
    );
    expect(languageLinkProblems([english], languages, site)).toEqual([
      'index.html: /de/projects/coach leads to a "de" page from a "en" page',
    ]);
  });
});

describe("readBuiltSite", () => {
  it("leaves out the owner pages, which speak the owner's language around links to the site's", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "language-links-"));
    try {
      const write = (file: string, lang: string, body: string) => {
        mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        writeFileSync(
          path.join(dist, file),
          `<!doctype html><html lang="${lang}"><body>${body}</body></html>`,
        );
      };
      write("index.html", "en", '<a href="/#about">About</a>');
      write("admin/contacts/index.html", "de", '<a href="/#about">Über mich</a>');
      const { pages, languages } = readBuiltSite(dist, ["admin/contacts/index.html"]);
      expect(pages.map((page) => page.file)).toEqual(["index.html"]);
      expect(languages).toEqual(["en"]);
      expect(languageLinkProblems(pages, languages, undefined)).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
