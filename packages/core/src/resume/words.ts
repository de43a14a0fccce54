/**
 * The résumé's own words around the owner's content (section headings, the names of its links),
 * per language. The page, the PDF and `resume.json` read them through the résumé model, so the
 * three say the same in every language. A language missing here says them in the site's default
 * language, and the build warns about it (`resumeWordsWarning`), so the fallback is never silent.
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

/** The language whose words `language` is given ("de-AT" takes "de"'s), or none. */
function wordsLanguage(language: string): string | undefined {
  if (words[language]) return language;
  const base = language.split("-")[0]!;
  return words[base] ? base : undefined;
}

/**
 * The résumé's words in `language` ("de-AT" takes "de"'s); for a language this table lacks, the
 * site's default language's (`fallback`), else English.
 */
export function resumeWords(language: string, fallback = "en"): ResumeWords {
  const found = wordsLanguage(language) ?? wordsLanguage(fallback);
  return found ? words[found]! : english;
}

/**
 * The build's warning when some of the site's `languages` (its default first) have no résumé
 * words: their résumé page, PDF and `resume.json` say their headings and labels in the default
 * language's words. Undefined when every language has its own.
 */
export function resumeWordsWarning(languages: readonly string[]): string | undefined {
  const missing = languages.filter((language) => !wordsLanguage(language));
  if (missing.length === 0) return undefined;
  const fallback = wordsLanguage(languages[0] ?? "en") ?? "en";
  return (
    `résumé: no words for ${missing.map((language) => `"${language}"`).join(", ")} in @pmfolio/core ` +
    `(packages/core/src/resume/words.ts): the résumé page, PDF and resume.json in ` +
    `${missing.length === 1 ? "it" : "them"} show their headings and labels in "${fallback}"`
  );
}
