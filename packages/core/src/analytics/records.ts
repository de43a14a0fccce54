/**
 * What analytics stores: the records of one visit, one engagement and one goal completion, and
 * the summary of one day (in the owner's time zone) that the aggregation (./aggregate) builds from them.
 */
import type { VisitorTrail } from "./attribution";
import type { BlockReading } from "./blockReading";
import type { EngagementStats } from "./engagement";
import type { BrowserName, DeviceBreakdown, GoalName, OsName, RecentVisit } from "./types";

/** One stored visit (a bot-free page view), as normalised by the server. */
export interface VisitRecord {
  /** Unique, and sorts by time. */
  id: string;
  /** Server time, epoch milliseconds. */
  timestamp: number;
  pageUrl: string;
  browser: BrowserName;
  os: OsName;
  isMobile: boolean;
  isTablet: boolean;
  trafficSource: string;
  /** A one-way hash of the visitor's id. */
  visitor: string;
  /** ISO 3166-1 alpha-2 code of the visitor's country. @defaultValue "Unknown" */
  country?: string;
  /** The campaign label (see `campaignLabel`) when the visit came through a tagged link. */
  campaign?: string;
  /** A hash of the session id; without one, the visit starts its own session. */
  session?: string;
  /** The campaign label is the visit's `ref` tag: it arrived through an application's link. */
  viaRef?: true;
  /** The browser arrived through an application's link before (it keeps only that flag). */
  tagged?: true;
  /** With `viaRef`: the link was one inside the tagged résumé (`utm_source` `resumeLinkSource`). */
  viaResume?: true;
  /**
   * With `viaRef`: the application's link was paused or past its expiry when the view arrived,
   * so the visitor saw the public site (issue 47). Decided at that moment, so a later pause or
   * resume never rewrites what a visit was.
   */
  linkClosed?: true;
}

/** A page view's engagement, as stored beside it. */
export interface EngagementRecord {
  /** The page view's id. */
  view: string;
  seconds: number;
  depth: number;
  /** On a project's page, its blocks as the view read them (see ./blockReading). */
  blocks?: BlockReading[];
}

/** A bot's request through an application's tag: only what the timeline shows. */
export interface BotHit {
  /** Server time, epoch ms. */
  at: number;
  /** The application tag the request came through. */
  ref: string;
  /** What the bot is ("LinkedIn preview", "Greenhouse", "Bot"). */
  bot: string;
  /** A known page, or the not-found label. */
  page: string;
}

/** One goal completion, as stored. */
export interface GoalRecord {
  id: string;
  /** Server time, epoch milliseconds. */
  timestamp: number;
  goal: GoalName;
  /** The visitor's hash when known: the completion is then credited to the source of their first visit that day. */
  visitor?: string;
  /** The campaign label the completion came with, if any (else the visitor's first visit's). */
  campaign?: string;
}

/** The country of a visit without geolocation. */
export const unknownCountry = "Unknown";
/** The source a goal completion is credited to when nothing links it to a visit. */
export const unattributedSource = "Direct";

/** Bumped when the shape or the rules of a day summary change; old summaries are then recomputed. */
export const daySummaryVersion = 4;

/**
 * Rows each open-ended breakdown keeps per day, plus "Other". More than the answer shows,
 * so the range's top rows are exact unless a key is outside a day's top rows on some day
 * (its visits that day then count under "Other"; see docs/analytics-storage.md).
 */
export const daySummaryRows = 200;

/** One goal on one day. */
export interface DayGoal {
  completions: number;
  bySource: Record<string, number>;
  byCampaign: Record<string, number>;
}

/** Rows with the visitors (indexes into `DaySummary.visitors`, ascending) that made the visits. */
export type DayVisitorRows = Record<string, { visits: number; visitors: number[] }>;

/** Everything the dashboard needs from one day. */
export interface DaySummary {
  version: typeof daySummaryVersion;
  /** "YYYY-MM-DD", in `timeZone`. */
  date: string;
  /** The IANA time zone the day is a day of; absent for UTC (summaries stored before zones). */
  timeZone?: string;
  visits: number;
  /** Bot requests that day (not visits). */
  bots: number;
  /** Distinct visitor hashes, sorted. */
  visitors: string[];
  /** Per known page (and `notFoundPageLabel`), bounded. */
  pages: DayVisitorRows;
  /** The most visited unknown paths (counted in `pages` under `notFoundPageLabel`). */
  notFoundPaths: Record<string, number>;
  sources: Record<string, number>;
  devices: DeviceBreakdown;
  browsers: Record<string, number>;
  operatingSystems: Record<string, number>;
  countries: Record<string, number>;
  campaigns: DayVisitorRows;
  /** Sessions started, per landing page. */
  entryPages: Record<string, number>;
  goals: Record<GoalName, DayGoal>;
  /** The day's latest visits, newest first (at most `recentVisitsLimit`). */
  recent: RecentVisit[];
  /** Per page (as in `pages`), the engagement its views sent. */
  engagement: Record<string, EngagementStats>;
  /** The activity of visitors involved with an application, bounded (see `dayTrails`). */
  trails: VisitorTrail[];
  /** Bots' requests on an application's link, the day's latest (see `dayBotHits`); absent when none. */
  applicationBots?: BotHit[];
}
