import type { ImageAsset, ProjectWithPage } from "@pmfolio/core";
// By path, not by package name: the analytics functions import this table, and a function's bundle
// takes values from @pmfolio/core only through relative imports (the package's source is not
// loadable by Node as it is; type-only imports vanish).
import { profileLinks } from "../../core/src/content/profileLinks";
import { projectPath, projectsWithPages } from "../../core/src/content/projects";
import { content } from "./content";
import { headlineMetric, shareImageFor } from "./share/shareImage";

/**
 * The site's one route table: every page, what it shows, who it is for and its <head>.
 * The app's routes, the lazy pages' preloading, the document title, the build's prerender,
 * sitemap and robots.txt, and the analytics' list of known paths all read it. A project
 * with a page in the content files gets its route from here, like any other page.
 */

/** Everything that goes in a page's <head>, derived from the content files. */
export interface RouteHead {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to the site URL at build time). */
  path: string;
  ogType: "website" | "profile" | "article";
  /** Structured data (JSON-LD) for search engines. */
  jsonLd?: Record<string, unknown>;
  /** Owner-only and error pages are kept out of search results. */
  noindex?: boolean;
  /** The page's own share image (Open Graph and Twitter card), drawn at build time. */
  image?: ImageAsset;
}

const { site, profile } = content;

function person() {
  return {
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.headline,
    email: `mailto:${profile.email}`,
    url: site.url,
    sameAs: profileLinks(profile)
      .filter((link) => link.network !== "email")
      .map((link) => link.href),
    address: { "@type": "PostalAddress", addressLocality: profile.location },
  };
}

function creativeWork(path: string, name: string, description: string, keywords: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name,
    description,
    url: `${site.url}${path}`,
    keywords: keywords.join(", "),
    author: person(),
  };
}

/** What a route shows; the app maps each kind to its page component. */
export type SitePage =
  | { kind: "home" }
  | { kind: "project"; project: ProjectWithPage }
  | { kind: "resume" }
  | { kind: "contactSent" }
  | { kind: "inbox" }
  | { kind: "analytics" };

export interface SiteRoute {
  path: string;
  /**
   * `public`: prerendered, indexed and in the sitemap. `utility`: prerendered, never indexed,
   * only a form post leads there. `owner`: prerendered as a locked shell, never indexed,
   * disallowed in robots.txt.
   */
  access: "public" | "utility" | "owner";
  page: SitePage;
  head: RouteHead;
}

/** What a project's share image shows, in words: its title, the owner's role, its headline figure. */
function projectImageAlt(project: ProjectWithPage): string {
  const metric = headlineMetric(project);
  return [project.title, project.page.role, metric && `${metric.value} ${metric.label.toLowerCase()}`]
    .filter(Boolean)
    .join(" — ");
}

function projectRoute(project: ProjectWithPage): SiteRoute {
  const path = projectPath(project);
  const { summary, tags } = project.page;
  return {
    path,
    access: "public",
    page: { kind: "project", project },
    head: {
      title: `${project.title} — ${profile.name}`,
      description: summary,
      path,
      ogType: "article",
      jsonLd: creativeWork(path, project.title, summary, tags),
      image: shareImageFor(path, projectImageAlt(project)),
    },
  };
}

export const siteRoutes: readonly SiteRoute[] = [
  {
    path: "/",
    access: "public",
    page: { kind: "home" },
    head: {
      title: site.title,
      description: site.description,
      path: "/",
      ogType: "profile",
      jsonLd: { "@context": "https://schema.org", ...person() },
      image: shareImageFor("/", `${profile.name} — ${profile.headline}`),
    },
  },
  ...projectsWithPages(content.projects).map(projectRoute),
  {
    path: "/resume",
    access: "public",
    page: { kind: "resume" },
    head: {
      title: `Résumé — ${profile.name}`,
      description: `${profile.name}, ${profile.headline}: experience, awards, selected projects and skills. Also as a PDF and as JSON Resume.`,
      path: "/resume",
      ogType: "profile",
      jsonLd: { "@context": "https://schema.org", ...person() },
      image: shareImageFor("/resume", `Résumé of ${profile.name}, ${profile.headline}`),
    },
  },
  {
    path: "/contact/sent",
    access: "utility",
    page: { kind: "contactSent" },
    head: {
      title: `Message sent — ${profile.name}`,
      description: "Your message was sent.",
      path: "/contact/sent",
      ogType: "website",
      noindex: true,
    },
  },
  {
    path: "/admin/contacts",
    access: "owner",
    page: { kind: "inbox" },
    head: {
      title: `Contact submissions — ${profile.name}`,
      description: "Owner-only inbox.",
      path: "/admin/contacts",
      ogType: "website",
      noindex: true,
    },
  },
  {
    path: "/analytics",
    access: "owner",
    page: { kind: "analytics" },
    head: {
      title: `Analytics — ${profile.name}`,
      description: "Owner-only analytics.",
      path: "/analytics",
      ogType: "website",
      noindex: true,
    },
  },
];

const pathsOf = (access: SiteRoute["access"]) =>
  siteRoutes.filter((route) => route.access === access).map((route) => route.path);

/** Public routes that are prerendered and listed in the sitemap. */
export function publicRoutes(): string[] {
  return pathsOf("public");
}

/** Pages only a form post leads to: prerendered, never indexed, not in the sitemap. */
export const utilityRoutes: readonly string[] = pathsOf("utility");

/** Owner-only routes: prerendered as shells, never indexed. */
export const privateRoutes: readonly string[] = pathsOf("owner");

/** The route at a path (a trailing slash is ignored), or undefined for a page the site does not have. */
export function routeFor(pathname: string): SiteRoute | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return siteRoutes.find((route) => route.path === path);
}

/** The head of the page at a path: its route's, or the not-found page's. */
export function headFor(pathname: string): RouteHead {
  const route = routeFor(pathname);
  if (route) return route.head;
  return {
    title: `Page not found — ${profile.name}`,
    description: "This page does not exist.",
    path: pathname.replace(/\/+$/, "") || "/",
    ogType: "website",
    noindex: true,
  };
}
