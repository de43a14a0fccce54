import type { OwnerLanguage } from "@pmfolio/core";
import { defaultOwnerLabels } from "./defaultOwnerLabels";
import { germanOwnerLabels } from "./germanOwnerLabels";
import type { OwnerLabels } from "./labels";

/**
 * The owner's words in each language the owner pages are written in (core's `ownerLanguages`,
 * which site.json's `ownerLanguage` is checked against): keyed by that list, so a language added
 * there without the kit's words fails to compile.
 */
const byLanguage: Readonly<Record<OwnerLanguage, OwnerLabels>> = {
  en: defaultOwnerLabels,
  de: germanOwnerLabels,
};

/**
 * The owner components' labels in `language` ("de", or "de-AT" for its language's), in English
 * for a language they are not written in: give them to the provider's `labels` with that locale.
 */
export function ownerLabelsFor(language: string): OwnerLabels {
  const base = language.split("-")[0]!.toLowerCase();
  return byLanguage[base as OwnerLanguage] ?? defaultOwnerLabels;
}
