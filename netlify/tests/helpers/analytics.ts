import type { Context } from "@netlify/functions";
import { utcDate, type AnalyticsSummary, type EngagementEvent, type VisitRecord } from "@pmfolio/core";
import { beforeEach, expect, vi } from "vitest";
import analyticsHandler from "../../functions/analytics.mjs";
import engagementHandler from "../../functions/analytics-engagement.mjs";
import { appendVisit, readDayEvents } from "../../../packages/netlify/src/analytics/events";
import { forgetDailyCapBlocks } from "../../../packages/netlify/src/analytics/daily-cap";
import { analyticsStore } from "../../../packages/netlify/src/analytics/store";
import { sessionHash } from "../../../packages/netlify/src/analytics/visitor";
import { desktopPageView } from "../../../packages/core/src/analytics/fixtures/pageViews";
import { visitToStore } from "../../../packages/core/src/analytics/fixtures/visits";
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

/**
 * Views `pageUrl` in session `sessionId` through the real page-view function, as a direct visit
 * from Chrome on Windows with what `extra` sets, expects it counted (202), and returns the view
 * the answer names.
 */
export async function viewPage(
  site: string,
  pageUrl: string,
  sessionId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await sendPageView(site, {
    pageUrl,
    sessionId,
    userId: `u-${sessionId}`,
    referrer: "direct",
    ...extra,
  });
  expect(response.status).toBe(202);
  const { view } = (await response.json()) as { view: string };
  expect(view).toMatch(/^[0-9a-z]{9}[0-9a-f]{12}$/);
  return view;
}

/**
 * Posts `body` to the real engagement function as the tracker's beacon does from a page of
 * `site` in Chrome on Windows, with `headers` on top.
 */
export function postEngagement(
  site: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Response> {
  return engagementHandler(
    new Request(`${site}/api/analytics/engagement`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": chromeOnWindows,
        Origin: site,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    testContext(),
  );
}

/**
 * Sends a page view's engagement through the real function `seconds` after now, as a reader
 * would (a read is clipped to the time since its view), expects it stored (202), and waits
 * for its after-answer work.
 */
export async function engage(site: string, read: EngagementEvent): Promise<void> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + read.seconds * 1000 });
  try {
    const response = await postEngagement(site, read);
    expect(response.status).toBe(202);
    await settleBackgroundWork();
  } finally {
    vi.useRealTimers();
  }
}

/** The engagement records stored today (UTC). */
export async function storedEngagement() {
  return (await readDayEvents(analyticsStore(), utcDate(Date.now()))).engagement;
}

/** In ms, `time` ("HH:MM:SS", UTC) on 2026-11-24: the day of the tests that store visits themselves. */
export const onTestDay = (time: string) => Date.parse(`2026-11-24T${time}.000Z`);

/**
 * Stores, as the page-view function would, a direct visit to "/" on 2026-11-24 at `time` by the
 * visitor "reader" from Chrome on macOS in session `sessionId`, with what `parts` sets; returns
 * the view's id.
 */
export function storeTestDayVisit(
  time: string,
  sessionId: string,
  parts: Partial<VisitRecord> = {},
): Promise<string> {
  return appendVisit(
    analyticsStore(),
    "2026-11-24",
    visitToStore({
      timestamp: onTestDay(time),
      os: "macOS",
      visitor: "reader",
      session: sessionHash(sessionId),
      ...parts,
    }),
  );
}
