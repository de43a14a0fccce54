import type { ProjectDetail } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../icons/Icon";
import { Container } from "../../layout/Container";
import { MetricGrid } from "../../layout/MetricCard";
import { Reveal } from "../../layout/Reveal";
import { TagList } from "../../layout/Tag";
import {
  Article,
  BackLink,
  Body,
  CheckList,
  Facts,
  HeaderBand,
  HeaderInner,
  PageLead,
  PageSection,
  PageTitle,
  Prose,
  SectionTitle,
} from "../shared/ProjectPage.styles";
import { useScrollToTopOnMount } from "../shared/useScrollToTopOnMount";

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
  useScrollToTopOnMount(scrollToTopOnMount);
  const id = useId();
  const heading = (part: string) => `${id}-${part}`;
  return (
    <Article ref={ref} aria-labelledby={heading("title")}>
      <HeaderBand>
        <Container>
          <HeaderInner>
            <BackLink href={backHref}>
              <Icon name="arrow-left" size={18} />
              Back to Projects
            </BackLink>
            <PageTitle id={heading("title")}>{project.title}</PageTitle>
            <PageLead>{project.summary}</PageLead>
            <Facts>
              <div>
                <dt>
                  <Icon name="briefcase" size={18} />
                  Role
                </dt>
                <dd>{project.role}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="calendar" size={18} />
                  Duration
                </dt>
                <dd>{project.duration}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="users" size={18} />
                  {project.scale.label}
                </dt>
                <dd>{project.scale.value}</dd>
              </div>
            </Facts>
          </HeaderInner>
        </Container>
      </HeaderBand>
      <Container>
        <Body>
          <PageSection aria-labelledby={heading("overview")}>
            <Reveal>
              <SectionTitle id={heading("overview")}>Overview</SectionTitle>
            </Reveal>
            <Reveal>
              <Prose>
                {project.overview.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Prose>
            </Reveal>
          </PageSection>
          {project.metrics.length > 0 ? (
            <PageSection aria-labelledby={heading("metrics")}>
              <Reveal>
                <SectionTitle id={heading("metrics")}>Key Metrics</SectionTitle>
              </Reveal>
              <Reveal>
                <MetricGrid metrics={project.metrics} />
              </Reveal>
            </PageSection>
          ) : null}
          {project.achievements.length > 0 ? (
            <PageSection aria-labelledby={heading("achievements")}>
              <Reveal>
                <SectionTitle id={heading("achievements")}>Achievements</SectionTitle>
              </Reveal>
              <Reveal>
                <CheckList>
                  {project.achievements.map((achievement) => (
                    <li key={achievement}>
                      <Icon name="check" size={22} strokeWidth={2.5} />
                      <span>{achievement}</span>
                    </li>
                  ))}
                </CheckList>
              </Reveal>
            </PageSection>
          ) : null}
          {project.tags.length > 0 ? (
            <Reveal>
              <TagList aria-label="Tags" tone="primary" tags={project.tags} />
            </Reveal>
          ) : null}
        </Body>
      </Container>
    </Article>
  );
});
