export { ProjectPage } from "./ProjectPage";
export type { ProjectPageProps } from "./ProjectPage";
