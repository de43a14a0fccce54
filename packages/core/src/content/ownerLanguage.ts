/**
 * The language of the owner pages (the inbox, the analytics dashboard, the content editor), which
 * the owner chooses apart from the site's: a German-speaking owner may publish an English site.
 */
import type { SiteMeta } from "./types";

/**
 * The languages the owner pages are written in: the kit has every word of them in each
 * (`ownerLabelsFor` in `@pmfolio/kit/owner`, whose test keeps the two lists the same).
 */
export const ownerLanguages = ["en", "de"] as const;

export type OwnerLanguage = (typeof ownerLanguages)[number];

const baseLanguage = (tag: string) => new Intl.Locale(tag).language;

/**
 * The owner pages' language: site.json's `ownerLanguage`; without it, the site's default language
 * (its `locale`, region aside) when the owner pages are written in it, else English.
 */
export function ownerLanguageOf(site: Pick<SiteMeta, "locale" | "ownerLanguage">): OwnerLanguage {
  if (site.ownerLanguage) return site.ownerLanguage;
  const base = baseLanguage(site.locale ?? "en");
  return ownerLanguages.find((language) => language === base) ?? "en";
}

/**
 * The owner pages' locale (`<html lang>`, and how their dates and numbers read): the site's
 * `locale` when it is the owner pages' language, with its region ("de-CH"), else that language.
 */
export function ownerLocaleOf(site: Pick<SiteMeta, "locale" | "ownerLanguage">): string {
  const language = ownerLanguageOf(site);
  const locale = site.locale ?? "en";
  return baseLanguage(locale) === language ? locale : language;
}
