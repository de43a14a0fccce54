/**
 * The application tag a request names. A public page ships no script that could pass the
 * tag along (decision 14), so a request the page leads to (a résumé download, a message
 * sent from the form) reads it from what the browser sends anyway: `?ref=` on its own
 * address, else the same-origin `Referer` (the site's `Referrer-Policy:
 * strict-origin-when-cross-origin` sends the full address within the site, so a request
 * from `/?ref=acme-…` names the tag). The tag is not yet checked against the owner's list.
 */
import { applicationTag } from "./core";

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
