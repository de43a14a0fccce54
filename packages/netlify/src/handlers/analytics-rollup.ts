/**
 * Every hour, just after the last hour closed (90 minutes past its end, on the half hour): stores the
 * partial summaries of today's closed hours and summarises the days that closed (days
 * in the owner's zone, SITE_TIME_ZONE, which may end at any UTC hour), off the request
 * path, so dashboard requests find them stored; then deletes visit data older than the
 * retention period (lib/analytics/rollup: each
 * step has its own error handling and time limit, and a failed day never stops
 * retention). Dashboard requests still compute a missing day on demand, so a missed run
 * costs nothing but one slower request. A separate file: `schedule` cannot have a `path`.
 */
import { runRollup } from "../analytics/rollup";
import { analyticsStore } from "../analytics/store";
import { empty } from "../http";

export default async (): Promise<Response> => {
  const report = await runRollup(analyticsStore());
  const list = (days: string[]) => (days.length ? `: ${days.join(", ")}` : "");
  console.log(
    "error" in report.hours
      ? `analytics roll-up: today's closed hours failed: ${report.hours.error}`
      : `analytics roll-up: read the open day(s)${list(report.hours.days)}`,
  );
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
