import { describe, expect, it } from "vitest";
import { hreflangProblems, readPage, readSitemap, type IndexedPage } from "./check-hreflang.mjs";

const site = "https://example.com";
const links = (pairs: [string, string][]) =>
  pairs.map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${path}" />`).join("");
const page = (lang: string, path: string, alternates: [string, string][]) =>
  `<html lang="${lang}"><head><link rel="canonical" href="${site}${path}" />${links(alternates)}</head></html>`;
const both: [string, string][] = [
  ["en", `${site}/resume`],
  ["de", `${site}/de/resume`],
  ["x-default", `${site}/resume`],
];
const sitemapOf = (pages: IndexedPage[]) =>
  readSitemap(
    `<urlset>${pages
      .map(
        (p) =>
          `<url><loc>${p.url}</loc>${p.alternates
            .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}" />`)
            .join("")}</url>`,
      )
      .join("")}</urlset>`,
  );
const check = (...html: string[]) => {
  const pages = html.map((h) => readPage(h)!);
  return hreflangProblems(pages, sitemapOf(pages));
};

describe("the build's hreflang check", () => {
  it("passes pages that list themselves, each other and x-default, by absolute URL, as the sitemap does", () => {
    expect(check(page("en", "/resume", both), page("de", "/de/resume", both))).toEqual([]);
  });

  it("passes a page in one language only (a post not translated) that lists no alternates", () => {
    expect(
      check(
        page("de", "/de/writing/nur-deutsch", []),
        page("en", "/resume", both),
        page("de", "/de/resume", both),
      ),
    ).toEqual([]);
  });

  it("fails a one-way alternate", () => {
    const oneWay: [string, string][] = [
      ["de", `${site}/de/resume`],
      ["x-default", `${site}/resume`],
    ];
    expect(check(page("en", "/resume", both), page("de", "/de/resume", oneWay))).toContain(
      `${site}/resume: ${site}/de/resume does not link back (a one-way alternate)`,
    );
  });

  it("fails a missing x-default, a missing alternate and a relative URL", () => {
    const noDefault = both.filter(([hreflang]) => hreflang !== "x-default");
    expect(check(page("en", "/resume", noDefault), page("de", "/de/resume", both))).toContain(
      `${site}/resume: no x-default alternate`,
    );
    expect(check(page("en", "/resume", []), page("de", "/de/resume", both))).toContain(
      `${site}/resume: no <link rel="alternate" hreflang>, though ${site}/de/resume is the same page in "de"`,
    );
    const relative: [string, string][] = [["en", "/resume"], ...both.slice(1)];
    expect(check(page("en", "/resume", relative), page("de", "/de/resume", both))).toContain(
      `${site}/resume: the en alternate "/resume" is not absolute`,
    );
  });

  it("fails a sitemap that disagrees with the pages, and ignores pages kept out of search", () => {
    const pages = [readPage(page("en", "/resume", both))!, readPage(page("de", "/de/resume", both))!];
    const sitemap = sitemapOf(pages).map((entry, i) => (i === 1 ? { ...entry, alternates: [] } : entry));
    expect(hreflangProblems(pages, sitemap)).toEqual([
      `sitemap.xml: the alternates of ${site}/de/resume are not the page's own`,
    ]);
    expect(readPage('<meta name="robots" content="noindex, nofollow" />')).toBeNull();
  });
});
