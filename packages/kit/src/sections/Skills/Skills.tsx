import type { Skill, SkillGroup, Tool } from "@pmfolio/core";
import { forwardRef } from "react";
import { Icon } from "../../primitives/Icon";
import { fillTemplate, formatCount, useLabels, useLocale } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Card } from "../../primitives/Card";
import { TagList } from "../../primitives/Tag";
import { Reveal, RevealItem } from "../../motion/Reveal";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import {
  Dot,
  Dots,
  GroupGrid,
  GroupTitle,
  SkillList,
  ToolChip,
  ToolList,
  ToolsBlock,
  ToolsHeading,
} from "./Skills.styles";
import type { SectionAttributes } from "../sectionAttributes";

const scale = [1, 2, 3, 4, 5] as const;

function SkillLevel({ level }: { level: NonNullable<Skill["level"]> }) {
  const labels = useLabels("skills", siteLabels.skills);
  const locale = useLocale();
  const values = { level: formatCount(level, locale), max: formatCount(scale.length, locale) };
  const name =
    typeof labels.level === "function"
      ? labels.level(values.level, values.max)
      : fillTemplate(labels.level, values);
  return (
    <Dots role="img" aria-label={name}>
      {scale.map((step) => (
        <Dot key={step} data-filled={step <= level} />
      ))}
    </Dots>
  );
}

export interface SkillsProps extends SectionAttributes {
  /**
   * Skill groups (`PortfolioContent.skills`), each a card: skills rated 1 to 5 show five dots; a
   * group whose skills have no levels shows them as tags.
   */
  skills: SkillGroup[];
  /**
   * Tools shown as chips under the groups; none renders no tools block.
   * @defaultValue []
   */
  tools?: Tool[];
  /**
   * The section's heading.
   * @defaultValue `labels.skills.heading` ("Skills")
   */
  heading?: string;
  /** Short label above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  lead?: string;
  /**
   * Heading of the tools block.
   * @defaultValue `labels.skills.toolsHeading` ("Tools")
   */
  toolsHeading?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "skills"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections (the second, fourth… are muted).
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/** The skills section (id "skills"): skill groups (with five-dot levels when rated), then tools. */
export const Skills = forwardRef<HTMLElement, SkillsProps>(function Skills(
  { id = "skills", skills, tools = [], heading, eyebrow, lead, toolsHeading, tone = "auto", ...rest },
  ref,
) {
  const labels = useLabels("skills", siteLabels.skills);
  return (
    <Section ref={ref} id={id} tone={tone} {...rest}>
      <Reveal>
        <SectionHeading eyebrow={eyebrow} title={heading ?? labels.heading} lead={lead} />
      </Reveal>
      {skills.length > 0 ? (
        <GroupGrid stagger element="ul">
          {skills.map((group) => (
            <RevealItem key={group.title} element="li">
              <Card padding="lg">
                <GroupTitle>{group.title}</GroupTitle>
                {group.skills.some((skill) => skill.level !== undefined) ? (
                  <SkillList>
                    {group.skills.map((skill) => (
                      <li key={skill.name}>
                        <span>{skill.name}</span>
                        {skill.level !== undefined ? <SkillLevel level={skill.level} /> : null}
                      </li>
                    ))}
                  </SkillList>
                ) : (
                  // Without levels, a group is its skills' names as tags.
                  <TagList tags={group.skills.map((skill) => skill.name)} />
                )}
              </Card>
            </RevealItem>
          ))}
        </GroupGrid>
      ) : null}
      {tools.length > 0 ? (
        <ToolsBlock>
          <ToolsHeading>{toolsHeading ?? labels.toolsHeading}</ToolsHeading>
          <ToolList stagger element="ul">
            {tools.map((tool) => (
              <RevealItem key={tool.name} element="li">
                <ToolChip>
                  <Icon name={tool.icon} size={18} />
                  {tool.name}
                </ToolChip>
              </RevealItem>
            ))}
          </ToolList>
        </ToolsBlock>
      ) : null}
    </Section>
  );
});
