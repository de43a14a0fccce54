import { utcDate, type EngagementEvent } from "@pmfolio/core";
import { expect, vi } from "vitest";
import engagementHandler from "../../functions/analytics-engagement.mjs";
import { readDayEvents } from "../../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../../packages/netlify/src/analytics/store";
import { chromeOnWindows, sendPageView } from "./analytics";
import { settleBackgroundWork, testContext } from "./blobs-server";

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
