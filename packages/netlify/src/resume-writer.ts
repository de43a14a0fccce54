/**
 * Lays the résumé's text out on PDF pages with pdf-lib's standard fonts: wrapping, page
 * breaks, headings and link annotations. What is written, and in which order, is ./resume's.
 */
import { PDFName, PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

// US Letter, with 0.6 in margins.
const PAGE = { width: 612, height: 792, margin: 44 };
export const INK = rgb(0.07, 0.09, 0.15);
export const MUTED = rgb(0.29, 0.33, 0.39);
export const ACCENT = rgb(0.26, 0.22, 0.79);

export interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  /** Extra space below, in points. */
  gapAfter?: number;
  /** Makes the line a clickable link to this address. */
  link?: string;
  indent?: number;
}

/** Lays text out top to bottom, wrapping lines and starting new pages as needed. */
export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  heading(title: string) {
    this.keepTogether(50);
    this.space(8);
    this.text(title.toUpperCase(), { font: this.bold, size: 11, color: ACCENT, gapAfter: 0 });
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y - 2 },
      end: { x: PAGE.width - PAGE.margin, y: this.y - 2 },
      thickness: 0.75,
      color: ACCENT,
    });
    this.space(8);
  }

  /** A single line (wrapped if it has to be). */
  text(value: string, options: TextOptions = {}) {
    this.paragraph(value, { gapAfter: 0, ...options });
  }

  paragraph(
    value: string,
    { font = this.regular, size = 10, color = INK, gapAfter = 6, link, indent = 0 }: TextOptions = {},
  ) {
    const printable = toWinAnsi(value, font);
    const lineHeight = size * 1.3;
    const x = PAGE.margin + indent;
    for (const line of wrap(printable, font, size, PAGE.width - PAGE.margin - x)) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y + (lineHeight - size) / 2, size, font, color });
      if (link) this.addLink(link, x, this.y, font.widthOfTextAtSize(line, size), lineHeight);
    }
    this.y -= gapAfter;
  }

  bullet(value: string) {
    const size = 10;
    this.ensureRoom(size * 1.3);
    this.page.drawText("•", {
      x: PAGE.margin + 4,
      y: this.y - size * 1.3 + size * 0.15,
      size,
      font: this.regular,
      color: INK,
    });
    this.paragraph(value, { size, indent: 16, gapAfter: 2 });
  }

  space(points: number) {
    this.y -= points;
  }

  /** Starts a new page unless `points` of room are left, so a heading never ends a page. */
  keepTogether(points: number) {
    this.ensureRoom(points);
  }

  private ensureRoom(points: number) {
    if (this.y - points >= PAGE.margin) return;
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private addPage() {
    return this.doc.addPage([PAGE.width, PAGE.height]);
  }

  private addLink(url: string, x: number, y: number, width: number, height: number) {
    const annotation = this.doc.context.register(
      this.doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [x, y, x + width, y + height],
        Border: [0, 0, 0],
        A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
      }),
    );
    const annots = this.page.node.Annots();
    if (annots) annots.push(annotation);
    else this.page.node.set(PDFName.of("Annots"), this.doc.context.obj([annotation]));
  }
}

/** Greedy word wrap; a word longer than the line is broken by characters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "≥": ">=",
  "≤": "<=",
  "≈": "~",
  // A minus sign: without it "−31% cost" would print as "31% cost".
  "\u2212": "-",
  "✓": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
};
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The standard PDF fonts cover WinAnsi only: keep what the font can draw, spell out a
 * few common symbols, strip accents it lacks, and drop anything else.
 */
function toWinAnsi(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = "";
  for (const char of text) {
    if (supported.has(char.codePointAt(0)!)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : "";
    }
  }
  return out;
}
