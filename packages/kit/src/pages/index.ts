export { NotFound } from "./NotFound";
export type { NotFoundProps, NotFoundLink } from "./NotFound";
export { ProjectPage } from "./ProjectPage";
export type { ProjectPageProps } from "./ProjectPage";
export { Resume } from "./Resume";
export type { ResumeProps } from "./Resume";
// Where a project's page lives and where its card leads, for the host's routes; the résumé model
// the component renders, read from the owner's content, and its JSON Resume form.
export { projectPath, projectHref, projectsWithPages, resumeModel, toJsonResume } from "@pmfolio/core";
export type { JsonResume, ResumeModel } from "@pmfolio/core";
