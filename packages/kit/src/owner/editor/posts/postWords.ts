/**
 * The words of the editor's Posts part, in one place beside the fields' labels (./fieldLabels),
 * and the words a post's preview carries in the post's own language (the build's renderer takes
 * them as `MarkdownWords`).
 */
import type { MarkdownWords } from "@pmfolio/core";
import { siteLabelsFor } from "../../../labels/siteLabelsFor";
import { markdownWords } from "../../../writing/markdownWords";
import { languageName } from "../fields/fieldLabels";

export const postWords = {
  part: "Posts",
  intro:
    "Posts are Markdown files in content/posts: one per language, each with its title, date and summary at the top.",
  none: "No posts yet.",
  listName: "Your posts",
  draftMarker: "Draft",
  untitled: "(no title)",
  versions: (languages: readonly string[]) => `In ${languages.map(languageName).join(", ")}`,
  edit: "Edit",
  close: "Close",
  rename: "Rename",
  delete: "Delete",
  cancel: "Cancel",
  // Creating one.
  newTitle: "New post's title",
  newSlug: "Its address",
  newSlugHint: (slug: string) => `The post's page: /writing/${slug || "…"}`,
  create: "Create post",
  badSlug: 'Use lower-case letters and digits joined by hyphens, e.g. "launch-retrospective".',
  takenSlug: (slug: string) => `There is a post "${slug}" already: choose another address.`,
  // Renaming and deleting.
  renameTo: (title: string) => `New address of “${title}”`,
  renameHint: "Every language's file moves to the new address when you publish.",
  deleteQuestion: (title: string) => `Delete the post “${title}”?`,
  deleteMessage: (count: number) =>
    `Its ${count === 1 ? "file goes" : `${count} files (one per language) go`} when you publish. Until then, Reload brings it back.`,
  // Editing one.
  editing: (title: string) => `Editing “${title}”`,
  languages: "Languages",
  missing: (language: string) => `There is no ${languageName(language)} version of this post yet.`,
  startFrom: (language: string) => `Start from the ${languageName(language)} text`,
  unreadable: "The top of this file cannot be read, so its fields cannot be shown: fix it here.",
  wholeFile: "The whole file",
  tags: "Tags",
  tagsHint: "Separated by commas, e.g. product strategy, launches.",
  cover: "Cover image",
  coverAlt: "Cover image's alt text",
  coverSrc: "Cover image's address",
  removeCover: "Remove the cover image",
  markdown: "Text (Markdown)",
  markdownHint: "Headings start with ##, lists with -, links are written [words](address).",
  preview: "Preview",
  previewLoading: "Preparing the preview…",
  previewFailed: "The preview could not be shown.",
};

/** The fields of a post's front matter, by name. */
export const postFieldLabels: Record<string, string> = {
  title: "Title",
  date: "Date",
  updated: "Updated",
  summary: "Summary",
  draft: "Draft (not published)",
};

export const postFieldHints: Record<string, string> = {
  date: 'When it was first published, written as "2026-03-14".',
  updated: "When it last changed in substance; leave it empty otherwise.",
  summary: "One or two sentences: the list's text, the page's description and the feeds' summary.",
  draft: "Keeps the post out of every page, feed and sitemap.",
};

/** The words a post's rendered Markdown carries, in its language: the kit's, as the build's pages have them. */
export function markdownWordsIn(language: string): MarkdownWords {
  return markdownWords(siteLabelsFor(language)?.writing.markdown);
}
