export { Container } from "./Container";
export type { ContainerProps, ContainerWidth } from "./Container";
export { Section, useSectionHeadingId } from "./Section";
export type { SectionProps, SectionTone } from "./Section";
export { SectionHeading } from "./SectionHeading";
export type { SectionHeadingProps, SectionHeadingAlign } from "./SectionHeading";
