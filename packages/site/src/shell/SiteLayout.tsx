import { Footer, NavBar } from "@pmfolio/kit";
import { lazy, Suspense, type ReactNode } from "react";
import { pathIn, usePageContent, usePageLanguage } from "../languages";
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
  const home = pathIn("/", usePageLanguage());
  return (
    <>
      <NavBar ownerName={profile.name} sectionsHref={home} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        ownerName={profile.name}
        headline={profile.headline}
        email={profile.email}
        links={profile.links}
        sectionsHref={home}
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
