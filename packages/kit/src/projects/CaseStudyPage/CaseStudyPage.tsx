import type { CaseStudy } from "@pmfolio/core";
import { forwardRef, useId } from "react";
import { Icon } from "../../icons/Icon";
import { Badge } from "../../layout/Badge";
import { Card } from "../../layout/Card";
import { Container } from "../../layout/Container";
import { MetricGrid } from "../../layout/MetricCard";
import { Reveal, RevealItem } from "../../layout/Reveal";
import { TagList } from "../../layout/Tag";
import { NewTabNote } from "../../layout/VisuallyHidden";
import { ButtonLink } from "../../primitives/Button";
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
  SectionTitle,
  TopRow,
} from "../shared/ProjectPage.styles";
import { useScrollToTopOnMount } from "../shared/useScrollToTopOnMount";
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
  useScrollToTopOnMount(scrollToTopOnMount);
  const id = useId();
  const heading = (part: string) => `${id}-${part}`;
  return (
    <Article ref={ref} aria-labelledby={heading("title")}>
      <HeaderBand>
        <Container>
          <HeaderInner>
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
          </HeaderInner>
        </Container>
      </HeaderBand>
      <Container>
        <Body>
          {caseStudy.features.length > 0 ? (
            <PageSection aria-labelledby={heading("features")}>
              <Reveal>
                <SectionTitle id={heading("features")}>Key Features</SectionTitle>
              </Reveal>
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
            </PageSection>
          ) : null}

          <Reveal>
            <Facts>
              <div>
                <dt>
                  <Icon name="rocket" size={18} />
                  Status
                </dt>
                <dd>{caseStudy.status}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="smartphone" size={18} />
                  Platform
                </dt>
                <dd>{caseStudy.platform}</dd>
              </div>
            </Facts>
          </Reveal>

          <TwoColumns>
            <PageSection aria-labelledby={heading("vision")}>
              <SectionTitle id={heading("vision")}>Vision</SectionTitle>
              <Reveal>
                <Callout>{caseStudy.vision}</Callout>
              </Reveal>
            </PageSection>
            <PageSection aria-labelledby={heading("problem")}>
              <SectionTitle id={heading("problem")}>Problem Statement</SectionTitle>
              <Reveal>
                <Callout data-tone="accent">{caseStudy.problem}</Callout>
              </Reveal>
            </PageSection>
          </TwoColumns>

          {caseStudy.audience.length > 0 ? (
            <PageSection aria-labelledby={heading("audience")}>
              <SectionTitle id={heading("audience")}>Target Audience</SectionTitle>
              <AudienceList stagger element="ul">
                {caseStudy.audience.map((group) => (
                  <RevealItem key={group} element="li">
                    <Icon name="users" size={20} />
                    {group}
                  </RevealItem>
                ))}
              </AudienceList>
            </PageSection>
          ) : null}

          <PageSection aria-labelledby={heading("delivered")}>
            <SectionTitle id={heading("delivered")}>Delivered Features</SectionTitle>
            <TwoColumns>
              {[
                { title: "Core Features", items: caseStudy.coreFeatures },
                { title: "Advanced Features", items: caseStudy.advancedFeatures },
              ].map((group) => (
                <Reveal key={group.title}>
                  <Card padding="lg">
                    <CardTitle>{group.title}</CardTitle>
                    <CheckList>
                      {group.items.map((item) => (
                        <li key={item}>
                          <Icon name="check" size={22} strokeWidth={2.5} />
                          <span>{item}</span>
                        </li>
                      ))}
                    </CheckList>
                  </Card>
                </Reveal>
              ))}
            </TwoColumns>
          </PageSection>

          {caseStudy.metrics.length > 0 ? (
            <PageSection aria-labelledby={heading("metrics")}>
              <SectionTitle id={heading("metrics")}>Metrics</SectionTitle>
              <Reveal>
                <MetricGrid metrics={caseStudy.metrics} />
              </Reveal>
            </PageSection>
          ) : null}

          {caseStudy.roadmap.length > 0 ? (
            <PageSection aria-labelledby={heading("roadmap")}>
              <SectionTitle id={heading("roadmap")}>Roadmap</SectionTitle>
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
                      <CheckList>
                        {phase.items.map((item) => (
                          <li key={item}>
                            <Icon name="target" size={22} strokeWidth={2} />
                            <span>{item}</span>
                          </li>
                        ))}
                      </CheckList>
                    </Card>
                  </RevealItem>
                ))}
              </Roadmap>
            </PageSection>
          ) : null}

          {caseStudy.techStack.length > 0 ? (
            <PageSection aria-labelledby={heading("stack")}>
              <SectionTitle id={heading("stack")}>Tech Stack</SectionTitle>
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
            </PageSection>
          ) : null}

          {caseStudy.tags.length > 0 ? (
            <Reveal>
              <TagList aria-label="Tags" tone="primary" tags={caseStudy.tags} />
            </Reveal>
          ) : null}
        </Body>
      </Container>
    </Article>
  );
});
