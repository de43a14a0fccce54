import type { CaseStudy } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../icons/Icon";
import { Badge } from "../../layout/Badge";
import { Card } from "../../layout/Card";
import { MetricGrid } from "../../layout/MetricCard";
import { Reveal, RevealItem } from "../../layout/Reveal";
import { TagList } from "../../layout/Tag";
import { NewTabNote } from "../../layout/VisuallyHidden";
import { ButtonLink } from "../../primitives/Button";
import { BackLink, PageLead, PageTitle, TopRow } from "../shared/ProjectPage.styles";
import { CheckItems, FactList, ProjectPageFrame, ProjectSection } from "../shared/ProjectPageParts";
import {
  AudienceList,
  Callout,
  CardText,
  CardTitle,
  FeatureGrid,
  FeatureIcon,
  Quarter,
  Roadmap,
  StackList,
  TwoColumns,
} from "./CaseStudyPage.styles";

export interface CaseStudyPageProps {
  /** The case study (Interview Coach): header, features, facts, vision, problem, audience, delivery, metrics, roadmap, stack, tags. */
  caseStudy: CaseStudy;
  /**
   * Where 'Back to Projects' goes.
   * @defaultValue "/#projects"
   */
  backHref?: string;
  /**
   * Scroll the window to the top when the page mounts.
   * @defaultValue true
   */
  scrollToTopOnMount?: boolean;
}

/**
 * The Interview Coach case study as an `article` with the page's h1; the host wraps it
 * in `<main id="main">`. The live app opens in a new tab.
 */
export const CaseStudyPage = forwardRef<HTMLElement, CaseStudyPageProps>(function CaseStudyPage(
  { caseStudy, backHref = "/#projects", scrollToTopOnMount = true },
  ref,
) {
  const id = useId();
  const heading = (part: string) => `${id}-${part}`;
  return (
    <ProjectPageFrame
      ref={ref}
      titleId={heading("title")}
      tags={caseStudy.tags}
      scrollToTopOnMount={scrollToTopOnMount}
      header={
        <>
          <TopRow>
            <BackLink href={backHref}>
              <Icon name="arrow-left" size={18} />
              Back to Projects
            </BackLink>
            <ButtonLink href={caseStudy.liveUrl} target="_blank" rel="noopener noreferrer">
              {caseStudy.liveLabel}
              <Icon name="external" size={18} />
              <NewTabNote />
            </ButtonLink>
          </TopRow>
          <Badge tone="accent" dot>
            {caseStudy.badge}
          </Badge>
          <PageTitle id={heading("title")}>{caseStudy.title}</PageTitle>
          <PageLead>{caseStudy.subtitle}</PageLead>
        </>
      }
    >
      {caseStudy.features.length > 0 ? (
        <ProjectSection titleId={heading("features")} title="Key Features" revealTitle>
          <FeatureGrid stagger element="ul">
            {caseStudy.features.map((feature) => (
              <RevealItem key={feature.title} element="li">
                <Card>
                  <FeatureIcon>
                    <Icon name={feature.icon} size={22} />
                  </FeatureIcon>
                  <CardTitle>{feature.title}</CardTitle>
                  <CardText>{feature.description}</CardText>
                </Card>
              </RevealItem>
            ))}
          </FeatureGrid>
        </ProjectSection>
      ) : null}

      <Reveal>
        <FactList
          facts={[
            { icon: "rocket", label: "Status", value: caseStudy.status },
            { icon: "smartphone", label: "Platform", value: caseStudy.platform },
          ]}
        />
      </Reveal>

      <TwoColumns>
        <ProjectSection titleId={heading("vision")} title="Vision">
          <Reveal>
            <Callout>{caseStudy.vision}</Callout>
          </Reveal>
        </ProjectSection>
        <ProjectSection titleId={heading("problem")} title="Problem Statement">
          <Reveal>
            <Callout data-tone="accent">{caseStudy.problem}</Callout>
          </Reveal>
        </ProjectSection>
      </TwoColumns>

      {caseStudy.audience.length > 0 ? (
        <ProjectSection titleId={heading("audience")} title="Target Audience">
          <AudienceList stagger element="ul">
            {caseStudy.audience.map((group) => (
              <RevealItem key={group} element="li">
                <Icon name="users" size={20} />
                {group}
              </RevealItem>
            ))}
          </AudienceList>
        </ProjectSection>
      ) : null}

      <ProjectSection titleId={heading("delivered")} title="Delivered Features">
        <TwoColumns>
          {[
            { title: "Core Features", items: caseStudy.coreFeatures },
            { title: "Advanced Features", items: caseStudy.advancedFeatures },
          ].map((group) => (
            <Reveal key={group.title}>
              <Card padding="lg">
                <CardTitle>{group.title}</CardTitle>
                <CheckItems items={group.items} />
              </Card>
            </Reveal>
          ))}
        </TwoColumns>
      </ProjectSection>

      {caseStudy.metrics.length > 0 ? (
        <ProjectSection titleId={heading("metrics")} title="Metrics">
          <Reveal>
            <MetricGrid metrics={caseStudy.metrics} />
          </Reveal>
        </ProjectSection>
      ) : null}

      {caseStudy.roadmap.length > 0 ? (
        <ProjectSection titleId={heading("roadmap")} title="Roadmap">
          <Roadmap stagger element="ol">
            {caseStudy.roadmap.map((phase) => (
              <RevealItem key={phase.quarter} element="li">
                <Card padding="lg">
                  <Quarter>
                    <Badge tone="primary" icon="calendar">
                      {phase.quarter}
                    </Badge>
                  </Quarter>
                  <CardTitle>{phase.title}</CardTitle>
                  <CheckItems items={phase.items} icon="target" strokeWidth={2} />
                </Card>
              </RevealItem>
            ))}
          </Roadmap>
        </ProjectSection>
      ) : null}

      {caseStudy.techStack.length > 0 ? (
        <ProjectSection titleId={heading("stack")} title="Tech Stack">
          <Reveal>
            <StackList>
              {caseStudy.techStack.map((layer) => (
                <div key={layer.area}>
                  <dt>{layer.area}</dt>
                  <dd>
                    <TagList tags={layer.items} />
                  </dd>
                </div>
              ))}
            </StackList>
          </Reveal>
        </ProjectSection>
      ) : null}
    </ProjectPageFrame>
  );
});
