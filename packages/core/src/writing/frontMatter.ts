/**
 * A Markdown file's front matter: the YAML between a first line of `---` and the next line of
 * `---`, and the Markdown after it. YAML 1.2's core schema, so a date stays the text it was written
 * as ("2026-03-14"), never a time in some zone.
 */
import { parse, stringify, YAMLParseError } from "yaml";

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export type FrontMatterRead = { ok: true; data: unknown; markdown: string } | { ok: false; message: string };

/** The front matter's data and the Markdown after it, or a sentence saying what is wrong. */
export function readFrontMatter(text: string): FrontMatterRead {
  const match = FENCE.exec(text.replace(/^\uFEFF/, ""));
  if (!match)
    return {
      ok: false,
      message:
        'has no front matter: start the file with a line of "---", then the title, date and summary (e.g. "title: My first post"), then another line of "---"',
    };
  try {
    const data = parse(match[1]!, { schema: "core" }) as unknown;
    return { ok: true, data: data ?? {}, markdown: text.replace(/^\uFEFF/, "").slice(match[0].length) };
  } catch (error) {
    // The file's line: the front matter starts on its second.
    const line = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
    const where = line === undefined ? "" : ` (line ${line + 1})`;
    const reason = (error as Error).message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return { ok: false, message: `has front matter that is not valid YAML${where}: ${reason}` };
  }
}

/** A Markdown file with `data` as its front matter (what the editor writes). */
export function withFrontMatter(data: Record<string, unknown>, markdown: string): string {
  const yaml = stringify(data, { lineWidth: 0 }).trimEnd();
  return `---\n${yaml}\n---\n\n${markdown.replace(/^\s*\n/, "")}`;
}
