import { forwardRef, type HTMLAttributes } from "react";
import { StyledStack, type StackAlign, type StackJustify, type StackSpace } from "./Stack.styles";

export type { StackAlign, StackJustify, StackSpace };

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @defaultValue "div"
   */
  as?: "div" | "p" | "span" | "ul" | "form";
  /**
   * Lay the children out in a row or a column.
   * @defaultValue "row"
   */
  direction?: "row" | "column";
  /**
   * The space between children, a step of the theme's `space` scale; a pair is the gap between
   * lines, then between children on one line.
   * @defaultValue 2
   */
  gap?: StackSpace | readonly [StackSpace, StackSpace];
  /**
   * Let the children wrap onto the next line when they do not fit.
   * @defaultValue true
   */
  wrap?: boolean;
  /** How the children line up across the direction (`align-items`). */
  align?: StackAlign;
  /** How the children share the space along the direction (`justify-content`). */
  justify?: StackJustify;
}

/**
 * A row (or column) of children with the theme's spacing between them, wrapping when they do not
 * fit: the kit's one way to write such a row, in place of a styled `display: flex` rule per use.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as = "div", direction = "row", gap = 2, wrap = true, align, justify, ...rest },
  ref,
) {
  const [rowGap, columnGap] = typeof gap === "object" ? gap : [gap, gap];
  return (
    <StyledStack
      // styled-components types `ref` for the default element; the element is `as`.
      ref={ref as never}
      as={as}
      $direction={direction}
      $wrap={wrap}
      $rowGap={rowGap}
      $columnGap={columnGap}
      $align={align}
      $justify={justify}
      {...rest}
    />
  );
});
