/**
 * The analytics of a range as CSV, for a spreadsheet: one header, then one row per
 * daily total and per breakdown row, each tagged with its section. Cells go through the
 * shared CSV writer (quoting, formula guard), since page paths and campaign names come
 * from visitors.
 */
import { csvByteOrderMark, csvRow, goalNames, type AnalyticsSummary, type PageStats } from "../core";

const header = ["Section", "Name", "Visits", "Unique visitors", "Conversion rate"];

/** The CSV text (with a byte-order mark, so spreadsheets read it as UTF-8). */
export function analyticsCsv(summary: AnalyticsSummary): string {
  const rows: Array<Array<string | number>> = [];
  // A day that could not be read in time says so, rather than passing for a day of no visits.
  for (const day of summary.visitsPerDay)
    rows.push([
      "Day",
      day.incomplete ? `${day.date} (incomplete)` : day.date,
      day.visits,
      day.uniqueVisitors,
    ]);
  rows.push([
    "Total",
    `${summary.range.from} to ${summary.range.to}`,
    summary.totalVisits,
    summary.uniqueVisits,
  ]);
  rows.push([
    "Previous period",
    `${summary.previous.from} to ${summary.previous.to}`,
    summary.previous.totalVisits,
    summary.previous.uniqueVisits,
  ]);
  const withVisitors = (section: string, breakdown: Record<string, PageStats>) => {
    for (const [name, stats] of Object.entries(breakdown))
      rows.push([section, name, stats.totalVisits, stats.uniqueVisits]);
  };
  const counts = (section: string, breakdown: Record<string, number | undefined>) => {
    for (const [name, count] of Object.entries(breakdown)) rows.push([section, name, count ?? 0]);
  };
  withVisitors("Page", summary.pageBreakdown);
  counts("Not found path", summary.notFoundPaths);
  counts("Entry page", summary.entryPages);
  counts("Source", summary.trafficSourceBreakdown);
  withVisitors("Campaign", summary.campaignBreakdown);
  counts("Country", summary.countryBreakdown);
  counts("Device", { ...summary.deviceBreakdown });
  counts("Browser", summary.browserBreakdown);
  counts("Operating system", summary.osBreakdown);
  for (const name of goalNames) {
    const goal = summary.goals[name];
    rows.push([`Goal`, name, goal.completions, "", goal.conversionRate]);
    counts(`Goal ${name} by source`, goal.bySource);
    counts(`Goal ${name} by campaign`, goal.byCampaign);
  }
  rows.push(["Bots", "", summary.botCount]);
  return csvByteOrderMark + csvRow(header) + rows.map((row) => csvRow(row)).join("");
}
