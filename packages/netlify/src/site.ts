/**
 * The owner's site as the functions see it: its content files, read at run time from the folder
 * netlify.toml's `included_files` ships with every function (the résumé is printed from them), the
 * paths it has (core's `sitePages`, the list the site's route table prerenders), and its languages. The package imports nothing of the site's code: an owner's upgrade never touches
 * their content, and their content never needs a rebuild of this package.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  contentFromFiles,
  countedPaths,
  postSlugsFromNames,
  postsFolder,
  siteLanguages,
  type PortfolioContent,
} from "./core";
import { errorLine } from "./log";

/** Where the content files are: PMFOLIO_CONTENT_DIR when set, else `content/` or `site/content/` in the working directory. */
export const CONTENT_DIR_ENV = "PMFOLIO_CONTENT_DIR";

/**
 * The content folder. Netlify runs a function from the site's base directory (the repository's
 * root, where `included_files` paths start), and so do the local servers and the tests.
 */
export function contentFolder(): string {
  const configured = process.env[CONTENT_DIR_ENV];
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve("content"), path.resolve("site/content")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "profile.json")));
  if (!found) {
    throw new Error(
      `No content folder with a profile.json in ${candidates.join(" or ")} (set ${CONTENT_DIR_ENV} to the folder)`,
    );
  }
  return found;
}

/** A folder's content files by name ("projects/x.json"): its JSON files at the top and under projects/, and the posts (posts/*.md). */
export function readContentFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [dir, extension] of [
    [folder, ".json"],
    [path.join(folder, "projects"), ".json"],
    [path.join(folder, "posts"), ".md"],
  ] as const) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => file.endsWith(extension))) {
      files.set(
        path.relative(folder, path.join(dir, name)).split(path.sep).join("/"),
        readFileSync(path.join(dir, name), "utf8"),
      );
    }
  }
  return files;
}

/** The checked content of a folder (core's one schema), in `language` (one of the site's; its default when left out). */
export function readContentFolder(folder: string, language?: string): PortfolioContent {
  return contentFromFiles(
    readContentFiles(folder),
    path.relative(process.cwd(), folder).split(path.sep).join("/") || ".",
    language,
  );
}

/**
 * The names of a folder's post files ("posts/x.md", "posts/x.de.md"): which posts the site has,
 * known without reading them (their front matter needs a YAML reader the page view does without).
 */
export function postFileNames(folder: string): string[] {
  const dir = path.join(folder, postsFolder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .map((name) => `${postsFolder}/${name}`)
    : [];
}

let content: PortfolioContent | undefined;
const translated = new Map<string, PortfolioContent>();

/** The owner's content, read once per instance (a function that never needs it never reads it). */
export function siteContent(): PortfolioContent {
  content ??= readContentFolder(contentFolder());
  return content;
}

/**
 * The owner's content in one of the site's languages (`siteLanguagesOrDefault`), each text
 * falling back to the default language's where it has none; read once per language and instance.
 */
export function siteContentIn(language: string): PortfolioContent {
  let inLanguage = translated.get(language);
  if (!inLanguage) {
    inLanguage = readContentFolder(contentFolder(), language);
    translated.set(language, inLanguage);
  }
  return inLanguage;
}

let knownPaths: ReadonlySet<string> | undefined;

/** Forgets the content read so far: the files changed on disk (a publish under `pnpm dev`). */
export function forgetSiteContent(): void {
  content = undefined;
  translated.clear();
  knownPaths = undefined;
}

/** True for a path the site has (normalised as page views are: no query, no trailing slash). */
export function isKnownPath(path: string): boolean {
  const { projects, site } = siteContent();
  const languages = siteLanguages(site);
  knownPaths ??= new Set(
    countedPaths(projects, languages, postSlugsFromNames(postFileNames(contentFolder()), languages)),
  );
  return knownPaths.has(path);
}

let languages: readonly string[] | undefined;

/**
 * The site's languages, its default first (core's `siteLanguages`). A contact message must never be
 * lost to a content folder the function cannot read: the default then stands alone, logged once.
 */
export function siteLanguagesOrDefault(): readonly string[] {
  if (languages) return languages;
  try {
    languages = siteLanguages(siteContent().site);
  } catch (error) {
    console.error("site: could not read the site's languages; answering in English", errorLine(error));
    languages = ["en"];
  }
  return languages;
}
