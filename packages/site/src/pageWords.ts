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
  },
};

/** The site's own words in `language` ("de-AT" takes "de"'s), else in English. */
export function pageWords(language: string): PageWords {
  return words[language] ?? words[language.split("-")[0]!] ?? english;
}
