/**
 * GET /api/analytics for the dashboard, with the admin password as the bearer
 * credential, mapped to the spec's error texts.
 */
import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { apiFetch } from "../api/queryClient";

/** The query key of a range's summary. */
export const analyticsKey = (range: AnalyticsRange) => ["/api/analytics", range] as const;

/** A failed summary fetch; `status` is the HTTP status when the server answered. */
export class AnalyticsFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "AnalyticsFetchError";
  }
}

/** Fetches the summary of the last `range` days. */
export async function fetchAnalyticsSummary(
  range: AnalyticsRange,
  token: string,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  const res = await apiFetch(`/api/analytics?days=${range}`, { token, signal });
  if (res.status === 401) throw new AnalyticsFetchError("Invalid password", 401);
  if (!res.ok) throw new AnalyticsFetchError("Failed to fetch analytics", res.status);
  return (await res.json()) as AnalyticsSummary;
}

/** What the dashboard shows after 'Error: ': the failure's message, or 'Unknown error'. */
export function analyticsErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

/** What the login form shows when the password could not be checked. */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof AnalyticsFetchError)) return "Error connecting to server";
  if (error.status === 429) return "Too many failed attempts. Try again later.";
  return error.message;
}
