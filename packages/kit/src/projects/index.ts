export { ProjectPage } from "./ProjectPage";
export type { ProjectPageProps } from "./ProjectPage";
// Where a project's page lives and where its card leads, for the host's routes.
export { projectPath, projectHref, projectsWithPages } from "@pmfolio/core";
