/**
 * POST /api/analytics/goal: a goal beacon (`GoalEvent`) sent when a visitor clicks the
 * booking or professional-profile link. The same rules as page views: 403 for a post
 * another site made, 204 and nothing stored for Sec-GPC: 1 or DNT: 1, 400/413/415 for bad
 * input, 202 once stored (a bot's is answered alike and not counted), 429 from the
 * platform's rate limit, 503 when storage fails. Other methods: 405.
 */
import type { Context } from "@netlify/functions";
import { validateGoalEvent } from "../core";
import { readBeacon, recordGoalEvent, requestSignals } from "../analytics/ingest";
import { analyticsStore } from "../analytics/store";
import { empty, methodNotAllowed, refusal, unavailable } from "../http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readBeacon(req, validateGoalEvent, "The goal is not valid.");
  if (!read.ok) return refusal(read);
  try {
    await recordGoalEvent(analyticsStore(), read.event, requestSignals(req, context));
    return empty(202);
  } catch (error) {
    return unavailable("The goal could not be recorded. Try again later.", {
      what: "analytics: could not record a goal",
      error,
    });
  }
};
