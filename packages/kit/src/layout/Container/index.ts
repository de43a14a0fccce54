export { Container } from "./Container";
export type { ContainerProps } from "./Container";
export type { ContainerWidth } from "./Container.styles";
