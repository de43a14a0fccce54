/**
 * The content being edited: each file's parsed JSON, changed immutably field by field, written
 * back as the content files are formatted, and checked with core's `localizedContentFromFiles`,
 * the build's own check; each post (posts/*.md) as its text, checked with `postsFromFiles`.
 */
import {
  ContentError,
  isPostFileName,
  localizedContentFromFiles,
  postsFromFiles,
  siteLanguages,
  type ContentProblem,
} from "@pmfolio/core";

/** The files' data by name (a post's: its Markdown file's text); `undefined` is a file the owner removed. */
export type Draft = Readonly<Record<string, unknown>>;

/** A field's place in its file: keys and list positions, e.g. ["roles", 2, "title"]. */
export type FieldPath = readonly (string | number)[];

// Each file's data is replaced, never changed, when a field is edited, so its text can be kept
// with it: a keystroke writes out the one file it changed, not all of them.
const texts = new WeakMap<object, string>();

/** A content file's text: two-space JSON and a final newline, as the files in the repository are. */
export function fileText(data: unknown): string {
  if (typeof data !== "object" || data === null) return `${JSON.stringify(data, null, 2)}\n`;
  let text = texts.get(data);
  if (text === undefined) {
    text = `${JSON.stringify(data, null, 2)}\n`;
    texts.set(data, text);
  }
  return text;
}

/** Each loaded file's text as the editor would write it, by the texts as loaded. */
const formattedOriginals = new WeakMap<Readonly<Record<string, string>>, Map<string, string>>();

/** `original[name]` written as the editor writes a file, so a file only reformatted is not sent. */
function formattedOriginal(original: Readonly<Record<string, string>>, name: string): string {
  let formatted = formattedOriginals.get(original);
  if (!formatted) formattedOriginals.set(original, (formatted = new Map()));
  let text = formatted.get(name);
  if (text === undefined) {
    text = fileText(JSON.parse(original[name]!));
    formatted.set(name, text);
  }
  return text;
}

/** A draft file's text as published: a post's as it is, a JSON file's formatted. */
function draftText(name: string, data: unknown): string {
  return isPostFileName(name) ? String(data) : fileText(data);
}

/** The files' data; a file that is not JSON is left out (its text is still checked, so its problem shows). */
export function parseFiles(files: Readonly<Record<string, string>>): Draft {
  const draft: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(files)) {
    if (isPostFileName(name)) {
      draft[name] = text;
      continue;
    }
    try {
      draft[name] = JSON.parse(text);
    } catch {
      // localizedContentFromFiles reports it, from the original text
    }
  }
  return draft;
}

/** The text of every file as it would be published: the edited ones rewritten, the rest as they are. */
export function currentFiles(original: Readonly<Record<string, string>>, draft: Draft): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of new Set([...Object.keys(original), ...Object.keys(draft)])) {
    if (name in draft) {
      if (draft[name] !== undefined) files.set(name, draftText(name, draft[name]));
    } else files.set(name, original[name]!);
  }
  return files;
}

/**
 * The files a publish sends: each one whose data changed, as its new text, and `null` for each
 * one removed. A file only reformatted is not sent.
 */
export function changedFiles(
  original: Readonly<Record<string, string>>,
  draft: Draft,
): Record<string, string | null> {
  const changed: Record<string, string | null> = {};
  for (const [name, data] of Object.entries(draft)) {
    const before = original[name];
    if (data === undefined) {
      if (before !== undefined) changed[name] = null;
      continue;
    }
    const text = draftText(name, data);
    if (before === undefined) changed[name] = text;
    else if (isPostFileName(name) ? text !== before : text !== formattedOriginal(original, name))
      changed[name] = text;
  }
  return changed;
}

/** What is wrong with the content as it would be published: none when it is valid. */
export function draftProblems(original: Readonly<Record<string, string>>, draft: Draft): ContentProblem[] {
  const files = currentFiles(original, draft);
  const problems: ContentProblem[] = [];
  try {
    localizedContentFromFiles(files);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.details);
  }
  return [...problems, ...postsFromFiles(files, draftLanguages(draft)).problems];
}

/** The site's languages, the default first, from the site.json being edited. */
export function draftLanguages(draft: Draft): string[] {
  const site = draft["site.json"] as { locale?: unknown; translations?: unknown } | undefined;
  return siteLanguages({
    locale: typeof site?.locale === "string" ? site.locale : undefined,
    translations: Array.isArray(site?.translations) ? site.translations.map(String) : undefined,
  });
}

/** `roles[2].title`, as core's problems name a field. */
export function formatPath(path: FieldPath): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${key}`))
    .join("");
}

/** The id of a field's control (or its group), from its file and path: unique on the page. */
export function fieldId(file: string, path: string): string {
  return `field-${`${file}:${path}`.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/** A copy of `object` with `key` set (or removed, for `undefined`), new keys placed in `order`. */
export function withKey(
  object: Readonly<Record<string, unknown>>,
  key: string,
  value: unknown,
  order: readonly string[],
): Record<string, unknown> {
  if (value === undefined) {
    const { [key]: _removed, ...rest } = object;
    return rest;
  }
  if (key in object) return { ...object, [key]: value };
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const entries = Object.entries(object);
  const at = entries.findIndex(([name]) => rank(name) > rank(key));
  entries.splice(at === -1 ? entries.length : at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
