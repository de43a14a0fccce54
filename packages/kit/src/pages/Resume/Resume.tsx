import type { ResumeModel } from "@pmfolio/core";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { ButtonLink } from "../../primitives/Button";
import {
  Block,
  BlockHeading,
  Downloads,
  Entries,
  Entry,
  EntryMeta,
  EntryTitle,
  Facts,
  Header,
  Headline,
  Muted,
  Name,
  Page,
  Points,
  SkillList,
  Summary,
  Text,
} from "./Resume.styles";

export interface ResumeProps extends Omit<ComponentPropsWithoutRef<"article">, "children"> {
  /** The résumé, read from the owner's content with `resumeModel(content)` (the PDF and `resume.json` use the same). */
  resume: ResumeModel;
  /** Where the PDF is downloaded from, e.g. "/api/download-resume". Without it there is no PDF link. */
  pdfHref?: string;
  /** Where the JSON Resume file is, e.g. "/resume.json". Without it there is no link to it. */
  jsonHref?: string;
  /**
   * Text of the PDF link.
   * @defaultValue "Download PDF"
   */
  pdfLabel?: string;
  /**
   * Text of the JSON Resume link.
   * @defaultValue "JSON Resume"
   */
  jsonLabel?: string;
}

/** The goal a host's analytics counts for a click on the link, as the Hero's and Contact's links carry. */
function goalOf(link: ResumeModel["links"][number]): string | undefined {
  if (link.kind === "booking") return "booking-click";
  return link.network ? "profile-click" : undefined;
}

/**
 * The résumé as a page: profile, experience, awards, selected projects and skills, in the
 * order and words of the PDF. Prints as a clean document on A4 or Letter: the download links
 * and the kit's navigation and footer are left off, and links print their address. Place it
 * inside the page's `main`; it renders no script-dependent parts.
 */
export const Resume = forwardRef<HTMLElement, ResumeProps>(function Resume(
  { resume, pdfHref, jsonHref, pdfLabel = "Download PDF", jsonLabel = "JSON Resume", ...rest },
  ref,
) {
  const headingId = useId();
  const { experience, awards, projects, skills } = resume;
  return (
    <Page ref={ref} aria-labelledby={headingId} {...rest}>
      <Header>
        <Name id={headingId}>{resume.name}</Name>
        <Headline>{resume.headline}</Headline>
        <Facts>
          {resume.location ? <li>{resume.location}</li> : null}
          {resume.email ? (
            <li>
              <a href={`mailto:${resume.email}`}>{resume.email}</a>
            </li>
          ) : null}
          {resume.phone ? (
            <li>
              <a dir="ltr" href={`tel:${resume.phone.replace(/[^\d+]/g, "")}`}>
                {resume.phone}
              </a>
            </li>
          ) : null}
          {resume.links.map((link) => (
            <li key={link.url}>
              {link.label}:{" "}
              <a href={link.url} data-goal={goalOf(link)}>
                {link.url.replace(/^https?:\/\//, "")}
              </a>
            </li>
          ))}
        </Facts>
        {pdfHref || jsonHref ? (
          <Downloads>
            {pdfHref ? (
              <ButtonLink href={pdfHref} download>
                {pdfLabel}
              </ButtonLink>
            ) : null}
            {jsonHref ? (
              <ButtonLink href={jsonHref} variant="secondary" type="application/json">
                {jsonLabel}
              </ButtonLink>
            ) : null}
          </Downloads>
        ) : null}
      </Header>
      {/* The data-resume-* marks let a server make a variant of the page (@pmfolio/netlify's tailored pages). */}
      <Summary data-resume-summary="">{resume.summary}</Summary>

      <Block aria-labelledby={`${headingId}-experience`}>
        <BlockHeading id={`${headingId}-experience`}>{resume.sectionTitles.experience}</BlockHeading>
        <Entries>
          {experience.map((job, jobIndex) => (
            <Entry key={`${job.company} ${job.title} ${job.period}`}>
              <EntryTitle>{job.title}</EntryTitle>
              <EntryMeta>
                {job.company}, {job.location} · {job.period}
              </EntryMeta>
              <Points>
                {job.achievements.map((achievement, index) => (
                  <li key={achievement} data-resume-highlight={`${jobIndex}.${index}`}>
                    {achievement}
                  </li>
                ))}
              </Points>
            </Entry>
          ))}
        </Entries>
      </Block>

      {awards.length > 0 ? (
        <Block aria-labelledby={`${headingId}-awards`}>
          <BlockHeading id={`${headingId}-awards`}>{resume.sectionTitles.awards}</BlockHeading>
          <Entries>
            {awards.map((award) => (
              <Entry key={`${award.title} ${award.period}`}>
                <EntryTitle>
                  {award.title} ({award.period})
                </EntryTitle>
                <Text>{award.description}</Text>
              </Entry>
            ))}
          </Entries>
        </Block>
      ) : null}

      {projects.length > 0 ? (
        <Block aria-labelledby={`${headingId}-projects`}>
          <BlockHeading id={`${headingId}-projects`}>{resume.sectionTitles.projects}</BlockHeading>
          <Entries>
            {projects.map((project) => (
              <Entry key={project.title} data-resume-project={project.slug}>
                <EntryTitle>
                  {project.url ? (
                    <a href={project.url} data-print-address="">
                      {project.title}
                    </a>
                  ) : (
                    project.title
                  )}
                </EntryTitle>
                <Text>{project.description}</Text>
                {project.metrics.length > 0 ? <Muted>{project.metrics.join(" · ")}</Muted> : null}
              </Entry>
            ))}
          </Entries>
        </Block>
      ) : null}

      <Block aria-labelledby={`${headingId}-skills`}>
        <BlockHeading id={`${headingId}-skills`}>{resume.sectionTitles.skills}</BlockHeading>
        <SkillList>
          {skills.map((group) => (
            <div key={group.title}>
              <dt>{group.title}</dt>
              <dd>{group.items.join(", ")}</dd>
            </div>
          ))}
        </SkillList>
      </Block>
    </Page>
  );
});
