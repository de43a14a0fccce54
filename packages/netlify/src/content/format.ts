/**
 * Content files are written as the repository keeps them: Prettier's JSON style at the project's
 * print width (objects one key a line, an array on one line when it fits), so a publish that
 * changes one field changes one line of its file, and `pnpm lint`'s format check passes on what
 * the editor wrote. A small printer, not Prettier itself: it runs in every function instance.
 */

/** The repository's Prettier `printWidth` (.prettierrc.json). */
export const PRINT_WIDTH = 110;

/** `value` (parsed JSON) as its content file's text, ending with a newline. */
export function formatContentJson(value: unknown): string {
  return `${print(value, "", 0, 0)}\n`;
}

/**
 * `value` printed at `indent`, where `before` columns of its line come before it (the key) and
 * `after` after it (a comma): what Prettier measures to decide whether an array fits on one line.
 */
function print(value: unknown, indent: string, before: number, after: number): string {
  if (Array.isArray(value)) return printArray(value, indent, before, after);
  if (value !== null && typeof value === "object")
    return printObject(value as Record<string, unknown>, indent);
  return JSON.stringify(value);
}

function printObject(value: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(value);
  if (!entries.length) return "{}";
  const inner = `${indent}  `;
  const lines = entries.map(([key, item], index) => {
    const prefix = `${JSON.stringify(key)}: `;
    const comma = index < entries.length - 1 ? 1 : 0;
    return `${inner}${prefix}${print(item, inner, width(inner + prefix), comma)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

function printArray(value: unknown[], indent: string, before: number, after: number): string {
  if (!value.length) return "[]";
  const flat = flatArray(value);
  if (flat !== null && before + width(flat) + after <= PRINT_WIDTH) return flat;
  const inner = `${indent}  `;
  const lines = value.map(
    (item, index) => `${inner}${print(item, inner, width(inner), index < value.length - 1 ? 1 : 0)}`,
  );
  return `[\n${lines.join(",\n")}\n${indent}]`;
}

/**
 * An array on one line, or null when Prettier always breaks it: it holds an object with keys
 * (kept broken over lines, as the file has it, which breaks the array too), or it is a list of
 * two or more lists of two or more items (a matrix).
 */
function flatArray(value: unknown[]): string | null {
  if (value.length > 1 && value.every((item) => Array.isArray(item) && item.length > 1)) return null;
  const items: string[] = [];
  for (const item of value) {
    const flat = Array.isArray(item)
      ? item.length
        ? flatArray(item)
        : "[]"
      : item !== null && typeof item === "object"
        ? Object.keys(item).length
          ? null
          : "{}"
        : JSON.stringify(item);
    if (flat === null) return null;
    items.push(flat);
  }
  return `[${items.join(", ")}]`;
}

/** Columns a text takes, as Prettier counts them: wide East Asian characters count two. */
function width(text: string): number {
  let columns = 0;
  for (const char of text)
    columns +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      ) || char.codePointAt(0)! > 0x1f000
        ? 2
        : 1;
  return columns;
}
