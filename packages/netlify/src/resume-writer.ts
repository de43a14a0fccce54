/**
 * Lays the résumé's text out on tagged PDF pages with PDFKit (decision 35): wrapping, page
 * breaks, the structure tree (headings, paragraphs, lists, links) built in the order the text is
 * drawn, so a screen reader and a text extractor read what the eye reads. What is written, and in
 * which order, is ./resume's.
 */
import PDFDocument from "pdfkit";
import { assertPrintable, type ResumeFonts } from "./resume-fonts";

// US Letter, with 0.6 in margins.
const PAGE = { width: 612, height: 792, margin: 44 };
export const INK = "#121726";
export const MUTED = "#4a5463";
export const ACCENT = "#4238c9";

type Struct = PDFKit.PDFStructureElement;
type StructType = "P" | "H1" | "H2" | "H3" | "L" | "LI" | "Lbl" | "LBody" | "Sect" | "Document";

export interface TextOptions {
  bold?: boolean;
  size?: number;
  color?: string;
  /** Extra space below, in points. */
  gapAfter?: number;
  /** Makes the text a clickable link to this address (a Link element with its annotation). */
  link?: string;
  indent?: number;
  /** The structure element the text is, a paragraph unless said. */
  tag?: "P" | "H1" | "H2" | "H3";
}

export interface DocumentInfo {
  title: string;
  language: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
}

/** Lays text out top to bottom, wrapping lines, starting new pages, and tagging each piece. */
export class Writer {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: Struct;
  private parent: Struct;
  private y = PAGE.margin;

  constructor(fonts: ResumeFonts, info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: PAGE.margin,
      tagged: true,
      lang: info.language,
      displayTitle: true,
      pdfVersion: "1.7",
      // The standard Helvetica is never loaded: it is read from PDFKit's own folder, which a bundle leaves behind.
      font: asSource(fonts.regular),
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Keywords: info.keywords,
        Creator: info.creator,
        Producer: "pmfolio",
      },
    });
    this.doc.registerFont("regular", asSource(fonts.regular));
    this.doc.registerFont("bold", asSource(fonts.bold));
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
    this.parent = this.root;
  }

  /** Puts what `draw` writes inside one element of `type` (a section, a list, a list item). */
  group(type: StructType, draw: () => void) {
    const element = this.doc.struct(type);
    this.parent.add(element);
    const outer = this.parent;
    this.parent = element;
    try {
      draw();
    } finally {
      this.parent = outer;
      element.end();
    }
  }

  /** A section heading with a rule under it; a heading never ends a page. */
  heading(title: string) {
    this.keepTogether(50);
    this.space(8);
    this.text(title.toUpperCase(), { tag: "H2", bold: true, size: 11, color: ACCENT });
    // The rule is decoration, not content: an artifact, outside the structure tree.
    const y = this.y + 2;
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.75)
      .strokeColor(ACCENT)
      .stroke();
    this.doc.endMarkedContent();
    this.space(8);
  }

  /** A single line (wrapped if it has to be). */
  text(value: string, options: TextOptions = {}) {
    this.paragraph(value, { gapAfter: 0, ...options });
  }

  paragraph(value: string, { tag = "P", gapAfter = 6, link, ...style }: TextOptions = {}) {
    assertPrintable(value);
    if (link) {
      const element = this.doc.struct(tag);
      this.parent.add(element);
      element.add(this.doc.struct("Link", {}, () => this.lines(value, { ...style, link })));
      element.end();
    } else this.parent.add(this.doc.struct(tag, {}, () => this.lines(value, style)));
    this.y += gapAfter;
  }

  /** One list item: its bullet (Lbl) on the first line of its text (LBody), the text hanging beside it. */
  bullet(value: string) {
    assertPrintable(value);
    const size = 10;
    this.ensureRoom(size * 1.3);
    const top = this.y;
    this.group("LI", () => {
      this.parent.add(
        this.doc.struct("Lbl", {}, () => {
          this.style({ size });
          this.doc.text("•", PAGE.margin + 4, top + size * 0.15, { lineBreak: false });
        }),
      );
      this.parent.add(this.doc.struct("LBody", {}, () => this.lines(value, { size, indent: 13 })));
    });
    this.y += 2;
  }

  space(points: number) {
    this.y += points;
  }

  /** Starts a new page unless `points` of room are left, so a heading never ends a page. */
  keepTogether(points: number) {
    this.ensureRoom(points);
  }

  /** The finished PDF. */
  async save(): Promise<Uint8Array> {
    this.root.end();
    const chunks: Buffer[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    this.doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private style({ bold = false, size = 10, color = INK }: Pick<TextOptions, "bold" | "size" | "color">) {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(color);
  }

  /** Draws `value` in wrapped lines at the cursor, each line one piece of text (a link's own annotation). */
  private lines(
    value: string,
    { size = 10, indent = 0, link, ...style }: Omit<TextOptions, "tag" | "gapAfter">,
  ) {
    this.style({ size, ...style });
    const lineHeight = size * 1.3;
    const x = PAGE.margin + indent;
    const width = (line: string) => this.doc.widthOfString(line);
    for (const line of wrap(value, width, PAGE.width - PAGE.margin - x)) {
      this.ensureRoom(lineHeight);
      this.doc.text(line, x, this.y + (lineHeight - size) / 2, {
        lineBreak: false,
        ...(link ? { link } : {}),
      });
      this.y += lineHeight;
    }
  }

  private ensureRoom(points: number) {
    if (this.y + points <= PAGE.height - PAGE.margin) return;
    // Closes the marked content open on this page and opens it again on the next, as part of the same
    // element: a paragraph that starts a page is still the paragraph (addPage would leave its EMC unmatched).
    this.doc.continueOnNewPage({ size: [PAGE.width, PAGE.height], margin: PAGE.margin });
    this.y = PAGE.margin;
  }
}

/**
 * A parsed fontkit font as PDFKit's font source: PDFKit takes one as it is (anything with `layout`),
 * though its types name only a path or the file's bytes.
 */
const asSource = (font: ResumeFonts["regular"]) => font as unknown as string;

/** Greedy word wrap; a word longer than the line is broken by characters. */
function wrap(text: string, widthOf: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => widthOf(candidate) <= width;
  // Only spaces and line breaks: a no-break space keeps its words on one line.
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
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
