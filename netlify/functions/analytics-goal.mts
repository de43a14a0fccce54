/**
 * POST /api/analytics/goal: a goal beacon (`GoalEvent`) sent when a visitor clicks the
 * booking or professional-profile link. The same rules as page views: 403 for a post
 * another site made, 204 and nothing stored for Sec-GPC: 1 or DNT: 1, 400/413/415 for bad
 * input, 202 once stored (a bot's is answered alike and not counted), 429 from the
 * platform's rate limit, 503 when storage fails. Other methods: 405.
 */
import type { Config, Context } from "@netlify/functions";
import { pageViewLimits, validateGoalEvent } from "../lib/core";
import { crossSiteRefusal, declinesTracking, recordGoalEvent, requestSignals } from "../lib/analytics/ingest";
import { analyticsStore } from "../lib/analytics/store";
import { empty, errorResponse, methodNotAllowed, readJsonBody, unavailable } from "../lib/http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  if (declinesTracking(req)) return empty(204);
  const body = await readJsonBody(req, pageViewLimits.bodyBytes);
  if (!body.ok) return body.response;
  const event = validateGoalEvent(body.value, new URL(req.url).origin);
  if (!event.ok) return errorResponse(400, "The goal is not valid.", { fields: event.fields });
  try {
    await recordGoalEvent(analyticsStore(), event.value, requestSignals(req, context));
    return empty(202);
  } catch (error) {
    return unavailable("The goal could not be recorded. Try again later.", {
      what: "analytics: could not record a goal",
      error,
    });
  }
};

export const config: Config = {
  path: "/api/analytics/goal",
  rateLimit: { windowSize: 60, windowLimit: 30, aggregateBy: ["ip", "domain"] },
};
