// Fails the build when the pages' language alternates disagree: every indexed page in more than
// one language must list itself and each of its other languages with <link rel="alternate"
// hreflang>, plus x-default, all by absolute URL, and every page it names must name it back; a
// page in one language only (a post not translated) lists none; the sitemap's xhtml:link
// alternates must be the pages' own. Search engines ignore a one-way alternate, silently.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { siteDir } from "./siteDir.mjs";

const attributes = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** One built page as the check sees it: its address, language and alternates (null when not indexed). */
export function readPage(html) {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return null;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="[^>]*>/g)].map((m) => {
    const { hreflang, href } = attributes(m[0]);
    return { hreflang, href };
  });
  return { url: canonical, lang, alternates };
}

/** The sitemap's pages, each with its xhtml:link alternates. */
export function readSitemap(xml) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    url: /<loc>([^<]*)<\/loc>/.exec(m[1])?.[1],
    alternates: [...m[1].matchAll(/<xhtml:link [^>]*>/g)].map((link) => {
      const { hreflang, href } = attributes(link[0]);
      return { hreflang, href };
    }),
  }));
}

const key = (alternates) =>
  alternates
    .map(({ hreflang, href }) => `${hreflang} ${href}`)
    .sort()
    .join("\n");

/** Every problem with the indexed `pages` and the `sitemap`, one line each (none: they agree). */
export function hreflangProblems(pages, sitemap) {
  const problems = [];
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  // A page's path without its language's folder: the same page in two languages has one.
  const bare = (page) => {
    const { pathname } = new URL(page.url ?? "http://x/");
    return pathname.startsWith(`/${page.lang}/`) || pathname === `/${page.lang}`
      ? pathname.slice(page.lang.length + 1) || "/"
      : pathname;
  };
  for (const page of pages) {
    const at = page.url ?? "a page without a canonical URL";
    if (!page.url) problems.push(`${at}: no <link rel="canonical">`);
    // A page in one language only (a post not translated) has no alternates: that is right, as
    // long as no page in another language is the same page.
    if (!page.alternates.length) {
      const twin = pages.find(
        (other) => other !== page && other.lang !== page.lang && bare(other) === bare(page),
      );
      if (twin)
        problems.push(
          `${at}: no <link rel="alternate" hreflang>, though ${twin.url} is the same page in "${twin.lang}"`,
        );
      continue;
    }
    for (const { hreflang, href } of page.alternates)
      if (!/^https?:\/\//.test(href ?? ""))
        problems.push(`${at}: the ${hreflang} alternate "${href}" is not absolute`);
    if (!page.alternates.some((a) => a.hreflang === "x-default"))
      problems.push(`${at}: no x-default alternate`);
    if (!page.alternates.some((a) => a.hreflang === page.lang && a.href === page.url))
      problems.push(`${at}: does not list itself as its own language (${page.lang})`);
    for (const { hreflang, href } of page.alternates) {
      if (hreflang === "x-default") continue;
      const other = byUrl.get(href);
      if (!other) problems.push(`${at}: its ${hreflang} alternate ${href} is no indexed page of the build`);
      else if (other.lang !== hreflang)
        problems.push(`${at}: ${href} is in "${other.lang}", not "${hreflang}"`);
      else if (!other.alternates.some((a) => a.href === page.url && a.hreflang === page.lang))
        problems.push(`${at}: ${href} does not link back (a one-way alternate)`);
    }
  }
  const listed = new Map(sitemap.map((entry) => [entry.url, entry]));
  for (const page of pages) {
    const entry = listed.get(page.url);
    if (!entry) problems.push(`sitemap.xml: does not list ${page.url}`);
    else if (key(entry.alternates) !== key(page.alternates))
      problems.push(`sitemap.xml: the alternates of ${page.url} are not the page's own`);
  }
  for (const entry of sitemap)
    if (!byUrl.has(entry.url)) problems.push(`sitemap.xml: lists ${entry.url}, which is no indexed page`);
  return problems;
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.join(siteDir, "dist");
  const pages = htmlFiles(dist)
    .map((file) => readPage(readFileSync(file, "utf8")))
    .filter(Boolean);
  const sitemap = readSitemap(readFileSync(path.join(dist, "sitemap.xml"), "utf8"));
  const problems = hreflangProblems(pages, sitemap);
  const perLanguage = Object.entries(Object.groupBy(pages, (page) => page.lang))
    .map(([lang, list]) => `${lang} ${list.length}`)
    .join(", ");
  const links = pages.reduce((sum, page) => sum + page.alternates.length, 0);
  console.log(
    `hreflang: ${pages.length} indexed pages (${perLanguage}), ${links} alternates, sitemap ${sitemap.length} pages, errors ${problems.length}`,
  );
  if (problems.length) {
    console.error(`hreflang check failed:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
}
