import type { IconName, Project, ProjectPageContent } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../primitives/Icon";
import { useLabels } from "../../labels";
import { fillTemplate } from "../../labels/template";
import { siteLabels } from "../../labels/siteLabels";
import { Badge } from "../../primitives/Badge";
import { Container } from "../../layout/Container";
import { Reveal } from "../../motion/Reveal";
import { TagList } from "../../primitives/Tag";
import { NewTabNote } from "../../primitives/VisuallyHidden";
import { ButtonLink } from "../../primitives/Button";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { contentImageSizes } from "../../internal/imageSizes";
import { Cover } from "./MediaBlocks.styles";
import { PageHeader } from "./PageHeader";
import { ProjectBlocks } from "./ProjectBlocks";
import {
  Article,
  BackLink,
  Body,
  Facts,
  PageLead,
  PageTitle,
  PrivateNote,
  TopRow,
} from "./ProjectPage.styles";
import { useScrollToTopOnMount } from "./useScrollToTopOnMount";

export interface ProjectPageProps {
  /** The project; its `page` holds what the page shows. */
  project: Project & { page: ProjectPageContent };
  /**
   * Where the back link goes.
   * @defaultValue "/#projects"
   */
  backHref?: string;
  /**
   * Scroll the window to the top when the page mounts (client-side navigation keeps the old position).
   * @defaultValue true
   */
  scrollToTopOnMount?: boolean;
  /**
   * For a private case study (`visibility: "private"`) shown in full: the company it is shared
   * with, named on the page. Without it, a private project's page says it is shared on request
   * and links to `askHref`.
   */
  sharedWith?: string;
  /**
   * Where a private case study's "Ask me for it" leads: the contact form.
   * @defaultValue "/#contact"
   */
  askHref?: string;
}

/**
 * A project's own page as an `article` named by its h1; the host wraps it in
 * `<main id="main">`. The header has the back link, the external link when there is one
 * (opened in a new tab), the badge, the title, the lead and the facts given; then the cover image
 * (`page.cover`, else the card's image; `cover: false` for none), the page's blocks in their
 * order (text, images, galleries, videos), then its tags. Anything a project does not have is
 * left out.
 *
 * Route it at `projectPath(project)` (/projects/{slug}), where the project's card leads.
 */
export const ProjectPage = forwardRef<HTMLElement, ProjectPageProps>(function ProjectPage(
  { project, backHref = "/#projects", scrollToTopOnMount = true, sharedWith, askHref = "/#contact" },
  ref,
) {
  useScrollToTopOnMount(scrollToTopOnMount);
  const labels = useLabels("project", siteLabels.project);
  const id = useId();
  const titleId = `${id}-title`;
  const { page } = project;
  const cover = page.cover === undefined ? project.image : page.cover;

  const back = (
    <BackLink href={backHref}>
      <Icon name="arrow-left" size={18} />
      {labels.backToProjects}
    </BackLink>
  );
  const facts = [
    { icon: "briefcase", label: labels.role, value: page.role },
    { icon: "calendar", label: labels.duration, value: page.duration },
    { icon: "users", label: page.scale?.label, value: page.scale?.value },
    { icon: "rocket", label: labels.status, value: page.status },
    { icon: "smartphone", label: labels.platform, value: page.platform },
  ].filter((fact): fact is { icon: IconName; label: string; value: string } =>
    Boolean(fact.label && fact.value),
  );

  return (
    <Article ref={ref} aria-labelledby={titleId}>
      <PageHeader>
        {page.link ? (
          <TopRow>
            {back}
            <ButtonLink href={page.link.href} target="_blank" rel="noopener noreferrer">
              {page.link.label}
              <Icon name="external" size={18} />
              <NewTabNote />
            </ButtonLink>
          </TopRow>
        ) : (
          back
        )}
        {page.badge ? (
          <Badge tone="accent" dot>
            {page.badge}
          </Badge>
        ) : null}
        <PageTitle id={titleId}>{project.title}</PageTitle>
        <PageLead>{page.subtitle ?? page.summary}</PageLead>
        {project.visibility === "private" ? (
          <PrivateNote>
            <Icon name="shield" size={18} />
            {sharedWith !== undefined ? (
              fillTemplate(labels.sharedWith, { company: sharedWith })
            ) : (
              <span>
                {labels.sharedOnRequest} <a href={askHref}>{labels.askForIt}</a>
              </span>
            )}
          </PrivateNote>
        ) : null}
        {facts.length > 0 ? (
          <Facts>
            {facts.map((fact) => (
              <div key={fact.icon}>
                <dt>
                  <Icon name={fact.icon} size={18} />
                  {fact.label}
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        ) : null}
      </PageHeader>
      <Container>
        <Body>
          {cover ? (
            <Cover>
              {/* The first thing under the header: it loads first, at its intrinsic size. */}
              <ResponsiveImage image={cover} sizes={contentImageSizes} fetchPriority="high" />
            </Cover>
          ) : null}
          <ProjectBlocks blocks={page.blocks} idPrefix={id} labels={labels} />
          {page.tags.length > 0 ? (
            <Reveal>
              <TagList aria-label={labels.tags} tone="primary" tags={page.tags} />
            </Reveal>
          ) : null}
        </Body>
      </Container>
    </Article>
  );
});
