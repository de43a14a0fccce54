/**
 * Bounding open-ended breakdowns: whatever keys visitors send (paths, referrer hosts,
 * campaign names), a breakdown keeps its largest rows and adds the rest up under one
 * `otherRowLabel` row, so no count is ever dropped and no answer grows with junk.
 */
import { otherRowLabel } from "./types";

/** Code-unit order, the same in every locale and runtime. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The `rows` largest counts (ties by key), largest first, plus `otherRowLabel` with the
 * sum of the rest (and of any "Other" already in `counts`) when that sum is above zero;
 * a key listed twice counts once with both counts.
 * At most `rows + 1` entries; the total is unchanged.
 */
export function topRows(
  counts: Iterable<readonly [string, number]>,
  rows: number,
  label: string = otherRowLabel,
): Record<string, number> {
  let other = 0;
  const merged = new Map<string, number>();
  for (const [key, value] of counts) {
    if (key === label) other += value;
    else if (value > 0) merged.set(key, (merged.get(key) ?? 0) + value);
  }
  const entries = [...merged].sort(byCountThenKey);
  for (const [, value] of entries.slice(rows)) other += value;
  const result: Record<string, number> = Object.fromEntries(entries.slice(0, rows));
  if (other > 0) result[label] = other;
  return result;
}

/** The `rows` largest counts, largest first, and nothing for the rest (for lists shown out of curiosity). */
export function largestRows(
  counts: Iterable<readonly [string, number]>,
  rows: number,
): Record<string, number> {
  return Object.fromEntries(
    [...counts]
      .filter(([, value]) => value > 0)
      .sort(byCountThenKey)
      .slice(0, rows),
  );
}

function byCountThenKey([a, x]: readonly [string, number], [b, y]: readonly [string, number]): number {
  return y - x || compareStrings(a, b);
}

/** A row that counts visits and which visitors made them. */
export interface VisitorRow<V> {
  visits: number;
  visitors: Set<V>;
}

/**
 * Like `topRows` for rows that also know their visitors: the "Other" row's visitors are
 * the union of the rows it absorbs, so its unique count stays exact.
 */
export function topVisitorRows<V>(
  rowsByKey: Map<string, VisitorRow<V>>,
  rows: number,
  label: string = otherRowLabel,
): Map<string, VisitorRow<V>> {
  const other: VisitorRow<V> = { visits: 0, visitors: new Set() };
  const entries: Array<[string, VisitorRow<V>]> = [];
  for (const [key, row] of rowsByKey) {
    if (key === label) absorb(other, row);
    else entries.push([key, row]);
  }
  entries.sort(([a, x], [b, y]) => y.visits - x.visits || compareStrings(a, b));
  for (const [, row] of entries.slice(rows)) absorb(other, row);
  const result = new Map(entries.slice(0, rows));
  if (other.visits > 0) result.set(label, other);
  return result;
}

function absorb<V>(into: VisitorRow<V>, row: VisitorRow<V>) {
  into.visits += row.visits;
  for (const visitor of row.visitors) into.visitors.add(visitor);
}
