import type { ReactNode } from "react";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { formatShare } from "../format";
import { Empty, RowName, Table } from "./AnalyticsTabs.styles";

export interface BreakdownColumn {
  /** Column heading. */
  label: string;
  /** The cell's text for a row. */
  value: (row: BreakdownRow) => string;
}

export interface BreakdownRow {
  name: string;
  count: number;
  /** Unique visitors, where the breakdown has them (pages). */
  unique?: number;
}

/** Columns most breakdowns use: a count, and a count's share of a total. */
export const countColumn = (label: string, locale: string): BreakdownColumn => ({
  label,
  value: (row) => formatCount(row.count, locale),
});
/** Unique visitors, where the rows have them (`visitRows`). */
export const uniqueColumn = (label: string, locale: string): BreakdownColumn => ({
  label,
  value: (row) => formatCount(row.unique ?? 0, locale),
});
export const shareOfTotalColumn = (label: string, total: number, locale: string): BreakdownColumn => ({
  label,
  value: (row) => formatShare(row.count, total, locale),
});

/** A count of visits and its share of all `total` visits: the columns of the share breakdowns. */
export const visitsAndShare = (
  labels: { visits: string; share: string },
  total: number,
  locale: string,
): BreakdownColumn[] => [countColumn(labels.visits, locale), shareOfTotalColumn(labels.share, total, locale)];

/** A captioned table: one row per name, largest count first. */
export function BreakdownTable({
  caption,
  nameLabel,
  rows,
  columns,
  empty,
  renderName = (row) => row.name,
}: {
  caption: string;
  nameLabel: string;
  rows: readonly BreakdownRow[];
  columns: readonly BreakdownColumn[];
  /** What an empty breakdown says instead of the table (`labels.analytics.noVisits` by default). */
  empty?: string;
  /** The row header's content (text by default). */
  renderName?: (row: BreakdownRow) => ReactNode;
}) {
  const { noVisits } = useLabels("analytics", analyticsLabels.analytics);
  const locale = useLocale();
  if (rows.length === 0) return <Empty>{empty ?? noVisits}</Empty>;
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale));
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameLabel}</th>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => {
          const name = renderName(row);
          return (
            <tr key={row.name}>
              <th scope="row">
                {/* Focusable, so a keyboard can show a name the ellipsis cuts. */}
                <RowName tabIndex={0} title={typeof name === "string" ? name : undefined}>
                  {name}
                </RowName>
              </th>
              {columns.map((column) => (
                <td key={column.label}>{column.value(row)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Rows from a `{ name: count }` record. */
export function countRows(counts: Partial<Record<string, number>>): BreakdownRow[] {
  return Object.entries(counts).map(([name, count]) => ({ name, count: count ?? 0 }));
}

/** Rows from a record of visit counts (pages, campaigns): total visits, with unique visitors. */
export function visitRows(
  visits: Record<string, { totalVisits: number; uniqueVisits: number }>,
): BreakdownRow[] {
  return Object.entries(visits).map(([name, { totalVisits, uniqueVisits }]) => ({
    name,
    count: totalVisits,
    unique: uniqueVisits,
  }));
}
