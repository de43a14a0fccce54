import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";
import { readCsv } from "./fixtures/readCsv";

/** One CSV row read back as a spreadsheet does, as a line of its own: a quote left open ends with it. */
const parseRow = (row: string, separator = ","): string[] =>
  readCsv(row.endsWith("\r\n") ? row.slice(0, -2) : row, separator)[0]!;

/** What a spreadsheet may run as a formula: one of these first, after any spaces. */
const formula = /^ *[=+\-@\t\r]/;

describe("csvCell", () => {
  it("guards every cell that a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x", '=HYPERLINK("http://x","y")']) {
      expect(parseRow(csvRow([text]))[0]).toBe(`'${text}`);
    }
  });

  it("quotes every cell, text and numbers alike", () => {
    expect(csvCell("Ada Lovelace")).toBe('"Ada Lovelace"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("guards text after a ';', where a semicolon-locale spreadsheet starts a new cell", () => {
    const row = csvRow(["Ada", "a;=cmd|' /C calc'!A0", "x; +1", 'y;"@SUM(A1)', "z;-2", "ok;fine"]);
    const cells = parseRow(row, ";");
    for (const cell of cells) expect(cell, cell).not.toMatch(formula);
    expect(parseRow(row)).toEqual([
      "Ada",
      "a;'=cmd|' /C calc'!A0",
      "x;' +1",
      "y;'\"@SUM(A1)",
      "z;'-2",
      "ok;fine",
    ]);
  });

  it("round-trips any text, guarded only where it could start a formula (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 }), (values) => {
        const row = csvRow(values);
        expect(row.endsWith("\r\n")).toBe(true);
        const back = parseRow(row);
        expect(back).toHaveLength(values.length);
        back.forEach((cell, index) => {
          const value = values[index]!;
          const guarded = (/^ *[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(
            /;(?=[ "]*[=+\-@\t\r])/g,
            ";'",
          );
          expect(cell).toBe(guarded);
        });
      }),
    );
  });

  it("never yields a formula cell when read with ';' as the separator (property)", () => {
    const risky = fc.string({
      unit: fc.constantFrom("a", " ", ";", ",", '"', "=", "+", "-", "@", "\t", "\r", "\n", "'"),
      maxLength: 20,
    });
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 4 }), (values) => {
        for (const cell of parseRow(csvRow(values), ";")) expect(cell).not.toMatch(formula);
      }),
      { numRuns: 2000 },
    );
  });
});
