/**
 * Aggregation: one day's visits and goal completions into a `DaySummary`, and day
 * summaries into the dashboard's `AnalyticsSummary`. A day summary keeps the distinct
 * (hashed) visitor ids of the day and, per page and per campaign, which of them made
 * the visits, so unique visitors over a range are exact unions, never sums of daily counts.
 *
 * Bounded by construction: paths the site does not have count under
 * `notFoundPageLabel`, and every open-ended breakdown (sources, campaigns, countries,
 * entry pages, goal attributions) keeps its `daySummaryRows` largest rows per day plus
 * one "Other" row, so a day summary cannot grow with junk; the answer keeps
 * `analyticsLimits.breakdownRows` rows plus "Other". No visit is ever dropped.
 *
 * Both steps are deterministic: the same visits in any order give the same summary,
 * byte for byte, so recomputing a closed day (a retry, a race) stores the same thing.
 */
import { summarizeApplications, type OwnedApplication, type VisitorTrail } from "./attribution";
import { dayTrails, trailVisit } from "./trails";
import {
  daySummaryRows,
  daySummaryVersion,
  unattributedSource,
  unknownCountry,
  type DayGoal,
  type DaySummary,
  type EngagementRecord,
  type GoalRecord,
  type VisitRecord,
} from "./records";
import {
  addCounts,
  addVisit,
  addVisitorRows,
  byTimeThenId,
  dayVisitorRows,
  emptyGoalCounts,
  increment,
  pageStats,
  toRecentVisit,
  type GoalCounts,
} from "./dayRows";
import { compareStrings, largestRows, topRows, type VisitorRow } from "./bound";
import { deviceClass } from "./classify";
import { languageStats } from "./languages";
import { previousRange } from "../time/days";
import { zonedDayBounds, zonedDayStart } from "../time/timezone";
import {
  addEngagement,
  emptyEngagementStats,
  engagementByView,
  mergeEngagement,
  pageEngagement,
  sortedEngagement,
  type EngagementStats,
  type PageEngagement,
} from "./engagement";
import {
  analyticsLimits,
  goalNames,
  notFoundPageLabel,
  recentVisitsLimit,
  type AnalyticsRange,
  type AnalyticsSummary,
  type DeviceBreakdown,
  type GoalName,
  type GoalStats,
} from "./types";

export interface SummarizeDayOptions {
  /** The day's goal completions. @defaultValue none */
  goals?: readonly GoalRecord[];
  /** Whether the site has this path; other paths count under `notFoundPageLabel`. @defaultValue every path */
  isKnownPath?: (path: string) => boolean;
  /** The engagement the day's views sent; one per view counts (the largest figures, if a view sent more). @defaultValue none */
  engagement?: readonly EngagementRecord[];
}

/** Summarises one day's visits, bot count and goal completions. The order of the inputs does not matter. */
export function summarizeDay(
  date: string,
  visits: readonly VisitRecord[],
  bots: number,
  { goals = [], isKnownPath = () => true, engagement = [] }: SummarizeDayOptions = {},
): DaySummary {
  const ordered = [...visits].sort(byTimeThenId);
  const engaged = engagementByView(engagement);
  const engagementStats = new Map<string, EngagementStats>();
  const visitors = [...new Set(ordered.map((v) => v.visitor))].sort(compareStrings);
  const visitorIndex = new Map(visitors.map((visitor, index) => [visitor, index]));

  const pages = new Map<string, VisitorRow<number>>();
  const campaigns = new Map<string, VisitorRow<number>>();
  const notFound = new Map<string, number>();
  const sources = new Map<string, number>();
  const browsers = new Map<string, number>();
  const operatingSystems = new Map<string, number>();
  const countries = new Map<string, number>();
  const entryPages = new Map<string, number>();
  const devices: DeviceBreakdown = { mobile: 0, desktop: 0, tablet: 0 };
  const sessions = new Set<string>();
  const firstVisits = new Map<string, VisitRecord>();
  for (const visit of ordered) {
    const index = visitorIndex.get(visit.visitor)!;
    const page = isKnownPath(visit.pageUrl) ? visit.pageUrl : notFoundPageLabel;
    if (page === notFoundPageLabel) increment(notFound, visit.pageUrl);
    addVisit(pages, page, index);
    const figures = engaged.get(visit.id);
    if (figures) {
      const stats = engagementStats.get(page) ?? emptyEngagementStats();
      addEngagement(stats, figures.seconds, figures.depth);
      engagementStats.set(page, stats);
    }
    if (visit.campaign) addVisit(campaigns, visit.campaign, index);
    increment(sources, visit.trafficSource);
    increment(browsers, visit.browser);
    increment(operatingSystems, visit.os);
    increment(countries, visit.country ?? unknownCountry);
    const session = visit.session ?? visit.id;
    if (!sessions.has(session)) {
      sessions.add(session);
      increment(entryPages, page);
    }
    if (!firstVisits.has(visit.visitor)) firstVisits.set(visit.visitor, visit);
    devices[deviceClass(visit)] += 1;
  }

  const goalCounts = emptyGoalCounts();
  for (const completion of [...goals].sort(byTimeThenId)) {
    const counts = goalCounts.get(completion.goal);
    if (!counts) continue;
    const first = completion.visitor === undefined ? undefined : firstVisits.get(completion.visitor);
    counts.completions += 1;
    increment(counts.bySource, first?.trafficSource ?? unattributedSource);
    const campaign = completion.campaign ?? first?.campaign;
    if (campaign) increment(counts.byCampaign, campaign);
  }

  return {
    version: daySummaryVersion,
    date,
    visits: ordered.length,
    bots,
    visitors,
    pages: dayVisitorRows(pages),
    notFoundPaths: largestRows(notFound, daySummaryRows),
    sources: topRows(sources, daySummaryRows),
    devices,
    browsers: topRows(browsers, daySummaryRows),
    operatingSystems: topRows(operatingSystems, daySummaryRows),
    countries: topRows(countries, daySummaryRows),
    campaigns: dayVisitorRows(campaigns),
    entryPages: topRows(entryPages, daySummaryRows),
    goals: Object.fromEntries(
      goalNames.map((name) => {
        const counts = goalCounts.get(name)!;
        return [
          name,
          {
            completions: counts.completions,
            ...goalSourcesAndCampaigns(counts, daySummaryRows),
          },
        ];
      }),
    ) as Record<GoalName, DayGoal>,
    recent: ordered.slice(-recentVisitsLimit).reverse().map(toRecentVisit),
    engagement: Object.fromEntries(
      [...engagementStats]
        .sort(([a], [b]) => compareStrings(a, b))
        .map(([page, stats]) => [page, sortedEngagement(stats)]),
    ),
    trails: dayTrails({
      visits: ordered.map((visit) =>
        trailVisit(
          visit,
          isKnownPath(visit.pageUrl) ? visit.pageUrl : notFoundPageLabel,
          engaged.get(visit.id),
        ),
      ),
      goals,
    }),
  };
}

/** A summary with no visits, for a day nobody visited. */
export function emptyDaySummary(date: string): DaySummary {
  return summarizeDay(date, [], 0);
}

/** Distinct visitors among `visits` in the `minutes` before `nowMs`. */
export function realtimeVisitors(
  visits: readonly Pick<VisitRecord, "timestamp" | "visitor">[],
  nowMs: number,
  minutes: number = analyticsLimits.realtimeMinutes,
): number {
  const since = nowMs - minutes * 60_000;
  return new Set(visits.filter((v) => v.timestamp > since && v.timestamp <= nowMs).map((v) => v.visitor))
    .size;
}

export interface CombineOptions {
  /** The day summaries of the period just before the range (days no longer kept may be missing). @defaultValue none */
  previous?: readonly DaySummary[];
  /** Distinct visitors in the last `analyticsLimits.realtimeMinutes` minutes. @defaultValue 0 */
  realtimeVisitors?: number;
  /**
   * Dates (of the range or the previous period) whose summary stands in for a day that
   * could not be read: they are marked incomplete in the answer. @defaultValue none
   */
  incomplete?: readonly string[];
  /** The tags the owner created in the link builder. @defaultValue none */
  owned?: readonly OwnedApplication[];
  /** The IANA time zone the days are days of. @defaultValue "UTC" */
  timeZone?: string;
  /** The site's languages, the default first: more than one adds the views by language. @defaultValue one */
  languages?: readonly string[];
}

/** The counts by name a day summary keeps and a range adds up, as they are named in it. */
const rangeCounts = [
  "notFoundPaths",
  "sources",
  "browsers",
  "operatingSystems",
  "countries",
  "entryPages",
] as const;
type RangeCount = (typeof rangeCounts)[number];

/**
 * The dashboard summary of a range from its day summaries, oldest first (one per day;
 * `days[0].date` is the range's first day, the last one is today).
 */
export function combineDaySummaries(
  days: readonly DaySummary[],
  range: AnalyticsRange,
  generatedAt: Date,
  options: CombineOptions = {},
): AnalyticsSummary {
  const { previous = [], realtimeVisitors = 0, incomplete = [], owned = [], timeZone = "UTC" } = options;
  const engagement = new Map<string, EngagementStats>();
  const trails: VisitorTrail[] = [];
  const incompleteDates = new Set(incomplete);
  const visitors = new Set<string>();
  const pages = new Map<string, VisitorRow<string>>();
  const campaigns = new Map<string, VisitorRow<string>>();
  const counts = {} as Record<RangeCount, Map<string, number>>;
  for (const name of rangeCounts) counts[name] = new Map();
  const goalCounts = emptyGoalCounts();
  const deviceBreakdown: DeviceBreakdown = { mobile: 0, desktop: 0, tablet: 0 };
  let totalVisits = 0;
  let botCount = 0;

  for (const day of days) {
    totalVisits += day.visits;
    botCount += day.bots;
    for (const visitor of day.visitors) visitors.add(visitor);
    addVisitorRows(pages, day, day.pages);
    for (const [page, stats] of Object.entries(day.engagement)) {
      const total = engagement.get(page) ?? emptyEngagementStats();
      mergeEngagement(total, stats);
      engagement.set(page, total);
    }
    trails.push(...day.trails);
    addVisitorRows(campaigns, day, day.campaigns);
    for (const name of rangeCounts) addCounts(counts[name], day[name]);
    for (const name of goalNames) {
      const total = goalCounts.get(name)!;
      const goal = day.goals[name];
      total.completions += goal.completions;
      addCounts(total.bySource, goal.bySource);
      addCounts(total.byCampaign, goal.byCampaign);
    }
    deviceBreakdown.mobile += day.devices.mobile;
    deviceBreakdown.desktop += day.devices.desktop;
    deviceBreakdown.tablet += day.devices.tablet;
  }

  // The largest rows, and the last row for "Other": a breakdown never lists more than the limit.
  const rows = analyticsLimits.breakdownRows - 1;
  const uniqueVisits = visitors.size;
  const from = days[0]?.date ?? "";
  const pageBreakdown = pageStats(pages, rows);
  return {
    range: { days: range, from, to: days[days.length - 1]?.date ?? "" },
    timeZone,
    totalVisits,
    uniqueVisits,
    pageBreakdown,
    trafficSourceBreakdown: topRows(counts.sources, rows),
    deviceBreakdown,
    browserBreakdown: topRows(counts.browsers, rows),
    osBreakdown: topRows(counts.operatingSystems, rows),
    recentVisits: days
      .flatMap((day) => day.recent)
      .sort((a, b) => compareStrings(b.timestamp, a.timestamp) || compareStrings(b.id, a.id))
      .slice(0, recentVisitsLimit),
    visitsPerDay: days.map((day) => ({
      date: day.date,
      visits: day.visits,
      uniqueVisitors: day.visitors.length,
      ...(incompleteDates.has(day.date) ? { incomplete: true as const } : {}),
    })),
    botCount,
    generatedAt: generatedAt.toISOString(),
    countryBreakdown: topRows(counts.countries, rows),
    campaignBreakdown: pageStats(campaigns, rows),
    ...languageStats(pages, options.languages ?? [], rows),
    goals: Object.fromEntries(
      goalNames.map((name): [GoalName, GoalStats] => {
        const total = goalCounts.get(name)!;
        return [
          name,
          {
            completions: total.completions,
            conversionRate: conversionRate(total.completions, uniqueVisits),
            ...goalSourcesAndCampaigns(total, rows),
          },
        ];
      }),
    ) as Record<GoalName, GoalStats>,
    previous: previousTotals(
      from ? previousRange(from, days.length) : { from: "", to: "" },
      previous,
      incompleteDates,
    ),
    entryPages: topRows(counts.entryPages, rows),
    realtime: { visitors: realtimeVisitors, minutes: analyticsLimits.realtimeMinutes },
    notFoundPaths: largestRows(counts.notFoundPaths, analyticsLimits.notFoundPaths),
    engagement: Object.fromEntries(
      [...engagement]
        .filter(([page]) => Object.prototype.hasOwnProperty.call(pageBreakdown, page))
        .map(([page, stats]): [string, PageEngagement] => [page, pageEngagement(stats)]),
    ),
    applications: summarizeApplications(
      trails,
      {
        fromMs: from ? zonedDayStart(from, timeZone) : 0,
        toMs: days.length ? zonedDayBounds(days[days.length - 1]!.date, timeZone).toMs : 0,
      },
      owned,
      timeZone,
    ),
    ...(days.some((day) => incompleteDates.has(day.date))
      ? { incompleteDays: days.filter((day) => incompleteDates.has(day.date)).map((day) => day.date) }
      : {}),
  };
}

/** A goal's completions by source and by campaign: the largest `rows` of each. */
function goalSourcesAndCampaigns({ bySource, byCampaign }: GoalCounts, rows: number) {
  return { bySource: topRows(bySource, rows), byCampaign: topRows(byCampaign, rows) };
}

/**
 * Completions ÷ unique visitors, between 0 and 1 (a visitor may complete a goal twice,
 * or complete it without a counted visit: the rate is then capped at 1), to 4 decimals.
 */
export function conversionRate(completions: number, uniqueVisitors: number): number {
  if (uniqueVisitors <= 0) return 0;
  return Math.round(Math.min(1, completions / uniqueVisitors) * 10_000) / 10_000;
}

function previousTotals(
  range: { from: string; to: string },
  days: readonly DaySummary[],
  incomplete: ReadonlySet<string>,
): AnalyticsSummary["previous"] {
  const visitors = new Set<string>();
  const goals = Object.fromEntries(goalNames.map((name) => [name, 0])) as Record<GoalName, number>;
  let totalVisits = 0;
  let partial = false;
  for (const day of days) {
    if (day.date < range.from || day.date > range.to) continue;
    if (incomplete.has(day.date)) partial = true;
    totalVisits += day.visits;
    for (const visitor of day.visitors) visitors.add(visitor);
    for (const name of goalNames) goals[name] += day.goals[name].completions;
  }
  return {
    ...range,
    totalVisits,
    uniqueVisits: visitors.size,
    goals,
    ...(partial ? { incomplete: true as const } : {}),
  };
}
