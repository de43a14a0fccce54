export { ProjectDetailPage } from "./ProjectDetailPage";
export type { ProjectDetailPageProps } from "./ProjectDetailPage";
export { CaseStudyPage } from "./CaseStudyPage";
export type { CaseStudyPageProps } from "./CaseStudyPage";
