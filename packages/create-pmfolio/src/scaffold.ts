/**
 * Writes a new site: the template that ships in this package, the content made from the answers,
 * its `.env.local`, and a package.json that depends on the @pmfolio packages by version. Works out every file and checks everything before
 * writing anything, so a refusal leaves the folder as it was.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Answers } from "./answers";
import { contentFiles, faviconSvg, slugOf } from "./content";
import { linkInTheWay } from "./links";
import { localEnv, localEnvFile } from "./localEnv";

/** This package's version, from its manifest (one level above `src/` and `dist/`). */
const ownVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL("../package.json", import.meta.url)), "utf8")) as {
    version: string;
  }
).version;

/** The template folder: beside `src/` and `dist/` in this package. */
export const templateFolder = fileURLToPath(new URL("../template", import.meta.url));

/**
 * Files the template stores under another name: npm leaves `.gitignore` out of a package, and a
 * `package.json` inside a package would be taken for a package of its own.
 */
const renamed: Record<string, string> = { gitignore: ".gitignore", "_package.json": "package.json" };

export interface ScaffoldOptions {
  /** Write into a folder that is not empty (files of the same name are replaced). */
  force?: boolean;
}

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

/**
 * Why the folder cannot be written, or nothing when it can. `paths` are the files to be written,
 * relative to it (by default the template's, which is all there is to check before the answers).
 */
export function refusal(
  target: string,
  options: ScaffoldOptions,
  paths: Iterable<string> = templateFiles().keys(),
): string | undefined {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${target} exists and is not a folder.`;
  const entries = readdirSync(target).filter((entry) => entry !== ".git");
  if (entries.length && !options.force)
    return `${target} is not empty (${entries.length} ${entries.length === 1 ? "entry" : "entries"}, e.g. ${entries[0]}). Choose a new folder, or pass --force to write into it anyway.`;
  const link = linkInTheWay(target, paths);
  if (link)
    return `${link} is a symbolic link, and the new site would be written through it. --force never follows a link: remove it, or choose a new folder.`;
  return undefined;
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** The template's package.json for this site: its name, and the @pmfolio packages at this version. */
function packageJson(target: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(templateFolder, "_package.json"), "utf8"),
  ) as PackageJson;
  manifest.name = slugOf(path.basename(path.resolve(target)));
  // The @pmfolio packages are released together with this one, at the same version (changesets'
  // fixed group), so the template asks for the versions it was made with.
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const name of Object.keys(deps ?? {}).filter((dep) => dep.startsWith("@pmfolio/")))
      deps![name] = `^${ownVersion}`;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The template's files, by the path each is written to, with the file it comes from. */
function templateFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(templateFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(templateFolder, from);
    if (relative === "_package.json") continue;
    files.set(path.join(path.dirname(relative), renamed[entry.name] ?? entry.name), from);
  }
  return files;
}

/**
 * Markdown that shows `text` as it is: its punctuation escaped, so an answer's `*`, `<` or `|`
 * cannot start a tag, a table cell or a link in the README.
 */
const markdown = (text: string) => text.replace(/[\\`*_{}[\]()<>#|~!&]/g, (c) => `\\${c}`);

/** Fills the README's `{{name}}`-style placeholders from the answers, each escaped for Markdown. */
function fill(text: string, answers: Answers): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in answers ? markdown(answers[key as keyof Answers]) : whole,
  );
}

/** The only file with placeholders. netlify.toml has none: no answer of the owner's belongs there. */
const filled = "README.md";

/** Writes the site into `target`. Returns the files written, relative to it. */
export function scaffold(target: string, answers: Answers, options: ScaffoldOptions = {}): string[] {
  const full = refusal(target, options);
  if (full) throw new ScaffoldError(full);
  // Every file's text first: what can fail (a missing tarball, a link in the way) fails here.
  const files = new Map<string, string | Buffer>();
  for (const [relative, from] of templateFiles())
    files.set(relative, relative === filled ? fill(readFileSync(from, "utf8"), answers) : readFileSync(from));
  files.set("package.json", packageJson(target));
  files.set(path.join("public", "favicon.svg"), faviconSvg(answers));
  for (const [file, text] of contentFiles(answers)) files.set(path.join("content", file), text);
  files.set(localEnvFile, localEnv(answers));
  const link = refusal(target, options, files.keys());
  if (link) throw new ScaffoldError(link);

  for (const [relative, text] of files) {
    const to = path.join(target, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    // The local password is the owner's alone: readable by them only.
    writeFileSync(to, text, relative === localEnvFile ? { mode: 0o600 } : {});
  }
  return [...files.keys()].sort();
}
