import type { ResumeVariant } from "../analytics/applicationLinks";
import type { PortfolioContent } from "../content/types";

/**
 * The content a résumé made for one application is read from (`resumeModel`): its summary
 * line, its projects in its order and its experience highlights, where the variant names
 * them; everything it leaves out is the default résumé's. A slug or highlight the content no
 * longer has is passed over, so an edit to the content never breaks a link already sent.
 */
export function contentForVariant(
  content: PortfolioContent,
  variant: ResumeVariant | undefined,
): PortfolioContent {
  if (!variant) return content;
  const { summary, projects, highlights } = variant;
  const kept = highlights ? new Set(highlights) : undefined;
  return {
    ...content,
    profile: summary ? { ...content.profile, tagline: summary } : content.profile,
    projects: projects
      ? projects.flatMap((slug) => content.projects.filter((project) => project.slug === slug))
      : content.projects,
    experience: kept
      ? content.experience.map((role, r) => ({
          ...role,
          achievements: role.achievements.filter((_, a) => kept.has(`${r}.${a}`)),
        }))
      : content.experience,
  };
}
