/**
 * The resume PDF, printed from the same résumé model as the /resume page and resume.json
 * (packages/core/src/resume), so the three never drift apart. An owner who prefers a designed resume drops
 * their own PDF at site/content/resume.pdf; it is served instead.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PortfolioContent } from "@pmfolio/core";
import { resumeModel, resumeSectionTitles } from "./core";
import { contentFolder } from "./site";
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** Where an owner's own resume is looked for: beside their content files. */
function ownerResumeCandidates(): string[] {
  return [path.join(contentFolder(), "resume.pdf")];
}

/** The download's file name, e.g. "Jordan-Lee-Resume.pdf" (ASCII letters and digits only). */
export function resumeFileName(ownerName: string): string {
  const slug = ownerName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "Resume"}${slug ? "-Resume" : ""}.pdf`;
}

/**
 * The owner's own PDF when one is present (site/content/resume.pdf, bundled with the
 * functions through netlify.toml `included_files`), else null.
 */
export async function readOwnerResume(
  candidates: readonly string[] = ownerResumeCandidates(),
): Promise<Uint8Array | null> {
  for (const file of candidates) {
    try {
      const bytes = new Uint8Array(await readFile(file));
      if (new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-") return bytes;
      console.error(`resume: ${file} is not a PDF; generating one instead`);
    } catch {
      // not there: try the next place
    }
  }
  return null;
}

// US Letter, with 0.6 in margins.
const PAGE = { width: 612, height: 792, margin: 44 };
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.29, 0.33, 0.39);
const ACCENT = rgb(0.26, 0.22, 0.79);

/**
 * Prints the resume from the résumé model that the /resume page and resume.json also show
 * (`resumeModel` in @pmfolio/core): name, headline, contact links, summary, experience,
 * awards, projects, skills, in that order and with the same words.
 */
export async function buildResumePdf(content: PortfolioContent): Promise<Uint8Array> {
  const resume = resumeModel(content);
  const doc = await PDFDocument.create();
  doc.setTitle(`${resume.name} — Resume`);
  doc.setAuthor(resume.name);
  doc.setSubject(resume.headline);
  doc.setKeywords(["resume", resume.headline]);
  doc.setCreator(content.site.url);
  doc.setProducer("pmfolio");

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold);

  writer.text(resume.name, { font: bold, size: 24 });
  writer.text(resume.headline, { size: 13, color: ACCENT, gapAfter: 4 });
  writer.text([resume.location, resume.email, resume.phone].filter(Boolean).join("  |  "), {
    size: 9.5,
    color: MUTED,
    link: `mailto:${resume.email}`,
  });
  resume.links.forEach((link, index) => {
    writer.text(`${link.label}: ${link.url}`, {
      size: 9.5,
      color: MUTED,
      link: link.url,
      gapAfter: index === resume.links.length - 1 ? 6 : 0,
    });
  });
  writer.paragraph(resume.summary, { size: 10.5 });

  writer.heading(resumeSectionTitles.experience);
  for (const job of resume.experience) {
    writer.keepTogether(60);
    writer.text(job.title, { font: bold, size: 11.5 });
    writer.text(`${job.company}, ${job.location} · ${job.period}`, {
      size: 9.5,
      color: MUTED,
      gapAfter: 2,
    });
    for (const achievement of job.achievements) writer.bullet(achievement);
    writer.space(6);
  }

  if (resume.awards.length > 0) {
    writer.heading(resumeSectionTitles.awards);
    for (const award of resume.awards) {
      writer.keepTogether(30);
      writer.text(`${award.title} (${award.period})`, { font: bold, size: 10.5 });
      writer.paragraph(award.description, { size: 10, gapAfter: 4 });
    }
  }

  if (resume.projects.length > 0) {
    writer.heading(resumeSectionTitles.projects);
    for (const project of resume.projects) {
      writer.keepTogether(40);
      // A project with a page of its own links to it, so the reader can go deeper.
      writer.text(project.title, { font: bold, size: 10.5, ...(project.url ? { link: project.url } : {}) });
      writer.paragraph(project.description, { size: 10, gapAfter: 1 });
      if (project.metrics.length > 0) {
        writer.paragraph(project.metrics.join(" · "), { size: 9.5, color: MUTED, gapAfter: 4 });
      }
    }
  }

  writer.heading(resumeSectionTitles.skills);
  for (const group of resume.skills) {
    writer.paragraph(`${group.title}: ${group.items.join(", ")}`, { size: 10, gapAfter: 2 });
  }

  return doc.save();
}

interface TextOptions {
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
class Writer {
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
