/**
 * The row-keeping steps the aggregation (./aggregate) repeats: visitor rows per key, counters,
 * goal tallies, and a visit as the dashboard lists it.
 */
import { compareStrings, topVisitorRows, type VisitorRow } from "./bound";
import { daySummaryRows, type DaySummary, type DayVisitorRows, type VisitRecord } from "./records";
import { goalNames, type GoalName, type PageStats, type RecentVisit } from "./types";

export function pageStats(
  rowsByKey: Map<string, VisitorRow<string>>,
  rows: number,
): Record<string, PageStats> {
  // fromEntries, not assignment: a row named "__proto__" must stay a row.
  return Object.fromEntries(
    [...topVisitorRows(rowsByKey, rows)].map(([key, row]) => [
      key,
      { totalVisits: row.visits, uniqueVisits: row.visitors.size },
    ]),
  );
}

export function dayVisitorRows(rowsByKey: Map<string, VisitorRow<number>>): DayVisitorRows {
  return Object.fromEntries(
    [...topVisitorRows(rowsByKey, daySummaryRows)].map(([key, row]) => [
      key,
      { visits: row.visits, visitors: [...row.visitors].sort((a, b) => a - b) },
    ]),
  );
}

export interface GoalCounts {
  completions: number;
  bySource: Map<string, number>;
  byCampaign: Map<string, number>;
}

export function emptyGoalCounts(): Map<GoalName, GoalCounts> {
  return new Map(
    goalNames.map((name) => [name, { completions: 0, bySource: new Map(), byCampaign: new Map() }]),
  );
}

export function addVisit(rows: Map<string, VisitorRow<number>>, key: string, visitor: number) {
  const row = rows.get(key) ?? { visits: 0, visitors: new Set<number>() };
  row.visits += 1;
  row.visitors.add(visitor);
  rows.set(key, row);
}

export function addVisitorRows(into: Map<string, VisitorRow<string>>, day: DaySummary, rows: DayVisitorRows) {
  for (const [key, row] of Object.entries(rows)) {
    const total = into.get(key) ?? { visits: 0, visitors: new Set<string>() };
    total.visits += row.visits;
    for (const index of row.visitors) total.visitors.add(day.visitors[index]!);
    into.set(key, total);
  }
}

export function toRecentVisit(visit: VisitRecord): RecentVisit {
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

export function byTimeThenId(
  a: { timestamp: number; id: string },
  b: { timestamp: number; id: string },
): number {
  return a.timestamp - b.timestamp || compareStrings(a.id, b.id);
}

export function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function addCounts(counts: Map<string, number>, add: Record<string, number>) {
  for (const [key, value] of Object.entries(add)) counts.set(key, (counts.get(key) ?? 0) + value);
}
