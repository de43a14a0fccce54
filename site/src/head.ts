import { content } from "../content";

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
}

const { site, profile, projectDetails, caseStudy } = content;

function person() {
  return {
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.headline,
    email: `mailto:${profile.email}`,
    url: site.url,
    sameAs: [profile.networkProfileUrl],
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

/** Public routes that are prerendered and listed in the sitemap. */
export function publicRoutes(): string[] {
  return ["/", ...projectDetails.map((p) => `/projects/${p.slug}`), `/projects/${caseStudy.slug}`];
}

/** Pages only a form post leads to: prerendered, never indexed, not in the sitemap. */
export const utilityRoutes = ["/contact/sent"] as const;

/** Owner-only routes: prerendered as shells, never indexed. */
export const privateRoutes = ["/admin/contacts", "/analytics"] as const;

export function headFor(pathname: string): RouteHead {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") {
    return {
      title: site.title,
      description: site.description,
      path,
      ogType: "profile",
      jsonLd: { "@context": "https://schema.org", ...person() },
    };
  }
  const detail = projectDetails.find((p) => `/projects/${p.slug}` === path);
  if (detail) {
    return {
      title: `${detail.title} — ${profile.name}`,
      description: detail.summary,
      path,
      ogType: "article",
      jsonLd: creativeWork(path, detail.title, detail.summary, detail.tags),
    };
  }
  if (path === `/projects/${caseStudy.slug}`) {
    return {
      title: `${caseStudy.title} — ${profile.name}`,
      description: caseStudy.summary,
      path,
      ogType: "article",
      jsonLd: creativeWork(path, caseStudy.title, caseStudy.summary, caseStudy.tags),
    };
  }
  if (path === "/contact/sent") {
    return {
      title: `Message sent — ${profile.name}`,
      description: "Your message was sent.",
      path,
      ogType: "website",
      noindex: true,
    };
  }
  if (path === "/admin/contacts") {
    return {
      title: `Contact submissions — ${profile.name}`,
      description: "Owner-only inbox.",
      path,
      ogType: "website",
      noindex: true,
    };
  }
  if (path === "/analytics") {
    return {
      title: `Analytics — ${profile.name}`,
      description: "Owner-only analytics.",
      path,
      ogType: "website",
      noindex: true,
    };
  }
  return {
    title: `Page not found — ${profile.name}`,
    description: "This page does not exist.",
    path,
    ogType: "website",
    noindex: true,
  };
}
