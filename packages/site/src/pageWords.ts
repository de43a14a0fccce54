import { defaultLabels, fillTemplate } from "@pmfolio/kit";
import { labelsFor } from "./labelSets";

/**
 * The few words the site itself says around the owner's content, outside the kit's components:
 * page titles and descriptions in the <head>, and the share images' eyebrows. The kit's label
 * sets cover everything its components show; a language missing here says these in English.
 */
export interface PageWords {
  resume: string;
  resumeDescription: (name: string, headline: string) => string;
  resumeImageAlt: (name: string, headline: string) => string;
  /** The résumé page's link to its PDF. */
  downloadPdf: string;
  messageSent: string;
  messageSentDescription: string;
  notFound: string;
  notFoundDescription: string;
  caseStudy: string;
  inDevelopment: string;
  writingDescription: (name: string) => string;
  taggedDescription: (name: string, tag: string) => string;
  /** The feeds' titles, as feed readers list them. */
  feedTitle: (name: string) => string;
  /** A post's date and reading time, on its share image. */
  postFacts: (date: string, minutes: number) => string;
}

const english: PageWords = {
  resume: "Résumé",
  resumeDescription: (name, headline) =>
    `${name}, ${headline}: experience, awards, selected projects and skills. Also as a PDF and as JSON Resume.`,
  resumeImageAlt: (name, headline) => `Résumé of ${name}, ${headline}`,
  downloadPdf: "Download PDF",
  messageSent: "Message sent",
  messageSentDescription: "Your message was sent.",
  notFound: "Page not found",
  notFoundDescription: "This page does not exist.",
  caseStudy: "Case study",
  inDevelopment: "In development",
  writingDescription: (name) => `Notes and essays by ${name}: product, metrics and how the work gets done.`,
  taggedDescription: (name, tag) => `Posts by ${name} tagged “${tag}”.`,
  feedTitle: (name) => `${name}: Writing`,
  postFacts: (date, minutes) => `${date} · ${minutes} min read`,
};

const words: Readonly<Record<string, PageWords>> = {
  en: english,
  de: {
    resume: "Lebenslauf",
    resumeDescription: (name, headline) =>
      `${name}, ${headline}: Werdegang, Auszeichnungen, ausgewählte Projekte und Fähigkeiten. Auch als PDF und als JSON Resume.`,
    resumeImageAlt: (name, headline) => `Lebenslauf von ${name}, ${headline}`,
    downloadPdf: "PDF herunterladen",
    messageSent: "Nachricht gesendet",
    messageSentDescription: "Ihre Nachricht wurde gesendet.",
    notFound: "Seite nicht gefunden",
    notFoundDescription: "Diese Seite gibt es nicht.",
    caseStudy: "Fallstudie",
    inDevelopment: "In Entwicklung",
    writingDescription: (name) =>
      `Notizen und Essays von ${name}: Produkt, Kennzahlen und wie die Arbeit gelingt.`,
    taggedDescription: (name, tag) => `Artikel von ${name} zum Thema „${tag}“.`,
    feedTitle: (name) => `${name}: Artikel`,
    postFacts: (date, minutes) => `${date} · ${minutes} Min. Lesezeit`,
  },
};

/** The words of the writing's pages the kit's labels hold, so a page's title and its heading agree. */
interface WritingWords {
  /** The writing list's title, and the posts' share images' eyebrow. */
  writing: string;
  /** A tag's list of posts. */
  tagged: (tag: string) => string;
}

/** The site's own words in `language` ("de-AT" takes "de"'s), else in English. */
export function pageWords(language: string): PageWords & WritingWords {
  const own = words[language] ?? words[language.split("-")[0]!] ?? english;
  const { heading, taggedWith } = (labelsFor(language) ?? defaultLabels).writing;
  return {
    ...own,
    writing: heading,
    tagged: (tag) => (typeof taggedWith === "function" ? taggedWith(tag) : fillTemplate(taggedWith, { tag })),
  };
}
