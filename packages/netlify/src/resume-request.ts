/**
 * Which application, and which language, a résumé download is for.
 *
 * The tag is the one the request names (./request-tag: `?ref=`, else the same-origin
 * Referer, so a download from `/?ref=acme-…` or `/resume?ref=acme-…` names it). Only a tag
 * the owner created in the link builder is drawn into a PDF: any other value gives the
 * untagged PDF and is never echoed.
 */
import { applicationLinkOpen, pathLanguage, type ResumeVariant } from "./core";
import { readOwnedApplication, refererOnSite } from "./request-tag";

/**
 * The language the PDF is drawn in, of `languages` (the site's, its default first): `?lang=`
 * on the download (the résumé page's link in another language has it), else the language of
 * the page it came from (the Referer's path, `/de/…`), else the default. An unknown value is
 * never echoed: it gives the default.
 */
export function requestedLanguage(req: Request, languages: readonly string[]): string {
  const asked = new URL(req.url).searchParams.get("lang");
  if (asked !== null) return languages.includes(asked) ? asked : languages[0]!;
  const from = refererOnSite(req);
  return from ? pathLanguage(from.pathname, languages).language : languages[0]!;
}

/**
 * The application a download is drawn for, when the owner created its tag in the link builder
 * (./request-tag's `readOwnedApplication`: one read, under the one storage deadline, only for a
 * request that names a tag), with its résumé variant while its link is open (issue 47): a
 * paused or expired link gets the default résumé, its links still tagged so the visit is told
 * apart. Storage that fails or is slow gives the untagged PDF: a download never waits on analytics.
 */
export async function resumeApplication(
  tag: string | undefined,
  nowMs: number,
): Promise<{ tag: string; variant?: ResumeVariant } | undefined> {
  const owned = await readOwnedApplication(tag, "resume: the PDF is untagged");
  if (!owned) return undefined;
  return owned.resume && applicationLinkOpen(owned, nowMs)
    ? { tag: owned.ref, variant: owned.resume }
    : { tag: owned.ref };
}
