/**
 * The résumé's own words around the owner's content (section headings, the names of its links),
 * per language. The page, the PDF and `resume.json` read them through the résumé model, so the
 * three say the same in every language. A language missing here says them in English.
 */
export interface ResumeWords {
  /** The document's name ("Resume", "Lebenslauf"), e.g. in the PDF's title. */
  resume: string;
  sectionTitles: { experience: string; awards: string; projects: string; skills: string };
  /** The last skill group, when the content lists tools. */
  tools: string;
  /** The link to the site itself. */
  portfolio: string;
  /** The link to the owner's booking page. */
  booking: string;
  /** The link to the site's contact form (the PDF's, beside the email address). */
  contactForm: string;
}

const english: ResumeWords = {
  resume: "Resume",
  sectionTitles: {
    experience: "Experience",
    awards: "Awards",
    projects: "Selected Projects",
    skills: "Skills",
  },
  tools: "Tools",
  portfolio: "Portfolio",
  booking: "Book a 30-minute meeting",
  contactForm: "Contact form",
};

const words: Readonly<Record<string, ResumeWords>> = {
  en: english,
  de: {
    resume: "Lebenslauf",
    sectionTitles: {
      experience: "Werdegang",
      awards: "Auszeichnungen",
      projects: "Ausgewählte Projekte",
      skills: "Fähigkeiten",
    },
    tools: "Werkzeuge",
    portfolio: "Portfolio",
    booking: "30-Minuten-Termin buchen",
    contactForm: "Kontaktformular",
  },
};

/** The résumé's words in `language` ("de-AT" takes "de"'s), else in English. */
export function resumeWords(language: string): ResumeWords {
  return words[language] ?? words[language.split("-")[0]!] ?? english;
}
