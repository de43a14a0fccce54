/**
 * GET /api/analytics/export?days=7|30|90, admin only: the range's daily totals and
 * breakdowns as a CSV download (never cached). 400 for another range, 401 without the
 * password, 503 when storage fails or does not answer in time, 405 for other methods.
 */
import type { Context } from "@netlify/functions";
import { analyticsCsv } from "../analytics/export";
import { requestedSummary } from "../analytics/summary";
import { authorizeAdmin } from "../owner/auth";
import { methodNotAllowed, refusal, send } from "../http";

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
