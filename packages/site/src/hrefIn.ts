import { defaultLanguage, pathIn } from "./languages";

/** The résumé PDF's function, which draws the PDF in the language its `lang` names. */
export const RESUME_PDF_HREF = "/api/download-resume";

const site = "https://site.invalid";

/**
 * A link as a page in `language` gives it: one of the site's own pages in that language, the
 * résumé PDF drawn in it; another site's address, a file or another function as it is. The content
 * names the default language's addresses ("/projects/x", "/resume"), so a page elsewhere in the
 * site's languages would otherwise lead the visitor out of theirs.
 */
export function hrefIn(href: string, language: string): string;
export function hrefIn(href: string | undefined, language: string): string | undefined;
export function hrefIn(href: string | undefined, language: string): string | undefined {
  if (!href || language === defaultLanguage || !href.startsWith("/") || href.startsWith("//")) return href;
  const url = new URL(href, site);
  if (url.pathname === RESUME_PDF_HREF) {
    url.searchParams.set("lang", language);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  // A function or a file (an image, resume.json) has one address for every language.
  if (url.pathname.startsWith("/api/") || /\.[^/]+$/.test(url.pathname)) return href;
  return `${pathIn(url.pathname, language)}${url.search}${url.hash}`;
}
