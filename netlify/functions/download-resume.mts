import type { Config, Context } from "@netlify/functions";
import { content } from "../lib/site";
import { recordServerGoal } from "../lib/analytics/ingest";
import { methodNotAllowed, securityHeaders, unavailable } from "../lib/http";
import { buildResumePdf, readOwnerResume, resumeFileName } from "../lib/resume";

let resume: Promise<Uint8Array> | undefined;

/** The owner's own PDF when present, else one printed from the site's content; made once per instance. */
function resumePdf(): Promise<Uint8Array> {
  resume ??= (async () => (await readOwnerResume()) ?? buildResumePdf(content))().catch((error: unknown) => {
    resume = undefined;
    throw error;
  });
  return resume;
}

/**
 * GET /api/download-resume: the resume as a PDF download named after the owner. A GET
 * that gets the PDF counts as the `resume-download` goal, after the answer (campaign tags
 * in the query and an X-Pmfolio-Visitor header credit the visit that led to it).
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
  if (req.method === "GET") context.waitUntil(recordServerGoal(req, context, "resume-download"));
  const fileName = resumeFileName(content.profile.name);
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

export const config: Config = { path: "/api/download-resume" };
