/**
 * The public pages' words and addresses in each of the sample's languages: English at /, German
 * under /de/, each with the kit's labels in its language (written out here so a test states what
 * it expects). The Chromium suite (e2e/public.spec.ts) and the other engines
 * (scripts/test-engines.ts) run the public pages' behaviours once per language.
 */
export const pageLanguages = [
  {
    lang: "en",
    home: "/",
    /** What the language's paths start with: "" for the default language. */
    prefix: "",
    primary: "Primary",
    openMenu: "Open menu",
    menu: "Navigation Menu",
    other: "Deutsch",
    otherLang: "de",
    sections: {
      home: "Home",
      about: "About",
      experience: "Experience",
      projects: "Projects",
      skills: "Skills",
      contact: "Contact",
    },
  },
  {
    lang: "de",
    home: "/de/",
    prefix: "/de",
    primary: "Hauptnavigation",
    openMenu: "Menü öffnen",
    menu: "Navigationsmenü",
    other: "English",
    otherLang: "en",
    sections: {
      home: "Start",
      about: "Über mich",
      experience: "Werdegang",
      projects: "Projekte",
      skills: "Fähigkeiten",
      contact: "Kontakt",
    },
  },
] as const;

export type PageLanguage = (typeof pageLanguages)[number];
