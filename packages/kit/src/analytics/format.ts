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

/** "0.123" → "12.3%": a rate from 0 to 1, to one decimal. */
export function formatRate(rate: number): string {
  return `${(Number.isFinite(rate) ? rate * 100 : 0).toFixed(1)}%`;
}

/** How a figure moved against the previous period of the same length. */
export interface PeriodChange {
  /** "new": nothing in the previous period to compare with (never "+∞%"). */
  direction: "up" | "down" | "same" | "new" | "none";
  /** What the card says: "+12% vs previous 30 days", "New: no visits in the previous 7 days". */
  text: string;
}

/**
 * The change of `current` against `previous` as a whole percentage. A zero baseline has
 * no percentage: it says "new" (or that both periods were empty), never "+∞%" or NaN.
 * `noun` names what was counted ("visits", "visitors").
 */
export function describeChange(current: number, previous: number, days: number, noun: string): PeriodChange {
  const period = `previous ${plural(days, "day", "days")}`;
  if (previous <= 0) {
    return current > 0
      ? { direction: "new", text: `New: no ${noun} in the ${period}` }
      : { direction: "none", text: `No ${noun} in this or the ${period}` };
  }
  if (current === previous) return { direction: "same", text: `No change vs ${period}` };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  const amount = percent === 0 ? "<1%" : `${formatCount(percent)}%`;
  return current > previous
    ? { direction: "up", text: `+${amount} vs ${period}` }
    : { direction: "down", text: `\u2212${amount} vs ${period}` };
}

const regionCode = /^[A-Z]{2}$/;

/**
 * A country's name in `locale` ("US" → "United States"); codes that are not a region
 * (the server's "Unknown" and "Other", anything malformed) come back as they are.
 */
export function countryName(code: string, locale: string): string {
  if (!regionCode.test(code)) return code;
  try {
    const name = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "none" }).of(code);
    return name ?? code;
  } catch {
    return code;
  }
}

/** The flag emoji of a region code (two regional indicator symbols), or "" for anything else. */
export function countryFlag(code: string): string {
  if (!regionCode.test(code)) return "";
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
