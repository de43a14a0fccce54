/** The owner's visit statistics. */
import type {
  AnalyticsRange,
  ApplicationLinkChange,
  AnalyticsSummary,
  ApplicationStatus,
  ApplicationTimeline,
  OwnedApplication,
} from "@pmfolio/core";
import { apiCall } from "./client";

/** The query key of a range's summary. */
export const analyticsKey = (range: AnalyticsRange) => ["/api/analytics", range] as const;

/** The summary of the last `range` days. */
export function fetchAnalyticsSummary(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  return apiCall("GET /api/analytics", { query: { days: range }, signal });
}

/** One application's timeline over the last `range` days. */
export function fetchApplicationTimeline(range: AnalyticsRange, ref: string): Promise<ApplicationTimeline> {
  return apiCall<"GET /api/analytics/applications", ApplicationTimeline>("GET /api/analytics/applications", {
    query: { ref, days: range },
  });
}

/** Creates an application for a company (a 400 or 409 carries the server's reason, e.g. the tag exists). */
export function createApplication(company: string): Promise<OwnedApplication> {
  return apiCall("POST /api/analytics/applications", { json: { company } });
}

/**
 * Saves what an application's link shows, every field in one request (a 400 carries the server's
 * reason and the `fields` it refused); answers the application as stored.
 */
export function saveApplicationLink(ref: string, change: ApplicationLinkChange): Promise<OwnedApplication> {
  return apiCall("PATCH /api/analytics/applications", { json: { ref, ...change } });
}

/** Sets an application's status (a 400 or 404 carries the server's reason); answers the application as stored. */
export function setApplicationStatus(ref: string, status: ApplicationStatus): Promise<OwnedApplication> {
  return apiCall("PATCH /api/analytics/applications", { json: { ref, status } });
}
