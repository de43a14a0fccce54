/**
 * The application tag a request names. A public page ships no script that could pass the
 * tag along (decision 14), so a request the page leads to (a résumé download, a message
 * sent from the form) reads it from what the browser sends anyway: `?ref=` on its own
 * address, else the same-origin `Referer` (the site's `Referrer-Policy:
 * strict-origin-when-cross-origin` sends the full address within the site, so a request
 * from `/?ref=acme-…` names the tag). The tag is not yet checked against the owner's list.
 */
import { applicationTag, type ContactApplication, type OwnedApplication } from "./core";
import { analyticsStore, readOwnedApplications } from "./analytics/store";
import { storageDeadline } from "./blobs";
import { errorLine } from "./log";

/** The page of this site the request came from (its same-origin Referer), or undefined. */
export function refererOnSite(req: Request): URL | undefined {
  const referer = req.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(req.url).origin ? from : undefined;
  } catch {
    return undefined;
  }
}

/** The application tag a request names (not yet checked against the owner's list), or undefined. */
export function requestedTag(req: Request): string | undefined {
  const own = new URL(req.url).searchParams.get("ref");
  if (own !== null) return applicationTag(own);
  return applicationTag(refererOnSite(req)?.searchParams.get("ref"));
}

/**
 * The application a tag names when the owner created it in the link builder, with what its link
 * shows: one read of the owner's list, under the one storage deadline, made only when there is a
 * tag. Storage that fails or is slow gives undefined (logged with `what`): nothing a visitor asked
 * for waits on analytics or fails for it.
 */
export async function readOwnedApplication(
  tag: string | undefined,
  what: string,
): Promise<OwnedApplication | undefined> {
  if (!tag) return undefined;
  try {
    const owned = await storageDeadline(
      readOwnedApplications(analyticsStore()),
      1,
      "reading the applications",
    );
    return owned.find((application) => application.ref === tag);
  } catch (error) {
    console.error(`${what}: could not read the owner's applications`, errorLine(error));
    return undefined;
  }
}

/** The application a tag names (`readOwnedApplication`), as a message records it. */
export async function ownedApplication(
  tag: string | undefined,
  what: string,
): Promise<ContactApplication | undefined> {
  const found = await readOwnedApplication(tag, what);
  return found ? { ref: found.ref, company: found.company } : undefined;
}
