import type { ApplicationSummary } from "./attribution";
import type { PageEngagement } from "./engagement";
import type { VisitRecord } from "./records";
import type { LanguageStats } from "./languages";

/**
 * The analytics contract between the tracker, `POST/GET /api/analytics` and the dashboard.
 */

/** Browsers the dashboard names; anything else is "Unknown". */
export const browserNames = ["Chrome", "Firefox", "Safari", "Edge", "Opera", "Unknown"] as const;
export type BrowserName = (typeof browserNames)[number];

/** Operating systems the dashboard names; anything else is "Unknown". */
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
  /**
   * Not sent by the tracker any more: the server names the source from `referrer` alone.
   * Accepted from an older tracker (text), and ignored.
   */
  trafficSource?: string;
  /**
   * Campaign tags from the page address's query (`utm_source`, `utm_medium`,
   * `utm_campaign`, `ref`), allowlisted and length-capped; nothing else of the query is sent.
   */
  campaign?: CampaignTags;
  /**
   * True when this browser arrived through an application's `ref` link before: the tracker
   * keeps only that flag (never the tag), so the server keeps the visitor's later visits
   * for the application's story. Never sent when the site keeps no visitor id.
   */
  tagged?: boolean;
}

/** The campaign tags a tracked link may carry (e.g. `/?ref=acme-pm-role`). */
export interface CampaignTags {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  /** A short tag the owner puts on a link for one application. */
  ref?: string;
}

/** The goals the summary counts. */
export const goalNames = ["resume-download", "contact-sent", "booking-click", "profile-click"] as const;
export type GoalName = (typeof goalNames)[number];

/**
 * The body of `POST /api/analytics/goal`, sent by a small beacon when a visitor clicks
 * the booking or professional-profile link. Résumé downloads and sent messages are
 * counted by their own functions, never by the browser.
 */
export interface GoalEvent {
  goal: Extract<GoalName, "booking-click" | "profile-click">;
  pageUrl: string;
  sessionId: string;
  userId: string;
  campaign?: CampaignTags;
}

/** One goal over the range. */
export interface GoalStats {
  completions: number;
  /** Completions ÷ unique visitors of the range, from 0 to 1 (0 when there were no visitors). */
  conversionRate: number;
  /** Completions per traffic source (top rows plus "Other"). */
  bySource: Record<string, number>;
  /** Completions per campaign (top rows plus "Other"); visits without a campaign are not listed. */
  byCampaign: Record<string, number>;
}

/** The totals of the period of the same length just before the range. */
export interface PreviousPeriod {
  from: string;
  to: string;
  totalVisits: number;
  uniqueVisits: number;
  goals: Record<GoalName, number>;
  /** Present when some day of the period could not be read in time: its totals are low by that day. */
  incomplete?: true;
}

/**
 * Bounds that keep the summary small whatever visitors send: open-ended breakdowns keep
 * their top rows and group the rest under `otherRowLabel`, paths the site does not have
 * count under `notFoundPageLabel`, and every accepted view stays in `totalVisits`.
 */
export const analyticsLimits = {
  /** Rows of each open-ended breakdown (pages, sources, campaigns, countries, entry pages), its "Other" row included. */
  breakdownRows: 50,
  /** Unknown paths listed for curiosity in `notFoundPaths`. */
  notFoundPaths: 10,
  /** The realtime window, in minutes. */
  realtimeMinutes: 5,
  /** Characters kept of each campaign tag. */
  campaignTagMax: 64,
  /**
   * Events (views, bot requests, goals, engagement) stored per UTC day, site-wide; past it
   * they are counted and dropped, and the owner is told, as Plausible caps ingestion per
   * site. 50,000 is about 100 times a busy portfolio's day (a front-page link brings a few
   * thousand readers, each a few views), and it bounds what junk can store at about 21 MB
   * a day (about 430 bytes an event) instead of growing without end.
   */
  storedEventsPerDay: 50_000,
  /**
   * Events stored per UTC day through one owned application's tag (views, and goals that
   * name it), apart from the site's bound: untagged traffic can never use them up, so a
   * company's opening is stored on a day junk filled the rest. A company's readers make a
   * few dozen; 2,000 leaves room for a link shared in a large team.
   */
  storedEventsPerApplicationPerDay: 2_000,
  /**
   * The share of `storedEventsPerDay` one client (an IPv4 address, an IPv6 /64) may store a
   * day: 500 at the default, far more than one reader's day, so filling the bound takes a
   * hundred senders instead of one address at the platform's rate limit.
   */
  clientShareOfDay: 0.01,
} as const;
export const otherRowLabel = "Other";
export const notFoundPageLabel = "(not found)";

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

/** One visit as the dashboard lists it: the stored visit's page and traits, with its time as text. */
export type RecentVisit = Pick<
  VisitRecord,
  "id" | "pageUrl" | "browser" | "os" | "isMobile" | "isTablet" | "trafficSource"
> & {
  /** ISO 8601, server time. */
  timestamp: string;
};

/** Visits on one UTC day. */
export interface DailyVisits {
  /** "YYYY-MM-DD" (UTC). */
  date: string;
  visits: number;
  /** Distinct visitors that day. */
  uniqueVisitors: number;
  /** Present when the day could not be read in time: it counts as no visits in this answer. */
  incomplete?: true;
}

/** The dashboard ranges, in days. */
export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const defaultAnalyticsRange: AnalyticsRange = 30;
/** How many recent visits the summary lists. */
export const recentVisitsLimit = 10;

/** The answer of `GET /api/analytics?days=N`. */
export interface AnalyticsSummary extends AnalyticsInsights {
  /** The range: the last `days` days in `timeZone`, today included. */
  range: { days: AnalyticsRange; from: string; to: string };
  /** The IANA time zone whose days the range, the chart and the day totals follow (SITE_TIME_ZONE). */
  timeZone: string;
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
  /**
   * Days of the range that could not be read in time (too many events to list before the
   * answer's deadline), oldest first; every figure above leaves them out. Absent when none.
   */
  incompleteDays?: string[];
  /**
   * UTC days of the range that reached `analyticsLimits.storedEventsPerDay`: events past it
   * were counted (`dropped`, in blocks, so at most one block per server instance high) and
   * not stored, so every figure above is low for that day. Oldest first; absent when none.
   */
  cappedDays?: { date: string; dropped: number }[];
}

/** What the summary adds to its counts to answer the owner's questions. */
export interface AnalyticsInsights extends LanguageStats {
  /** Per page of `pageBreakdown` that has engaged views: how long and how far they were read. */
  engagement: Record<string, PageEngagement>;
  /**
   * The applications (`ref` tags) of the range, at most 50, most recently seen first; tags
   * beyond that add up in one "Other" entry, last.
   */
  applications: ApplicationSummary[];
  /** Visits per ISO 3166-1 alpha-2 country code (from the platform's geolocation; "Unknown" when absent). */
  countryBreakdown: Record<string, number>;
  /** Visits and unique visitors per campaign (`ref`, else `utm_campaign`, else `utm_source`). */
  campaignBreakdown: Record<string, PageStats>;
  /** Every goal in `goalNames`, zero when never completed. */
  goals: Record<GoalName, GoalStats>;
  /** The same totals for the period before the range, for the change shown on the cards. */
  previous: PreviousPeriod;
  /** Visits that started a session, per landing page. */
  entryPages: Record<string, number>;
  /** Distinct visitors in the last `analyticsLimits.realtimeMinutes` minutes. */
  realtime: { visitors: number; minutes: number };
  /** The most visited paths the site does not have, counted in `pageBreakdown` under `notFoundPageLabel`. */
  notFoundPaths: Record<string, number>;
}
