/**
 * /api/analytics
 *   POST  a page-view event from the tracker: 202 with no body (bots too, counted apart);
 *         400/413/415 for bad input, 429 past ANALYTICS_RATE_LIMIT per address and minute.
 *   GET   ?days=7|30|90, admin only: the dashboard summary (never cached).
 */
import type { Config, Context } from "@netlify/functions";
// Core by path, not by package name: Netlify bundles a function's relative imports but
// leaves package imports to file tracing, and @pmfolio/core ships TypeScript sources.
import { analyticsRanges, pageViewLimits, validatePageView } from "../../packages/core/src/analytics";
import { DEFAULT_ANALYTICS_RATE_LIMIT, recordPageView } from "../lib/analytics-ingest";
import { analyticsStore } from "../lib/analytics-store";
import { loadAnalyticsSummary } from "../lib/analytics-summary";
import { authorizeAdmin } from "../lib/auth";
import { empty, envInt, errorResponse, json, methodNotAllowed, readJsonBody } from "../lib/http";
import { rateLimit } from "../lib/rate-limit";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method === "POST") return ingest(req, context);
  if (req.method === "GET") return summary(req, context);
  return methodNotAllowed(["GET", "POST"]);
};

async function ingest(req: Request, context: Context): Promise<Response> {
  const receivedAt = Date.now();
  const body = await readJsonBody(req, pageViewLimits.bodyBytes);
  if (!body.ok) return body.response;
  const event = validatePageView(body.value, new URL(req.url).origin);
  if (!event.ok) return errorResponse(400, "The page view is not valid.", { fields: event.fields });

  const limit = await rateLimit(
    { scope: "analytics", ip: context.ip },
    { limit: envInt("ANALYTICS_RATE_LIMIT", DEFAULT_ANALYTICS_RATE_LIMIT), windowSeconds: 60 },
  );
  if (!limit.ok) {
    return errorResponse(
      429,
      "Too many page views from this address. Try again later.",
      {},
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }

  try {
    const userAgent = req.headers.get("user-agent") ?? event.value.userAgent;
    await recordPageView(analyticsStore(), event.value, userAgent, receivedAt);
    return empty(202);
  } catch (error) {
    console.error("analytics: could not record a page view", error);
    return errorResponse(503, "The page view could not be recorded. Try again later.");
  }
}

async function summary(req: Request, context: Context): Promise<Response> {
  const refused = await authorizeAdmin(req, context);
  if (refused) return refused;

  const requested = new URL(req.url).searchParams.get("days");
  const days = analyticsRanges.find((range) => String(range) === requested);
  if (!days) return errorResponse(400, `days must be one of ${analyticsRanges.join(", ")}.`);
  try {
    return json(await loadAnalyticsSummary(analyticsStore(), days));
  } catch (error) {
    console.error("analytics: could not load the summary", error);
    return errorResponse(503, "Analytics are temporarily unavailable. Try again later.");
  }
}

export const config: Config = { path: "/api/analytics", method: ["GET", "POST"] };
