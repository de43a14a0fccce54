import { LinkProvider, PortfolioProvider } from "@pmfolio/kit";
import { Route, Routes } from "react-router-dom";
import { content } from "../content";
import { SiteLayout } from "./layout/SiteLayout";
import { RouterLink } from "./navigation/RouterLink";
import { DocumentTitle } from "./navigation/DocumentTitle";
import { lazyRoute } from "./navigation/lazyRoute";
import { ScrollToTop } from "./navigation/ScrollToTop";
import { ContactSentPage } from "./pages/ContactSentPage";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { InterviewCoachPage, ProjectPage } from "./pages/ProjectPage";

// The owner-only pages load their code only when visited.
export const AdminContactsPage = lazyRoute(() => import("./routes/AdminContactsPage"));
export const AnalyticsPage = lazyRoute(() => import("./routes/AnalyticsPage"));

/** Loads the code of a lazily loaded route before it renders (prerender, and the client before hydrating). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/admin/contacts") return AdminContactsPage.preload();
  if (path === "/analytics") return AnalyticsPage.preload();
  return Promise.resolve();
}

/** Every route of the spec's table; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {content.projectDetails.map((project) => (
        <Route
          key={project.slug}
          path={`/projects/${project.slug}`}
          element={<ProjectPage project={project} />}
        />
      ))}
      <Route path={`/projects/${content.caseStudy.slug}`} element={<InterviewCoachPage />} />
      <Route path="/contact/sent" element={<ContactSentPage />} />
      <Route path="/admin/contacts" element={<AdminContactsPage />} />
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  return (
    <PortfolioProvider>
      <LinkProvider component={RouterLink}>
        <ScrollToTop />
        <DocumentTitle />
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </LinkProvider>
    </PortfolioProvider>
  );
}
