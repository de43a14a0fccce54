/**
 * "Acme opened your portfolio": the page view that opens an application's link tells the
 * owner, when NOTIFY_APPLICATION_OPENED=1, unless the link was paused or expired at that
 * moment (./ingest marks the view). Only tags the owner created in the link builder
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
import { sightApplication } from "./application-signals";

/** True when the owner asked to be told about opened applications. */
export const applicationOpenedNoticesOn = () => env("NOTIFY_APPLICATION_OPENED")?.trim() === "1";

/**
 * Hands the application's work to `context.waitUntil` when a person's view (stored, or
 * dropped past a daily bound; not a bot's) arrived through an application's tag: the opened notice when it is on, and the view's
 * sighting (./application-signals: the browser's application for the day, "forwarded").
 * Does nothing for a tag the owner did not create, nor for a view without a tag.
 */
export function noticeApplicationOpened(
  req: Request,
  context: Context,
  event: NormalizedPageView,
  recorded: RecordedView,
): void {
  // A dropped view still opens and sights the application: a bound must not silence it.
  if (recorded.as === "bot") return;
  const ref = applicationTag(event.campaign?.ref);
  if (!ref) return;
  const country = countryCode(context);
  const now = new Date();
  // The page as the dashboard names it: a path the site does not have is any text a
  // visitor sent, so the owner is told "(not found)" instead.
  const page = isKnownPath(event.pageUrl) ? event.pageUrl : notFoundPageLabel;
  const where = { origin: new URL(req.url).origin, deployContext: context.deploy?.context, now };
  context.waitUntil(
    (async () => {
      try {
        const store = analyticsStore();
        const owned = (await readOwnedApplications(store)).find((application) => application.ref === ref);
        if (!owned) return;
        // Through a paused or expired link the visitor saw the public site: nothing was opened.
        if (applicationOpenedNoticesOn() && !recorded.linkClosed) {
          const day = zonedDate(now.getTime(), siteTimeZone());
          await queueForRetryRun(
            applicationOpenedNotices,
            `application-${day}-${ref}`,
            {
              ref,
              company: owned.company,
              page,
              ...(country === unknownCountry ? {} : { country }),
            },
            where,
          );
        }
        await sightApplication(store, owned, { visitor: recorded.visitor, country, page }, where);
      } catch (error) {
        console.error("analytics: could not check an opened application", errorLine(error));
      }
    })(),
  );
}
