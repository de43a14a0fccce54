import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { useSectionHeadingId } from "../Section";
import { Eyebrow, Lead, StyledHeadingGroup, Title, type SectionHeadingAlign } from "./SectionHeading.styles";

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The section's name, rendered as its `h2`. */
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /**
   * Text alignment.
   * @defaultValue "center"
   */
  align?: SectionHeadingAlign;
  /**
   * Id of the `h2`.
   * @defaultValue the id the enclosing `Section` is labelled by
   */
  headingId?: string;
}

/** Eyebrow, `h2` and lead of a section; the `h2` names the enclosing `Section`. */
export const SectionHeading = forwardRef<HTMLElement, SectionHeadingProps>(function SectionHeading(
  { title, eyebrow, lead, align = "center", headingId, ...rest },
  ref,
) {
  const sectionHeadingId = useSectionHeadingId();
  return (
    <StyledHeadingGroup ref={ref} data-align={align} {...rest}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title id={headingId ?? sectionHeadingId}>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
    </StyledHeadingGroup>
  );
});
