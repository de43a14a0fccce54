import {
  profileLinks,
  sitePages,
  type ImageAsset,
  type ProjectWithPage,
  type SitePage,
  type SitePageAt,
} from "@pmfolio/core";
import { content } from "./content";
import { headlineMetric, shareImageFor } from "./share/shareImage";

/**
 * The site's one route table: every page, what it shows, who it is for and its <head>.
 * The app's routes, the lazy pages' preloading, the document title, the build's prerender,
 * sitemap and robots.txt read it. Which pages exist is core's `sitePages` (the functions count
 * page views on the same list); a project with a page in the content files gets its route from it.
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
    ...(profile.location ? { address: { "@type": "PostalAddress", addressLocality: profile.location } } : {}),
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

/** What a route shows; the app maps each kind to its page component (core's `sitePages`). */
export type { SitePage };

export interface SiteRoute extends SitePageAt {
  head: RouteHead;
}

/** What a project's share image shows, in words: its title, the owner's role, its headline figure. */
function projectImageAlt(project: ProjectWithPage): string {
  const metric = headlineMetric(project);
  return [project.title, project.page.role, metric && `${metric.value} ${metric.label.toLowerCase()}`]
    .filter(Boolean)
    .join(" — ");
}

/** A page's <head>: what it says about the owner, from the content files. */
function headOf({ path, page }: SitePageAt): RouteHead {
  switch (page.kind) {
    case "home":
      return {
        title: site.title,
        description: site.description,
        path,
        ogType: "profile",
        jsonLd: { "@context": "https://schema.org", ...person() },
        image: shareImageFor("/", `${profile.name} — ${profile.headline}`),
      };
    case "project": {
      const { project } = page;
      const { summary, tags } = project.page;
      return {
        title: `${project.title} — ${profile.name}`,
        description: summary,
        path,
        ogType: "article",
        jsonLd: creativeWork(path, project.title, summary, tags),
        image: shareImageFor(path, projectImageAlt(project)),
      };
    }
    case "resume":
      return {
        title: `Résumé — ${profile.name}`,
        description: `${profile.name}, ${profile.headline}: experience, awards, selected projects and skills. Also as a PDF and as JSON Resume.`,
        path,
        ogType: "profile",
        jsonLd: { "@context": "https://schema.org", ...person() },
        image: shareImageFor("/resume", `Résumé of ${profile.name}, ${profile.headline}`),
      };
    case "contactSent":
      return {
        title: `Message sent — ${profile.name}`,
        description: "Your message was sent.",
        path,
        ogType: "website",
        noindex: true,
      };
    case "inbox":
      return {
        title: `Contact submissions — ${profile.name}`,
        description: "Owner-only inbox.",
        path,
        ogType: "website",
        noindex: true,
      };
    case "analytics":
      return {
        title: `Analytics — ${profile.name}`,
        description: "Owner-only analytics.",
        path,
        ogType: "website",
        noindex: true,
      };
    case "contentEditor":
      return {
        title: `Edit content — ${profile.name}`,
        description: "Owner-only content editor.",
        path,
        ogType: "website",
        noindex: true,
      };
  }
}

/** The pages come from core (`sitePages`, which the functions' known paths share); the heads from here. */
export const siteRoutes: readonly SiteRoute[] = sitePages(content.projects).map((page) => ({
  ...page,
  head: headOf(page),
}));

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
