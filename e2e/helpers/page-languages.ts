import { defaultLabels } from "../../packages/kit/src/labels/defaultLabels";
import { germanSiteLabels } from "../../packages/kit/src/labels/germanSiteLabels";
import type { SiteLabels } from "../../packages/kit/src/labels/labels";

/**
 * What a visitor reads of a page's navigation in one of the kit's label sets: the landmark, the
 * menu's button and title, and the six home sections' entries (the writing's entry is the site's
 * to add, once a language has posts).
 */
function navigationWords({ navigation }: SiteLabels) {
  const { writing: _writing, ...sections } = navigation.sections;
  return {
    primary: navigation.landmark,
    openMenu: navigation.openMenu,
    menu: navigation.menuTitle,
    sections,
  };
}

/**
 * The public pages' words and addresses in each of the sample's languages: English at /, German
 * under /de/, each with the kit's labels in its language (read from the kit's label sets: what
 * these suites check is that each language's pages show their own set). The Chromium suite
 * (e2e/public.spec.ts) and the other engines (scripts/test-engines.ts) run the public pages'
 * behaviours once per language.
 */
export const pageLanguages = [
  {
    lang: "en",
    home: "/",
    /** What the language's paths start with: "" for the default language. */
    prefix: "",
    other: "Deutsch",
    otherLang: "de",
    ...navigationWords(defaultLabels),
  },
  {
    lang: "de",
    home: "/de/",
    prefix: "/de",
    other: "English",
    otherLang: "en",
    ...navigationWords(germanSiteLabels),
  },
] as const;

export type PageLanguage = (typeof pageLanguages)[number];
