/**
 * Words in more than one language. A content file may give any visitor-facing text either as one
 * string or as one string per language (`{ "en": "Projects", "de": "Projekte" }`); the site is
 * built once per language, each time from the content in that language, where a text missing in
 * a language falls back, field by field, to the site's default language.
 */

/** A text given per language, as the content file has it: language tag → words. */
export class LocalizedText {
  // A private member makes the type nominal: no plain object passes for one.
  readonly #values: Readonly<Record<string, string>>;

  constructor(values: Readonly<Record<string, string>>) {
    this.#values = values;
  }

  /** The languages this text is given in. */
  get languages(): string[] {
    return Object.keys(this.#values);
  }

  /** The words in `language`, else in `fallback`; undefined when it has neither. */
  in(language: string, fallback: string): string | undefined {
    return this.#values[language] ?? this.#values[fallback];
  }

  /** The text as its file writes it (what JSON.stringify gives, for the editor to write back). */
  toJSON(): Readonly<Record<string, string>> {
    return this.#values;
  }
}

/** A content type with every per-language text resolved to one string. */
export type Delocalized<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer U)[]
    ? Delocalized<U>[]
    : T extends object
      ? { [K in keyof T]: Delocalized<T[K]> }
      : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `value` in one language: each per-language text in `language`, or in `fallback` where it has none. */
export function localize<T>(value: T, language: string, fallback: string): Delocalized<T> {
  const walk = (item: unknown): unknown => {
    if (item instanceof LocalizedText) return item.in(language, fallback) ?? "";
    if (Array.isArray(item)) return item.map(walk);
    if (isPlainObject(item))
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, walk(v)]));
    return item;
  };
  return walk(value) as Delocalized<T>;
}

/** One mistake in a per-language text: the field's path (e.g. `blocks[2].text`) and a sentence about it. */
export interface LanguageProblem {
  path: string;
  message: string;
}

/**
 * What is wrong with the per-language texts in `value` for a site in `languages` (the default
 * first): a text must have the default language, and no language the site does not have. Each
 * problem names its field's path, e.g. `blocks[2].text`, and its sentence starts with it.
 */
export function languageProblems(value: unknown, languages: readonly string[]): LanguageProblem[] {
  const [fallback] = languages;
  const problems: LanguageProblem[] = [];
  const walk = (item: unknown, path: string): void => {
    if (item instanceof LocalizedText) {
      const field = path || "the text";
      if (!item.languages.includes(fallback!))
        problems.push({
          path,
          message: `${field} has no text in "${fallback}", the site's default language`,
        });
      for (const language of item.languages.filter((l) => !languages.includes(l)))
        problems.push({
          path,
          message: `${field} has a text in "${language}", which is not one of the site's languages (${languages.join(", ")}): add it to "translations" in site.json, or remove it`,
        });
    } else if (Array.isArray(item)) item.forEach((entry, index) => walk(entry, `${path}[${index}]`));
    else if (isPlainObject(item))
      for (const [key, entry] of Object.entries(item)) walk(entry, path ? `${path}.${key}` : key);
  };
  walk(value, "");
  return problems;
}
