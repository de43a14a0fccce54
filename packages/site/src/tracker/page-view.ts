/**
 * The tracker chunk, loaded at idle time by ./index: unless the visitor asked not to be
 * tracked (or the owner excluded this browser), builds the page-view event the API takes
 * and sends it with `keepalive`, so it survives the visitor navigating away; then counts
 * clicks on the links the kit marks with `data-goal` (booking, professional profile).
 */
import { classifyDevice, type CampaignTags, type GoalEvent, type PageViewEvent } from "@pmfolio/core";
import { beacon } from "./beacon";
import { trackEngagement } from "./engagement";
import { keepsVisitorId } from "./visitor-setting";

/** The localStorage flag ("1") the dashboard's "Don't count this browser" switch sets. */
export const EXCLUDE_STORAGE_KEY = "analytics_ignore";

/** Global Privacy Control or Do Not Track is on, or the owner excluded this browser. */
export function trackingRefused(): boolean {
  try {
    return (
      (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
      navigator.doNotTrack === "1" ||
      localStorage.getItem(EXCLUDE_STORAGE_KEY) === "1"
    );
  } catch {
    // Storage blocked: the signals above were read first, so only the owner's flag is unknown.
    return false;
  }
}

/** The localStorage key of the visitor id (the event's `userId`), kept across visits. */
export const USER_ID_STORAGE_KEY = "analytics_user_id";

/** 128 random bits in base 36 (works outside secure contexts, unlike randomUUID). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, "0")).join(
    "",
  );
}

/**
 * The visitor id kept in localStorage, created when missing (in memory when storage is
 * blocked). When the site counts visitors by its daily server-side hash, a fresh id for
 * this load only, and storage is never read or written.
 */
export function visitorId(): string {
  if (!keepsVisitorId()) return randomId();
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

/**
 * Characters kept of each campaign tag: core's `analyticsLimits.campaignTagMax`, written
 * out so this chunk does not load core's constants module (a test keeps them equal).
 */
export const CAMPAIGN_TAG_MAX = 64;

/**
 * The campaign tags of a page address's query, each cut to the length the server keeps;
 * nothing else of the query leaves the browser. The server normalises them again.
 */
export function campaignTags(search: string): CampaignTags | undefined {
  const query = new URLSearchParams(search);
  let tags: CampaignTags | undefined;
  for (const key of ["utm_source", "utm_medium", "utm_campaign", "ref"] as const) {
    const value = query.get(key)?.trim().slice(0, CAMPAIGN_TAG_MAX);
    if (value) (tags ??= {})[key] = value;
  }
  return tags;
}

/**
 * The localStorage flag ("1") that this browser once arrived through an application's
 * `ref` link. Only the flag is kept, never the tag, and only where the visitor id is kept.
 */
export const TAGGED_STORAGE_KEY = "analytics_tagged";

/** Whether this browser arrived through an application's link before; remembers it when this page did. */
function arrivedTaggedBefore(ref: string | undefined): boolean | undefined {
  if (!keepsVisitorId()) return;
  try {
    const before = localStorage.getItem(TAGGED_STORAGE_KEY) === "1";
    if (ref) localStorage.setItem(TAGGED_STORAGE_KEY, "1");
    return before || undefined;
  } catch {
    return;
  }
}

/** The page-view event for the current page. */
export function buildPageView(): PageViewEvent {
  const userAgent = navigator.userAgent;
  const referrer = document.referrer || "direct";
  const campaign = campaignTags(location.search);
  const tagged = arrivedTaggedBefore(campaign?.ref);
  return {
    pageUrl: location.pathname,
    timestamp: new Date().toISOString(),
    userAgent,
    deviceInfo: classifyDevice(userAgent, screen, { maxTouchPoints: navigator.maxTouchPoints }),
    sessionId: randomId(),
    userId: visitorId(),
    // The server names the source from it (its host table is kept out of the browser).
    referrer,
    campaign,
    tagged,
  };
}

/**
 * From now on, a click on a link marked `data-goal` sends that goal with a beacon: queued
 * by the browser, it neither delays the link (which opens in a new tab) nor is lost when
 * the page goes away. The goal carries this load's visitor, session and campaign.
 */
export function countGoalClicks({ sessionId, userId, campaign }: PageViewEvent): void {
  addEventListener(
    "click",
    (click) => {
      const goal = (click.target as HTMLElement).closest?.<HTMLElement>("[data-goal]")?.dataset.goal;
      if (!goal) return;
      beacon("/api/analytics/goal", {
        goal,
        pageUrl: location.pathname,
        sessionId,
        userId,
        campaign,
      } as GoalEvent);
    },
    true,
  );
}

/**
 * Sends the page view with `keepalive`, then counts goal clicks, unless the visitor or
 * the owner refused tracking (then nothing is sent, ever). The answer names the view:
 * with it, the page's engagement is measured and sent when the page is hidden or left.
 * Rejects when the request cannot be sent: the scheduler logs that.
 */
export async function sendPageView(): Promise<void> {
  if (trackingRefused()) return;
  const event = buildPageView();
  countGoalClicks(event);
  // A string body (not a Blob) so the request's body stays visible to devtools and tests.
  const answer = await fetch("/api/analytics", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(event),
    keepalive: true,
  });
  // Only a counted view's answer names it (a bot's or an error's does not). The engagement code
  // comes in this chunk: a chunk of its own would cost a request and more bytes than it saves.
  const { view } = (await answer.json().catch(() => ({}))) as { view?: string };
  if (view) trackEngagement(view, event.sessionId, event.pageUrl);
}
