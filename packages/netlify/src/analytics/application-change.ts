/**
 * `PATCH /api/analytics/applications`: the owner changes one application's status and what its
 * link shows (issue 47: greeting, pause, expiry, résumé variant, shared private projects), any mix
 * in one conditional write of the owner's list (`applications/owned`, as ./applications creates
 * them), so two tabs changing two applications at once both land. Every field is checked before
 * anything is read or written: a body with one bad field changes nothing.
 */
import type { Store } from "@netlify/blobs";
import {
  applicationStatuses,
  applicationTag,
  initialApplicationStatus,
  isApplicationStatus,
  isPrivateProject,
  namesLinkFields,
  readLinkChange,
  withLinkChange,
  type ApplicationLinkChange,
  type OwnedApplication,
  type PortfolioContent,
} from "../core";
import { storageDeadline } from "../blobs";
import { ownedApplicationsKey, readOwned } from "./store";

export type ChangeOutcome =
  | { ok: true; application: OwnedApplication }
  | { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

/** What of the content a link's choices must name: its projects and its roles' highlights. */
export type LinkContent = Pick<PortfolioContent, "projects" | "experience">;

/**
 * Changes an application: its status (dated `now`, only when it changes) and its link's fields
 * (null clears one). Nothing is written when nothing changes. Refused, and nothing changes, for a
 * tag, status or link field that is not valid, a project the content does not have (400, every
 * bad field named), or a tag that is no application (404). `content` is read only for a body
 * that names projects or highlights.
 */
export async function changeApplication(
  store: Store,
  input: unknown,
  now: Date,
  content: () => LinkContent,
): Promise<ChangeOutcome> {
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  const ref = typeof body.ref === "string" ? applicationTag(body.ref) : undefined;
  if (!ref || ref !== body.ref) fields.ref = "ref must be an application's tag.";
  if ("status" in body && !isApplicationStatus(body.status))
    fields.status = `status must be one of ${applicationStatuses.join(", ")}.`;
  const link = readLinkChange(body);
  if (!link.ok) Object.assign(fields, link.fields);
  // The well-formed fields are checked against the content too, so one answer names every problem.
  const wellFormed = readLinkChange(
    Object.fromEntries(Object.entries(body).filter(([field]) => !(field in fields))),
  );
  if (wellFormed.ok) Object.assign(fields, contentProblems(wellFormed.change, content));
  if (Object.keys(fields).length > 0 || !ref || !link.ok)
    return { ok: false, status: 400, error: "The change is not valid.", fields };
  const status = isApplicationStatus(body.status) ? body.status : undefined;
  if (!status && !namesLinkFields(body))
    return {
      ok: false,
      status: 400,
      error: "Name what changes: status, greeting, paused, expiresAt, resume or privateProjects.",
    };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { applications, etag } = await readOwned(store);
    const current = applications.find((application) => application.ref === ref);
    if (!etag || !current) return { ok: false, status: 404, error: `The tag ${ref} is not an application.` };
    const statusChanges = status !== undefined && (current.status ?? initialApplicationStatus) !== status;
    const application = withLinkChange(
      statusChanges ? { ...current, status, statusChangedAt: now.toISOString() } : current,
      link.change,
    );
    if (JSON.stringify(application) === JSON.stringify(current)) return { ok: true, application: current };
    const { modified } = await storageDeadline(
      store.setJSON(
        ownedApplicationsKey,
        applications.map((owned) => (owned.ref === ref ? application : owned)),
        { onlyIfMatch: etag },
      ),
      1,
      "analytics: storing an application's change",
    );
    if (modified) return { ok: true, application };
  }
  throw new Error("analytics: the applications kept changing; try again");
}

/** The projects and highlights a change names that the content does not have, by field. */
function contentProblems(change: ApplicationLinkChange, read: () => LinkContent): Record<string, string> {
  const { resume, privateProjects } = change;
  if (!resume?.projects?.length && !resume?.highlights?.length && !privateProjects?.length) return {};
  const { projects, experience } = read();
  const slugs = new Set(projects.map((project) => project.slug));
  const privateSlugs = new Set(projects.filter(isPrivateProject).map((project) => project.slug));
  const highlights = new Set(
    experience.flatMap((role, at) => role.achievements.map((_, highlight) => `${at}.${highlight}`)),
  );
  const problems: Record<string, string> = {};
  const unknownProjects = resume?.projects?.filter((slug) => !slugs.has(slug)) ?? [];
  const unknownHighlights = resume?.highlights?.filter((highlight) => !highlights.has(highlight)) ?? [];
  if (unknownProjects.length > 0)
    problems.resume = `resume.projects names ${quoted(unknownProjects)}: no project of the site.`;
  else if (unknownHighlights.length > 0)
    problems.resume = `resume.highlights names ${quoted(unknownHighlights)}: no highlight of the site's experience.`;
  const notPrivate = privateProjects?.filter((slug) => !privateSlugs.has(slug)) ?? [];
  if (notPrivate.length > 0)
    problems.privateProjects = `privateProjects names ${quoted(notPrivate)}: no private project of the site.`;
  return problems;
}

function quoted(items: readonly string[]): string {
  return items.map((item) => `"${item}"`).join(", ");
}
