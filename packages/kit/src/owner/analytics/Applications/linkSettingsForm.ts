/**
 * The link settings' form state, read from an application's stored link and turned back into the
 * one PATCH body that saves it. A choice left as the default résumé has it (every project in the
 * content's order, every highlight) is sent as no choice, so the variant keeps following the
 * content when the owner adds a project later.
 */
import {
  applicationLinkOpen,
  zonedDate,
  zonedDayBounds,
  type ApplicationLink,
  type ApplicationLinkChange,
  type ResumeVariant,
} from "@pmfolio/core";

/** One of the site's projects, as the link settings list it (public titles only). */
export interface LinkProject {
  /** The project's slug, as the content names it. */
  slug: string;
  /** Its title, as the public site shows it. */
  title: string;
  /** A private case study (`"visibility": "private"`): offered for sharing, never in the résumé. */
  private?: boolean;
}

/** One role of the site's experience, with its highlights in the content's order. */
export interface LinkRole {
  /** The role's title (and company), as the résumé shows it. */
  title: string;
  /** Its highlights' texts. */
  highlights: readonly string[];
}

export interface LinkForm {
  greeting: string;
  paused: boolean;
  /** "YYYY-MM-DD", or "" for no expiry. */
  expiresOn: string;
  summary: string;
  /** Every public project, in the variant's order, each shown or not. */
  projects: { slug: string; shown: boolean }[];
  /** The highlights kept ("role.highlight"). */
  highlights: string[];
  privateProjects: string[];
}

/** The time zone the expiry day is read in: the one given, else the viewer's. */
export function expiryTimeZone(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every highlight's id, "role.highlight", in the content's order. */
export function highlightIds(roles: readonly LinkRole[]): string[] {
  return roles.flatMap((role, at) => role.highlights.map((_, highlight) => `${at}.${highlight}`));
}

/** The form for an application's stored link (the default résumé where it has no variant). */
export function linkForm(
  link: ApplicationLink | undefined,
  projects: readonly LinkProject[],
  roles: readonly LinkRole[],
  timeZone: string,
): LinkForm {
  const publicSlugs = projects.filter((project) => !project.private).map((project) => project.slug);
  const chosen = link?.resume?.projects?.filter((slug) => publicSlugs.includes(slug));
  const privateSlugs = new Set(projects.filter((project) => project.private).map((project) => project.slug));
  return {
    greeting: link?.greeting ?? "",
    paused: link?.paused === true,
    expiresOn: link?.expiresAt ? zonedDate(Date.parse(link.expiresAt), timeZone) : "",
    summary: link?.resume?.summary ?? "",
    projects: chosen
      ? [
          ...chosen.map((slug) => ({ slug, shown: true })),
          ...publicSlugs.filter((slug) => !chosen.includes(slug)).map((slug) => ({ slug, shown: false })),
        ]
      : publicSlugs.map((slug) => ({ slug, shown: true })),
    highlights: link?.resume?.highlights ?? highlightIds(roles),
    privateProjects: (link?.privateProjects ?? []).filter((slug) => privateSlugs.has(slug)),
  };
}

/** The PATCH body's link fields for the form: every field, null where it clears one. */
export function linkChange(
  form: LinkForm,
  roles: readonly LinkRole[],
  timeZone: string,
): ApplicationLinkChange {
  const shown = form.projects.filter((project) => project.shown).map((project) => project.slug);
  const everyProjectInOrder =
    shown.length === form.projects.length && form.projects.every((project, at) => project.slug === shown[at]);
  const allHighlights = highlightIds(roles);
  const kept = allHighlights.filter((id) => form.highlights.includes(id));
  const resume: ResumeVariant = {
    ...(form.summary.trim() ? { summary: form.summary.trim() } : {}),
    ...(everyProjectInOrder ? {} : { projects: shown }),
    ...(kept.length === allHighlights.length ? {} : { highlights: kept }),
  };
  return {
    greeting: form.greeting.trim() || null,
    paused: form.paused,
    expiresAt: form.expiresOn ? new Date(zonedDayBounds(form.expiresOn, timeZone).toMs).toISOString() : null,
    resume: Object.keys(resume).length > 0 ? resume : null,
    privateProjects: form.privateProjects.length > 0 ? form.privateProjects : null,
  };
}

/** Where a link stands at `nowMs`: paused, expired, to expire (with its date), or open. */
export function linkState(
  link: ApplicationLink | undefined,
  nowMs: number,
): "paused" | "expired" | "expires" | "open" {
  if (!link) return "open";
  if (link.paused) return "paused";
  if (!applicationLinkOpen(link, nowMs)) return "expired";
  return link.expiresAt ? "expires" : "open";
}
