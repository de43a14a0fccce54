/** The owner's visit statistics. */
import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { apiJson } from "./client";

/** The query key of a range's summary. */
export const analyticsKey = (range: AnalyticsRange) => ["/api/analytics", range] as const;

/** The summary of the last `range` days. */
export function fetchAnalyticsSummary(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  return apiJson<AnalyticsSummary>(`/api/analytics?days=${range}`, { signal });
}
