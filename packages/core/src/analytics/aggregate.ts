/**
 * Aggregation: one day's visits into a `DaySummary`, and day summaries into the
 * dashboard's `AnalyticsSummary`. A day summary keeps the distinct (hashed) visitor ids
 * of the day and, per page, which of them viewed it, so unique visitors over a range
 * are exact unions, never sums of daily counts.
 *
 * Both steps are deterministic: the same visits in any order give the same summary,
 * byte for byte, so recomputing a closed day (a retry, a race) stores the same thing.
 */
import { deviceClass } from "./classify";
import {
  recentVisitsLimit,
  type AnalyticsRange,
  type AnalyticsSummary,
  type BrowserName,
  type DeviceBreakdown,
  type OsName,
  type PageStats,
  type RecentVisit,
} from "./types";

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
  /** A one-way hash of the visitor's userId. */
  visitor: string;
}

/** Bumped when the shape or the rules of a day summary change; old summaries are then recomputed. */
export const daySummaryVersion = 1;

/** Everything the dashboard needs from one UTC day. */
export interface DaySummary {
  version: typeof daySummaryVersion;
  /** "YYYY-MM-DD" (UTC). */
  date: string;
  visits: number;
  /** Bot requests that day (not visits). */
  bots: number;
  /** Distinct visitor hashes, sorted. */
  visitors: string[];
  /** Per page: visits, and the visitors who viewed it as indexes into `visitors`, ascending. */
  pages: Record<string, { visits: number; visitors: number[] }>;
  sources: Record<string, number>;
  devices: DeviceBreakdown;
  browsers: Record<string, number>;
  operatingSystems: Record<string, number>;
  /** The day's latest visits, newest first (at most `recentVisitsLimit`). */
  recent: RecentVisit[];
}

/** Summarises one day's visits and bot count. The order of `visits` does not matter. */
export function summarizeDay(date: string, visits: readonly VisitRecord[], bots: number): DaySummary {
  const ordered = [...visits].sort(byTimeThenId);
  const visitors = [...new Set(ordered.map((v) => v.visitor))].sort(compareStrings);
  const visitorIndex = new Map(visitors.map((visitor, index) => [visitor, index]));

  const pages = new Map<string, { visits: number; visitors: Set<number> }>();
  const sources = new Map<string, number>();
  const browsers = new Map<string, number>();
  const operatingSystems = new Map<string, number>();
  const devices: DeviceBreakdown = { mobile: 0, desktop: 0, tablet: 0 };
  for (const visit of ordered) {
    const page = pages.get(visit.pageUrl) ?? { visits: 0, visitors: new Set<number>() };
    page.visits += 1;
    page.visitors.add(visitorIndex.get(visit.visitor)!);
    pages.set(visit.pageUrl, page);
    increment(sources, visit.trafficSource);
    increment(browsers, visit.browser);
    increment(operatingSystems, visit.os);
    devices[deviceClass(visit)] += 1;
  }

  return {
    version: daySummaryVersion,
    date,
    visits: ordered.length,
    bots,
    visitors,
    pages: Object.fromEntries(
      [...pages.keys()].sort(compareStrings).map((url) => {
        const page = pages.get(url)!;
        return [url, { visits: page.visits, visitors: [...page.visitors].sort((a, b) => a - b) }];
      }),
    ),
    sources: sortedByKey(sources),
    devices,
    browsers: sortedByKey(browsers),
    operatingSystems: sortedByKey(operatingSystems),
    recent: ordered.slice(-recentVisitsLimit).reverse().map(toRecentVisit),
  };
}

/** A summary with no visits, for a day nobody visited. */
export function emptyDaySummary(date: string): DaySummary {
  return summarizeDay(date, [], 0);
}

/**
 * The dashboard summary of a range from its day summaries, oldest first (one per day;
 * `days[0].date` is the range's first day, the last one is today).
 */
export function combineDaySummaries(
  days: readonly DaySummary[],
  range: AnalyticsRange,
  generatedAt: Date,
): AnalyticsSummary {
  const visitors = new Set<string>();
  const pages = new Map<string, { visits: number; visitors: Set<string> }>();
  const sources = new Map<string, number>();
  const browsers = new Map<string, number>();
  const operatingSystems = new Map<string, number>();
  const deviceBreakdown: DeviceBreakdown = { mobile: 0, desktop: 0, tablet: 0 };
  let totalVisits = 0;
  let botCount = 0;

  for (const day of days) {
    totalVisits += day.visits;
    botCount += day.bots;
    for (const visitor of day.visitors) visitors.add(visitor);
    for (const [url, page] of Object.entries(day.pages)) {
      const total = pages.get(url) ?? { visits: 0, visitors: new Set<string>() };
      total.visits += page.visits;
      for (const index of page.visitors) total.visitors.add(day.visitors[index]!);
      pages.set(url, total);
    }
    addCounts(sources, day.sources);
    addCounts(browsers, day.browsers);
    addCounts(operatingSystems, day.operatingSystems);
    deviceBreakdown.mobile += day.devices.mobile;
    deviceBreakdown.desktop += day.devices.desktop;
    deviceBreakdown.tablet += day.devices.tablet;
  }

  const pageBreakdown: Record<string, PageStats> = {};
  for (const [url, page] of [...pages].sort(
    ([a, x], [b, y]) => y.visits - x.visits || compareStrings(a, b),
  )) {
    pageBreakdown[url] = { totalVisits: page.visits, uniqueVisits: page.visitors.size };
  }

  return {
    range: { days: range, from: days[0]?.date ?? "", to: days[days.length - 1]?.date ?? "" },
    totalVisits,
    uniqueVisits: visitors.size,
    pageBreakdown,
    trafficSourceBreakdown: sortedByCount(sources),
    deviceBreakdown,
    browserBreakdown: sortedByCount(browsers),
    osBreakdown: sortedByCount(operatingSystems),
    recentVisits: days
      .flatMap((day) => day.recent)
      .sort((a, b) => compareStrings(b.timestamp, a.timestamp) || compareStrings(b.id, a.id))
      .slice(0, recentVisitsLimit),
    visitsPerDay: days.map((day) => ({
      date: day.date,
      visits: day.visits,
      uniqueVisitors: day.visitors.length,
    })),
    botCount,
    generatedAt: generatedAt.toISOString(),
  };
}

function toRecentVisit(visit: VisitRecord): RecentVisit {
  return {
    id: visit.id,
    pageUrl: visit.pageUrl,
    browser: visit.browser,
    os: visit.os,
    isMobile: visit.isMobile,
    isTablet: visit.isTablet,
    trafficSource: visit.trafficSource,
    timestamp: new Date(visit.timestamp).toISOString(),
  };
}

function byTimeThenId(a: VisitRecord, b: VisitRecord): number {
  return a.timestamp - b.timestamp || compareStrings(a.id, b.id);
}

/** Code-unit order, the same in every locale and runtime. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function addCounts(counts: Map<string, number>, add: Record<string, number>) {
  for (const [key, value] of Object.entries(add)) counts.set(key, (counts.get(key) ?? 0) + value);
}

function sortedByKey(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => compareStrings(a, b)));
}

function sortedByCount(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a, x], [b, y]) => y - x || compareStrings(a, b)));
}
