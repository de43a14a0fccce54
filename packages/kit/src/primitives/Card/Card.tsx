import { forwardRef, type HTMLAttributes, type Ref } from "react";
import { StyledCard, type CardPadding } from "./Card.styles";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render: `article` for a self-contained item, `li` inside a list.
   * @defaultValue "div"
   */
  element?: "div" | "article" | "li" | "section";
  /**
   * Inner padding; "none" clips the content to the rounded corners (for a cover image).
   * @defaultValue "md"
   */
  padding?: CardPadding;
  /**
   * Lift the card on hover and when something inside it has focus (for cards with a link).
   * @defaultValue false
   */
  interactive?: boolean;
}

/** A raised surface with a border, rounded corners and a soft shadow. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { element = "div", padding = "md", interactive = false, ...rest },
  ref,
) {
  return (
    <StyledCard
      ref={ref as Ref<HTMLDivElement>}
      as={element}
      data-padding={padding}
      data-interactive={interactive}
      {...rest}
    />
  );
});
