import { tagSlug } from "./tags";

/**
 * Where the writing is, in the default language's addresses (core's `localizedPath` puts a
 * translation's under /{language}/): the list at /writing, each post at /writing/{slug}, each
 * tag's posts at /writing/tags/{tag}, and the feeds beside the list.
 */
export const writingPath = "/writing";

export function postPath(slug: string): string {
  return `${writingPath}/${slug}`;
}

export function tagPath(tag: string): string {
  return `${writingPath}/tags/${encodeURIComponent(tagSlug(tag))}`;
}

/** The feeds of a language's posts: RSS 2.0 and Atom, whole posts in each. */
export const feedPaths = { rss: `${writingPath}/rss.xml`, atom: `${writingPath}/atom.xml` } as const;
