export { Skills } from "./Skills";
export type { SkillsProps } from "./Skills";
