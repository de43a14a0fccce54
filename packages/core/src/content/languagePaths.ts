/**
 * Where a page is in each of the site's languages: the default language's pages at their own
 * path, every other language's under `/{language}/` ("/de/", "/de/projects/x", "/de/resume").
 * The route table, the sitemap, the language switch, the form's redirect and the analytics all
 * derive addresses here, so they cannot disagree.
 */
import type { SiteMeta } from "./types";

/** The site's languages, its default first ("en" when site.json names none). */
export function siteLanguages(site: Pick<SiteMeta, "locale" | "translations">): string[] {
  const fallback = site.locale ?? "en";
  return [fallback, ...(site.translations ?? []).filter((language) => language !== fallback)];
}

/** The address of the page at `path` (the default language's) in `language`. */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage) return path;
  return path === "/" ? `/${language}/` : `/${language}${path}`;
}

/**
 * The language a path is in, of `languages` (the default first), and the same page's path in
 * the default language: "/de/resume" → { language: "de", path: "/resume" }. A path under no other
 * language's folder is the default language's.
 */
export function pathLanguage(path: string, languages: readonly string[]): { language: string; path: string } {
  for (const language of languages.slice(1)) {
    const prefix = `/${language}`;
    if (path === prefix || path === `${prefix}/`) return { language, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: languages[0]!, path };
}

// The scripts written right to left (Arabic, Hebrew, Thaana, N'Ko, Syriac, Adlam, Rohingya).
const rightToLeftScripts = new Set(["Arab", "Hebr", "Thaa", "Nkoo", "Syrc", "Adlm", "Rohg"]);

// Kept, because `maximize` reads the likely-subtags data on every call and the editor asks for
// each translation field's direction on every keystroke.
const directions = new Map<string, "ltr" | "rtl">();

/**
 * Which way a language's text runs, for `<html dir>`: from its script, given in the tag
 * ("az-Arab") or the one the language is most often written in ("ar", "he", "fa", "ur", "yi").
 */
export function textDirection(language: string): "ltr" | "rtl" {
  let direction = directions.get(language);
  if (!direction) {
    const { script } = new Intl.Locale(language).maximize();
    direction = script && rightToLeftScripts.has(script) ? "rtl" : "ltr";
    directions.set(language, direction);
  }
  return direction;
}
