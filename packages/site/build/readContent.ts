/**
 * Reads the owner's content files from disk and checks them (`contentFromFiles`: one schema, in
 * core). The build, the dev server and the tools read them here; Vite puts the checked result into
 * its bundles (`contentAsData`), so no browser runs this. The functions read the same folder with
 * @pmfolio/netlify's reader (its site.ts), shipped to them by netlify.toml's `included_files`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  ContentError,
  contentFromFiles,
  isPrivateProject,
  postsFolder,
  publicContent,
  siteLanguages,
  type ContentProblem,
  type PortfolioContent,
  type PostSummary,
  type ProjectWithPage,
  type SiteMeta,
  withUploadedImageVariants,
} from "@pmfolio/core";
import { readPosts, type SitePost } from "./readPosts";
import { contentDir } from "./siteDir.mjs";

/** The site's content folder (build/siteDir.mjs: PMFOLIO_CONTENT_DIR, else the site's content/). */
export function contentFolder(): string {
  if (!existsSync(path.join(contentDir, "profile.json")))
    throw new Error(`No content folder with a profile.json at ${contentDir}`);
  return contentDir;
}

/** The content files' paths: the JSON files at the top and under projects/, the posts' Markdown under posts/. */
export function contentFilePaths(folder: string): string[] {
  const files = (dir: string, extension: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(extension))
          .map((name) => path.join(dir, name))
      : [];
  return [
    ...files(folder, ".json"),
    ...files(path.join(folder, "projects"), ".json"),
    ...files(path.join(folder, postsFolder), ".md"),
  ];
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
  return withUploadedImageVariants(
    contentFromFiles(readFiles(folder), shownAs.split(path.sep).join("/"), language),
  );
}

/** The content in each of the site's languages, the default first. */
export interface ContentByLanguage<P extends PostSummary = SitePost> {
  languages: string[];
  byLanguage: Record<string, PortfolioContent>;
  /** Each language's published posts, newest first. */
  posts: Record<string, P[]>;
}

/** The checked content of a folder in every one of the site's languages (site.json's `locale` and `translations`). */
export function readContentByLanguage(
  folder: string = contentFolder(),
  shownAs: string = path.relative(process.cwd(), folder) || ".",
): ContentByLanguage {
  const files = readFiles(folder);
  const named = shownAs.split(path.sep).join("/");
  // The posts are checked even when the other files have mistakes, so the build names them all.
  let content: PortfolioContent | undefined;
  const problems: ContentProblem[] = [];
  try {
    content = contentFromFiles(files, named);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.details);
  }
  const site = content?.site ?? siteJsonIfReadable(files);
  const languages = site ? siteLanguages(site) : [];
  const posts = site ? readPosts(files, languages, folder) : undefined;
  problems.push(...(posts?.problems ?? []));
  if (problems.length || !content || !posts) throw new ContentError(problems, named);
  // Every uploaded image is shown with the other widths and formats the build makes of it.
  return withUploadedImageVariants({
    languages,
    byLanguage: Object.fromEntries(
      languages.map((language) => [language, contentFromFiles(files, named, language)]),
    ),
    posts: posts.byLanguage,
  });
}

/** site.json's languages when it reads, though another file has a mistake. */
function siteJsonIfReadable(
  files: ReadonlyMap<string, string>,
): Pick<SiteMeta, "locale" | "translations"> | undefined {
  try {
    const site = JSON.parse(files.get("site.json") ?? "") as Record<string, unknown>;
    const valid = (value: unknown) => value === undefined || typeof value === "string";
    if (!valid(site.locale) || !(site.translations === undefined || Array.isArray(site.translations)))
      return undefined;
    return site as Pick<SiteMeta, "locale" | "translations">;
  } catch {
    return undefined;
  }
}

/**
 * The content as every visitor may see it and every bundle may carry: each private project in its
 * public form (core's `publicContent`), each post without its text (a post's page is rendered
 * from `postTextsByLanguage`, which only the server entry reads).
 */
export function publicByLanguage({
  languages,
  byLanguage,
  posts,
}: ContentByLanguage): ContentByLanguage<PostSummary> {
  return {
    languages,
    byLanguage: Object.fromEntries(
      Object.entries(byLanguage).map(([language, content]) => [language, publicContent(content)]),
    ),
    posts: Object.fromEntries(
      Object.entries(posts).map(([language, list]) => [
        language,
        list.map(({ markdown: _text, file: _file, images: _images, ...summary }) => summary),
      ]),
    ),
  };
}

/** Each post's text and its pictures (size, other widths and formats), by language and slug: what its page renders. */
export type PostTexts = Record<string, Record<string, Pick<SitePost, "markdown" | "images">>>;

/** The posts' texts, which only the server entry imports (src/postTexts.ts). */
export function postTextsByLanguage({ posts }: ContentByLanguage): PostTexts {
  return Object.fromEntries(
    Object.entries(posts).map(([language, list]) => [
      language,
      Object.fromEntries(list.map(({ slug, markdown, images }) => [slug, { markdown, images }])),
    ]),
  );
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
