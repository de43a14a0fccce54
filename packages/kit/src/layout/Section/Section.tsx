import { createContext, forwardRef, useContext, type HTMLAttributes } from "react";
import { Container, type ContainerWidth } from "../Container";
import { StyledSection, type SectionTone } from "./Section.styles";

const SectionHeadingIdContext = createContext<string | undefined>(undefined);

/** The id the enclosing `Section` expects its heading to carry (undefined outside a section). */
export function useSectionHeadingId(): string | undefined {
  return useContext(SectionHeadingIdContext);
}

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, "id"> {
  /** Anchor of the section ("about", "skills", ...): navigation scrolls to `#id`. */
  id: string;
  /**
   * Id of the heading that names the section. `SectionHeading` inside the section picks it up.
   * @defaultValue `${id}-heading`
   */
  labelledBy?: string;
  /**
   * Background: the page colour, the muted surface to set neighbouring sections apart, or "auto":
   * muted when the section is an even one among its parent's `<section>`s, so the bands alternate
   * whichever sections a page has.
   * @defaultValue "default"
   */
  tone?: SectionTone;
  /**
   * Width of the inner container.
   * @defaultValue "default"
   */
  width?: ContainerWidth;
}

/**
 * A page section named by its heading, with vertical rhythm and an inner container.
 * It never animates itself (a transform here would move where a scroll to `#id` lands):
 * animate its content with `Reveal`.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { id, labelledBy = `${id}-heading`, tone = "default", width = "default", children, ...rest },
  ref,
) {
  return (
    <StyledSection ref={ref} id={id} aria-labelledby={labelledBy} data-tone={tone} {...rest}>
      <SectionHeadingIdContext.Provider value={labelledBy}>
        <Container width={width}>{children}</Container>
      </SectionHeadingIdContext.Provider>
    </StyledSection>
  );
});
