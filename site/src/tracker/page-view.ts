/**
 * The tracker chunk, loaded at idle time by ./index: builds the spec's page-view event
 * and sends it with `keepalive`, so it survives the visitor navigating away.
 */
import { classifyDevice, referrerSource, type PageViewEvent } from "@pmfolio/core";

/** The localStorage key of the visitor id (the spec's analytics user id). */
export const USER_ID_STORAGE_KEY = "analytics_user_id";

/** 128 random bits in base 36 (works outside secure contexts, unlike randomUUID). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, "0")).join(
    "",
  );
}

/** The visitor id kept in localStorage, created when missing (in memory when storage is blocked). */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(USER_ID_STORAGE_KEY);
    if (stored) return stored;
    const id = randomId();
    localStorage.setItem(USER_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** The page-view event for the current page. */
export function buildPageView(): PageViewEvent {
  const userAgent = navigator.userAgent;
  const referrer = document.referrer || "direct";
  return {
    pageUrl: location.pathname,
    timestamp: new Date().toISOString(),
    userAgent,
    deviceInfo: classifyDevice(userAgent, screen, { maxTouchPoints: navigator.maxTouchPoints }),
    sessionId: randomId(),
    userId: visitorId(),
    referrer,
    // The referrer's host: the server names it from its host table (kept out of the browser).
    trafficSource: referrerSource(referrer),
  };
}

/**
 * Sends the page view with `keepalive`; the answer is not read (the spec's tracker never
 * reads it). Rejects when the request cannot be sent: the scheduler logs that.
 */
export async function sendPageView(): Promise<void> {
  await fetch("/api/analytics", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildPageView()),
    keepalive: true,
  });
}
