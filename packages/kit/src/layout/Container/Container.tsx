import { forwardRef, type HTMLAttributes } from "react";
import { StyledContainer, type ContainerWidth } from "./Container.styles";

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Maximum width of the content: the page's content width, or a narrower reading width for articles.
   * @defaultValue "default"
   */
  width?: ContainerWidth;
}

/** Centres content at the page's content width with responsive side padding. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { width = "default", ...rest },
  ref,
) {
  return <StyledContainer ref={ref} data-width={width} {...rest} />;
});
