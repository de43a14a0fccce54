import type { Context } from "@netlify/functions";
import { recordServerGoal } from "../analytics/ingest";
import { errorResponse, methodNotAllowed, securityHeaders } from "../http";
import { visitorAsked } from "../request-edge";
import { siteContent } from "../site";

/** The owner's booking page, when the content names one on the web (http or https). */
function bookingUrl(): string | undefined {
  const url = siteContent().profile.bookingUrl;
  if (!url) return undefined;
  try {
    return ["https:", "http:"].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/go/booking: the booking link of a résumé PDF, which runs no script to count a
 * click. Counts the `booking-click` goal (after the answer; the query's campaign tags,
 * `ref` and `utm_source=resume`, credit the application) and sends the reader on, 302, to
 * the owner's booking page from the content files. The destination is never read from the
 * request, so this cannot be turned into a redirect to anywhere else: any other parameter
 * is ignored. 404 when the owner has no booking page; HEAD answers the same without counting,
 * and so does another site's `<img>` or frame pointing here (`visitorAsked`, as for the résumé).
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const target = bookingUrl();
  if (!target) return errorResponse(404, "This site has no booking page.");
  if (req.method === "GET" && visitorAsked(req))
    context.waitUntil(recordServerGoal(req, context, "booking-click"));
  return new Response(null, {
    status: 302,
    headers: {
      ...securityHeaders,
      Location: target,
      // Every click must reach the function to be counted.
      "Cache-Control": "private, no-store",
    },
  });
};
