/**
 * GET /api/tailored-page/{page}?ref={tag}: a page made for one application (issue 47, ADR 036).
 * The site's rules send here only an address with `ref=` of a page the build made one for (each
 * language's home page, résumé page and private project's): every untagged page is a static file.
 *
 * For an application the owner created whose link is open (not paused, not expired): the home page
 * with its greeting, the résumé page in its variant, and a private project's full page when the
 * owner shared it with that application, naming the company. Anyone else (a made-up tag, another application's, a closed
 * link) gets the public page: the home page as it is, a private project's synopsis. One storage
 * read (the owner's list); storage that fails or is slow answers the public page too.
 */
import type { Context } from "@netlify/functions";
import { applicationLinkOpen, applicationTag, tailoredPages } from "../core";
import { readOwnedApplication } from "../request-tag";
import { methodNotAllowed, send } from "../http";
import { fillTailoredPage, pageHeaders, readTailoredPage } from "../tailored/pages";
import { resumePageFor } from "../tailored/resume-page";

/** The slug of a private project's page path ("/de/projects/x" → "x"), else undefined (a home page). */
function projectSlug(pagePath: string): string | undefined {
  return /\/projects\/([a-z0-9-]+)$/.exec(pagePath)?.[1];
}

export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const url = new URL(req.url);
  // A rewrite hands the function the address the visitor asked for; the function's own path names the page after it.
  const pagePath = url.pathname.startsWith(tailoredPages.functionPath)
    ? url.pathname.slice(tailoredPages.functionPath.length) || "/"
    : url.pathname;
  const page = await readTailoredPage(pagePath);
  if (!page) return send("Not found", 404, { contentType: "text/plain; charset=utf-8" });
  const owned = await readOwnedApplication(applicationTag(url.searchParams.get("ref")), "tailored page");
  const application = owned && applicationLinkOpen(owned, Date.now()) ? owned : undefined;
  const slug = projectSlug(pagePath);
  const shared = application && (slug === undefined || application.privateProjects?.includes(slug));
  const filled = shared ? fillTailoredPage(page.template, application) : page.publicPage;
  // The résumé page in the application's variant, when it has one (the PDF reached from it follows too).
  const body =
    shared && application.resume && /(?:^|\/)resume$/.test(pagePath)
      ? resumePageFor(filled, application.resume)
      : filled;
  return send(req.method === "HEAD" ? null : body, 200, {
    contentType: "text/html; charset=utf-8",
    headers: {
      ...(await pageHeaders()),
      // Made for one reader: never kept by a shared cache, never indexed (the public page is).
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
};
