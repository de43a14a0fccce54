import type { Award, ExperienceEntry } from "@pmfolio/core";
import { Stack } from "../../internal/Stack";
import { forwardRef } from "react";
import { Icon } from "../../primitives/Icon";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Badge } from "../../primitives/Badge";
import { Card } from "../../primitives/Card";
import { Reveal, RevealItem } from "../../motion/Reveal";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import {
  Achievements,
  AwardDescription,
  AwardPeriod,
  AwardsBlock,
  AwardsHeading,
  AwardsList,
  AwardTitle,
  Marker,
  Period,
  Role,
  Timeline,
  TimelineItem,
  Where,
} from "./Experience.styles";
import type { SectionAttributes } from "../sectionAttributes";

export interface ExperienceProps extends SectionAttributes {
  /** Roles, newest first (`PortfolioContent.experience`); the one with `current: true` is marked 'Current' (`labels.experience.current`). */
  experience: ExperienceEntry[];
  /**
   * Awards listed under the timeline; none renders no awards block.
   * @defaultValue []
   */
  awards?: Award[];
  /**
   * The section's heading.
   * @defaultValue `labels.experience.heading` ("Experience")
   */
  heading?: string;
  /** Short label above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  lead?: string;
  /**
   * Heading of the awards block.
   * @defaultValue `labels.experience.awardsHeading` ("Awards")
   */
  awardsHeading?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "experience"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections (the second, fourth… are muted).
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/** The experience section (id "experience"): a timeline of roles, then awards. */
export const Experience = forwardRef<HTMLElement, ExperienceProps>(function Experience(
  {
    id = "experience",
    experience,
    awards = [],
    heading,
    eyebrow,
    lead,
    awardsHeading,
    tone = "auto",
    ...rest
  },
  ref,
) {
  const labels = useLabels("experience", siteLabels.experience);
  return (
    <Section ref={ref} id={id} tone={tone} {...rest}>
      <Reveal>
        <SectionHeading eyebrow={eyebrow} title={heading ?? labels.heading} lead={lead} />
      </Reveal>
      {experience.length > 0 ? (
        <Timeline stagger element="ol">
          {experience.map((entry) => (
            <TimelineItem key={`${entry.company}-${entry.title}-${entry.period}`} element="li">
              <Marker aria-hidden="true" data-current={entry.current} />
              <Card element="article" padding="lg" data-current={entry.current}>
                <Stack align="baseline" justify="between" gap={[2, 4]}>
                  <Role>{entry.title}</Role>
                  <Period>
                    {entry.period}
                    {entry.current ? (
                      <Badge tone="success" dot>
                        {labels.current}
                      </Badge>
                    ) : null}
                  </Period>
                </Stack>
                <Where>
                  <span>
                    <Icon name="briefcase" size={16} />
                    {entry.company}
                  </span>
                  <span>
                    <Icon name="map-pin" size={16} />
                    {entry.location}
                  </span>
                </Where>
                {entry.achievements.length > 0 ? (
                  <Achievements>
                    {entry.achievements.map((achievement) => (
                      <li key={achievement}>
                        <Icon name="check" size={18} />
                        <span>{achievement}</span>
                      </li>
                    ))}
                  </Achievements>
                ) : null}
              </Card>
            </TimelineItem>
          ))}
        </Timeline>
      ) : null}
      {awards.length > 0 ? (
        <AwardsBlock>
          <Reveal>
            <AwardsHeading>
              <Icon name="award" />
              {awardsHeading ?? labels.awardsHeading}
            </AwardsHeading>
          </Reveal>
          <AwardsList stagger element="ul">
            {awards.map((award) => (
              <RevealItem key={`${award.title}-${award.period}`} element="li">
                <Card>
                  <AwardTitle>{award.title}</AwardTitle>
                  <AwardPeriod>{award.period}</AwardPeriod>
                  <AwardDescription>{award.description}</AwardDescription>
                </Card>
              </RevealItem>
            ))}
          </AwardsList>
        </AwardsBlock>
      ) : null}
    </Section>
  );
});
