import { localizedPath } from "./languagePaths";
import { projectPath, projectsWithPages } from "./projects";
import type { Project, ProjectWithPage } from "./types";

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

/** Every page of a site with these projects, in the route table's order. */
export function sitePages(projects: readonly Project[]): SitePageAt[] {
  return [
    { path: "/", access: "public", page: { kind: "home" } },
    ...projectsWithPages(projects).map((project): SitePageAt => ({
      path: projectPath(project),
      access: "public",
      page: { kind: "project", project },
    })),
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
 * (their texts differ; which projects there are does not).
 */
export function sitePagesIn(
  languages: readonly string[],
  projectsIn: (language: string) => readonly Project[],
): SitePageIn[] {
  const [defaultLanguage] = languages;
  return languages.flatMap((language) =>
    sitePages(projectsIn(language))
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
 * slash: "/de/" is "/de"). A utility page is reached only by a form post.
 */
export function countedPaths(projects: readonly Project[], languages: readonly string[] = ["en"]): string[] {
  return sitePagesIn(languages, () => projects)
    .filter((page) => page.access !== "utility")
    .map((page) => page.path.replace(/\/+$/, "") || "/");
}
