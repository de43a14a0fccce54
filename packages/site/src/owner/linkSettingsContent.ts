/**
 * What the link settings offer from the site's content: its projects (public titles; the private
 * ones marked, so they are offered for sharing and never for the résumé) and its roles with their
 * highlights, in the content's order, as the highlights' ids ("role.highlight") count them.
 */
import { isPrivateProject, type PortfolioContent } from "@pmfolio/core";
import type { LinkProject, LinkRole } from "@pmfolio/kit/owner";

export function linkSettingsContent(content: Pick<PortfolioContent, "projects" | "experience">): {
  projects: LinkProject[];
  roles: LinkRole[];
} {
  return {
    projects: content.projects.map((project) => ({
      slug: project.slug,
      title: project.title,
      ...(isPrivateProject(project) ? { private: true } : {}),
    })),
    roles: content.experience.map((role) => ({
      title: `${role.title}, ${role.company}`,
      highlights: role.achievements,
    })),
  };
}
