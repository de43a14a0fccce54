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
export function countInWords(
  label: (count: number, formatted: string) => string,
  count: number,
  locale: string,
): string {
  return label(count, formatCount(count, locale));
}
