/**
 * GET /api/analytics/export?days=7|30|90, admin only: the range's daily totals and
 * breakdowns as a CSV download (never cached). 400 for another range, 401 without the
 * password, 503 when storage fails or does not answer in time, 405 for other methods.
 */
import type { Config, Context } from "@netlify/functions";
import { analyticsCsv } from "../lib/analytics/export";
import { requestedSummary } from "../lib/analytics/summary";
import { authorizeAdmin } from "../lib/owner/auth";
import { methodNotAllowed, refusal, send } from "../lib/http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET") return methodNotAllowed(["GET"]);
  const refused = await authorizeAdmin(req, context);
  if (refused) return refused;
  const read = await requestedSummary(req, (work) => context.waitUntil(work));
  if (!read.ok) return refusal(read);
  const { summary } = read;
  return send(analyticsCsv(summary), 200, {
    contentType: "text/csv; charset=utf-8",
    headers: {
      "Content-Disposition": `attachment; filename="analytics-${summary.range.from}-to-${summary.range.to}.csv"`,
    },
  });
};

// The platform's per-address limit, before the function runs and with no storage call:
// each export reads a whole range. A literal (read at deploy).
export const config: Config = {
  path: "/api/analytics/export",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
