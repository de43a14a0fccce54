/**
 * The analytics contract between the tracker, `POST/GET /api/analytics` and the dashboard.
 */

/** Browsers the dashboard names (spec); anything else is "Unknown". */
export const browserNames = ["Chrome", "Firefox", "Safari", "Edge", "Opera", "Unknown"] as const;
export type BrowserName = (typeof browserNames)[number];

/** Operating systems the dashboard names (spec); anything else is "Unknown". */
export const osNames = ["Windows", "macOS", "Linux", "Android", "iOS", "Unknown"] as const;
export type OsName = (typeof osNames)[number];

/** What the client knows about its device. The server re-derives all of it from the user agent. */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  browser: BrowserName;
  os: OsName;
  /** `screen.width` in CSS pixels. */
  screenWidth: number;
  /** `screen.height` in CSS pixels. */
  screenHeight: number;
}

/** The body of `POST /api/analytics`, sent once per app load. */
export interface PageViewEvent {
  /** The path of the page, e.g. "/projects/magic-leap". */
  pageUrl: string;
  /** When the client sent it (ISO 8601). The server buckets by its own clock. */
  timestamp: string;
  userAgent: string;
  deviceInfo: DeviceInfo;
  /** New on each app load. */
  sessionId: string;
  /** Kept in localStorage, so a returning visitor keeps it. */
  userId: string;
  /** `document.referrer`, or "direct" when empty. */
  referrer: string;
  /** The source the client derived from the referrer (a hint; the server derives its own). */
  trafficSource: string;
}

/** The three device classes the dashboard counts; every visit is exactly one of them. */
export type DeviceClass = "mobile" | "tablet" | "desktop";

export interface DeviceBreakdown {
  mobile: number;
  desktop: number;
  tablet: number;
}

export interface PageStats {
  totalVisits: number;
  uniqueVisits: number;
}

/** One visit as the dashboard lists it. */
export interface RecentVisit {
  id: string;
  pageUrl: string;
  browser: BrowserName;
  os: OsName;
  isMobile: boolean;
  isTablet: boolean;
  trafficSource: string;
  /** ISO 8601, server time. */
  timestamp: string;
}

/** Visits on one UTC day. */
export interface DailyVisits {
  /** "YYYY-MM-DD" (UTC). */
  date: string;
  visits: number;
  /** Distinct visitors that day. */
  uniqueVisitors: number;
}

/** The dashboard ranges, in days. */
export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const defaultAnalyticsRange: AnalyticsRange = 30;
/** How many recent visits the summary lists. */
export const recentVisitsLimit = 10;

/** The answer of `GET /api/analytics?days=N`. */
export interface AnalyticsSummary {
  /** The range: the last `days` UTC days, today included. */
  range: { days: AnalyticsRange; from: string; to: string };
  /** Page views in the range (bots excluded). */
  totalVisits: number;
  /** Distinct visitors over the whole range (not a sum of daily counts). */
  uniqueVisits: number;
  /** Per page path; unique visits are distinct visitors of that page over the range. */
  pageBreakdown: Record<string, PageStats>;
  /** Visits per source, largest first. */
  trafficSourceBreakdown: Record<string, number>;
  deviceBreakdown: DeviceBreakdown;
  browserBreakdown: Partial<Record<BrowserName, number>>;
  osBreakdown: Partial<Record<OsName, number>>;
  /** The latest visits, newest first. */
  recentVisits: RecentVisit[];
  /** One entry per day of the range, oldest first, days without visits included. */
  visitsPerDay: DailyVisits[];
  /** Requests from bots and crawlers in the range, not counted as visits. */
  botCount: number;
  /** When the server computed this (ISO 8601). */
  generatedAt: string;
}
