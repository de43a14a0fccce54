/**
 * GET /api/analytics/export?days=7|30|90, admin only: the range's daily totals and
 * breakdowns as a CSV download (never cached). 400 for another range, 401 without the
 * password, 503 when storage fails or does not answer in time, 405 for other methods.
 */
import type { Config, Context } from "@netlify/functions";
import { analyticsCsv } from "../lib/analytics/export";
import { analyticsStore } from "../lib/analytics/store";
import { loadAnalyticsSummary, requestedRange } from "../lib/analytics/summary";
import { authorizeAdmin } from "../lib/owner/auth";
import { storageDeadline } from "../lib/blobs";
import { methodNotAllowed, send, unavailable } from "../lib/http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET") return methodNotAllowed(["GET"]);
  const refused = await authorizeAdmin(req, context);
  if (refused) return refused;
  const days = requestedRange(req);
  if (days instanceof Response) return days;
  try {
    // Days are read in parallel: the whole summary is bounded like one call.
    const summary = await storageDeadline(
      loadAnalyticsSummary(analyticsStore(), days, new Date(), {
        afterAnswer: (pending) => context.waitUntil(pending),
      }),
      1,
      "analytics export",
    );
    return send(analyticsCsv(summary), 200, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        "Content-Disposition": `attachment; filename="analytics-${summary.range.from}-to-${summary.range.to}.csv"`,
      },
    });
  } catch (error) {
    return unavailable("Analytics are temporarily unavailable. Try again later.", {
      what: "analytics: could not export",
      error,
    });
  }
};

// The platform's per-address limit, before the function runs and with no storage call:
// each export reads a whole range. A literal (read at deploy).
export const config: Config = {
  path: "/api/analytics/export",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
