export { Experience } from "./Experience";
export type { ExperienceProps } from "./Experience";
