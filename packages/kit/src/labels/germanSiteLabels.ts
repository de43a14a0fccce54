import { formMessages } from "@pmfolio/core";
import { frozen } from "./defaultLabels";
import type { SiteLabels } from "./labels";

/**
 * The public pages' components in German: every label of `defaultLabels`, as plain data (strings
 * and templates), so a server page can pass them. Give them to the provider (`labels`) with
 * `locale: "de"` for a site's German pages; typed as the whole `SiteLabels`, so a label added to
 * the kit without a German entry fails to compile.
 */
export const germanSiteLabels: SiteLabels = frozen({
  common: {
    opensInNewTab: "(öffnet in einem neuen Tab)",
    bookMeeting: "30-Minuten-Termin buchen",
  },
  navigation: {
    skipToContent: "Zum Inhalt springen",
    landmark: "Hauptnavigation",
    brandHome: "{ownerName}, Startseite",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Navigationsmenü",
    sections: {
      home: "Start",
      about: "Über mich",
      experience: "Werdegang",
      projects: "Projekte",
      skills: "Fähigkeiten",
      contact: "Kontakt",
      writing: "Artikel",
    },
  },
  footer: {
    landmark: "Fußzeile",
    networkProfile: "LinkedIn",
    copyright: "© {year} {ownerName}. Alle Rechte vorbehalten.",
    copyrightUndated: "© {ownerName}. Alle Rechte vorbehalten.",
  },
  themeToggle: {
    label: "Dunkles Design",
  },
  hero: {
    getInTouch: "Kontakt aufnehmen",
    downloadResume: "Lebenslauf herunterladen",
  },
  about: {
    eyebrow: "Über mich",
  },
  experience: {
    heading: "Werdegang",
    awardsHeading: "Auszeichnungen",
    current: "Aktuell",
  },
  projects: {
    heading: "Projekte",
  },
  projectTile: {
    inDevelopment: "In Entwicklung",
    learnMore: "Mehr erfahren",
    learnMoreAbout: "über {projectTitle}",
  },
  project: {
    backToProjects: "Zurück zu den Projekten",
    tags: "Schlagwörter",
    role: "Rolle",
    duration: "Dauer",
    status: "Stand",
    platform: "Plattform",
    sharedOnRequest: "Diese Fallstudie teile ich auf Anfrage mit Unternehmen.",
    askForIt: "Fragen Sie mich danach",
    sharedWith: "Geteilt mit {company}",
    blocks: {
      overview: "Überblick",
      features: "Hauptfunktionen",
      vision: "Vision",
      problem: "Problemstellung",
      audience: "Zielgruppe",
      delivered: "Gelieferte Funktionen",
      metrics: "Kennzahlen",
      achievements: "Erfolge",
      roadmap: "Fahrplan",
      techStack: "Technik",
      image: "Bild",
      gallery: "Galerie",
      video: "Video",
      quote: "In ihren Worten",
    },
    coreFeatures: "Kernfunktionen",
    advancedFeatures: "Erweiterte Funktionen",
    gallery: {
      viewer: "Bildansicht",
      previous: "Vorheriges Bild",
      next: "Nächstes Bild",
      close: "Schließen",
    },
  },
  writing: {
    heading: "Artikel",
    allPosts: "Alle Artikel",
    backToWriting: "Zurück zu den Artikeln",
    readingTime: "{minutes} Min. Lesezeit",
    published: "Veröffentlicht am",
    updated: "Aktualisiert am",
    previous: "Vorheriger Artikel",
    next: "Nächster Artikel",
    tags: "Schlagwörter",
    taggedWith: "Artikel mit dem Schlagwort „{tag}“",
    noPosts: "Noch keine Artikel.",
    aboutAuthor: "Über den Autor",
    contact: "Kontakt aufnehmen",
    markdown: {
      footnotes: "Fußnoten",
      backToReference: "Zurück zu Verweis {reference}",
      linkToHeading: "Link zu „{heading}“",
      table: "Tabelle",
    },
  },
  skills: {
    heading: "Fähigkeiten",
    toolsHeading: "Werkzeuge",
    level: "{level} von {max}",
  },
  contact: {
    heading: "Kontakt aufnehmen",
    eyebrow: "Kontakt",
    options: "Kontaktmöglichkeiten",
  },
  contactForm: {
    // The words the function's page draws the form with too (core's contact messages).
    ...formMessages.de!.form,
    sending: "Wird gesendet …",
    nameError: "Bitte geben Sie Ihren Namen ein.",
    emailError: "Bitte geben Sie eine E-Mail-Adresse ein, etwa name@example.com.",
    messageError: "Bitte schreiben Sie eine Nachricht.",
  },
  toaster: {
    region: "Benachrichtigungen ({hotkey})",
    close: "Schließen",
  },
  notFound: {
    heading: "Seite nicht gefunden",
    hint: "Diese Seite gibt es nicht oder nicht mehr. Prüfen Sie die Adresse oder kehren Sie zur Startseite zurück.",
    backHome: "Zur Startseite",
  },
});
