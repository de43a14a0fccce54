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

/**
 * The paths page views are counted on: the public pages and the owner's (normalised as page
 * views are: no query, no trailing slash). A utility page is reached only by a form post.
 */
export function countedPaths(projects: readonly Project[]): string[] {
  return sitePages(projects)
    .filter((page) => page.access !== "utility")
    .map((page) => page.path);
}
