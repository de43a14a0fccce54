export { ProjectDetailPage } from "./ProjectDetailPage";
export type { ProjectDetailPageProps } from "./ProjectDetailPage";
