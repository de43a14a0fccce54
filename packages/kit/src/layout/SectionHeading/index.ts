export { SectionHeading } from "./SectionHeading";
export type { SectionHeadingProps } from "./SectionHeading";
export type { SectionHeadingAlign } from "./SectionHeading.styles";
