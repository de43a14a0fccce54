/** For the project page's stories and tests: the sample projects that have a page. */
import type { ProjectWithPage } from "@pmfolio/core";
import { sampleProjects } from "../../fixtures";

function withPage(slug: string) {
  const project = sampleProjects.find((p) => p.slug === slug);
  if (!project?.page) throw new Error(`no page for ${slug}`);
  return project as ProjectWithPage;
}

/** Told through an overview, its metrics and achievements. */
export const personalCloud = withPage("personal-cloud");
/** A product case study, with a block of every other kind. */
export const interviewCoach = withPage("interview-coach");

/** The Interview Coach page's section headings, one per block, in its order. */
export const interviewCoachSections = [
  "Key Features",
  "Vision",
  "Problem Statement",
  "Target Audience",
  "Delivered Features",
  "Metrics",
  "Roadmap",
  "Tech Stack",
];
