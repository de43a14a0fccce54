/** The owner's visit statistics. */
import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { apiJson } from "./client";

/** The query key of a range's summary. */
export const analyticsKey = (range: AnalyticsRange) => ["/api/analytics", range] as const;

/** The summary of the last `range` days; raises 'Failed to fetch analytics' when the server answers not OK. */
export function fetchAnalyticsSummary(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  return apiJson<AnalyticsSummary>(
    `/api/analytics?days=${range}`,
    { failed: "Failed to fetch analytics" },
    { signal },
  );
}
