/**
 * The dashboard by language: a page view's language is its path's (`pathLanguage`), so the
 * summary derives it from the pages it already combines, with no storage of its own.
 */
import { pathLanguage } from "../content/languagePaths";
import type { VisitorRow } from "./bound";
import { pageStats } from "./dayRows";
import type { PageStats } from "./types";

/** What the summary adds on a site of more than one language. */
export interface LanguageStats {
  /**
   * Visits and distinct visitors per language of the site (the language of each page's path),
   * the default language first. Only on a site of more than one language.
   */
  languageBreakdown?: Record<string, PageStats>;
  /**
   * Per page, the same page in every language together, under its path in the default
   * language ("/de/resume" counts under "/resume"): visits, and distinct visitors of any of them.
   */
  pageGroups?: Record<string, PageStats>;
}

/**
 * `languageBreakdown` and `pageGroups` from the range's rows per page (`rows`: the largest kept,
 * the rest in "Other"). Rows that are not a path (the "Other" and not-found rows) belong to no
 * language and no page.
 */
export function languageStats(
  pages: ReadonlyMap<string, VisitorRow<string>>,
  languages: readonly string[],
  rows: number,
): LanguageStats {
  if (languages.length < 2) return {};
  const byLanguage = new Map<string, VisitorRow<string>>(
    languages.map((language) => [language, { visits: 0, visitors: new Set() }]),
  );
  const groups = new Map<string, VisitorRow<string>>();
  for (const [page, row] of pages) {
    if (!page.startsWith("/")) continue;
    const { language, path } = pathLanguage(page, languages);
    add(byLanguage.get(language)!, row);
    if (!groups.has(path)) groups.set(path, { visits: 0, visitors: new Set() });
    add(groups.get(path)!, row);
  }
  return {
    languageBreakdown: Object.fromEntries(
      [...byLanguage].map(([language, row]) => [
        language,
        { totalVisits: row.visits, uniqueVisits: row.visitors.size },
      ]),
    ),
    pageGroups: pageStats(groups, rows),
  };
}

function add(into: VisitorRow<string>, row: VisitorRow<string>) {
  into.visits += row.visits;
  for (const visitor of row.visitors) into.visitors.add(visitor);
}
