import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

/** Reads one CSV row back the way a spreadsheet does (RFC 4180). */
function parseRow(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const char = row[i]!;
    if (quoted) {
      if (char === '"' && row[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" && row[i + 1] === "\n") break;
    else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe("csvCell", () => {
  it("guards every cell that a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x", '=HYPERLINK("http://x","y")']) {
      expect(parseRow(csvRow([text]))[0]).toBe(`'${text}`);
    }
  });

  it("leaves ordinary text and numbers alone", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("round-trips any text, guarded only when it starts like a formula (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 }), (values) => {
        const row = csvRow(values);
        expect(row.endsWith("\r\n")).toBe(true);
        const back = parseRow(row);
        expect(back).toHaveLength(values.length);
        back.forEach((cell, index) => {
          const value = values[index]!;
          expect(cell).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        });
      }),
    );
  });
});
