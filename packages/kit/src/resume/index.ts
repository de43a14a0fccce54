export { Resume } from "./Resume";
export type { ResumeProps } from "./Resume";
// The résumé model the component renders, read from the owner's content, and its JSON Resume form.
export { resumeModel, toJsonResume } from "@pmfolio/core";
export type { JsonResume, ResumeModel } from "@pmfolio/core";
