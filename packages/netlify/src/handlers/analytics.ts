/**
 * /api/analytics
 *   POST  a page-view event from the tracker: 202 with no body (bots too, counted apart);
 *         204 and nothing stored when the browser sends Sec-GPC: 1 or DNT: 1; 403 for a
 *         post another site made (Sec-Fetch-Site/Origin); 204 and nothing stored for a view of
 *         an owner page (core's `isOwnerPath`: the owner at work is no visitor); 400/413/415 for bad input; 429
 *         from the platform past `config.rateLimit` per address. A view through the tag
 *         of an application the owner created may tell the owner, after the answer
 *         (lib/analytics/application-opened).
 *   GET   ?days=7|30|90, admin only: the dashboard summary (never cached).
 *   Other methods: 405 with Allow. Storage that fails or does not answer in time: 503
 *   with Retry-After, within a bounded time (BLOBS_TIMEOUT_MS per call, see lib/blobs),
 *   and nothing stored. A page view whose write went out and was not answered in time may
 *   still be stored, so it is answered 202 (lib/blobs `storedOrSent`): a 503 would have the
 *   tracker send it again and count it twice.
 */
import type { Context } from "@netlify/functions";
import { isOwnerPath, validatePageView } from "../core";
import { noticeApplicationOpened } from "../analytics/application-opened";
import { readBeacon, recordPageView, requestSignals } from "../analytics/ingest";
import { analyticsStore } from "../analytics/store";
import { requestedSummary } from "../analytics/summary";
import { authorizeAdmin } from "../owner/auth";
import { answer, empty, json, methodNotAllowed, refusal, unavailable } from "../http";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method === "POST") return ingest(req, context);
  if (req.method === "GET") return summary(req, context);
  return methodNotAllowed(["GET", "POST"]);
};

async function ingest(req: Request, context: Context): Promise<Response> {
  const read = await readBeacon(req, validatePageView, "The page view is not valid.");
  if (!read.ok) return refusal(read);
  const { event } = read;
  if (isOwnerPath(event.pageUrl)) return empty(204);
  try {
    const recorded = await recordPageView(
      analyticsStore(),
      event,
      requestSignals(req, context, event.userAgent),
    );
    noticeApplicationOpened(req, context, event, recorded);
    // The view's id lets the tracker send this view's engagement later; a bot's gets nothing.
    return recorded.as === "visit" ? json({ view: recorded.view }, 202) : empty(202);
  } catch (error) {
    return unavailable("The page view could not be recorded. Try again later.", {
      what: "analytics: could not record a page view",
      error,
    });
  }
}

async function summary(req: Request, context: Context): Promise<Response> {
  const refused = await authorizeAdmin(req, context);
  if (refused) return refused;

  const read = await requestedSummary(req, (work) => context.waitUntil(work));
  return read.ok ? answer("GET /api/analytics", read.summary) : refusal(read);
}
