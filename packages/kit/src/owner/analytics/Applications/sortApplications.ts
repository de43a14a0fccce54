import {
  applicationStatuses,
  otherRowLabel,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
} from "@pmfolio/core";

/** The latest thing that happened to an application: a visit, a signal, a status change, or its creation. */
export function lastActivity(application: ApplicationSummary): number {
  const times = [
    application.lastSeen,
    application.statusChangedAt,
    application.created,
    application.events[application.events.length - 1]?.at,
  ].map((iso) => (iso ? Date.parse(iso) : Number.NaN));
  return Math.max(-Infinity, ...times.filter(Number.isFinite));
}

const created = (application: ApplicationSummary) =>
  application.created ? Date.parse(application.created) : -Infinity;
const nameOf = (application: ApplicationSummary) => application.company ?? application.ref;

/**
 * The applications with `status` (all with `undefined`), in `sort`'s order: recent activity
 * and creation newest first, company A to Z in `locale`, status in the pipeline's order (then
 * by recent activity). The "Other" row stays last, and only when no status is chosen: it
 * adds up applications of every status.
 */
export function sortApplications(
  applications: readonly ApplicationSummary[],
  sort: ApplicationSort,
  status: ApplicationStatus | undefined,
  locale: string,
): ApplicationSummary[] {
  const other = applications.filter((application) => application.ref === otherRowLabel);
  const rows = applications.filter(
    (application) =>
      application.ref !== otherRowLabel && (status === undefined || application.status === status),
  );
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byActivity = (a: ApplicationSummary, b: ApplicationSummary) => lastActivity(b) - lastActivity(a) || 0;
  const compare: Record<ApplicationSort, (a: ApplicationSummary, b: ApplicationSummary) => number> = {
    activity: byActivity,
    created: (a, b) => created(b) - created(a) || byActivity(a, b),
    company: (a, b) => collator.compare(nameOf(a), nameOf(b)) || byActivity(a, b),
    status: (a, b) =>
      applicationStatuses.indexOf(a.status) - applicationStatuses.indexOf(b.status) || byActivity(a, b),
  };
  // Equal rows keep the server's order (Array.prototype.sort is stable).
  return [...rows.sort(compare[sort]), ...(status === undefined ? other : [])];
}
