import { LinkProvider, ProjectPage } from "@pmfolio/kit";
import type { ProjectWithPage } from "@pmfolio/core";
import { useState, type ReactElement } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { SiteLayout } from "./shell/SiteLayout";
import { SiteProvider } from "./shell/SiteProvider";
import { RouterLink } from "./shell/RouterLink";
import { DocumentTitle } from "./shell/DocumentTitle";
import { lazyRoute } from "./shell/lazyRoute";
import { ScrollToTop } from "./shell/ScrollToTop";
import { ContactSentPage } from "./pages/ContactSentPage";
import { HomePage } from "./pages/HomePage";
import { createContactSubmit } from "./contact/submitWithToasts";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ResumePage } from "./pages/ResumePage";
import { PostPage, TagPage, WritingPage } from "./pages/WritingPages";
import { content } from "./content";
import { languageOf, pathIn } from "./languages";
import { routeFor, siteRoutes, type SiteRoute, type SitePage } from "./siteRoutes";
import { ownerWords } from "./owner/ownerLabels";
import { useTailoring } from "./tailoring";

// The owner-only pages load their code only when visited.
const AdminContactsPage = lazyRoute(() => import("./owner/AdminContactsPage"));
const AnalyticsPage = lazyRoute(() => import("./owner/AnalyticsPage"));
const ContentEditorPage = lazyRoute(() => import("./owner/content/ContentEditorPage"));

/** A project's page: a private one in full when the page is made for a company it is shared with. */
function ProjectRoute({ project, language }: { project: ProjectWithPage; language: string }) {
  const tailoring = useTailoring();
  const full = tailoring.project?.slug === project.slug ? tailoring.project : undefined;
  const home = pathIn("/", language);
  return (
    <ProjectPage
      project={full ?? project}
      sharedWith={full ? tailoring.sharedWith : undefined}
      backHref={`${home}#projects`}
      askHref={`${home}#contact`}
    />
  );
}

/**
 * The home page, with the contact form's sender (one per page; the island sends through the same).
 * Made here, not in the page, so the content editor's preview draws the page without the
 * sender's code, which the public contact form shares.
 */
function HomeRoute() {
  const [submit] = useState(() => createContactSubmit());
  return <HomePage submit={submit} />;
}

/** The component of each kind of page in the route table. */
function pageElement({ page, language }: SiteRoute): ReactElement {
  switch (page.kind) {
    case "home":
      return <HomeRoute />;
    case "project":
      return <ProjectRoute project={page.project} language={language} />;
    case "writing":
      return <WritingPage posts={page.posts} tags={page.tags} />;
    case "post":
      return <PostPage post={page.post} />;
    case "tag":
      return <TagPage tag={page.tag} posts={page.posts} tags={page.tags} />;
    case "resume":
      return <ResumePage />;
    case "contactSent":
      return <ContactSentPage />;
    case "inbox":
      return <AdminContactsPage />;
    case "analytics":
      return <AnalyticsPage />;
    case "contentEditor":
      return <ContentEditorPage />;
  }
}

const lazyPages: Partial<Record<SitePage["kind"], { preload: () => Promise<unknown> }>> = {
  inbox: AdminContactsPage,
  analytics: AnalyticsPage,
  contentEditor: ContentEditorPage,
};

/** Loads the code of a lazily loaded route before it renders (prerender, and the client before hydrating). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const kind = routeFor(pathname)?.page.kind;
  return (kind && lazyPages[kind]?.preload()) ?? Promise.resolve();
}

/** Every route of the route table; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      {siteRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={pageElement(route)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * The site in the language of the page at the current address (a path under /{language}/ is in
 * that one); the owner pages' frame in the owner's language.
 */
export function App() {
  const { pathname } = useLocation();
  const { language } = languageOf(pathname);
  return (
    <SiteProvider
      language={language}
      site={content.site}
      words={routeFor(pathname)?.access === "owner" ? ownerWords : undefined}
    >
      <LinkProvider component={RouterLink}>
        <ScrollToTop />
        <DocumentTitle />
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </LinkProvider>
    </SiteProvider>
  );
}
