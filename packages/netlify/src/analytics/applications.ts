/**
 * The applications the owner created in the link builder and one application's timeline
 * (./application-change changes one). The owner's tags live in one small JSON blob
 * (`applications/owned`, read in ./store), replaced here with a conditional write so two
 * tabs creating or changing at once never lose one; the summary reads it with one `get`. A timeline reads the same day
 * summaries as the dashboard (one call per day), so its cost grows with the days in the
 * range, not with the visits, with the dashboard's per-day deadline: a day that cannot be
 * read in time is named in `incompleteDays` instead of failing the timeline.
 */
import type { Store } from "@netlify/blobs";
import {
  applicationTag,
  applicationTimeline,
  rangeDates,
  unguessableTag,
  zonedDate,
  zonedDayStart,
  type AnalyticsRange,
  type ApplicationTimeline,
  type OwnedApplication,
} from "../core";
import { readDaysInTime, type SummaryOptions } from "./summary";
import { ownedApplicationsKey, readOwned, readOwnedApplications } from "./store";
import { storageDeadline } from "../blobs";
import { siteTimeZone } from "../time-zone";

/** Applications the owner may create: enough for a long search, small enough to read at once. */
export const ownedApplicationsMax = 500;
/** Characters of a company name. */
export const companyNameMax = 80;

export type CreateOutcome =
  | { ok: true; application: OwnedApplication }
  | { ok: false; status: 400 | 409; error: string; fields?: Record<string, string> };

/**
 * Creates an application for a company: its tag is made from the name and an
 * unguessable part (`unguessableTag`: a stranger who guesses the company cannot open it)
 * unless the owner gives one. Refused (and nothing changes) for a name or tag that is not valid, a tag that
 * exists, or past the limit.
 */
export async function createApplication(store: Store, input: unknown, now: Date): Promise<CreateOutcome> {
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const company = typeof body.company === "string" ? body.company.trim().replace(/\s+/g, " ") : "";
  if (!company || company.length > companyNameMax)
    return invalid({ company: `company must be a name of 1 to ${companyNameMax} characters.` });
  const ref = body.ref === undefined ? unguessableTag(company) : applicationTag(body.ref);
  if (!ref || applicationTag(ref) !== ref)
    return invalid({
      ref: "ref must be 1 to 40 lower-case letters, digits, '.', '_', '-' or '~', starting with a letter or digit.",
    });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { applications, etag } = await readOwned(store);
    if (applications.some((application) => application.ref === ref))
      return { ok: false, status: 409, error: `The tag ${ref} is already an application.` };
    if (applications.length >= ownedApplicationsMax)
      return { ok: false, status: 409, error: `There are already ${ownedApplicationsMax} applications.` };
    const application = { ref, company, created: now.toISOString() };
    const { modified } = await storageDeadline(
      store.setJSON(
        ownedApplicationsKey,
        [...applications, application],
        etag ? { onlyIfMatch: etag } : { onlyIfNew: true },
      ),
      1,
      "analytics: storing an application",
    );
    if (modified) return { ok: true, application };
  }
  throw new Error("analytics: the applications kept changing; try again");
}

/**
 * Marks the application whose opened-link notice could not be delivered, so the dashboard
 * says so (as the inbox does for a message). Nothing changes for a tag that is no longer
 * an application.
 */
export async function markApplicationNotificationFailed(store: Store, ref: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { applications, etag } = await readOwned(store);
    if (!etag || !applications.some((application) => application.ref === ref)) return;
    const marked = applications.map((application) =>
      application.ref === ref ? { ...application, notificationFailed: true as const } : application,
    );
    const { modified } = await storageDeadline(
      store.setJSON(ownedApplicationsKey, marked, { onlyIfMatch: etag }),
      1,
      "analytics: marking an application's notification failed",
    );
    if (modified) return;
  }
  throw new Error("analytics: the applications kept changing; try again");
}

function invalid(
  fields: Record<string, string>,
  error = "The application is not valid.",
): { ok: false; status: 400; error: string; fields: Record<string, string> } {
  return { ok: false, status: 400, error, fields };
}

/** One application's visits over the last `days` days (in the owner's zone), newest first. */
export async function loadApplicationTimeline(
  store: Store,
  days: AnalyticsRange,
  ref: string,
  now: Date = new Date(),
  { timeZone = siteTimeZone(), ...options }: SummaryOptions = {},
): Promise<ApplicationTimeline> {
  const nowMs = now.getTime();
  const dates = rangeDates(zonedDate(nowMs, timeZone), days);
  const [owned, { reads, incomplete }] = await Promise.all([
    readOwnedApplications(store),
    readDaysInTime(store, dates, nowMs, { ...options, timeZone }),
  ]);
  const timeline = applicationTimeline(
    reads.flatMap((read) => read.summary.trails),
    { fromMs: zonedDayStart(dates[0]!, timeZone), toMs: nowMs },
    ref,
    owned.find((application) => application.ref === ref),
    new Set(owned.map((application) => application.ref)),
    reads.flatMap((read) => read.summary.applicationBots ?? []),
  );
  return incomplete.length > 0 ? { ...timeline, incompleteDays: incomplete } : timeline;
}
