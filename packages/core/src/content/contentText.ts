/**
 * The text of a content file as a publish writes it. A file that exists is edited where its data
 * changed and nowhere else (`editedContentJson`): an owner's site may keep its files in another
 * layout than this repository (the create command writes `JSON.stringify`'s, one array item a
 * line), and a publish that changes one field changes one line of it. A new file, and a new value
 * inside a file, is printed in Prettier's JSON style at the project's print width
 * (`formatContentJson`: objects one key a line, an array on one line when it fits), so
 * `pnpm lint`'s format check passes on what the editor wrote here; in a file whose arrays are all
 * one item a line, a new array is too. Small printers, not Prettier itself: they run in every
 * function instance.
 */

/** The repository's Prettier `printWidth` (.prettierrc.json). */
export const PRINT_WIDTH = 110;

/** `value` (parsed JSON) as its content file's text, ending with a newline. */
export function formatContentJson(value: unknown): string {
  return `${print(value, "", 0, 0, FIT)}\n`;
}

/** How a file lays out what is new in it: its indent, and whether an array stays on one line when it fits. */
interface Layout {
  unit: string;
  arraysFit: boolean;
}

const FIT: Layout = { unit: "  ", arraysFit: true };

/**
 * `value` printed at `indent`, where `before` columns of its line come before it (the key) and
 * `after` after it (a comma): what Prettier measures to decide whether an array fits on one line.
 */
function print(value: unknown, indent: string, before: number, after: number, layout: Layout): string {
  if (Array.isArray(value)) return printArray(value, indent, before, after, layout);
  if (value !== null && typeof value === "object")
    return printObject(value as Record<string, unknown>, indent, layout);
  return JSON.stringify(value);
}

function printObject(value: Record<string, unknown>, indent: string, layout: Layout): string {
  const entries = Object.entries(value);
  if (!entries.length) return "{}";
  const inner = indent + layout.unit;
  const lines = entries.map(([key, item], index) => {
    const prefix = `${JSON.stringify(key)}: `;
    const comma = index < entries.length - 1 ? 1 : 0;
    return `${inner}${prefix}${print(item, inner, width(inner + prefix), comma, layout)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

function printArray(value: unknown[], indent: string, before: number, after: number, layout: Layout): string {
  if (!value.length) return "[]";
  const flat = layout.arraysFit ? flatArray(value) : null;
  if (flat !== null && before + width(flat) + after <= PRINT_WIDTH) return flat;
  const inner = indent + layout.unit;
  const lines = value.map(
    (item, index) => `${inner}${print(item, inner, width(inner), index < value.length - 1 ? 1 : 0, layout)}`,
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

/** Where a value is in a file's text: its span, and its members' spans. */
type Span =
  | { kind: "object"; start: number; end: number; members: { key: string; value: Span }[] }
  | { kind: "array"; start: number; end: number; items: Span[] }
  | { kind: "scalar"; start: number; end: number };

/** The spans of a text that is valid JSON (checked by the caller). */
function spansOf(text: string): Span {
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? "")) at += 1;
  };
  const stringEnd = (from: number) => {
    let next = from + 1;
    while (text[next] !== '"') next += text[next] === "\\" ? 2 : 1;
    return next + 1;
  };
  const value = (): Span => {
    skipSpace();
    const start = at;
    const open = text[at];
    if (open === "{" || open === "[") {
      at += 1;
      const members: { key: string; value: Span }[] = [];
      const items: Span[] = [];
      skipSpace();
      while (text[at] !== "}" && text[at] !== "]") {
        if (open === "{") {
          const keyEnd = stringEnd(at);
          const key = JSON.parse(text.slice(at, keyEnd)) as string;
          at = keyEnd;
          skipSpace();
          at += 1; // the colon
          members.push({ key, value: value() });
        } else items.push(value());
        skipSpace();
        if (text[at] === ",") at += 1;
        skipSpace();
      }
      at += 1;
      return open === "{"
        ? { kind: "object", start, end: at, members }
        : { kind: "array", start, end: at, items };
    }
    at = open === '"' ? stringEnd(at) : at + /^[^,\]}\s]*/.exec(text.slice(at))![0].length;
    return { kind: "scalar", start, end: at };
  };
  return value();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The text of a content file that held `before` once its data is `after`: the lines of what did
 * not change are kept as they are, what changed is written in the file's own layout (its indent,
 * and one array item a line where the file never puts an array on one line). A text that is not
 * JSON is written afresh.
 */
export function editedContentJson(before: string, after: unknown): string {
  let old: unknown;
  try {
    old = JSON.parse(before);
  } catch {
    return formatContentJson(after);
  }
  const root = spansOf(before);
  const layout = layoutOf(before, root);
  const lineStart = (at: number) => before.lastIndexOf("\n", at - 1) + 1;
  const indentAt = (at: number) => /^[ \t]*/.exec(before.slice(lineStart(at)))![0];
  const commaAfter = (span: Span) => (before[span.end] === "," ? 1 : 0);
  const fresh = (value: unknown, span: Span) =>
    print(
      value,
      indentAt(span.start),
      width(before.slice(lineStart(span.start), span.start)),
      commaAfter(span),
      layout,
    );

  /** The text of `span`, which held `was`, once it holds `now`. */
  const rewrite = (span: Span, was: unknown, now: unknown): string => {
    const original = before.slice(span.start, span.end);
    if (same(was, now)) return original;
    const broken = original.includes("\n");
    const isRecord = (value: unknown): value is Record<string, unknown> =>
      value !== null && typeof value === "object" && !Array.isArray(value);
    if (span.kind === "object" && broken && isRecord(was) && isRecord(now)) {
      const inner = indentAt(span.members[0]!.value.start);
      const members = new Map(span.members.map((member) => [member.key, member.value]));
      const lines = Object.entries(now).map(([key, value], index, all) => {
        const prefix = `${inner}${JSON.stringify(key)}: `;
        const kept = members.get(key);
        if (kept) return `${prefix}${rewrite(kept, was[key], value)}`;
        const comma = index < all.length - 1 ? 1 : 0;
        return `${prefix}${print(value, inner, width(prefix), comma, layout)}`;
      });
      return lines.length ? `{\n${lines.join(",\n")}\n${indentAt(span.start)}}` : "{}";
    }
    if (span.kind === "array" && broken && Array.isArray(was) && Array.isArray(now)) {
      const printed = fresh(now, span);
      // Where the file's layout puts it on one line now, it goes on one line.
      if (!printed.includes("\n") || !now.length) return printed;
      const inner = indentAt(span.items[0]!.start);
      // An item that is still there keeps its lines, wherever it moved; a changed one is edited in place.
      const used = new Set<number>();
      const kept = now.map((item) => {
        const index = was.findIndex((candidate, at) => !used.has(at) && same(candidate, item));
        if (index !== -1) used.add(index);
        return index;
      });
      const items = now.map((item, index) => {
        if (kept[index] !== -1)
          return before.slice(span.items[kept[index]!]!.start, span.items[kept[index]!]!.end);
        if (index < span.items.length && !used.has(index)) {
          used.add(index);
          return rewrite(span.items[index]!, was[index], item);
        }
        return print(item, inner, width(inner), index < now.length - 1 ? 1 : 0, layout);
      });
      return `[\n${items.map((item) => inner + item).join(",\n")}\n${indentAt(span.start)}]`;
    }
    return fresh(now, span);
  };

  const text = `${before.slice(0, root.start)}${rewrite(root, old, after)}${before.slice(root.end)}`;
  // The edit keeps the file's layout; should it ever not give `after`'s data, the file is written afresh.
  try {
    if (same(JSON.parse(text), after)) return text;
  } catch {
    // written afresh below
  }
  return formatContentJson(after);
}

/**
 * The file's indent, and whether its arrays stay on one line where they fit: they do unless an
 * array that would fit is broken over lines and none with items is on one line (Prettier's
 * layout is this repository's, so it is the one taken when the file does not tell).
 */
function layoutOf(text: string, root: Span): Layout {
  const unit = /\n([ \t]+)\S/.exec(text)?.[1] ?? FIT.unit;
  let flat = false;
  let broken = false;
  const walk = (span: Span) => {
    if (span.kind === "array" && span.items.length) {
      const source = text.slice(span.start, span.end);
      if (!source.includes("\n")) flat = true;
      else {
        const line = flatArray(JSON.parse(source) as unknown[]);
        const column = width(text.slice(text.lastIndexOf("\n", span.start - 1) + 1, span.start));
        if (line !== null && column + width(line) + (text[span.end] === "," ? 1 : 0) <= PRINT_WIDTH)
          broken = true;
      }
    }
    if (span.kind === "array") span.items.forEach(walk);
    if (span.kind === "object") span.members.forEach((member) => walk(member.value));
  };
  walk(root);
  return { unit, arraysFit: flat || !broken };
}
