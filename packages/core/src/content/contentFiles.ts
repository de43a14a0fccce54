/**
 * The owner's content from its files: each file parsed, checked against its part of the schema,
 * and put together as the `PortfolioContent` the kit renders, in one of the site's languages.
 * Pure (the files come in as text), so the build and, later, an editor in the browser check
 * content the same way.
 */
import * as v from "valibot";
import { describeIssue, fieldPath } from "./contentProblems";
import { siteLanguages } from "./languagePaths";
import { languageProblems, localize } from "./localized";
import type { portfolioContentSchema } from "./schema";
import { contentFileSchemas, projectFileSchema, projectSlugSchema } from "./schema";
import type { PortfolioContent } from "./types";

/** The content as its files have it: a text may still hold one value per language. */
export type LocalizedContent = v.InferOutput<typeof portfolioContentSchema>;

// In ./languagePaths, which imports nothing: the résumé model reads it without the schema's validator.
export { siteLanguages } from "./languagePaths";

/**
 * One mistake in the content: the file it is in (by name under the content folder, e.g.
 * "projects/x.json"), the field's path in that file as the owner would write it
 * (`blocks[2].image.alt`; "" for the file as a whole) and a sentence about it, which starts with
 * the field (or, for the file as a whole, says what is wrong with it). An editor shows each one
 * beside its field; the build prints them as lines (`problemLine`).
 */
export interface ContentProblem {
  file: string;
  path: string;
  message: string;
}

/** A problem's sentence when its file is not there at all. */
const MISSING = "is missing";

/** A problem as one line that names its file: `content/x.json: a.b[2].c is required`. */
export function problemLine(problem: ContentProblem, folder = "content"): string {
  const at = `${folder}/${problem.file}`;
  return problem.message === MISSING ? `${at} ${MISSING}` : `${at}: ${problem.message}`;
}

/** What is wrong with the content, one line per mistake, each naming its file. */
export class ContentError extends Error {
  /** Each mistake as a line, e.g. "content/x.json: a.b[2].c is required". */
  readonly problems: readonly string[];

  constructor(
    /** Each mistake with its file and field, from which the lines are made. */
    readonly details: readonly ContentProblem[],
    folder = "content",
  ) {
    const problems = details.map((problem) => problemLine(problem, folder));
    super(
      `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.problems = problems;
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
    throw new ContentError(
      [
        {
          file: "site.json",
          path: "",
          message: `the site has no language "${language}" (it has ${languages.join(", ")})`,
        },
      ],
      folder,
    );
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
  const problems: ContentProblem[] = [];
  const report = (file: string, message: string, path = "") => problems.push({ file, path, message });
  const at = (name: string) => `${folder}/${name}`;
  // The languages a text may be given in come from site.json, read first; while it is unreadable
  // they are unknown, and every translated text would be reported instead of the one mistake.
  let languages: string[] | undefined;

  function check<T>(name: string, schema: v.GenericSchema<unknown, T>): T | undefined {
    const text = files.get(name);
    if (text === undefined) {
      report(name, MISSING);
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      report(name, `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
    const result = v.safeParse(schema, data);
    if (!result.success) {
      for (const issue of result.issues) report(name, describeIssue(issue, name), fieldPath(issue));
      return undefined;
    }
    // site.json's texts are checked once its languages are known (below).
    const wrong = name === "site.json" || !languages ? [] : languageProblems(result.output, languages);
    for (const problem of wrong) report(name, problem.message, problem.path);
    return wrong.length ? undefined : result.output;
  }

  const read = <N extends FileName>(name: N) =>
    check(name, contentFileSchemas[name] as v.GenericSchema<unknown, FileContent<N>>);
  const site = read("site.json");
  if (site) {
    languages = siteLanguages(site);
    // site.json's own texts were checked before its languages were known.
    for (const problem of languageProblems(site, languages))
      report("site.json", problem.message, problem.path);
  }
  const profile = read("profile.json");
  const about = read("about.json");
  const experience = read("experience.json");
  const skills = read("skills.json");
  const order = read("projects.json")?.order ?? [];

  const projects: LocalizedContent["projects"] = [];
  const seen = new Set<string>();
  for (const slug of order) {
    if (seen.has(slug)) report("projects.json", `order lists "${slug}" twice`, "order");
    seen.add(slug);
    const project = check(projectFileName(slug), projectFileSchema);
    if (project?.visibility === "private" && (!project.synopsis || !project.page))
      report(
        projectFileName(slug),
        "a private project needs a synopsis (what everyone may read) and a page (what the companies you share it with read)",
        project.synopsis ? "page" : "synopsis",
      );
    else if (project) projects.push({ slug, ...project });
  }
  for (const name of files.keys()) {
    const known = name in contentFileSchemas;
    const project = /^projects\/(.+)\.json$/.exec(name)?.[1];
    if (project !== undefined && !v.is(projectSlugSchema, project))
      report(
        name,
        "a project file's name is its page's address: use lower-case letters and digits joined by hyphens",
      );
    else if (project !== undefined && !seen.has(project))
      report(
        name,
        `not listed in ${at("projects.json")}'s order, so the site would not show it (add "${project}" there, or delete the file)`,
      );
    // The posts' own reader (../writing/posts.ts) checks the files under posts/.
    else if (project === undefined && !known && !name.startsWith("posts/"))
      report(
        name,
        `not a content file (expected ${Object.keys(contentFileSchemas).join(", ")}, projects/*.json and posts/*.md)`,
      );
  }

  if (problems.length || !site || !profile || !about || !experience || !skills)
    throw new ContentError(problems, folder);
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
