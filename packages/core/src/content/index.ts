export { iconNames } from "./types";
export { projectHref, projectPath, projectsWithPages } from "./projects";
export type {
  IconName,
  ImageAsset,
  Profile,
  About,
  Skill,
  SkillGroup,
  Tool,
  ExperienceEntry,
  Award,
  Project,
  ProjectWithPage,
  ProjectPageContent,
  ProjectBlock,
  ProjectBlockType,
  Metric,
  Feature,
  RoadmapPhase,
  StackLayer,
  SiteMeta,
  PortfolioContent,
} from "./types";
