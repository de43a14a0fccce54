/**
 * POST /api/analytics/engagement: one page view's engagement (`EngagementEvent`), sent by
 * the tracker when the page is hidden or left. The same rules as page views: 403 for a
 * post another site made, 204 and nothing stored for Sec-GPC: 1 or DNT: 1, 400/413/415
 * for bad input (figures out of range included), 429 from the platform's rate limit, 503
 * when storage fails. 202 once stored (a bot's is answered alike and not kept); 404 when
 * no page view of that session and page has that id; 409 when the view already sent its
 * engagement, or its day is closed. Other methods: 405.
 */
import type { Config, Context } from "@netlify/functions";
import { engagementLimits, validateEngagement } from "../../packages/core/src/analytics";
import { crossSiteRefusal, declinesTracking, requestSignals } from "../lib/analytics-ingest";
import { analyticsStore } from "../lib/analytics-store";
import { recordEngagement } from "../lib/analytics/engagement";
import { empty, errorResponse, methodNotAllowed, readJsonBody } from "../lib/http";
import { errorLine } from "../lib/log";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  if (declinesTracking(req)) return empty(204);
  const body = await readJsonBody(req, engagementLimits.bodyBytes);
  if (!body.ok) return body.response;
  const event = validateEngagement(body.value, new URL(req.url).origin);
  if (!event.ok) return errorResponse(400, "The engagement is not valid.", { fields: event.fields });
  try {
    const outcome = await recordEngagement(analyticsStore(), event.value, requestSignals(req, context));
    if (outcome === "unknown-view") return errorResponse(404, "No page view of this session matches.");
    if (outcome === "already-counted")
      return errorResponse(409, "This page view's engagement is already counted.");
    if (outcome === "day-closed") return errorResponse(409, "This page view's day is closed.");
    return empty(202);
  } catch (error) {
    console.error("analytics: could not record an engagement", errorLine(error));
    return errorResponse(
      503,
      "The engagement could not be recorded. Try again later.",
      {},
      { "Retry-After": "60" },
    );
  }
};

// The same per-address limit as page views: a page view sends at most one engagement.
export const config: Config = {
  path: "/api/analytics/engagement",
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ["ip", "domain"] },
};
