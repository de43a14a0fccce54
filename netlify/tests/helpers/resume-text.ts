/**
 * What a résumé says, checked against the résumé model it was drawn from (issue 48): the texts a
 * reader or a recruiter's system must find, in the model's order. The same check reads a PDF
 * through two independent extractors (poppler's `pdftotext`, Mozilla's pdf.js) and the /resume
 * page's text, so each says the same things in the same order. A variant of the résumé (one
 * application's, say) is checked by passing its model.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ResumeModel } from "@pmfolio/core";
import { getDocumentProxy } from "unpdf";

/** One text the résumé must show, and what it is (for the report). */
export interface ExpectedText {
  what: string;
  text: string;
}

/** A link's address as a reader sees it printed: no scheme, query or closing slash. */
const printedAddress = (url: string) =>
  url
    .replace(/^[a-z]+:(\/\/)?/, "")
    .replace(/[?#].*$/, "")
    .replace(/\/$/, "");

/**
 * The texts of `model` a résumé must show, in its order: the name, headline, location, email and
 * phone, each link's words and address, the summary, then per section its heading and entries (role
 * titles, companies, date ranges, each achievement; awards; projects; skill groups with their skills).
 */
export function expectedResumeTexts(model: ResumeModel): ExpectedText[] {
  const texts: ExpectedText[] = [
    { what: "name", text: model.name },
    { what: "headline", text: model.headline },
  ];
  if (model.location) texts.push({ what: "location", text: model.location });
  if (model.email) texts.push({ what: "email", text: model.email });
  if (model.phone) texts.push({ what: "phone", text: model.phone });
  for (const link of model.links) {
    texts.push(
      { what: "link text", text: link.label },
      { what: "link address", text: printedAddress(link.url) },
    );
  }
  texts.push({ what: "summary", text: model.summary });
  texts.push({ what: "section heading", text: model.sectionTitles.experience });
  for (const job of model.experience) {
    texts.push(
      { what: "role title", text: job.title },
      { what: "company", text: job.company },
      { what: "date range", text: job.period },
      ...job.achievements.map((text) => ({ what: "achievement", text })),
    );
  }
  if (model.awards.length > 0) {
    texts.push({ what: "section heading", text: model.sectionTitles.awards });
    for (const award of model.awards)
      texts.push(
        { what: "award", text: award.title },
        { what: "date range", text: award.period },
        { what: "award text", text: award.description },
      );
  }
  if (model.projects.length > 0) {
    texts.push({ what: "section heading", text: model.sectionTitles.projects });
    for (const project of model.projects) {
      texts.push(
        { what: "project", text: project.title },
        { what: "project text", text: project.description },
      );
      if (project.metrics.length > 0) texts.push({ what: "metrics", text: project.metrics.join(" · ") });
    }
  }
  texts.push({ what: "section heading", text: model.sectionTitles.skills });
  for (const group of model.skills)
    texts.push({ what: "skill group", text: group.title }, { what: "skills", text: group.items.join(", ") });
  return texts;
}

/**
 * What is wrong with `extracted` as the text of `model`'s résumé: each expected text missing or out
 * of order, and any ligature code point (U+FB00–FB06), which a search for "office" never finds.
 * Case is ignored (the PDF's headings are in capitals); whitespace, line breaks included, counts as
 * one space, so a text wrapped between lines still matches but a word split across lines does not.
 * Empty when all is well.
 */
export function resumeTextProblems(model: ResumeModel, extracted: string): string[] {
  const fold = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim().toUpperCase();
  const text = fold(extracted);
  const problems: string[] = [];
  const ligatures = [...extracted].filter((char) => /[\uFB00-\uFB06]/.test(char));
  if (ligatures.length > 0) problems.push(`${ligatures.length} ligature code points (${ligatures.join("")})`);
  const expected = expectedResumeTexts(model);
  const found = inOrder(expected.map((item) => occurrences(text, fold(item.text))));
  expected.forEach(({ what, text: wanted }, index) => {
    if (found.has(index)) return;
    problems.push(`${what} "${wanted}" ${text.includes(fold(wanted)) ? "out of order" : "missing"}`);
  });
  return problems;
}

/** Where `wanted` starts and ends in `text`, each time it occurs. */
function occurrences(text: string, wanted: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1))
    found.push([at, at + wanted.length]);
  return found;
}

/**
 * The most expected texts that occur one after the other (their indexes), one occurrence each: a
 * text found only elsewhere (a company named again in an award) is then out of order, and does not
 * push every text after it out of order too.
 */
function inOrder(found: Array<Array<[number, number]>>): Set<number> {
  // For each text and occurrence: the longest chain ending there, and the step before it.
  const chains = found.map((spots) =>
    spots.map(() => ({ length: 0, before: undefined as [number, number] | undefined })),
  );
  found.forEach((spots, index) => {
    spots.forEach(([start], spot) => {
      let best = { length: 1, before: undefined as [number, number] | undefined };
      for (let earlier = 0; earlier < index; earlier += 1) {
        found[earlier]!.forEach(([, end], other) => {
          const chain = chains[earlier]![other]!;
          if (end <= start && chain.length + 1 > best.length)
            best = { length: chain.length + 1, before: [earlier, other] };
        });
      }
      chains[index]![spot] = best;
    });
  });
  let last: [number, number] | undefined;
  chains.forEach((spots, index) =>
    spots.forEach((chain, spot) => {
      if (!last || chain.length > chains[last[0]]![last[1]]!.length) last = [index, spot];
    }),
  );
  const kept = new Set<number>();
  for (let step = last; step; step = chains[step[0]]![step[1]]!.before) kept.add(step[0]);
  return kept;
}

/**
 * The PDF's text as poppler's `pdftotext` reads it (Debian's poppler-utils), in reading order. Any
 * warning poppler prints about the PDF (a "Mismatched EMC operator", say) fails it: what one reader
 * tolerates, another may not.
 */
export async function popplerText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pmfolio-pdftotext-"));
  try {
    const file = path.join(dir, "resume.pdf");
    await writeFile(file, bytes);
    const { stdout, stderr } = await promisify(execFile)("pdftotext", ["-enc", "UTF-8", file, "-"]).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT")
          throw new Error("pdftotext is missing: install poppler-utils (CONTRIBUTING)");
        throw error;
      },
    );
    if (stderr.trim()) throw new Error(`pdftotext warned: ${stderr.trim()}`);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface TextItem {
  str: string;
  hasEOL: boolean;
  width: number;
  transform: number[];
}

/**
 * The PDF's text as pdf.js reads it: its pieces in the order the page draws them, a line break
 * where a line ends, a space where a piece starts apart from the one before (a bullet and its
 * text), nothing where one piece continues another.
 */
export async function pdfjsText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let text = "";
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const items = (await (await pdf.getPage(number)).getTextContent()).items as TextItem[];
    let previous: TextItem | undefined;
    for (const item of items.filter((piece) => "str" in piece)) {
      if (previous && !previous.hasEOL) {
        const sameLine = Math.abs(previous.transform[5]! - item.transform[5]!) < 1;
        const gap = item.transform[4]! - (previous.transform[4]! + previous.width);
        text += !sameLine ? "\n" : gap > 1 ? " " : "";
      }
      text += item.str + (item.hasEOL ? "\n" : "");
      previous = item;
    }
    text += "\n";
  }
  return text;
}
