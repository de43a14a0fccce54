/**
 * The weekly analytics digest, Mondays at 08:00 UTC: the last 7 whole days (Monday to
 * Sunday) against the 7 before, sent through the owner's notification channels (lib/notify/channels). A
 * separate file: `schedule` cannot have a `path`.
 */
import type { Config, Context } from "@netlify/functions";
import { buildWeeklyDigest, digestRangeEnd } from "../lib/analytics/digest";
import { analyticsStore } from "../lib/analytics/store";
import { loadAnalyticsSummary } from "../lib/analytics/summary";
import { env } from "../lib/env";
import { empty } from "../lib/http";
import { sendOwnerReport } from "../lib/notify/channels";

export default async (req: Request, context: Context): Promise<Response> => {
  const summary = await loadAnalyticsSummary(analyticsStore(), 7, digestRangeEnd(new Date()));
  const siteUrl = env("SITE_URL") || env("URL") || new URL(req.url).origin;
  const sent = await sendOwnerReport(buildWeeklyDigest(summary, siteUrl), context.deploy?.context);
  console.log(`analytics digest: sent by ${sent.length ? sent.join(", ") : "no channel"}`);
  return empty(204);
};

export const config: Config = { schedule: "0 8 * * 1" };
