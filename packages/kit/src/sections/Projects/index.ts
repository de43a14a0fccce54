export { Projects } from "./Projects";
export type { ProjectsProps } from "./Projects";
