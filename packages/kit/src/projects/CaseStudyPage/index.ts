export { CaseStudyPage } from "./CaseStudyPage";
export type { CaseStudyPageProps } from "./CaseStudyPage";
