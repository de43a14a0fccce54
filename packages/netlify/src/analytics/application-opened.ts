/**
 * "Acme opened your portfolio": the page view that opens an application's link tells the
 * owner, when NOTIFY_APPLICATION_OPENED=1. Only tags the owner created in the link builder
 * notify (a stranger's tag costs one read and sends nothing), at most once per tag and day
 * in the owner's time zone (the notice's id names the day; lib/notify/queue's marker). The
 * page view only queues the notice, after its answer: the retry schedule sends it, so this
 * function bundles no mail client. A view without an application's tag costs no storage call.
 */
import type { Context } from "@netlify/functions";
import {
  applicationTag,
  notFoundPageLabel,
  unknownCountry,
  zonedDate,
  type NormalizedPageView,
} from "../core";
import { env } from "../env";
import { errorLine } from "../log";
import { queueForRetryRun } from "../notify/queue";
import { isKnownPath } from "../site";
import { siteTimeZone } from "../time-zone";
import { applicationOpenedNotices } from "./application-notice";
import { readOwnedApplications } from "./store";
import { countryCode, type RecordedView } from "./ingest";
import { analyticsStore } from "./store";

/** True when the owner asked to be told about opened applications. */
export const applicationOpenedNoticesOn = () => env("NOTIFY_APPLICATION_OPENED")?.trim() === "1";

/**
 * Hands the notice's work to `context.waitUntil` when a recorded visit (not a bot's)
 * arrived through an application's tag and the notices are on; does nothing otherwise.
 */
export function noticeApplicationOpened(
  req: Request,
  context: Context,
  event: NormalizedPageView,
  recorded: RecordedView,
): void {
  if (recorded.as !== "visit" || !applicationOpenedNoticesOn()) return;
  const ref = applicationTag(event.campaign?.ref);
  if (!ref) return;
  const country = countryCode(context);
  const now = new Date();
  context.waitUntil(
    (async () => {
      try {
        const owned = (await readOwnedApplications(analyticsStore())).find(
          (application) => application.ref === ref,
        );
        if (!owned) return;
        const day = zonedDate(now.getTime(), siteTimeZone());
        await queueForRetryRun(
          applicationOpenedNotices,
          `application-${day}-${ref}`,
          {
            ref,
            company: owned.company,
            // The page as the dashboard names it: a path the site does not have is any text a
            // visitor sent, so the owner is told "(not found)" instead.
            page: isKnownPath(event.pageUrl) ? event.pageUrl : notFoundPageLabel,
            ...(country === unknownCountry ? {} : { country }),
          },
          { origin: new URL(req.url).origin, deployContext: context.deploy?.context, now },
        );
      } catch (error) {
        console.error("analytics: could not check an opened application", errorLine(error));
      }
    })(),
  );
}
