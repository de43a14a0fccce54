/**
 * The weekly analytics digest, Mondays at 08:00 in the owner's time zone (SITE_TIME_ZONE):
 * the last 7 whole days (Monday to Sunday there) against the 7 before, and the applications
 * nobody opened a week after they were created, sent through the
 * owner's notification channels (lib/notify/channels). The platform's schedules are in
 * UTC, and 08:00 in a zone moves against UTC with daylight saving time, so it runs every
 * hour and sends once per week (lib/analytics/digest-sent). A separate file: `schedule`
 * cannot have a `path`.
 */
import type { Context } from "@netlify/functions";
import { buildWeeklyDigest, digestDueWeek, digestRangeEnd } from "../analytics/digest";
import { claimDigestWeek } from "../analytics/digest-sent";
import { analyticsStore } from "../analytics/store";
import { loadAnalyticsSummary } from "../analytics/summary";
import { env } from "../env";
import { empty } from "../http";
import { sendOwnerReport } from "../notify/channels";
import { siteTimeZone } from "../time-zone";

export default async (req: Request, context: Context): Promise<Response> => {
  const now = new Date();
  const timeZone = siteTimeZone();
  const week = digestDueWeek(now, timeZone);
  if (!week || !(await claimDigestWeek(analyticsStore(), week))) return empty(204);
  // "Not opened yet" looks at the longest range kept (90 days, up to now), not only the
  // week: an application opened ten days ago and quiet since is not waiting. One read per
  // day kept, once a week.
  const [summary, longest] = await Promise.all([
    loadAnalyticsSummary(analyticsStore(), 7, digestRangeEnd(now, timeZone)),
    loadAnalyticsSummary(analyticsStore(), 90, now),
  ]);
  const siteUrl = env("SITE_URL") || env("URL") || new URL(req.url).origin;
  const sent = await sendOwnerReport(
    buildWeeklyDigest(summary, siteUrl, now, longest.applications),
    context.deploy?.context,
  );
  console.log(`analytics digest: sent by ${sent.length ? sent.join(", ") : "no channel"}`);
  return empty(204);
};
