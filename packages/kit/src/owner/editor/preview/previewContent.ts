/**
 * The site as the draft would build it, for the preview: the content in each of its languages as
 * the public sees it (a private project in its public form) and each language's published posts,
 * read with the build's own functions. Undefined while the draft does not read: the preview keeps
 * showing the last version that did.
 */
import {
  ContentError,
  contentFromFiles,
  postsFromFiles,
  publicContent,
  publishedPostsByLanguage,
  siteLanguages,
  type PortfolioContent,
  type PostSummary,
} from "@pmfolio/core";
import { currentFiles, type Draft } from "../draft";

/** The site's content as the draft would build it, by language, as a page reads it. */
export interface PreviewContent {
  /** Each language's content, as the public sees it. */
  byLanguage: Record<string, PortfolioContent>;
  /** Each language's published posts, newest first. */
  posts: Record<string, PostSummary[]>;
}

export function previewContent(
  original: Readonly<Record<string, string>>,
  draft: Draft,
): PreviewContent | undefined {
  const files = currentFiles(original, draft);
  try {
    const languages = siteLanguages(contentFromFiles(files).site);
    const { posts, problems } = postsFromFiles(files, languages);
    if (problems.length) return undefined;
    const published = publishedPostsByLanguage(posts, languages);
    return {
      byLanguage: Object.fromEntries(
        languages.map((language) => [language, publicContent(contentFromFiles(files, "content", language))]),
      ),
      posts: Object.fromEntries(
        languages.map((language) => [
          language,
          (published[language] ?? []).map(
            ({ markdown: _text, file: _file, ...summary }): PostSummary => summary,
          ),
        ]),
      ),
    };
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}
