/**
 * A post's files and their names: content/posts/{slug}.md in the site's default language, and
 * content/posts/{slug}.{language}.md for each translation. Names only, no parsing: the functions
 * learn which posts a site has from its file names, without the Markdown or YAML readers.
 */
import { isProjectSlug } from "../content/schema";

/** The folder of the posts, under the content folder. */
export const postsFolder = "posts";

/** A post file's name under the content folder, for a post in `language`. */
export function postFileName(slug: string, language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? `${postsFolder}/${slug}.md` : `${postsFolder}/${slug}.${language}.md`;
}

/** True for a name under posts/ that is a Markdown file (whether or not its name is right). */
export function isPostFileName(name: string): boolean {
  return /^posts\/[^/]+\.md$/.test(name);
}

/**
 * The post and language a file name is for, of the site's `languages` (the default first), or
 * the sentence that says what is wrong with the name.
 */
export function postOfFileName(
  name: string,
  languages: readonly string[],
): { slug: string; language: string } | { problem: string } {
  const [defaultLanguage] = languages;
  const match = /^posts\/([^/.]+)(?:\.([^/.]+))?\.md$/.exec(name);
  const example = `e.g. "${postsFolder}/launch-retrospective.md"`;
  if (!match || !isProjectSlug(match[1]!))
    return {
      problem: `a post's file name is its page's address: use lower-case letters and digits joined by hyphens, ${example}, and ".${languages[1] ?? "de"}.md" for a translation`,
    };
  const [, slug, language = defaultLanguage!] = match;
  if (match[2] === defaultLanguage)
    return {
      problem: `"${defaultLanguage}" is the site's default language: name this file "${postsFolder}/${slug}.md"`,
    };
  if (!languages.includes(language))
    return {
      problem: `"${language}" is not one of the site's languages (${languages.join(", ")}): add it to "translations" in site.json, or rename the file`,
    };
  return { slug: slug!, language };
}

/** The slugs of the posts each language has, from the files' names alone (drafts included). */
export function postSlugsFromNames(
  names: Iterable<string>,
  languages: readonly string[],
): Map<string, string[]> {
  const slugs = new Map(languages.map((language) => [language, [] as string[]]));
  for (const name of names) {
    if (!isPostFileName(name)) continue;
    const post = postOfFileName(name, languages);
    if ("slug" in post) slugs.get(post.language)!.push(post.slug);
  }
  return slugs;
}
