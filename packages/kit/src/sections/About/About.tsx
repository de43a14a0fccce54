import type { About as AboutContent } from "@pmfolio/core";
import { forwardRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { MetricGrid } from "../../primitives/MetricCard";
import { Reveal } from "../../motion/Reveal";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import { AboutGrid, Paragraphs } from "./About.styles";
import type { SectionAttributes } from "../sectionAttributes";

export interface AboutProps extends Omit<SectionAttributes, "about"> {
  /** Heading, paragraphs and highlight numbers. */
  about: AboutContent;
  /**
   * Short label above the heading.
   * @defaultValue `labels.about.eyebrow` ("About")
   */
  eyebrow?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "about"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections (the second, fourth… are muted).
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/** The about section (id "about"): the owner's story beside highlight numbers. */
export const About = forwardRef<HTMLElement, AboutProps>(function About(
  { id = "about", about, eyebrow, tone = "auto", ...rest },
  ref,
) {
  const labels = useLabels("about", siteLabels.about);
  const highlights = about.highlights ?? [];
  const hasHighlights = highlights.length > 0;
  return (
    <Section ref={ref} id={id} tone={tone} {...rest}>
      <Reveal>
        <SectionHeading eyebrow={eyebrow ?? labels.eyebrow} title={about.heading} />
      </Reveal>
      <AboutGrid data-highlights={hasHighlights}>
        <Reveal>
          <Paragraphs>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Paragraphs>
        </Reveal>
        {hasHighlights ? (
          <Reveal>
            <MetricGrid metrics={highlights} />
          </Reveal>
        ) : null}
      </AboutGrid>
    </Section>
  );
});
