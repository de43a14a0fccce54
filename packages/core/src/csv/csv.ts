/**
 * CSV that opens correctly in a spreadsheet (RFC 4180: CRLF rows, every cell quoted,
 * doubled quotes) and cannot run as a formula there, in either kind of locale:
 * - a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (after
 *   any spaces, which some spreadsheets skip) is prefixed with `'`, the guard spreadsheets (Excel, LibreOffice, Google Sheets) show
 *   as text;
 * - a spreadsheet set to a locale whose list separator is `;` splits the file's lines on
 *   `;` instead of `,`, so text after a `;` starts a cell of its own there: a `;`
 *   followed (after any spaces or quotes) by one of those characters gets the same `'`.
 * Every cell is quoted, numbers included (spreadsheets still read `"42"` as a number), so
 * no cell's own text decides where it ends.
 */

/** A UTF-8 byte-order mark: put it first in a file so Excel reads the file as UTF-8. */
export const csvByteOrderMark = "\uFEFF";

const formulaStart = /^ *[=+\-@\t\r]/;
/** A `;` that a semicolon-locale spreadsheet would read as the start of a formula cell. */
const formulaAfterSemicolon = /;(?=[ "]*[=+\-@\t\r])/g;

/** One cell, always quoted: numbers as they are; text guarded against formulas. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number") return Number.isFinite(value) ? `"${String(value)}"` : '""';
  const text = String(value);
  const guarded = (formulaStart.test(text) ? `'${text}` : text).replace(formulaAfterSemicolon, ";'");
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** One row, ending in CRLF. */
export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
