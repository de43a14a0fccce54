/** The contact form's languages: the one lookup of its word tables, and the language a message was sent in. */

/**
 * The one way a table of words is looked up: `language`'s own ("de-AT"), else its primary
 * language's ("de"), else English's, for a language with no table or none given.
 */
export function inLanguage<T>(tables: Readonly<Record<string, T>>, language: string | undefined): T {
  if (language === undefined) return tables.en!;
  return tables[language] ?? tables[language.split("-")[0]!.toLowerCase()] ?? tables.en!;
}

/** The form field that says which of the site's languages the form's page is in. */
export const CONTACT_LANGUAGE_FIELD = "language";

/**
 * The language a message was sent in: the posted value when it is one of the site's `languages`
 * (the default first), else the default. Never an error: a visitor cannot fix a hidden field.
 */
export function contactLanguage(value: unknown, languages: readonly string[]): string {
  return typeof value === "string" && languages.includes(value) ? value : languages[0]!;
}
