/**
 * A post's front matter, part of the one content schema (./schema.ts gives the shared parts): the
 * posts are Markdown files, one per language, so their texts are plain strings.
 */
import * as v from "valibot";
import { filledString, imageChoiceEntries, pixels, url } from "./schema";
import { hasTagSlug } from "./tags";

/** A calendar day as ISO 8601 writes it, e.g. "2026-03-14". */
const isoDate = () =>
  v.pipe(
    v.string('a date written as "2026-03-14" (year-month-day)'),
    v.check(
      (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      'a date written as "2026-03-14" (year-month-day)',
    ),
  );

/**
 * A post's front matter: the fields between the two `---` lines at the top of its Markdown file
 * (content/posts/{slug}.md, and {slug}.{language}.md for each translation). A post is written in
 * one language per file, so its texts are plain strings.
 */
export const postFrontMatterSchema = v.strictObject({
  title: filledString(),
  /** When it was first published. Posts are listed newest first. */
  date: isoDate(),
  /** When it last changed in substance; feeds and search engines show it. */
  updated: v.optional(isoDate()),
  /** One or two sentences: the list's text, the page's description and the feeds' summary. */
  summary: filledString(),
  /** Words the post is listed under at /writing/tags/{tag}; an empty list [] is allowed. */
  tags: v.optional(
    v.array(v.pipe(filledString(), v.check(hasTagSlug, "a word with a letter or a digit"))),
    [],
  ),
  /** True keeps the post out of every page, feed and sitemap: the build skips it. */
  draft: v.optional(v.boolean()),
  /** The picture at the top of the post and on its card. */
  cover: v.optional(
    v.strictObject({
      src: url(),
      alt: filledString(),
      /** Read from the file when left out. */
      width: v.optional(pixels()),
      height: v.optional(pixels()),
      ...imageChoiceEntries,
    }),
  ),
});
