/**
 * The owner's posts from their Markdown files (./postFiles.ts names them): each file's front
 * matter checked against the one content schema (`postFrontMatterSchema`), with the file, the
 * field and a sentence for every mistake, as the other content files are. Pure, so the build, the
 * content function and the editor read posts alike.
 */
import * as v from "valibot";
import type { ContentProblem } from "../content/contentFiles";
import { describeIssue, fieldPath } from "../content/contentProblems";
import { postFrontMatterSchema } from "../content/postSchema";
import { readFrontMatter } from "./frontMatter";
import { isPostFileName, postOfFileName } from "./postFiles";
import { readingMinutes } from "./readingTime";

/** A post's front matter, as checked. */
export type PostFrontMatter = v.InferOutput<typeof postFrontMatterSchema>;

/** One post in one language: its front matter, its Markdown and what the pages derive from them. */
export interface Post extends PostFrontMatter {
  /** Its address's last segment and its file's name. */
  slug: string;
  /** The language it is written in. */
  language: string;
  /** Its file's name under the content folder, e.g. "posts/launch.de.md". */
  file: string;
  /** Its text after the front matter, as written. */
  markdown: string;
  /** Minutes to read it (`readingMinutes`). */
  readingMinutes: number;
  /** Every language the post is published in, the site's default first: its page's hreflang links. */
  languages: string[];
}

/** What the pages list and link of a post: all but its text. */
export type PostSummary = Omit<Post, "markdown" | "file">;

/**
 * Every post file of `files` (by name under the content folder, "posts/x.md"), drafts included,
 * and the mistakes found in them. `languages` are the site's, its default first.
 */
export function postsFromFiles(
  files: ReadonlyMap<string, string>,
  languages: readonly string[],
): { posts: Post[]; problems: ContentProblem[] } {
  const posts: Post[] = [];
  const problems: ContentProblem[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith("posts/")) continue;
    if (!isPostFileName(file)) {
      problems.push({ file, path: "", message: 'not a post: a post is a Markdown file, "posts/{name}.md"' });
      continue;
    }
    const named = postOfFileName(file, languages);
    if ("problem" in named) {
      problems.push({ file, path: "", message: named.problem });
      continue;
    }
    const read = readFrontMatter(text);
    if (!read.ok) {
      problems.push({ file, path: "", message: read.message });
      continue;
    }
    const checked = v.safeParse(postFrontMatterSchema, read.data);
    if (!checked.success) {
      for (const issue of checked.issues)
        problems.push({ file, path: fieldPath(issue), message: describeIssue(issue, file) });
      continue;
    }
    const { updated, date } = checked.output;
    if (updated !== undefined && updated < date) {
      problems.push({ file, path: "updated", message: `updated (${updated}) is before date (${date})` });
      continue;
    }
    posts.push({
      ...checked.output,
      ...named,
      file,
      markdown: read.markdown,
      readingMinutes: readingMinutes(read.markdown),
      languages: [],
    });
  }
  return { posts, problems };
}

/** Newest first; posts of one day by title. */
const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/**
 * The published posts (drafts left out) in each of the site's `languages`, newest first, each
 * knowing the languages it is published in.
 */
export function publishedPostsByLanguage(
  posts: readonly Post[],
  languages: readonly string[],
): Record<string, Post[]> {
  const published = posts.filter((post) => !post.draft);
  const languagesOf = (slug: string) =>
    languages.filter((language) =>
      published.some((post) => post.slug === slug && post.language === language),
    );
  return Object.fromEntries(
    languages.map((language) => [
      language,
      published
        .filter((post) => post.language === language)
        .map((post) => ({ ...post, languages: languagesOf(post.slug) }))
        .sort(newestFirst),
    ]),
  );
}
