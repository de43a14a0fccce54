import type { Project, ProjectWithPage } from "./types";

/** The path of a project's own page. */
export function projectPath(project: Pick<Project, "slug">): string {
  return `/projects/${project.slug}`;
}

/** Where a project's card leads: its `link`, else its own page, else nowhere. */
export function projectHref(project: Project): string | undefined {
  return project.link ?? (project.page ? projectPath(project) : undefined);
}

/** The projects that have a page of their own, in order. */
export function projectsWithPages(projects: readonly Project[]): ProjectWithPage[] {
  return projects.filter((project): project is ProjectWithPage => project.page !== undefined);
}
