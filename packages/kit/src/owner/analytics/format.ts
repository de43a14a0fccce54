import type { Labels } from "../../labels";
import { countInWords } from "../../labels/format";

// Number and date formats shared by the dashboard's components, in the provider's locale.
// In en-US they are the dashboard's long-standing formats: "1,234", "42.3%", "Nov 22".

/**
 * A percentage in `locale` ("42.3%", "42,3 %"): shares and rates to one decimal without
 * thousands separators, changes whole and with them ("1,234%").
 */
function formatPercent(percent: number, locale: string, { digits = 1, grouping = false } = {}): string {
  // Rounded by toFixed first, from the stored binary value (12.3499… → 12.3), not from the
  // shortest decimal as Intl rounds (12.35 → 12.4).
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  }).format(Number(percent.toFixed(digits)));
}

/** A share of a total to one decimal: "42.3%" (0.0% of nothing). */
export function formatShare(count: number, total: number, locale: string): string {
  return formatPercent(total > 0 ? (count / total) * 100 : 0, locale);
}

/** "2026-11-22" → "Nov 22" in en-US (the day as stored, in UTC). */
export function formatDay(date: string, locale: string, { year = false }: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    year: year ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00.000Z`));
}

/** Days as one list in running text, in `locale`: "Nov 20 and Nov 21" in en-US. */
export function formatDays(dates: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(
    dates.map((date) => formatDay(date, locale)),
  );
}

/** An ISO timestamp as "Nov 22, 2026, 3:04 PM" (en-US) in `timeZone` (the viewer's by default). */
export function formatTimestamp(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** "0.123" → "12.3%": a rate from 0 to 1, to one decimal. */
export function formatRate(rate: number, locale: string): string {
  return formatPercent(Number.isFinite(rate) ? rate * 100 : 0, locale);
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
export function describeChange(
  current: number,
  previous: number,
  days: number,
  noun: string,
  labels: Labels["analytics"],
  locale: string,
): PeriodChange {
  const period = labels.previousPeriod(countInWords(labels.days, days, locale));
  if (previous <= 0) {
    return current > 0
      ? { direction: "new", text: labels.changeNew(noun, period) }
      : { direction: "none", text: labels.changeNone(noun, period) };
  }
  if (current === previous) return { direction: "same", text: labels.changeSame(period) };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  const whole = { digits: 0, grouping: true };
  const amount =
    percent === 0 ? `<${formatPercent(1, locale, whole)}` : formatPercent(percent, locale, whole);
  return current > previous
    ? { direction: "up", text: labels.changeUp(amount, period) }
    : { direction: "down", text: labels.changeDown(amount, period) };
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
