import type { Context } from "@netlify/functions";
import { siteContent } from "../site";
import { recordServerGoal } from "../analytics/ingest";
import { fromOtherSite } from "../request-edge";
import { methodNotAllowed, securityHeaders, unavailable } from "../http";
import { buildResumePdf, readOwnerResume, resumeFileName } from "../resume";

let resume: Promise<Uint8Array> | undefined;

/** The owner's own PDF when present, else one printed from the site's content; made once per instance. */
function resumePdf(): Promise<Uint8Array> {
  resume ??= (async () => (await readOwnerResume()) ?? buildResumePdf(siteContent()))().catch(
    (error: unknown) => {
      resume = undefined;
      throw error;
    },
  );
  return resume;
}

/**
 * Whether the visitor asked for the file: a top-level navigation (a link followed, from
 * this site or from an email), or a request this site made. Another site's `<img>` or
 * frame pointing here is served, not counted. The site rule is the one the owner's
 * endpoints use (`fromOtherSite` in lib/request-edge, which sets `same-site` apart too).
 */
function countsAsVisitorRequest(req: Request): boolean {
  const topLevel =
    req.headers.get("sec-fetch-mode") === "navigate" && req.headers.get("sec-fetch-dest") === "document";
  return topLevel || !fromOtherSite(req);
}

/**
 * GET /api/download-resume: the resume as a PDF download named after the owner. A GET
 * that gets the PDF counts as the `resume-download` goal, after the answer (campaign tags
 * in the query and an X-Pmfolio-Visitor header credit the visit that led to it), when
 * the visitor asked for it: a navigation or this site's own request, not another site's
 * `<img>` (`countsAsVisitorRequest`).
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  let pdf: Uint8Array;
  try {
    pdf = await resumePdf();
  } catch (error) {
    return unavailable("The resume is unavailable right now. Please try again later.", {
      what: "resume: could not produce the PDF",
      error,
    });
  }
  if (req.method === "GET" && countsAsVisitorRequest(req))
    context.waitUntil(recordServerGoal(req, context, "resume-download"));
  const fileName = resumeFileName(siteContent().profile.name);
  return new Response(req.method === "HEAD" ? null : (pdf as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      ...securityHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Public content that changes only with a deploy.
      "Cache-Control": "public, max-age=3600",
    },
  });
};
