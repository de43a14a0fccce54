import type { Context } from "@netlify/functions";
import { siteContent, siteContentIn, siteLanguagesOrDefault } from "../site";
import { recordServerGoal } from "../analytics/ingest";
import { memo } from "../memo";
import { visitorAsked } from "../request-edge";
import { methodNotAllowed, securityHeaders, unavailable } from "../http";
import { buildResumePdf, readOwnerResume, resumeFileName } from "../resume";
import { contentForVariant, publicContent, type ResumeVariant } from "../core";
import { resumeApplication, requestedLanguage } from "../resume-request";
import { requestedTag } from "../request-tag";

/** The owner's own PDF, or null when they have none: looked for once per instance. */
const ownerResume = memo(() => readOwnerResume());
/** The PDF printed from the site's content for no application, per language: once per instance. */
const untaggedResume = memo((language) =>
  buildResumePdf(publicContent(siteContentIn(language)), { language }),
);
/**
 * PDFs drawn for applications (keyed by language, tag and résumé variant), the 32 used last kept in the instance
 * (about 6 KB each): an owner applies to a few dozen places at a time, and a tag drawn again
 * costs tens of ms.
 */
const taggedResumes = memo(
  (key) => {
    const [language, tag, variant] = JSON.parse(key) as [string, string, ResumeVariant | null];
    const content = contentForVariant(publicContent(siteContentIn(language)), variant ?? undefined);
    return buildResumePdf(content, { tag, language });
  },
  32,
  "least-recent",
);

/** The request the goal is counted from: with the application's tag in its query when the Referer named it. */
function goalRequest(req: Request, tag: string | undefined): Request {
  const url = new URL(req.url);
  if (!tag || url.searchParams.has("ref")) return req;
  url.searchParams.set("ref", tag);
  return new Request(url, { method: req.method, headers: req.headers });
}

/**
 * GET /api/download-resume: the resume as a PDF download named after the owner. The owner's
 * own PDF when present (it cannot be rewritten: it is served as it is, to everyone); else one
 * printed from the content, drawn for the application the request names (`?ref=`, or the
 * same-origin Referer's, ../resume-request) when the owner created that tag, every link to
 * the site then carrying it, and in the language the request asks for (`?lang=`, or the
 * Referer's page's; the file's name stays the same in every language). A tagged PDF is
 * private (`no-store`: never in a shared cache); the untagged one is public, varying by
 * Referer, since a Referer may turn the same address into a tagged one.
 *
 * A GET that gets the PDF counts as the `resume-download` goal, after the answer (campaign
 * tags in the query, the application's tag, and an X-Pmfolio-Visitor header credit the visit
 * that led to it), when the visitor asked for it: a navigation or this site's own request,
 * not another site's `<img>` (`visitorAsked` in request-edge).
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  let pdf: Uint8Array;
  let tag: string | undefined;
  try {
    const own = await ownerResume("");
    if (own) pdf = own;
    else {
      const language = requestedLanguage(req, siteLanguagesOrDefault());
      const application = await resumeApplication(requestedTag(req), Date.now());
      tag = application?.tag;
      // Keyed by the variant too: the owner's change to it is drawn at the next download.
      pdf = await (application
        ? taggedResumes(JSON.stringify([language, application.tag, application.variant ?? null]))
        : untaggedResume(language));
    }
  } catch (error) {
    return unavailable("The resume is unavailable right now. Please try again later.", {
      what: "resume: could not produce the PDF",
      error,
    });
  }
  if (req.method === "GET" && visitorAsked(req))
    context.waitUntil(recordServerGoal(goalRequest(req, tag), context, "resume-download"));
  const fileName = resumeFileName(siteContent().profile.name);
  return new Response(req.method === "HEAD" ? null : (pdf as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      ...securityHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...(tag
        ? // One application's copy: never kept by a shared cache, never shown to another reader.
          { "Cache-Control": "private, no-store" }
        : // Public content that changes only with a deploy.
          { "Cache-Control": "public, max-age=3600", Vary: "Referer" }),
    },
  });
};
