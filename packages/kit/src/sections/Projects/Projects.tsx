import type { Project } from "@pmfolio/core";
import { forwardRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Reveal, RevealItem } from "../../motion/Reveal";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import { ProjectTile } from "../ProjectTile";
import { ProjectGrid } from "./Projects.styles";
import type { SectionAttributes } from "../sectionAttributes";

export interface ProjectsProps extends SectionAttributes {
  /** The featured projects, in display order. */
  projects: Project[];
  /**
   * Where a project's card leads, e.g. its page in the page's language on a site in several; a
   * project it gives no address keeps the card's own (core's `projectHref`).
   * @defaultValue core's `projectHref`: its `link`, else its own page, else no link
   */
  hrefOf?: (project: Project) => string | undefined;
  /**
   * The section's heading.
   * @defaultValue `labels.projects.heading` ("Projects")
   */
  heading?: string;
  /** Short label above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  lead?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "projects"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections (the second, fourth… are muted).
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/** The projects section (id "projects"): a grid of project cards. */
export const Projects = forwardRef<HTMLElement, ProjectsProps>(function Projects(
  { id = "projects", projects, hrefOf, heading, eyebrow, lead, tone = "auto", ...rest },
  ref,
) {
  const labels = useLabels("projects", siteLabels.projects);
  return (
    <Section ref={ref} id={id} tone={tone} {...rest}>
      <Reveal>
        <SectionHeading eyebrow={eyebrow} title={heading ?? labels.heading} lead={lead} />
      </Reveal>
      {projects.length > 0 ? (
        <ProjectGrid stagger element="ul">
          {projects.map((project) => (
            <RevealItem key={project.slug} element="li">
              <ProjectTile project={project} href={hrefOf?.(project)} />
            </RevealItem>
          ))}
        </ProjectGrid>
      ) : null}
    </Section>
  );
});
