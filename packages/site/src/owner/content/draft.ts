/**
 * The content being edited: each file's parsed JSON, changed immutably field by field, written
 * back as the content files are formatted, and checked with core's `localizedContentFromFiles`,
 * the build's own check.
 */
import { ContentError, localizedContentFromFiles, type ContentProblem } from "@pmfolio/core";

/** The files' data by name; `undefined` is a file the owner removed. */
export type Draft = Readonly<Record<string, unknown>>;

/** A field's place in its file: keys and list positions, e.g. ["roles", 2, "title"]. */
export type FieldPath = readonly (string | number)[];

/** A content file's text: two-space JSON and a final newline, as the files in the repository are. */
export function fileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The files' data; a file that is not JSON is left out (its text is still checked, so its problem shows). */
export function parseFiles(files: Readonly<Record<string, string>>): Draft {
  const draft: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(files)) {
    try {
      draft[name] = JSON.parse(text);
    } catch {
      // localizedContentFromFiles reports it, from the original text
    }
  }
  return draft;
}

/** The text of every file as it would be published: the edited ones rewritten, the rest as they are. */
function currentFiles(original: Readonly<Record<string, string>>, draft: Draft): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of new Set([...Object.keys(original), ...Object.keys(draft)])) {
    if (name in draft) {
      if (draft[name] !== undefined) files.set(name, fileText(draft[name]));
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
    const text = fileText(data);
    if (before === undefined || text !== fileText(JSON.parse(before))) changed[name] = text;
  }
  return changed;
}

/** What is wrong with the content as it would be published: none when it is valid. */
export function draftProblems(original: Readonly<Record<string, string>>, draft: Draft): ContentProblem[] {
  try {
    localizedContentFromFiles(currentFiles(original, draft));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.details];
    throw error;
  }
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
