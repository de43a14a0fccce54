/**
 * POST /api/analytics/engagement: one page view's engagement (`EngagementEvent`), sent by
 * the tracker when the page is hidden or left. The same rules as page views: 403 for a
 * post another site made, 204 and nothing stored for Sec-GPC: 1 or DNT: 1, 400/413/415
 * for bad input (figures out of range included), 429 from the platform's rate limit, 503
 * when storage fails. 202 once stored; 404 when no page view of that session and page has
 * that id (a bot's view is never stored as one); 409 when the view already sent its
 * engagement, or its hour is closed (90 minutes, the longest read, after the hour ends). Other methods: 405.
 */
import type { Context } from "@netlify/functions";
import { engagementLimits, validateEngagement } from "../core";
import { recordEngagement } from "../analytics/engagement";
import { noticeReadToEnd } from "../analytics/application-signals";
import { readBeacon, requestSignals } from "../analytics/ingest";
import { analyticsStore } from "../analytics/store";
import { empty, errorResponse, methodNotAllowed, refusal, unavailable } from "../http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readBeacon(
    req,
    validateEngagement,
    "The engagement is not valid.",
    engagementLimits.bodyBytes,
  );
  if (!read.ok) return refusal(read);
  try {
    const outcome = await recordEngagement(
      analyticsStore(),
      read.event,
      requestSignals(req, context),
      (view, figures) => noticeReadToEnd(req, context, view, figures),
    );
    if (outcome === "unknown-view") return errorResponse(404, "No page view of this session matches.");
    if (outcome === "already-counted")
      return errorResponse(409, "This page view's engagement is already counted.");
    if (outcome === "hour-closed")
      return errorResponse(409, "This page view is too old: its hour's figures are final.");
    return empty(202);
  } catch (error) {
    return unavailable("The engagement could not be recorded. Try again later.", {
      what: "analytics: could not record an engagement",
      error,
    });
  }
};
