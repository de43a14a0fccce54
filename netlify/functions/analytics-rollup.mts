/**
 * Summarises closed days off the request path, shortly after midnight UTC (after the
 * day-close grace), so dashboard requests find every closed day already summarised,
 * then deletes visit data older than the retention period (lib/analytics/rollup: each
 * step has its own error handling and time limit, and a failed day never stops
 * retention). Dashboard requests still compute a missing day on demand, so a missed run
 * costs nothing but one slower request. A separate file: `schedule` cannot have a `path`.
 */
import type { Config } from "@netlify/functions";
import { runRollup } from "../lib/analytics/rollup";
import { analyticsStore } from "../lib/analytics/store";
import { empty } from "../lib/http";

export default async (): Promise<Response> => {
  const report = await runRollup(analyticsStore());
  const list = (days: string[]) => (days.length ? `: ${days.join(", ")}` : "");
  console.log(
    `analytics roll-up: summarised ${report.summarised.length} day(s)${list(report.summarised)}; ` +
      `failed ${report.failed.length}${list(report.failed)}; deferred ${report.deferred.length}${list(report.deferred)}`,
  );
  console.log(
    "error" in report.retention
      ? `analytics retention failed: ${report.retention.error}`
      : `analytics retention: deleted ${report.retention.deleted} blob(s) of ${report.retention.days.length} expired day(s)${list(report.retention.days)}`,
  );
  return empty(report.failed.length || "error" in report.retention ? 500 : 204);
};

export const config: Config = { schedule: "15 0 * * *" };
