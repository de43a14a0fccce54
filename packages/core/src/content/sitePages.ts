import type { PostSummary } from "../writing/posts";
import { localizedPath } from "./languagePaths";
import { projectPath, projectsWithPages } from "./projects";
import { tagSlug } from "./tags";
import type { Project, ProjectWithPage } from "./types";
import { postPath, tagPath, writingPath } from "./writingPaths";

/**
 * The pages a site has, derived from its content alone: the site's route table gives each one its
 * <head> and component, and the functions count page views on exactly these paths. Pure, so the
 * browser, the build and the functions (which read the content files at run time) share it.
 */

/** What a page shows; the site maps each kind to its page component. */
export type SitePage =
  | { kind: "home" }
  | { kind: "project"; project: ProjectWithPage }
  | { kind: "resume" }
  /** `tags`: every tag of the language's posts, in the order they first appear (newest post first). */
  | { kind: "writing"; posts: PostSummary[]; tags: string[] }
  | { kind: "post"; post: PostSummary }
  | { kind: "tag"; tag: string; posts: PostSummary[]; tags: string[] }
  | { kind: "contactSent" }
  | { kind: "inbox" }
  | { kind: "analytics" }
  | { kind: "contentEditor" };

/**
 * `public`: prerendered, indexed and in the sitemap. `utility`: prerendered, never indexed,
 * only a form post leads there. `owner`: prerendered as a locked shell, never indexed,
 * disallowed in robots.txt.
 */
export type SiteAccess = "public" | "utility" | "owner";

export interface SitePageAt {
  path: string;
  access: SiteAccess;
  page: SitePage;
}

/**
 * The writing's pages for a language's published posts (newest first): the list, each post, and
 * each tag's posts; none when there are no posts.
 */
function writingPages(posts: readonly PostSummary[]): SitePageAt[] {
  if (!posts.length) return [];
  const tags = new Map<string, { tag: string; posts: PostSummary[] }>();
  for (const post of posts)
    for (const tag of post.tags) {
      const entry = tags.get(tagSlug(tag)) ?? { tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      tags.set(tagSlug(tag), entry);
    }
  const allTags = [...tags.values()].map((entry) => entry.tag);
  return [
    { path: writingPath, access: "public", page: { kind: "writing", posts: [...posts], tags: allTags } },
    ...posts.map((post): SitePageAt => ({
      path: postPath(post.slug),
      access: "public",
      page: { kind: "post", post },
    })),
    ...[...tags.values()].map(({ tag, posts: tagged }): SitePageAt => ({
      path: tagPath(tag),
      access: "public",
      page: { kind: "tag", tag, posts: tagged, tags: allTags },
    })),
  ];
}

/** Every page of a site with these projects and published posts, in the route table's order. */
export function sitePages(projects: readonly Project[], posts: readonly PostSummary[] = []): SitePageAt[] {
  return [
    { path: "/", access: "public", page: { kind: "home" } },
    ...projectsWithPages(projects).map((project): SitePageAt => ({
      path: projectPath(project),
      access: "public",
      page: { kind: "project", project },
    })),
    ...writingPages(posts),
    { path: "/resume", access: "public", page: { kind: "resume" } },
    { path: "/contact/sent", access: "utility", page: { kind: "contactSent" } },
    { path: "/admin/contacts", access: "owner", page: { kind: "inbox" } },
    { path: "/analytics", access: "owner", page: { kind: "analytics" } },
    { path: "/admin/content", access: "owner", page: { kind: "contentEditor" } },
  ];
}

const ownerPagePaths = new Set(
  sitePages([])
    .filter((page) => page.access === "owner")
    .map((page) => page.path),
);

/**
 * True for the owner's pages ("/admin/contacts", "/analytics", "/admin/content") and anything else
 * under "/admin/", with or without a trailing slash or query: the owner's visits there are the
 * owner's work, not visitors, so no page view is sent or stored for them.
 */
export function isOwnerPath(path: string): boolean {
  const bare = path.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/";
  return ownerPagePaths.has(bare) || bare.startsWith("/admin/");
}

/** A page in one of the site's languages. */
export interface SitePageIn extends SitePageAt {
  /** The language its texts are in. */
  language: string;
  /** The same page's path in the default language (`path` is where it is in `language`). */
  defaultPath: string;
}

/**
 * Every page of a site in each of its `languages` (the default first), a language's pages
 * together in `sitePages`' order: the public and utility pages in every language, at
 * `localizedPath`, the owner's only in the default. `projectsIn` gives a language's projects
 * (their texts differ; which projects there are does not), `postsIn` its published posts (a
 * post may be written in some of the languages only).
 */
export function sitePagesIn(
  languages: readonly string[],
  projectsIn: (language: string) => readonly Project[],
  postsIn: (language: string) => readonly PostSummary[] = () => [],
): SitePageIn[] {
  const [defaultLanguage] = languages;
  return languages.flatMap((language) =>
    sitePages(projectsIn(language), postsIn(language))
      .filter((page) => language === defaultLanguage || page.access !== "owner")
      .map((page) => ({
        ...page,
        language,
        defaultPath: page.path,
        path: localizedPath(page.path, language, defaultLanguage!),
      })),
  );
}

/**
 * The paths page views are counted on, in every one of the site's `languages` (the default
 * first): the public pages and the owner's, normalised as page views are (no query, no trailing
 * slash: "/de/" is "/de"). A utility page is reached only by a form post. `postSlugs` are each
 * language's posts by slug (core's `postSlugsFromNames`: the functions know them from the files'
 * names, without reading them): their pages and the writing list are counted, the tags' lists
 * are not (a tag is inside a post's file).
 */
export function countedPaths(
  projects: readonly Project[],
  languages: readonly string[] = ["en"],
  postSlugs: ReadonlyMap<string, readonly string[]> = new Map(),
): string[] {
  const pages = sitePagesIn(languages, () => projects)
    .filter((page) => page.access !== "utility")
    .map((page) => page.path.replace(/\/+$/, "") || "/");
  const writing = languages.flatMap((language) => {
    const slugs = postSlugs.get(language) ?? [];
    const paths = slugs.length ? [writingPath, ...slugs.map(postPath)] : [];
    return paths.map((path) => localizedPath(path, language, languages[0]!));
  });
  return [...pages, ...writing];
}
