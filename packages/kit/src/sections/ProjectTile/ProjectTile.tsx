import { projectHref, type Project } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../primitives/Icon";
import { templateNodes, useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Card } from "../../primitives/Card";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { halfContentImageSizes } from "../../internal/imageSizes";
import { TagList } from "../../primitives/Tag";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import {
  Body,
  Description,
  Footer,
  IconBubble,
  LearnMore,
  Media,
  Metrics,
  StatusBadge,
  Title,
} from "./ProjectTile.styles";

export interface ProjectTileProps {
  /** The project: image, icon, title, description, tags, metrics, 'In Development' flag, and where it leads. */
  project: Project;
  /**
   * Where 'Learn More' leads, e.g. the project's page in the page's language.
   * @defaultValue `projectHref(project)`: its `link`, else its own page
   */
  href?: string;
}

/**
 * A project card: cover image, icon, title (h3), summary, metrics, tags (each only when given) and a 'Learn More' link to
 * the project's page (or its `link`); a project with neither has no link.
 */
export const ProjectTile = forwardRef<HTMLElement, ProjectTileProps>(function ProjectTile(
  { project, href = projectHref(project) },
  ref,
) {
  const titleId = useId();
  const { image, metrics = [], tags = [] } = project;
  const labels = useLabels("projectTile", siteLabels.projectTile);
  // Over the picture when there is one, else at the top of the text.
  const badge = project.inDevelopment ? (
    <StatusBadge tone="warning" icon="clock" data-over-media={image ? true : undefined}>
      {labels.inDevelopment}
    </StatusBadge>
  ) : null;
  return (
    <Card
      ref={ref}
      element="article"
      padding="none"
      interactive
      aria-labelledby={titleId}
      data-state={project.inDevelopment ? "in-development" : "released"}
    >
      {image ? (
        <Media>
          <ResponsiveImage image={image} sizes={halfContentImageSizes} loading="lazy" decoding="async" />
          {badge}
        </Media>
      ) : null}
      <Body>
        {image ? null : badge}
        {project.icon ? (
          <IconBubble data-over-media={image ? true : undefined}>
            <Icon name={project.icon} size={22} />
          </IconBubble>
        ) : null}
        <Title id={titleId}>{project.title}</Title>
        <Description>{project.description}</Description>
        {metrics.length > 0 ? (
          <Metrics>
            {metrics.map((metric) => (
              <li key={metric}>
                <Icon name="trending-up" size={16} />
                {metric}
              </li>
            ))}
          </Metrics>
        ) : null}
        <Footer>
          {tags.length > 0 ? <TagList tags={tags} /> : null}
          {href ? (
            <LearnMore href={href}>
              {`${labels.learnMore} `}
              <VisuallyHidden>
                {typeof labels.learnMoreAbout === "function"
                  ? labels.learnMoreAbout(project.title)
                  : templateNodes(labels.learnMoreAbout, { projectTitle: project.title })}
              </VisuallyHidden>
              <Icon name="arrow-left" size={18} />
            </LearnMore>
          ) : null}
        </Footer>
      </Body>
    </Card>
  );
});
