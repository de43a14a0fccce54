/**
 * Writes a new site: the template that ships in this package, the content made from the answers,
 * and a package.json that depends on the @pmfolio packages (from the registry, or from a folder of
 * tarballs for offline tests). Checks everything before writing anything, so a refusal leaves the
 * folder as it was.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Answers } from "./answers";
import { contentFiles, faviconSvg, slugOf } from "./content";

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
  /** A folder of `pmfolio-*.tgz` tarballs to depend on instead of the registry's versions. */
  packages?: string;
}

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

/** Why the folder cannot be written, or nothing when it can. */
export function refusal(target: string, options: ScaffoldOptions): string | undefined {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${target} exists and is not a folder.`;
  const entries = readdirSync(target).filter((entry) => entry !== ".git");
  if (entries.length && !options.force)
    return `${target} is not empty (${entries.length} ${entries.length === 1 ? "entry" : "entries"}, e.g. ${entries[0]}). Choose a new folder, or pass --force to write into it anyway.`;
  return undefined;
}

/** The tarball in `folder` for a package, e.g. @pmfolio/kit → pmfolio-kit-0.1.0.tgz. */
function tarballOf(folder: string, name: string): string {
  const prefix = `${name.replace(/^@/, "").replace("/", "-")}-`;
  const found = readdirSync(folder).filter((file) => file.startsWith(prefix) && file.endsWith(".tgz"));
  if (found.length !== 1)
    throw new ScaffoldError(
      `--packages ${folder} should hold one ${prefix}<version>.tgz; it holds ${found.length ? found.join(", ") : "none"}.`,
    );
  return path.resolve(folder, found[0]!);
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  pnpm?: { overrides?: Record<string, string> };
  [key: string]: unknown;
}

/** The template's package.json for this site: its name, and tarballs in place of versions when asked. */
function packageJson(target: string, options: ScaffoldOptions): string {
  const manifest = JSON.parse(
    readFileSync(path.join(templateFolder, "_package.json"), "utf8"),
  ) as PackageJson;
  manifest.name = slugOf(path.basename(path.resolve(target)));
  // The @pmfolio packages are released together with this one, at the same version (changesets'
  // fixed group), so the template asks for the versions it was made with, or for their tarballs.
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const name of Object.keys(deps ?? {}).filter((dep) => dep.startsWith("@pmfolio/")))
      deps![name] = options.packages ? `file:${tarballOf(options.packages, name)}` : `^${ownVersion}`;
  if (options.packages) {
    // The packages depend on each other by version (the site on the kit and core): every
    // @pmfolio tarball in the folder stands in for its package, wherever it is asked for.
    const local = Object.fromEntries(
      readdirSync(options.packages).flatMap((file) => {
        const name = /^pmfolio-([a-z-]+?)-\d+\.\d+\.\d+.*\.tgz$/.exec(file)?.[1];
        return name ? [[`@pmfolio/${name}`, `file:${path.resolve(options.packages!, file)}`]] : [];
      }),
    );
    manifest.pnpm = { ...manifest.pnpm, overrides: { ...manifest.pnpm?.overrides, ...local } };
    (manifest as Record<string, unknown>).overrides = local;
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Fills the template's `{{name}}`-style placeholders from the answers. */
function fill(text: string, answers: Answers): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in answers ? answers[key as keyof Answers] : whole,
  );
}

/** Files whose text holds placeholders. */
const filled = new Set(["README.md", "netlify.toml"]);

/** Writes the site into `target`. Returns the files written, relative to it. */
export function scaffold(target: string, answers: Answers, options: ScaffoldOptions = {}): string[] {
  const why = refusal(target, options);
  if (why) throw new ScaffoldError(why);
  // Everything that can fail is worked out before the first write.
  const manifest = packageJson(target, options);
  const content = contentFiles(answers);
  const written: string[] = [];

  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(templateFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(templateFolder, from);
    if (relative === "_package.json") continue;
    const name = renamed[path.basename(relative)] ?? path.basename(relative);
    const to = path.join(target, path.dirname(relative), name);
    mkdirSync(path.dirname(to), { recursive: true });
    if (filled.has(relative)) writeFileSync(to, fill(readFileSync(from, "utf8"), answers));
    else cpSync(from, to);
    written.push(path.relative(target, to));
  }
  writeFileSync(path.join(target, "package.json"), manifest);
  written.push("package.json");
  mkdirSync(path.join(target, "public"), { recursive: true });
  writeFileSync(path.join(target, "public/favicon.svg"), faviconSvg(answers));
  written.push(path.join("public", "favicon.svg"));
  for (const [file, text] of content) {
    const to = path.join(target, "content", file);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, text);
    written.push(path.join("content", file));
  }
  return written.sort();
}
