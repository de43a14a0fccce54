import { germanSiteLabels, type SiteLabels } from "@pmfolio/kit";

/**
 * The kit's label sets for a site's pages, by language; English is the kit's default. A module of
 * its own, without the content, so the contact island can take its page's labels and stay small.
 */
const kitLabels: Readonly<Record<string, SiteLabels>> = { de: germanSiteLabels };

export function labelsFor(language: string): SiteLabels | undefined {
  return kitLabels[language] ?? kitLabels[language.split("-")[0]!];
}
