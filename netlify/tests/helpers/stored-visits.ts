import type { VisitRecord } from "@pmfolio/core";
import { appendVisit } from "../../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../../packages/netlify/src/analytics/store";
import { sessionHash } from "../../../packages/netlify/src/analytics/visitor";
import { visitToStore } from "../../../packages/core/src/analytics/fixtures/visits";

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
