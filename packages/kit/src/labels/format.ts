import type { CountLabel } from "./labels";
import { fillTemplate, pluralForm } from "./template";

// Number formats are built once per locale: the dashboard formats thousands of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole count in `locale`: 1234 → "1,234" (en-US), "1.234" (de-DE). */
export function formatCount(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A count in words through its label, with the count formatted in `locale`: "1,234 visits". */
export function countInWords(label: CountLabel, count: number, locale: string): string {
  const formatted = formatCount(count, locale);
  if (typeof label === "function") return label(count, formatted);
  return fillTemplate(typeof label === "string" ? label : pluralForm(label, count, locale), {
    count: formatted,
  });
}

// Kept, because making a DisplayNames costs about a millisecond and the editor names each
// translation's language on every keystroke.
const languageNames = new Map<string, string>();

/** A language tag's name in `locale` ("de" → "German" in en-US), or the tag where it has none. */
export function languageName(tag: string, locale: string): string {
  const key = `${tag} ${locale}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([locale], { type: "language" }).of(tag) ?? tag;
    } catch {
      name = tag;
    }
    languageNames.set(key, name);
  }
  return name;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-03-14") in `locale`'s long form: "March 14, 2026" (en-US), "14. März
 * 2026" (de-DE). Read and written in UTC, so the day is the same on every server and browser.
 */
export function formatDay(day: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}
