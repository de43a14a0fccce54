/**
 * The owner's content from its files: each file parsed, checked against its part of the schema,
 * and put together as the `PortfolioContent` the kit renders, in one of the site's languages.
 * Pure (the files come in as text), so the build and, later, an editor in the browser check
 * content the same way.
 */
import * as v from "valibot";
import { describeIssue } from "./contentProblems";
import { languageProblems, localize } from "./localized";
import type { portfolioContentSchema } from "./schema";
import { contentFileSchemas, projectFileSchema, projectSlugSchema } from "./schema";
import type { PortfolioContent, SiteMeta } from "./types";

/** The content as its files have it: a text may still hold one value per language. */
export type LocalizedContent = v.InferOutput<typeof portfolioContentSchema>;

/** The site's languages, its default first ("en" when site.json names none). */
export function siteLanguages(site: Pick<SiteMeta, "locale" | "translations">): string[] {
  const fallback = site.locale ?? "en";
  return [fallback, ...(site.translations ?? []).filter((language) => language !== fallback)];
}

/** What is wrong with the content, one line per mistake, each naming its file. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

type FileName = keyof typeof contentFileSchemas;
type FileContent<N extends FileName> = v.InferOutput<(typeof contentFileSchemas)[N]>;

/** Where a project's file is, under the content folder. */
export function projectFileName(slug: string): string {
  return `projects/${slug}.json`;
}

/**
 * The content from its files, by name under the content folder (e.g. "about.json",
 * "projects/interview-coach.json"), in `language` (the site's default when left out): a text
 * not given in that language is the default language's. `folder` only names the files in
 * messages ("content"). Throws a `ContentError` listing every mistake found.
 */
export function contentFromFiles(
  files: ReadonlyMap<string, string>,
  folder = "content",
  language?: string,
): PortfolioContent {
  const content = localizedContentFromFiles(files, folder);
  const languages = siteLanguages(content.site);
  if (language !== undefined && !languages.includes(language))
    throw new ContentError([
      `${folder}/site.json: the site has no language "${language}" (it has ${languages.join(", ")})`,
    ]);
  return localize(content, language ?? languages[0]!, languages[0]!);
}

/**
 * The content from its files as they hold it, every language of a text kept: what an editor
 * shows and writes back. Checked as `contentFromFiles` checks it.
 */
export function localizedContentFromFiles(
  files: ReadonlyMap<string, string>,
  folder = "content",
): LocalizedContent {
  const problems: string[] = [];
  const at = (name: string) => `${folder}/${name}`;
  // The languages a text may be given in come from site.json, read first; while it is unreadable
  // they are unknown, and every translated text would be reported instead of the one mistake.
  let languages: string[] | undefined;

  function check<T>(name: string, schema: v.GenericSchema<unknown, T>): T | undefined {
    const text = files.get(name);
    if (text === undefined) {
      problems.push(`${at(name)} is missing`);
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`${at(name)}: is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
    const result = v.safeParse(schema, data);
    if (!result.success) {
      for (const issue of result.issues) problems.push(`${at(name)}: ${describeIssue(issue)}`);
      return undefined;
    }
    // site.json's texts are checked once its languages are known (below).
    const wrong = name === "site.json" || !languages ? [] : languageProblems(result.output, languages);
    for (const problem of wrong) problems.push(`${at(name)}: ${problem}`);
    return wrong.length ? undefined : result.output;
  }

  const read = <N extends FileName>(name: N) =>
    check(name, contentFileSchemas[name] as v.GenericSchema<unknown, FileContent<N>>);
  const site = read("site.json");
  if (site) {
    languages = siteLanguages(site);
    // site.json's own texts were checked before its languages were known.
    for (const problem of languageProblems(site, languages)) problems.push(`${at("site.json")}: ${problem}`);
  }
  const profile = read("profile.json");
  const about = read("about.json");
  const experience = read("experience.json");
  const skills = read("skills.json");
  const order = read("projects.json")?.order ?? [];

  const projects: LocalizedContent["projects"] = [];
  const seen = new Set<string>();
  for (const slug of order) {
    if (seen.has(slug)) problems.push(`${at("projects.json")}: order lists "${slug}" twice`);
    seen.add(slug);
    const project = check(projectFileName(slug), projectFileSchema);
    if (project) projects.push({ slug, ...project });
  }
  for (const name of files.keys()) {
    const known = name in contentFileSchemas;
    const project = /^projects\/(.+)\.json$/.exec(name)?.[1];
    if (project !== undefined && !v.is(projectSlugSchema, project))
      problems.push(
        `${at(name)}: a project file's name is its page's address: use lower-case letters and digits joined by hyphens`,
      );
    else if (project !== undefined && !seen.has(project))
      problems.push(
        `${at(name)}: not listed in ${at("projects.json")}'s order, so the site would not show it (add "${project}" there, or delete the file)`,
      );
    else if (project === undefined && !known)
      problems.push(
        `${at(name)}: not a content file (expected ${Object.keys(contentFileSchemas).join(", ")} and projects/*.json)`,
      );
  }

  if (problems.length || !site || !profile || !about || !experience || !skills)
    throw new ContentError(problems);
  return {
    site,
    profile,
    about,
    experience: experience.roles,
    awards: experience.awards,
    projects,
    skills: skills.groups,
    tools: skills.tools,
  };
}
