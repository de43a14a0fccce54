import {
  feedPaths,
  profileLinks,
  sitePagesIn,
  type ImageAsset,
  type PortfolioContent,
  type PostSummary,
  type ProjectWithPage,
  type SitePage,
  type SitePageIn,
} from "@pmfolio/core";
import { contentIn, languageOf, languages, ogLocale, ownerLocale, pathIn, postsIn } from "./languages";
import { ownerLabels } from "./owner/ownerLabels";
import { pageWords } from "./pageWords";
import { headlineMetric, shareImageFor } from "./share/shareImage";

/**
 * The site's one route table: every page, what it shows, who it is for and its <head>.
 * The app's routes, the lazy pages' preloading, the document title, the build's prerender,
 * sitemap and robots.txt read it. Which pages exist is core's `sitePagesIn` (the functions count
 * page views on the same list): each public and utility page in every one of the site's
 * languages, the owner's in the default; a project with a page in the content files gets its
 * route from it.
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
  /** Its language in Open Graph's form ("de_DE"). */
  locale: string;
  /**
   * The same page in every language it is in, itself included, by path (joined to the site URL at
   * build time); `x-default` is the default language's. An indexed page lists them as
   * `<link rel="alternate" hreflang>` and the sitemap as `xhtml:link`.
   */
  alternates: { hreflang: string; path: string }[];
  /** The feeds of the page's language (when it has posts), announced as `<link rel="alternate">`. */
  feeds: { type: "application/rss+xml" | "application/atom+xml"; title: string; path: string }[];
}

function person({ site, profile }: PortfolioContent) {
  return {
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.headline,
    ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
    url: site.url,
    sameAs: profileLinks(profile)
      .filter((link) => link.network !== "email")
      .map((link) => link.href),
    ...(profile.location ? { address: { "@type": "PostalAddress", addressLocality: profile.location } } : {}),
  };
}

function creativeWork(
  content: PortfolioContent,
  path: string,
  name: string,
  description: string,
  keywords: string[],
) {
  const { site } = content;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name,
    description,
    url: `${site.url}${path}`,
    keywords: keywords.join(", "),
    author: person(content),
  };
}

/** What a route shows; the app maps each kind to its page component (core's `sitePages`). */
export type { SitePage };

export interface SiteRoute extends SitePageIn {
  head: RouteHead;
}

/** What a project's share image shows, in words: its title, the owner's role, its headline figure. */
function projectImageAlt(project: ProjectWithPage): string {
  const metric = headlineMetric(project);
  return [project.title, project.page.role, metric && `${metric.value} ${metric.label.toLowerCase()}`]
    .filter(Boolean)
    .join(" — ");
}

/**
 * The same page in the site's other languages, for hreflang: none for a page in one language of
 * several (a post not translated), and x-default only where the default language's page is.
 */
function languageVersions(page: SitePageIn, pages: readonly SitePageIn[]): RouteHead["alternates"] {
  const same = pages.filter((other) => other.defaultPath === page.defaultPath);
  if (same.length === 1 && languages.length > 1) return [];
  return [
    ...same.map((other) => ({ hreflang: other.language, path: other.path })),
    ...(same.some((other) => other.language === languages[0])
      ? [{ hreflang: "x-default", path: page.defaultPath }]
      : []),
  ];
}

/** The feeds of a language's writing: none while it has no posts. */
export function feedsIn(language: string): RouteHead["feeds"] {
  if (!postsIn(language).length) return [];
  const title = pageWords(language).feedTitle(contentIn(language).profile.name);
  return [
    { type: "application/rss+xml", title, path: pathIn(feedPaths.rss, language) },
    { type: "application/atom+xml", title, path: pathIn(feedPaths.atom, language) },
  ];
}

/** A page's <head>: what it says about the owner, with the language parts every page has. */
function headOf(page: SitePageIn, pages: readonly SitePageIn[]): RouteHead {
  return {
    ...contentHeadOf(page),
    locale: ogLocale(page.language),
    alternates: languageVersions(page, pages),
    feeds: feedsIn(page.language),
  };
}

type ContentHead = Omit<RouteHead, "locale" | "alternates" | "feeds">;

/** A post as schema.org's BlogPosting: what search engines show of an article. */
function blogPosting(content: PortfolioContent, path: string, post: PostSummary) {
  const { site } = content;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    inLanguage: post.language,
    url: `${site.url}${path}`,
    mainEntityOfPage: `${site.url}${path}`,
    keywords: post.tags.join(", "),
    image: `${site.url}${shareImageFor(path, post.title).src}`,
    author: person(content),
  };
}

/** What a page's <head> says about the owner, from the content files in the page's language. */
function contentHeadOf({ path, page, language }: SitePageIn): ContentHead {
  const content = contentIn(language);
  const { site, profile } = content;
  const words = pageWords(language);
  switch (page.kind) {
    case "home":
      // The owner's name and headline as the content gives them in this language, so the tab and a
      // shared link's title follow an edit of either (site.json's title is not read for it).
      return {
        title: `${profile.name} — ${profile.headline}`,
        description: site.description,
        path,
        ogType: "profile",
        jsonLd: { "@context": "https://schema.org", ...person(content) },
        image: shareImageFor(path, `${profile.name} — ${profile.headline}`),
      };
    case "project": {
      const { project } = page;
      const { summary, tags } = project.page;
      return {
        title: `${project.title} — ${profile.name}`,
        description: summary,
        path,
        ogType: "article",
        jsonLd: creativeWork(content, path, project.title, summary, tags),
        image: shareImageFor(path, projectImageAlt(project)),
      };
    }
    case "writing":
      return {
        title: `${words.writing} — ${profile.name}`,
        description: words.writingDescription(profile.name),
        path,
        ogType: "website",
        image: shareImageFor(path, `${words.writing} — ${profile.name}`),
      };
    case "post": {
      const { post } = page;
      return {
        title: `${post.title} — ${profile.name}`,
        description: post.summary,
        path,
        ogType: "article",
        jsonLd: blogPosting(content, path, post),
        image: shareImageFor(path, post.title),
      };
    }
    case "tag":
      return {
        title: `${words.tagged(page.tag)} — ${profile.name}`,
        description: words.taggedDescription(profile.name, page.tag),
        path,
        ogType: "website",
        image: shareImageFor(path, words.tagged(page.tag)),
      };
    case "resume":
      return {
        title: `${words.resume} — ${profile.name}`,
        description: words.resumeDescription(profile.name, profile.headline),
        path,
        ogType: "profile",
        jsonLd: { "@context": "https://schema.org", ...person(content) },
        image: shareImageFor(path, words.resumeImageAlt(profile.name, profile.headline)),
      };
    case "contactSent":
      return {
        title: `${words.messageSent} — ${profile.name}`,
        description: words.messageSentDescription,
        path,
        ogType: "website",
        noindex: true,
      };
    case "inbox":
    case "analytics":
    case "contentEditor": {
      // In the owner's language, as the pages themselves (site.json's `ownerLanguage`).
      const { title, description } = ownerLabels.ownerApp.heads[page.kind];
      return { title: `${title} — ${profile.name}`, description, path, ogType: "website", noindex: true };
    }
  }
}

/** The pages come from core (`sitePagesIn`, which the functions' known paths share); the heads from here. */
const pages = sitePagesIn(languages, (language) => contentIn(language).projects, postsIn);
export const siteRoutes: readonly SiteRoute[] = pages.map((page) => ({ ...page, head: headOf(page, pages) }));

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

const withoutSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/** The route at a path (a trailing slash is ignored), or undefined for a page the site does not have. */
export function routeFor(pathname: string): SiteRoute | undefined {
  const path = withoutSlash(pathname);
  return siteRoutes.find((route) => withoutSlash(route.path) === path);
}

/**
 * The locale of the kit's words on the page at `pathname`: an owner page speaks the owner's
 * language (site.json's `ownerLanguage`), every other page its own.
 */
export function wordsLocaleOf(pathname: string): string {
  return routeFor(pathname)?.access === "owner" ? ownerLocale : languageOf(pathname).language;
}

/** The same page in every language it is in, the default first ("/resume" → "/resume", "/de/resume"). */
export function alternatesOf(route: SiteRoute): SiteRoute[] {
  return siteRoutes.filter((other) => other.defaultPath === route.defaultPath);
}

/** The head of the page at a path: its route's, or the not-found page's. */
export function headFor(pathname: string): RouteHead {
  const route = routeFor(pathname);
  if (route) return route.head;
  const { language } = languageOf(pathname);
  const words = pageWords(language);
  return {
    locale: ogLocale(language),
    alternates: [],
    feeds: feedsIn(language),
    title: `${words.notFound} — ${contentIn(language).profile.name}`,
    description: words.notFoundDescription,
    path: withoutSlash(pathname),
    ogType: "website",
    noindex: true,
  };
}
