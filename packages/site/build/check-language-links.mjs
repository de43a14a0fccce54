// Fails the build when a page's link leads out of the page's language: a visitor reading /de/ who
// follows a project card, a back link or the résumé button must land on a German page, not the
// English one. Only the language switch (a link with hreflang) and the head's alternates may name
// another language's page. A function's link carries the page's language as `lang` (the résumé
// PDF); a file (an image, a font) has one address for every language and is not checked. The owner
// pages are no page of the site's languages: they speak the owner's (site.json's `ownerLanguage`)
// around links to the site, and are left out.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pageFile } from "./page-html.mjs";
import { siteDir } from "./siteDir.mjs";

// HTML attribute names are case-insensitive (React writes hrefLang).
const attributes = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));

const decode = (value) => value.replaceAll("&amp;", "&");

/** A built page as the check sees it: its file, its language and its links' targets (the switch's left out). */
export function readLinks(file, html) {
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
  const links = [...html.matchAll(/<a\s[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .filter((a) => a.href !== undefined && a.hreflang === undefined)
    .map((a) => decode(a.href));
  return { file, lang, links };
}

/** The language of a site path: the first segment when it is one of `languages` (not the default), else the default. */
function languageOfPath(pathname, languages) {
  const first = pathname.split("/")[1];
  return languages.slice(1).includes(first) ? first : languages[0];
}

/**
 * Every link of `pages` that leaves its page's language, one line each. `languages`: the site's,
 * the default first; `siteUrl`: its absolute address, whose links count as its own.
 */
export function languageLinkProblems(pages, languages, siteUrl) {
  const problems = [];
  for (const { file, lang, links } of pages) {
    if (!lang || !languages.includes(lang)) continue;
    for (const href of links) {
      const own = href.startsWith("/") && !href.startsWith("//");
      const onSite = own || (siteUrl && (href === siteUrl || href.startsWith(`${siteUrl}/`)));
      if (!onSite) continue;
      const url = new URL(href, siteUrl ?? "https://site.invalid");
      if (url.pathname.startsWith("/api/")) {
        const asked = url.searchParams.get("lang") ?? languages[0];
        if (asked !== lang) problems.push(`${file}: ${href} answers in "${asked}", the page is "${lang}"`);
        continue;
      }
      if (/\.[^/]+$/.test(url.pathname)) continue;
      const target = languageOfPath(url.pathname, languages);
      if (target !== lang)
        problems.push(`${file}: ${href} leads to a "${target}" page from a "${lang}" page`);
    }
  }
  return problems;
}

/**
 * The built pages of a dist folder but the `ownerFiles` (as `pageFile` names them), the site's
 * languages (the root page's first) and its address.
 */
export function readBuiltSite(dist, ownerFiles = []) {
  const files = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html") && !ownerFiles.includes(file));
  const pages = files.map((file) => readLinks(file, readFileSync(path.join(dist, file), "utf8")));
  const root = pages.find((page) => page.file === "index.html");
  const languages = [...new Set([root?.lang, ...pages.map((page) => page.lang)].filter(Boolean))];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(
    readFileSync(path.join(dist, "index.html"), "utf8"),
  )?.[1];
  const siteUrl = canonical ? new URL(canonical).origin : undefined;
  return { pages, languages, siteUrl };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { privateRoutes } = await import(pathToFileURL(path.join(siteDir, "dist-ssr/entry-server.js")).href);
  const { pages, languages, siteUrl } = readBuiltSite(
    path.join(siteDir, "dist"),
    privateRoutes.map(pageFile),
  );
  const problems = languageLinkProblems(pages, languages, siteUrl);
  const links = pages.reduce((sum, page) => sum + page.links.length, 0);
  console.log(
    `language links: ${pages.length} pages (${languages.join(", ")}), ${links} links, errors ${problems.length}`,
  );
  if (problems.length) {
    console.error(`language links check failed:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
}
