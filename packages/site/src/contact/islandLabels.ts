import type { SiteLabels } from "@pmfolio/kit";

/**
 * The kit's label set of the page's language, for the contact island and its toasts. It is fetched
 * only for a language other than English, the kit's own words: an English page's island never
 * downloads another language's words (nor the kit's root module, where the label sets live), which
 * keeps the island within its budget.
 */
export async function islandLabels(language: string | undefined): Promise<SiteLabels | undefined> {
  if (!language || language.split("-")[0] === "en") return undefined;
  const { labelsFor } = await import("../labelSets");
  return labelsFor(language);
}
