import type { Context } from "@netlify/functions";
import type { AnalyticsSummary } from "@pmfolio/core";
import { beforeEach, expect } from "vitest";
import analyticsHandler from "../../functions/analytics.mjs";
import { forgetDailyCapBlocks } from "../../../packages/netlify/src/analytics/daily-cap";
import { analyticsStore } from "../../../packages/netlify/src/analytics/store";
import { desktopPageView } from "../../../packages/core/src/analytics/fixtures/pageViews";
import { blobsForFile } from "./blobs-for-file";
import { settleBackgroundWork, testContext, type TestBlobs } from "./blobs-server";

/**
 * For a test file of the analytics endpoints: a real local Blobs server for the file, the owner's
 * password set, and an analytics store emptied before each test (after the previous test's
 * after-answer work has settled), so no test reads another's visits. Returns the server.
 */
export function withEmptyAnalyticsStore(password: string): () => TestBlobs {
  const blobs = blobsForFile({ ADMIN_PASSWORD: password });
  beforeEach(async () => {
    await settleBackgroundWork();
    forgetDailyCapBlocks();
    const store = analyticsStore();
    const { blobs: all } = await store.list();
    await Promise.all(all.map(({ key }) => store.delete(key)));
  });
  return blobs;
}

/** Chrome on a Windows desktop: the user agent of the page views below. */
export const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The body of a direct page view of "/" from Chrome on a Windows desktop, with what `overrides` sets. */
export function pageViewBody(overrides: Record<string, unknown> = {}) {
  return desktopPageView(
    { sessionId: "s-1", userId: "u-1", ...overrides },
    { userAgent: chromeOnWindows, browser: "Chrome", os: "Windows" },
  );
}

/**
 * Posts `body` to the real page-view function as the tracker's beacon does, its User-Agent header
 * the body's own user agent (Chrome on Windows when it has none), with `headers` on top.
 */
export function sendPageView(
  site: string,
  body: object,
  context: Context = testContext(),
  headers: Record<string, string> = {},
): Promise<Response> {
  const { userAgent = chromeOnWindows } = body as { userAgent?: string };
  return analyticsHandler(
    new Request(`${site}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent, ...headers },
      body: JSON.stringify(body),
    }),
    context,
  );
}

/** The real function's answer to the owner's summary of the last `days` days, asked from `ip` with `password`. */
export function askSummary(
  site: string,
  password: string,
  { days = 7, ip = "203.0.113.10" }: { days?: number; ip?: string } = {},
): Promise<Response> {
  return analyticsHandler(
    new Request(`${site}/api/analytics?days=${days}`, { headers: { Authorization: `Bearer ${password}` } }),
    testContext({ ip }),
  );
}

/** The owner's summary of the last `days` days, its answer checked to be 200. */
export async function ownerSummary(
  site: string,
  password: string,
  options: { days?: number; ip?: string } = {},
): Promise<AnalyticsSummary> {
  const response = await askSummary(site, password, options);
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}
