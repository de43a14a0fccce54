/**
 * Which application, and which language, a résumé download is for.
 *
 * The tag is the one the request names (./request-tag: `?ref=`, else the same-origin
 * Referer, so a download from `/?ref=acme-…` or `/resume?ref=acme-…` names it). Only a tag
 * the owner created in the link builder is drawn into a PDF: any other value gives the
 * untagged PDF and is never echoed.
 */
import { pathLanguage } from "./core";
import { ownedApplication, refererOnSite } from "./request-tag";

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
 * The tag when the owner created it in the link builder (./request-tag's `ownedApplication`:
 * one read, under the one storage deadline, only for a request that names a tag). Storage
 * that fails or is slow gives the untagged PDF: a download never waits on analytics.
 */
export async function ownedTag(tag: string | undefined): Promise<string | undefined> {
  return (await ownedApplication(tag, "resume: the PDF is untagged"))?.ref;
}
