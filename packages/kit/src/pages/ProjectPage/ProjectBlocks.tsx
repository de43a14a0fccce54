import { projectBlockKeys, type IconName, type ProjectBlock } from "@pmfolio/core";
import type { ReactNode } from "react";
import { Icon } from "../../primitives/Icon";
import type { Labels } from "../../labels";
import { Badge } from "../../primitives/Badge";
import { Card } from "../../primitives/Card";
import { MetricGrid } from "../../primitives/MetricCard";
import { Reveal, RevealItem } from "../../motion/Reveal";
import { TagList } from "../../primitives/Tag";
import {
  AudienceList,
  Callout,
  CardText,
  CardTitle,
  FeatureGrid,
  FeatureIcon,
  Quarter,
  QuoteFigure,
  Roadmap,
  StackList,
  TwoColumns,
} from "./ProjectBlocks.styles";
import { Gallery, ImageFigure, VideoFigure } from "./MediaBlocks";
import { CheckList, PageSection, Prose, SectionTitle } from "./ProjectPage.styles";

interface ProjectBlocksProps {
  blocks: readonly ProjectBlock[];
  /** Prefix of the headings' ids (unique on the page). */
  idPrefix: string;
  labels: Labels["project"];
}

/**
 * A project page's blocks in their order, each a section named by its h2 and marked with its
 * block key (`data-block`: "overview", "overview-2"…), by which the tracker reports the blocks
 * a view reached. A vision and a problem that follow each other share a row.
 */
export function ProjectBlocks({ blocks, idPrefix, labels }: ProjectBlocksProps) {
  // Heading ids read like the block: "…-overview", then "…-overview-2" for a second one.
  const keys = projectBlockKeys(blocks);
  const rendered: ReactNode[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const next = blocks[index + 1];
    const section = (b: ProjectBlock, at: number) => (
      <BlockSection key={keys[at]} block={b} blockKey={keys[at]!} idPrefix={idPrefix} labels={labels} />
    );
    if (isCallout(block) && next && isCallout(next)) {
      rendered.push(
        <TwoColumns key={`row-${index}`}>
          {section(block, index)}
          {section(next, index + 1)}
        </TwoColumns>,
      );
      index++;
    } else {
      rendered.push(section(block, index));
    }
  }
  return rendered;
}

const isCallout = (block: ProjectBlock) => block.type === "vision" || block.type === "problem";

function BlockSection({
  block,
  blockKey,
  idPrefix,
  labels,
}: {
  block: ProjectBlock;
  blockKey: string;
  idPrefix: string;
  labels: Labels["project"];
}) {
  const content = blockContent(block, labels);
  if (content === null) return null;
  const titleId = `${idPrefix}-${blockKey}`;
  return (
    <PageSection aria-labelledby={titleId} data-block={blockKey}>
      <Reveal>
        <SectionTitle id={titleId}>{block.title ?? labels.blocks[block.type]}</SectionTitle>
      </Reveal>
      {content}
    </PageSection>
  );
}

/** What a block shows under its heading, or null when it has nothing to show. */
function blockContent(block: ProjectBlock, labels: Labels["project"]): ReactNode {
  switch (block.type) {
    case "overview":
      return block.paragraphs.length === 0 ? null : (
        <Reveal>
          <Prose>
            {/* Content may repeat itself; the position is the key. */}
            {block.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Prose>
        </Reveal>
      );
    case "features":
      return block.items.length === 0 ? null : (
        <FeatureGrid stagger element="ul">
          {block.items.map((feature) => (
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
      );
    case "vision":
    case "problem":
      return block.text === "" ? null : (
        <Reveal>
          <Callout data-tone={block.type === "problem" ? "accent" : undefined}>{block.text}</Callout>
        </Reveal>
      );
    case "audience":
      return block.items.length === 0 ? null : (
        <AudienceList stagger element="ul">
          {block.items.map((group) => (
            <RevealItem key={group} element="li">
              <Icon name="users" size={20} />
              {group}
            </RevealItem>
          ))}
        </AudienceList>
      );
    case "delivered": {
      const groups = [
        { title: labels.coreFeatures, items: block.core },
        { title: labels.advancedFeatures, items: block.advanced },
      ].filter((group) => group.items.length > 0);
      return groups.length === 0 ? null : (
        <TwoColumns>
          {groups.map((group) => (
            <Reveal key={group.title}>
              <Card padding="lg">
                <CardTitle>{group.title}</CardTitle>
                <CheckItems items={group.items} />
              </Card>
            </Reveal>
          ))}
        </TwoColumns>
      );
    }
    case "metrics":
      return block.items.length === 0 ? null : (
        <Reveal>
          <MetricGrid metrics={block.items} />
        </Reveal>
      );
    case "achievements":
      return block.items.length === 0 ? null : (
        <Reveal>
          <CheckItems items={block.items} />
        </Reveal>
      );
    case "roadmap":
      return block.phases.length === 0 ? null : (
        <Roadmap stagger element="ol">
          {block.phases.map((phase) => (
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
      );
    case "techStack":
      return block.layers.length === 0 ? null : (
        <Reveal>
          <StackList>
            {block.layers.map((layer) => (
              <div key={layer.area}>
                <dt>{layer.area}</dt>
                <dd>
                  <TagList tags={layer.items} />
                </dd>
              </div>
            ))}
          </StackList>
        </Reveal>
      );
    case "image":
      return (
        <Reveal>
          <ImageFigure image={block.image} />
        </Reveal>
      );
    case "gallery":
      return block.images.length === 0 ? null : <Gallery images={block.images} labels={labels.gallery} />;
    case "video":
      return block.video.sources?.length || block.video.url ? <VideoFigure video={block.video} /> : null;
    case "quote": {
      const { text, name, role } = block.quote;
      return text.trim() === "" ? null : (
        <Reveal>
          <QuoteFigure>
            <blockquote>
              <p>{text}</p>
            </blockquote>
            <figcaption>
              <strong>{name}</strong>
              {role ? `, ${role}` : null}
            </figcaption>
          </QuoteFigure>
        </Reveal>
      );
    }
  }
}

/** A list whose items are marked with an icon (a check by default). */
function CheckItems({
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
      {items.map((item, index) => (
        <li key={index}>
          <Icon name={icon} size={22} strokeWidth={strokeWidth} />
          <span>{item}</span>
        </li>
      ))}
    </CheckList>
  );
}
