/** The owner's visit statistics. */
import type { AnalyticsRange, AnalyticsSummary, ApplicationTimeline, OwnedApplication } from "@pmfolio/core";
import { apiJson, isApiError } from "./client";

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

/** One application's timeline over the last `range` days. */
export function fetchApplicationTimeline(range: AnalyticsRange, ref: string): Promise<ApplicationTimeline> {
  return apiJson<ApplicationTimeline>(
    `/api/analytics/applications?ref=${encodeURIComponent(ref)}&days=${range}`,
    { failed: "Failed to fetch the timeline" },
  );
}

/** Creates an application for a company; rejects with the server's reason (e.g. the tag exists). */
export async function createApplication(company: string): Promise<OwnedApplication> {
  try {
    return await apiJson<OwnedApplication>(
      "/api/analytics/applications",
      { failed: "Failed to create the application" },
      { method: "POST", json: { company } },
    );
  } catch (error) {
    throw isApiError(error) && error.serverError ? new Error(error.serverError) : error;
  }
}
