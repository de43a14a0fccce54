import {
  defaultLabels,
  Footer,
  footerSectionOrder,
  NavBar,
  siteNavItems,
  type LanguageLink,
} from "@pmfolio/kit";
import { writingPath } from "@pmfolio/core";
import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { labelsFor, languageName, pathIn, usePageContent, usePageLanguage, usePagePosts } from "../languages";
import { alternatesOf, routeFor, wordsLocaleOf } from "../siteRoutes";
import { ClientOnly } from "./ClientOnly";

// The copyright line's year: the build's, as the pages are prerendered at build time.
const year = new Date().getFullYear();

// The toast region is only needed once something is announced; it loads after the page.
const Toaster = lazy(() => import("../contact/Toaster.lazy"));

/**
 * The frame of every page: skip link and navigation, the page, the footer, the toast region (in the
 * owner app; public pages mount theirs with the contact form). The section links lead to the home
 * page's sections from every page, as plain links.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { profile } = usePageContent();
  // The section links lead to the home page in the page's own language.
  const language = usePageLanguage();
  const home = pathIn("/", language);
  // The language switch: the same page in each other language it is in (none for the owner's pages).
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const languages: LanguageLink[] = (route ? alternatesOf(route) : [])
    .filter((other) => other.language !== language)
    .map((other) => ({ href: other.path, language: other.language, name: languageName(other.language) }));
  // The writing's page has an entry of its own once the language has posts, named in the words the
  // page speaks (an owner page's are the owner's).
  const names = (labelsFor(wordsLocaleOf(pathname)) ?? defaultLabels).navigation.sections;
  const writingHref = usePagePosts().length ? pathIn(writingPath, language) : undefined;
  return (
    <>
      <NavBar
        ownerName={profile.name}
        sectionsHref={home}
        languages={languages}
        items={writingHref ? siteNavItems(names, { writingHref }) : undefined}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        ownerName={profile.name}
        headline={profile.headline}
        email={profile.email}
        links={profile.links}
        sectionsHref={home}
        languages={languages}
        items={writingHref ? siteNavItems(names, { writingHref, order: footerSectionOrder }) : undefined}
        year={year}
      />
      <ClientOnly>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ClientOnly>
    </>
  );
}
