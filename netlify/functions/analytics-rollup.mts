/**
 * Summarises closed days off the request path, shortly after midnight UTC (after the
 * day-close grace), so dashboard requests find every closed day already summarised.
 * Dashboard requests still compute a missing day on demand, so a missed run costs
 * nothing but one slower request. Then it deletes visit data older than the retention
 * period (lib/analytics-retention). A separate file: `schedule` cannot have a `path`.
 */
import type { Config } from "@netlify/functions";
import { pruneExpiredDays } from "../lib/analytics-retention";
import { analyticsStore } from "../lib/analytics-store";
import { rollUpClosedDays } from "../lib/analytics-summary";

export default async (): Promise<Response> => {
  const store = analyticsStore();
  const { computed } = await rollUpClosedDays(store);
  console.log(
    `analytics roll-up: summarised ${computed.length} day(s)${computed.length ? `: ${computed.join(", ")}` : ""}`,
  );
  const pruned = await pruneExpiredDays(store);
  console.log(
    `analytics retention: deleted ${pruned.deleted} blob(s) of ${pruned.days.length} expired day(s)${pruned.days.length ? `: ${pruned.days.join(", ")}` : ""}`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "15 0 * * *" };
