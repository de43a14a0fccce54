export { Section, useSectionHeadingId } from "./Section";
export type { SectionProps } from "./Section";
export type { SectionTone } from "./Section.styles";
