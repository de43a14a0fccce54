import type { ProjectDetail } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../icons/Icon";
import { MetricGrid } from "../../layout/MetricCard";
import { Reveal } from "../../layout/Reveal";
import { BackLink, PageLead, PageTitle, Prose } from "../shared/ProjectPage.styles";
import { CheckItems, FactList, ProjectPageFrame, ProjectSection } from "../shared/ProjectPageParts";

export interface ProjectDetailPageProps {
  /** The project: title, summary, role, duration, scale, overview, metrics, achievements, tags. */
  project: ProjectDetail;
  /**
   * Where 'Back to Projects' goes.
   * @defaultValue "/#projects"
   */
  backHref?: string;
  /**
   * Scroll the window to the top when the page mounts (client-side navigation keeps the old position).
   * @defaultValue true
   */
  scrollToTopOnMount?: boolean;
}

/**
 * A project page (personal-cloud, mobile-self-service, magic-leap) as an `article`
 * with the page's h1; the host wraps it in `<main id="main">`.
 */
export const ProjectDetailPage = forwardRef<HTMLElement, ProjectDetailPageProps>(function ProjectDetailPage(
  { project, backHref = "/#projects", scrollToTopOnMount = true },
  ref,
) {
  const id = useId();
  const heading = (part: string) => `${id}-${part}`;
  return (
    <ProjectPageFrame
      ref={ref}
      titleId={heading("title")}
      tags={project.tags}
      scrollToTopOnMount={scrollToTopOnMount}
      header={
        <>
          <BackLink href={backHref}>
            <Icon name="arrow-left" size={18} />
            Back to Projects
          </BackLink>
          <PageTitle id={heading("title")}>{project.title}</PageTitle>
          <PageLead>{project.summary}</PageLead>
          <FactList
            facts={[
              { icon: "briefcase", label: "Role", value: project.role },
              { icon: "calendar", label: "Duration", value: project.duration },
              { icon: "users", label: project.scale.label, value: project.scale.value },
            ]}
          />
        </>
      }
    >
      <ProjectSection titleId={heading("overview")} title="Overview" revealTitle>
        <Reveal>
          <Prose>
            {project.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </Reveal>
      </ProjectSection>
      {project.metrics.length > 0 ? (
        <ProjectSection titleId={heading("metrics")} title="Key Metrics" revealTitle>
          <Reveal>
            <MetricGrid metrics={project.metrics} />
          </Reveal>
        </ProjectSection>
      ) : null}
      {project.achievements.length > 0 ? (
        <ProjectSection titleId={heading("achievements")} title="Achievements" revealTitle>
          <Reveal>
            <CheckItems items={project.achievements} />
          </Reveal>
        </ProjectSection>
      ) : null}
    </ProjectPageFrame>
  );
});
