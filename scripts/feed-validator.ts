/**
 * Checks the site's feeds against the formats' own definitions, offline. Jing (James Clark's
 * RELAX NG validator, with ISO Schematron; Debian's `jing`, 20220510, on the Java .ci/run already
 * installs) validates Atom against RFC 4287's own RELAX NG grammar and RSS 2.0, which has no
 * official schema, against one written from the RSS Advisory Board's specification; a Schematron
 * file for each adds the rules a grammar cannot state (RFC 4287's, a date's weekday, unique guids).
 * Chosen because the W3C feed validator is neither a Debian nor an npm package, and the npm
 * packages for feeds parse or generate them but validate nothing.
 *
 * Each Jing run starts a Java VM and compiles its schema, a few seconds on a busy machine, so
 * one call checks many files with one run per schema and format.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const schemas = path.join(path.dirname(fileURLToPath(import.meta.url)), "feed-schemas");

/** The grammar and the rules of each format, by the name of its root element. */
const formats = {
  rss: { grammar: path.join(schemas, "rss-2.0.rnc"), rules: path.join(schemas, "rss-2.0.sch") },
  feed: { grammar: path.join(schemas, "atom.rnc"), rules: path.join(schemas, "atom.sch") },
} as const;

/** The name of the document's root element ("rss" or "feed" for a feed), or why there is none. */
function rootElement(file: string): { name: string } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return { problem: `${file}: cannot be read (${(error as Error).message})` };
  }
  const name = /<([A-Za-z_][\w.:-]*)/.exec(
    text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ""),
  )?.[1];
  return name ? { name } : { problem: `${file}: no root element` };
}

const javaOptions = process.env.JAVA_TOOL_OPTIONS ?? "";

/** Jing's output: each message on one line ("error: assertion failed:" runs onto the next). */
function jing(args: string[]): { ok: boolean; lines: string[] } {
  const run = spawnSync("jing", args, {
    encoding: "utf8",
    // A run is short: the quick compiler alone and the simple collector halve its time.
    env: {
      ...process.env,
      JAVA_TOOL_OPTIONS: `${javaOptions} -XX:TieredStopAtLevel=1 -XX:+UseSerialGC`.trim(),
    },
  });
  if (run.error)
    throw new Error(
      `Jing, the feed validator, did not run (${run.error.message}): install it with ` +
        "`apt-get install jing` (Debian, Ubuntu) or `brew install jing-trang`",
    );
  const output = `${run.stdout}\n${run.stderr}`
    .split("\n")
    // Debian's launcher looks for optional libraries the validation does not use; Java echoes
    // the options.
    .filter((line) => !/^\[warning\] .*Unable to locate|^Picked up JAVA_TOOL_OPTIONS/.test(line))
    .join("\n")
    .replace(/:\n\s+/g, ": ");
  return { ok: run.status === 0, lines: output.split("\n").filter((line) => line.trim()) };
}

/** The file a message is about: Jing names it first, the Schematron rules by its address. */
function fileOf(line: string, files: readonly string[]): string | undefined {
  const address = /^error: assertion failed: (file:\S+?): /.exec(line)?.[1];
  if (address) return fileURLToPath(address);
  return files.find((file) => line.startsWith(`${file}:`));
}

/**
 * Checks `files` with one schema in one run; a failure that names no file (a file that cannot be
 * read, say) is found again by checking each file alone.
 */
function check(schema: string[], files: readonly string[], problems: Map<string, string[]>) {
  const run = jing([...schema, ...files]);
  if (run.ok) return;
  const unplaced = run.lines.filter((line) => !fileOf(line, files));
  if ((unplaced.length || !run.lines.length) && files.length > 1) {
    for (const file of files) check(schema, [file], problems);
    return;
  }
  // A failed run says why; never let one pass as valid with nothing to show.
  if (!run.lines.length) run.lines.push("Jing failed without a message");
  for (const line of run.lines) problems.get(fileOf(line, files) ?? files[0]!)!.push(line);
}

/**
 * Every problem Jing finds in each of `files` (RSS 2.0 or Atom, told apart by the root element),
 * by absolute path: an empty list for a valid feed.
 */
export function validateFeedFiles(files: readonly string[]): Map<string, string[]> {
  const absolute = files.map((file) => path.resolve(file));
  const problems = new Map(absolute.map((file) => [file, [] as string[]]));
  const roots = new Map(absolute.map((file) => [file, rootElement(file)]));
  for (const [file, root] of roots) {
    if ("problem" in root) problems.get(file)!.push(root.problem);
    else if (!(root.name in formats))
      problems.get(file)!.push(`${file}: neither RSS (<rss>) nor Atom (<feed>), but <${root.name}>`);
  }
  for (const [name, { grammar, rules }] of Object.entries(formats)) {
    const ofFormat = absolute.filter((file) => {
      const root = roots.get(file)!;
      return "name" in root && root.name === name;
    });
    if (!ofFormat.length) continue;
    check(["-c", grammar], ofFormat, problems);
    // Jing's Schematron stops at a file that is not XML at all; the grammar has said so already.
    const wellFormed = ofFormat.filter(
      (file) => !problems.get(file)!.some((line) => line.includes(": fatal: ")),
    );
    if (wellFormed.length) check([rules], wellFormed, problems);
  }
  return problems;
}

/** Every problem Jing finds in the feed at `file`: an empty list for a valid feed. */
export function validateFeedFile(file: string): string[] {
  return validateFeedFiles([file]).get(path.resolve(file))!;
}
