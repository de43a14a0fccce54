import { LinkProvider, PortfolioProvider } from "@pmfolio/kit";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { content } from "../content";
import { SiteLayout } from "./layout/SiteLayout";
import { RouterLink } from "./navigation/RouterLink";
import { DocumentTitle } from "./navigation/DocumentTitle";
import { ScrollToTop } from "./navigation/ScrollToTop";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { InterviewCoachPage, ProjectPage } from "./pages/ProjectPage";

// The owner-only pages load their code only when visited.
const AdminContactsPage = lazy(() => import("./routes/AdminContactsPage"));
const AnalyticsPage = lazy(() => import("./routes/AnalyticsPage"));

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
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </SiteLayout>
      </LinkProvider>
    </PortfolioProvider>
  );
}
