export { Hero } from "./Hero";
export type { HeroProps } from "./Hero";
export { About } from "./About";
export type { AboutProps } from "./About";
export { Experience } from "./Experience";
export type { ExperienceProps } from "./Experience";
export { Projects } from "./Projects";
export type { ProjectsProps } from "./Projects";
export { ProjectTile } from "./ProjectTile";
export type { ProjectTileProps } from "./ProjectTile";
export { Skills } from "./Skills";
export type { SkillsProps } from "./Skills";
export { Contact } from "./Contact";
export type { ContactProps } from "./Contact";
export { ContactForm } from "./ContactForm";
export type {
  ContactFieldErrors,
  ContactFormProps,
  ContactFormValues,
  ContactFormState,
  ContactSubmitResult,
} from "./ContactForm";
export type { SectionAttributes } from "./sectionAttributes";
export { Writing } from "./Writing";
export type { WritingProps } from "./Writing";
