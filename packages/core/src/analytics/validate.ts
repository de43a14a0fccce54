/**
 * Validation and normalisation of an untrusted page-view event (`POST /api/analytics`).
 * Sizes are bounded, unknown enum values become "Unknown", the page must be a path on
 * this site (its query and fragment are dropped: they can carry personal data).
 */
import { campaignTagsFromSearch, parseCampaignTags } from "./campaign";
import {
  browserNames,
  osNames,
  type BrowserName,
  type CampaignTags,
  type GoalEvent,
  type OsName,
  type PageViewEvent,
} from "./types";

/** Limits on a page-view event. */
export const pageViewLimits = {
  /** The largest request body read. */
  bodyBytes: 8 * 1024,
  /** Characters of the page path kept; longer paths are refused. */
  pathMax: 200,
  /** Characters of the page URL as sent (before the query is dropped). */
  pageUrlMax: 2048,
  userAgentMax: 1024,
  referrerMax: 2048,
  idMax: 100,
  /** Larger screens are not real; they are clamped. */
  screenMax: 20_000,
} as const;

/** A valid event, reduced to what the server uses. */
export interface NormalizedPageView {
  /** The path: starts with "/", no query or fragment, no trailing slash (except "/"). */
  pageUrl: string;
  /** The user agent in the body (the server prefers the request's User-Agent header). */
  userAgent: string;
  userId: string;
  sessionId: string;
  /** "" when direct. */
  referrer: string;
  /**
   * The acceptable campaign tags: the body's `campaign`, else those in the page URL's
   * query (every other query parameter is dropped). Unacceptable tags are dropped, not refused.
   */
  campaign?: CampaignTags;
  /** The browser arrived through an application's tag before (see `PageViewEvent.tagged`). */
  tagged?: true;
  /** The client's view of its device, used as hints (screen size, iPadOS). */
  hints: { screenWidth: number; screenHeight: number; isTablet: boolean; browser: BrowserName; os: OsName };
}

export type PageViewValidation =
  | { ok: true; value: NormalizedPageView }
  | { ok: false; fields: Partial<Record<keyof PageViewEvent, string>> };

const identifierPattern = /^[A-Za-z0-9._:-]+$/;
// Control characters never belong in these fields (and would break the storage encoding).
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Checks a page-view body. `origin` is this site's origin: an absolute page URL must be
 * on it. Returns the normalised event or the fields that are wrong.
 */
export function validatePageView(input: unknown, origin: string): PageViewValidation {
  const body = record(input);
  const fields: Partial<Record<keyof PageViewEvent, string>> = {};

  const pageUrl = pagePath(body.pageUrl, origin);
  if (pageUrl === undefined) fields.pageUrl = "pageUrl must be a path on this site.";

  const userAgent = optionalText(body.userAgent, pageViewLimits.userAgentMax);
  if (userAgent === undefined) fields.userAgent = "userAgent must be text.";

  const ids = visitorIds(body, fields);

  const referrer = optionalText(body.referrer, pageViewLimits.referrerMax);
  if (referrer === undefined) fields.referrer = "referrer must be text.";

  if (body.timestamp !== undefined && (typeof body.timestamp !== "string" || body.timestamp.length > 64))
    fields.timestamp = "timestamp must be an ISO 8601 date.";
  if (body.trafficSource !== undefined && typeof body.trafficSource !== "string")
    fields.trafficSource = "trafficSource must be text.";

  const device = record(body.deviceInfo);
  if (body.deviceInfo !== undefined && device !== body.deviceInfo)
    fields.deviceInfo = "deviceInfo must be an object.";

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      pageUrl: pageUrl!,
      userAgent: userAgent!,
      ...ids,
      referrer: referrer!.toLowerCase() === "direct" ? "" : referrer!,
      ...campaignOf(body.campaign, body.pageUrl, origin),
      ...(body.tagged === true ? { tagged: true as const } : {}),
      hints: {
        screenWidth: dimension(device.screenWidth),
        screenHeight: dimension(device.screenHeight),
        isTablet: device.isTablet === true,
        browser: oneOf(browserNames, device.browser),
        os: oneOf(osNames, device.os),
      },
    },
  };
}

/**
 * The normalised path of a page URL on this site, or undefined. Accepts "/path" or an
 * absolute URL on `origin`; drops the query and fragment and a trailing slash.
 */
export function pagePath(value: unknown, origin: string): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > pageViewLimits.pageUrlMax) return;
  if (controlCharacters.test(value)) return;
  const isPath = value.startsWith("/") && !value.startsWith("//");
  if (!isPath && !/^https?:\/\//i.test(value)) return;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return;
  }
  if (url.origin !== new URL(origin).origin) return;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : url.pathname;
  return path.length <= pageViewLimits.pathMax ? path : undefined;
}

function campaignOf(campaign: unknown, pageUrl: unknown, origin: string): { campaign?: CampaignTags } {
  let tags = parseCampaignTags(campaign);
  if (!tags && typeof pageUrl === "string" && pageUrl.includes("?")) {
    try {
      tags = campaignTagsFromSearch(new URL(pageUrl, origin).search);
    } catch {
      // An address that does not parse was already refused as pageUrl.
    }
  }
  return tags ? { campaign: tags } : {};
}

/** The goals a browser may report; the others are counted by the server alone. */
export const browserGoalNames = ["booking-click", "profile-click"] as const satisfies ReadonlyArray<
  GoalEvent["goal"]
>;

/** A valid goal beacon, reduced to what the server uses. */
export interface NormalizedGoalEvent {
  goal: GoalEvent["goal"];
  pageUrl: string;
  userId: string;
  sessionId: string;
  campaign?: CampaignTags;
}

export type GoalEventValidation =
  { ok: true; value: NormalizedGoalEvent } | { ok: false; fields: Partial<Record<keyof GoalEvent, string>> };

/** Checks a goal beacon's body (`POST /api/analytics/goal`); `origin` as for page views. */
export function validateGoalEvent(input: unknown, origin: string): GoalEventValidation {
  const body = record(input);
  const fields: Partial<Record<keyof GoalEvent, string>> = {};
  const goal = browserGoalNames.find((name) => name === body.goal);
  if (!goal) fields.goal = `goal must be one of ${browserGoalNames.join(", ")}.`;
  const pageUrl = pagePath(body.pageUrl, origin);
  if (pageUrl === undefined) fields.pageUrl = "pageUrl must be a path on this site.";
  const ids = visitorIds(body, fields);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      goal: goal!,
      pageUrl: pageUrl!,
      ...ids,
      ...campaignOf(body.campaign, body.pageUrl, origin),
    },
  };
}

/**
 * The visitor's and the session's ids a beacon carries, each wrong one named in `fields`; the ids
 * are the checked values only while `fields` names neither.
 */
function visitorIds(
  body: Record<string, unknown>,
  fields: Partial<Record<"userId" | "sessionId", string>>,
): { userId: string; sessionId: string } {
  const userId = identifier(body.userId);
  if (userId === undefined) fields.userId = "userId must be an identifier.";
  const sessionId = identifier(body.sessionId);
  if (sessionId === undefined) fields.sessionId = "sessionId must be an identifier.";
  return { userId: userId!, sessionId: sessionId! };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Text up to `max` characters without control characters; missing or null is "". */
function optionalText(value: unknown, max: number): string | undefined {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > max || controlCharacters.test(value)) return;
  return value.trim();
}

function identifier(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > pageViewLimits.idMax) return;
  return identifierPattern.test(value) ? value : undefined;
}

function dimension(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.round(value), pageViewLimits.screenMax);
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T {
  return allowed.includes(value as T) ? (value as T) : ("Unknown" as T);
}
