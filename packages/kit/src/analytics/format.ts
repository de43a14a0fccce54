/** Number and date formats shared by the dashboard's components (en-US, like the rest of the site). */

/** 1234 → "1,234". */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** A share of a total to one decimal: "42.3%" (0.0% of nothing). */
export function formatShare(count: number, total: number): string {
  return `${(total > 0 ? (count / total) * 100 : 0).toFixed(1)}%`;
}

/** "2026-11-22" → "Nov 22" (the day as stored, in UTC). */
export function formatDay(date: string, { year = false }: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: year ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00.000Z`));
}

/** An ISO timestamp as "Nov 22, 2026, 3:04 PM" in `timeZone` (the viewer's by default). */
export function formatTimestamp(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** "1 visit" / "2 visits". */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
