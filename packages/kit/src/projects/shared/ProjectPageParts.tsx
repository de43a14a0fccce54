import { forwardRef, type ReactNode } from "react";
import type { IconName } from "@pmfolio/core";
import { Icon } from "../../icons/Icon";
import { Container } from "../../layout/Container";
import { Reveal } from "../../layout/Reveal";
import { TagList } from "../../layout/Tag";
import {
  Article,
  Body,
  CheckList,
  Facts,
  HeaderBand,
  HeaderInner,
  PageSection,
  SectionTitle,
} from "./ProjectPage.styles";
import { useScrollToTopOnMount } from "./useScrollToTopOnMount";

// The parts both project pages (ProjectDetailPage, CaseStudyPage) are built from.

interface ProjectPageFrameProps {
  /** Id of the page's h1, which names the article. */
  titleId: string;
  /** The header band's content: back link, title, lead… */
  header: ReactNode;
  /** The page's tags, shown last. */
  tags: string[];
  scrollToTopOnMount: boolean;
  children: ReactNode;
}

/** An `article` named by its h1: a header band, then the body, then the tags. */
export const ProjectPageFrame = forwardRef<HTMLElement, ProjectPageFrameProps>(function ProjectPageFrame(
  { titleId, header, tags, scrollToTopOnMount, children },
  ref,
) {
  useScrollToTopOnMount(scrollToTopOnMount);
  return (
    <Article ref={ref} aria-labelledby={titleId}>
      <HeaderBand>
        <Container>
          <HeaderInner>{header}</HeaderInner>
        </Container>
      </HeaderBand>
      <Container>
        <Body>
          {children}
          {tags.length > 0 ? (
            <Reveal>
              <TagList aria-label="Tags" tone="primary" tags={tags} />
            </Reveal>
          ) : null}
        </Body>
      </Container>
    </Article>
  );
});

/** A section named by its h2; the heading fades in with the content when `revealTitle` is set. */
export function ProjectSection({
  titleId,
  title,
  revealTitle = false,
  children,
}: {
  titleId: string;
  title: string;
  revealTitle?: boolean;
  children: ReactNode;
}) {
  const heading = <SectionTitle id={titleId}>{title}</SectionTitle>;
  return (
    <PageSection aria-labelledby={titleId}>
      {revealTitle ? <Reveal>{heading}</Reveal> : heading}
      {children}
    </PageSection>
  );
}

/** Facts as a definition list, each term with its icon. */
export function FactList({
  facts,
}: {
  facts: ReadonlyArray<{ icon: IconName; label: string; value: string }>;
}) {
  return (
    <Facts>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>
            <Icon name={fact.icon} size={18} />
            {fact.label}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** A list whose items are marked with an icon (a check by default). */
export function CheckItems({
  items,
  icon = "check",
  strokeWidth = 2.5,
}: {
  items: readonly string[];
  icon?: IconName;
  strokeWidth?: number;
}) {
  return (
    <CheckList>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={22} strokeWidth={strokeWidth} />
          <span>{item}</span>
        </li>
      ))}
    </CheckList>
  );
}
