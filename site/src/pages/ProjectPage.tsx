import { CaseStudyPage, ProjectDetailPage } from "@pmfolio/kit";
import type { ProjectDetail } from "@pmfolio/core";
import { content } from "../../content";

export function ProjectPage({ project }: { project: ProjectDetail }) {
  return <ProjectDetailPage project={project} />;
}

export function InterviewCoachPage() {
  return <CaseStudyPage caseStudy={content.caseStudy} />;
}
