/**
 * CSV that opens correctly in a spreadsheet (RFC 4180: CRLF rows, quoted cells, doubled
 * quotes) and cannot run as a formula there: a text cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is prefixed with `'`, the guard spreadsheets
 * (Excel, LibreOffice, Google Sheets) show as text. Numbers are written as numbers.
 */

/** A UTF-8 byte-order mark: put it first in a file so Excel reads the file as UTF-8. */
export const csvByteOrderMark = "\uFEFF";

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: numbers as they are; text guarded against formulas, quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = String(value);
  const guarded = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(guarded) || guarded !== guarded.trim()
    ? `"${guarded.replace(/"/g, '""')}"`
    : guarded;
}

/** One row, ending in CRLF. */
export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
