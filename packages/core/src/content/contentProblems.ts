/**
 * A content file's mistakes as sentences an owner can act on: the field's path as they would
 * write it (`blocks[2].image.alt`), what was expected in words, and for the fields that matter
 * most, why the field is there.
 */
import type { BaseIssue } from "valibot";
import { LocalizedText } from "./localized";

/** The message of the check that a text is not empty: said as "is empty" (`describeIssue`). */
export const EMPTY = "not empty";

/**
 * Why a field is there, by its name, for the names that mean the same wherever they are (an
 * image's `alt`, a page's `summary`).
 */
const hintsByName: Record<string, string> = {
  alt: "describe the picture for people who cannot see it",
  width: "the image's width in pixels, so the page keeps its place while it loads",
  height: "the image's height in pixels, so the page keeps its place while it loads",
  src: 'the file\'s path on the site, e.g. "/images/portrait.jpg"',
  summary: "one or two sentences: the page's description in search results and link previews",
  title: "the heading people see",
  description: "the text under the heading",
  blocks: "the page's sections, in order; an empty list [] is allowed",
  tags: "a list of words; an empty list [] is allowed",
  type: "which kind of block this is",
};

/**
 * Why a field is there, by its file and its path in it, for names that mean something else
 * elsewhere: profile.json's `name` is the owner's, a skill's or a quote's is not.
 */
const hintsByPath: Record<string, Record<string, string>> = {
  "profile.json": {
    name: "shown as the owner's name, and made into the initials of the navigation",
    headline: 'one line under the name, e.g. "UX Researcher"',
    email:
      "shown on the site and the résumé for people to write to; leave it out to offer only the contact form",
  },
  "site.json": {
    url: 'the deployed site\'s address, e.g. "https://you.netlify.app"',
    ownerLanguage:
      "the language of your inbox, analytics and editor; without it, the site's default language if they are written in it, else English",
  },
};

/**
 * Why the field at `path` (`page.blocks[2].image.alt`) of `file` ("projects/x.json") is there,
 * said where it is missing or wrong and beside the field in the editor; undefined when its name
 * says enough.
 */
export function fieldHint(file: string, path: string): string | undefined {
  const own = hintsByPath[file]?.[path];
  if (own) return own;
  const name = /(?:^|\.)([^.[\]]+)$/.exec(path)?.[1];
  return name === undefined ? undefined : hintsByName[name];
}

const typeWords: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  Array: "a list ([ … ])",
  Object: "an object ({ … })",
};

/** `page.blocks[2].image.alt` from the issue's path ("" for the file's whole value). */
export function fieldPath(issue: BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item, index) =>
      typeof item.key === "number" ? `[${item.key}]` : `${index ? "." : ""}${String(item.key)}`,
    )
    .join("");
}

/** `"a" | "b"` as `one of "a", "b"`. */
function expectedWords(expected: string): string {
  const options = expected.replace(/^\((.*)\)$/, "$1").split(" | ");
  if (options.length > 1) return `one of ${options.join(", ")}`;
  return typeWords[expected] ?? expected;
}

/**
 * One issue in `file` as a sentence about its field, e.g. `blocks[2].image.alt is required
 * (describe …)`.
 */
export function describeIssue(issue: BaseIssue<unknown>, file: string): string {
  const field = fieldPath(issue) || "the file";
  // A text given per language that is wrong inside: say what, at its language.
  const perLanguage = isTextUnion(issue) && issue.received === "Object" ? innerIssue(issue) : undefined;
  if (perLanguage) {
    const language = String(perLanguage.path?.[0]?.key);
    return perLanguage.type === "check"
      ? `${field} has "${language}", which is not ${perLanguage.message}`
      : `${field}.${language} should be text, not ${typeWords[perLanguage.received] ?? perLanguage.received}`;
  }
  const why = fieldHint(file, fieldPath(issue));
  const hint = why ? ` (${why})` : "";
  if (issue.type === "check" && issue.message === EMPTY) {
    const input = issue.input;
    // A text given per language names the languages it is empty in.
    const empty =
      input instanceof LocalizedText
        ? input.languages.filter((language) => !input.in(language, language)?.trim())
        : [];
    const where = empty.length ? ` in ${empty.map((language) => `"${language}"`).join(", ")}` : "";
    return `${field} is empty${where}${hint}`;
  }
  if (issue.type === "strict_object" && issue.expected === "never")
    return `${field} is not a field here (check its spelling, or remove it)`;
  if (issue.type === "strict_object" && issue.received === "undefined") return `${field} is required${hint}`;
  const expected =
    issue.kind === "validation"
      ? issue.message
      : // A text is a string or one string per language; what it was not is "text".
        isTextUnion(issue)
        ? "text"
        : expectedWords(issue.expected ?? "");
  const holds = issue.path?.length ? "should be" : "should hold";
  return `${field} ${holds} ${expected}, not ${typeWords[issue.received] ?? issue.received}${hint}`;
}

/** The issue of a text (a string, or one string per language) that was neither. */
function isTextUnion(issue: BaseIssue<unknown>): boolean {
  return issue.type === "union" && issue.expected === "(string | Object)";
}

/** What was wrong inside a per-language text: the issue at one of its languages. */
function innerIssue(issue: BaseIssue<unknown>): BaseIssue<unknown> | undefined {
  return issue.issues?.find((inner) => inner.path?.length);
}
