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

/** True for a case study the owner shares only with the applications they choose. */
export function isPrivateProject(project: Pick<Project, "visibility">): boolean {
  return project.visibility === "private";
}

/**
 * What everyone may see of a project: a private one keeps its title and its synopsis, which
 * stands in for its card text and its page (no picture, metric, tag, link or block of the
 * case study). Every file the build writes is drawn from this form, so no private text can
 * reach a page, a share image, the résumé or the sitemap.
 */
export function publicProject(project: Project): Project {
  if (!isPrivateProject(project)) return project;
  const synopsis = project.synopsis ?? "";
  return {
    slug: project.slug,
    title: project.title,
    description: synopsis,
    ...(project.icon ? { icon: project.icon } : {}),
    visibility: "private",
    synopsis,
    page: { summary: synopsis, cover: false, blocks: [], tags: [] },
  };
}

/** The content with every private project in its public form (`publicProject`). */
export function publicContent<C extends { projects: Project[] }>(content: C): C {
  return content.projects.some(isPrivateProject)
    ? { ...content, projects: content.projects.map(publicProject) }
    : content;
}
