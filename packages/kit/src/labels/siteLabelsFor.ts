import { germanSiteLabels } from "./germanSiteLabels";
import type { SiteLabels } from "./labels";

/** The kit's label sets for a site's pages, by language; English is the kit's default. */
const bundled: Readonly<Record<string, SiteLabels>> = { de: germanSiteLabels };

/**
 * The kit's words for the public pages in `language` ("de", "de-AT"), or undefined where the kit
 * has none and its English defaults apply.
 */
export function siteLabelsFor(language: string): SiteLabels | undefined {
  return bundled[language] ?? bundled[language.split("-")[0]!];
}
