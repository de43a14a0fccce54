/**
 * /api/analytics/applications, owner only (as the dashboard's summary):
 *   GET   the applications the owner created, oldest first: `{ applications: [...] }`.
 *   GET   ?ref=tag&days=7|30|90: that application's timeline, its visits newest first.
 *   POST  `{ company, ref? }`: a new application, its tag made from the company name and
 *         an unguessable part (`acme-corp-7k2qx9m4`) unless given; 201 with it, 400 for a name or tag that is not valid, 409 when
 *         the tag exists. Shown with zero visits until its link is first opened.
 *   PATCH `{ ref, status?, greeting?, paused?, expiresAt?, resume?, privateProjects? }`, at
 *         least one besides ref, any mix in one write: the status (applied, interviewing,
 *         offer, rejected, withdrawn; dated now when it changes) and what the application's
 *         link shows (issue 47; null clears a field). 200 with the application as stored; 400
 *         with `fields` naming every field that is not valid (a project the content does not
 *         have, or one that is not private in `privateProjects`, included), nothing changed;
 *         404 for a tag that is no application.
 *   Other methods: 405. Storage that fails or does not answer in time: 503.
 */
import type { Context } from "@netlify/functions";
import { applicationTag } from "../core";
import { analyticsStore } from "../analytics/store";
import { requestedRange } from "../analytics/summary";
import { changeApplication } from "../analytics/application-change";
import { createApplication, loadApplicationTimeline } from "../analytics/applications";
import { readOwnedApplications } from "../analytics/store";
import { authorizeAdmin } from "../owner/auth";
import { siteContent } from "../site";
import { storageDeadline } from "../blobs";
import { answer, errorResponse, methodNotAllowed, readJsonBody, refusal, unavailable } from "../http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "POST" && req.method !== "PATCH")
    return methodNotAllowed(["GET", "POST", "PATCH"]);
  const refused = await authorizeAdmin(req, context);
  if (refused) return refused;
  try {
    if (req.method === "POST") {
      const body = await readJsonBody(req, 2048);
      if (!body.ok) return body.response;
      const created = await createApplication(analyticsStore(), body.value, new Date());
      return created.ok
        ? answer("POST /api/analytics/applications", created.application, 201)
        : errorResponse(created.status, created.error, created.fields ? { fields: created.fields } : {});
    }
    if (req.method === "PATCH") {
      // Room for a résumé variant: a summary line and lists of up to 100 slugs.
      const body = await readJsonBody(req, 16_384);
      if (!body.ok) return body.response;
      const changed = await changeApplication(analyticsStore(), body.value, new Date(), siteContent);
      return changed.ok
        ? answer("PATCH /api/analytics/applications", changed.application)
        : errorResponse(changed.status, changed.error, changed.fields ? { fields: changed.fields } : {});
    }
    const requested = new URL(req.url).searchParams.get("ref");
    if (requested === null) {
      return answer("GET /api/analytics/applications", {
        applications: await readOwnedApplications(analyticsStore()),
      });
    }
    const ref = applicationTag(requested);
    if (!ref || ref !== requested) return errorResponse(400, "ref must be an application's tag.");
    const range = requestedRange(req);
    if (!range.ok) return refusal(range);
    const work = loadApplicationTimeline(analyticsStore(), range.days, ref, new Date(), {
      afterAnswer: (pending) => context.waitUntil(pending),
    });
    return answer("GET /api/analytics/applications", await storageDeadline(work, 1, "application timeline"));
  } catch (error) {
    return unavailable("Applications are temporarily unavailable. Try again later.", {
      what: "analytics: applications failed",
      error,
    });
  }
};
