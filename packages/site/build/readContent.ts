/**
 * Reads the owner's content files from disk and checks them (`contentFromFiles`: one schema, in
 * core). The build, the dev server and the tools read them here; Vite puts the checked result into
 * its bundles (`contentAsData`), so no browser runs this. The functions read the same folder with
 * @pmfolio/netlify's reader (its site.ts), shipped to them by netlify.toml's `included_files`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  contentFromFiles,
  isPrivateProject,
  publicContent,
  siteLanguages,
  type PortfolioContent,
  type ProjectWithPage,
} from "@pmfolio/core";
import { contentDir } from "./siteDir.mjs";

/** The site's content folder (build/siteDir.mjs: PMFOLIO_CONTENT_DIR, else the site's content/). */
export function contentFolder(): string {
  if (!existsSync(path.join(contentDir, "profile.json")))
    throw new Error(`No content folder with a profile.json at ${contentDir}`);
  return contentDir;
}

/** The content files' paths, the JSON files at the top and under projects/. */
export function contentFilePaths(folder: string): string[] {
  const json = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .map((name) => path.join(dir, name))
      : [];
  return [...json(folder), ...json(path.join(folder, "projects"))];
}

function readFiles(folder: string): Map<string, string> {
  return new Map(
    contentFilePaths(folder).map((file) => [
      path.relative(folder, file).split(path.sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );
}

/**
 * The checked content of a folder, in `language` (the site's default when left out). Its messages
 * name files as the owner sees them from the working directory (e.g. "content/projects/interview-coach.json").
 */
export function readContent(
  folder: string = contentFolder(),
  shownAs: string = path.relative(process.cwd(), folder) || ".",
  language?: string,
): PortfolioContent {
  return contentFromFiles(readFiles(folder), shownAs.split(path.sep).join("/"), language);
}

/** The content in each of the site's languages, the default first. */
export interface ContentByLanguage {
  languages: string[];
  byLanguage: Record<string, PortfolioContent>;
}

/** The checked content of a folder in every one of the site's languages (site.json's `locale` and `translations`). */
export function readContentByLanguage(
  folder: string = contentFolder(),
  shownAs: string = path.relative(process.cwd(), folder) || ".",
): ContentByLanguage {
  const files = readFiles(folder);
  const named = shownAs.split(path.sep).join("/");
  const languages = siteLanguages(contentFromFiles(files, named).site);
  return {
    languages,
    byLanguage: Object.fromEntries(
      languages.map((language) => [language, contentFromFiles(files, named, language)]),
    ),
  };
}

/** The content as every visitor may see it: each private project in its public form (core's `publicContent`). */
export function publicByLanguage({ languages, byLanguage }: ContentByLanguage): ContentByLanguage {
  return {
    languages,
    byLanguage: Object.fromEntries(
      Object.entries(byLanguage).map(([language, content]) => [language, publicContent(content)]),
    ),
  };
}

/**
 * The private projects in full, by language: only the build's tailored pages read them, which it
 * writes outside the published folder (build/tailored-pages.mjs).
 */
export function privateProjectsByLanguage({
  byLanguage,
}: ContentByLanguage): Record<string, ProjectWithPage[]> {
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, content]) => [
      language,
      content.projects.filter(
        (project): project is ProjectWithPage => isPrivateProject(project) && project.page !== undefined,
      ),
    ]),
  );
}
