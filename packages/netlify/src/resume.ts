/**
 * The resume PDF, printed from the same résumé model as the /resume page and resume.json
 * (packages/core/src/resume), so the three never drift apart. An owner who prefers a designed resume drops
 * their own PDF at site/content/resume.pdf; it is served instead.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PortfolioContent } from "@pmfolio/core";
import {
  localizedPath,
  resumeLinkSource,
  resumeModel,
  resumeWords,
  siteLanguages,
  taggedResumeUrl,
} from "./core";
import { contentFolder } from "./site";
import { resumeFonts } from "./resume-fonts";
import { ACCENT, MUTED, Writer } from "./resume-writer";

/**
 * Where the PDF's booking link goes: through the site (`GET /api/go/booking`, ./handlers/go-booking),
 * which counts the click and sends the reader on to the owner's booking page. A PDF runs no
 * script, so this is the only way its click can be counted.
 */
export const bookingRedirectPath = "/api/go/booking";

/** The booking link a résumé for `tag` (or for no application) prints. */
export function resumeBookingLink(siteUrl: string, tag: string | undefined): string {
  const url = `${siteUrl.replace(/\/+$/, "")}${bookingRedirectPath}`;
  return tag ? taggedResumeUrl(url, tag) : `${url}?utm_source=${resumeLinkSource}`;
}

/** Who the PDF is drawn for. */
export interface ResumePdfOptions {
  /** An application the owner created in the link builder (checked by the caller, ./resume-request). */
  tag?: string;
  /** The language `content` was read in (one of the site's); the site's default when left out. */
  language?: string;
}

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

/**
 * Prints the resume from the résumé model that the /resume page and resume.json also show
 * (`resumeModel` in @pmfolio/core): name, headline, contact links, summary, experience,
 * awards, projects, skills, in that order and with the same words.
 */
export async function buildResumePdf(
  content: PortfolioContent,
  { tag, language }: ResumePdfOptions = {},
): Promise<Uint8Array> {
  const site = content.site.url.replace(/\/+$/, "");
  const defaultLanguage = siteLanguages(content.site)[0]!;
  const inLanguage = language ?? defaultLanguage;
  const resume = resumeModel(content, site, { tag, language: inLanguage });
  const words = resumeWords(inLanguage, defaultLanguage);
  // A mailto: link cannot be counted, and one through the site would hide the address the
  // reader sees: the address stays a plain mailto:, and the contact form beside it is the
  // site's own page, carrying the tag like every other link there.
  const contactForm = `${site}${localizedPath("/", inLanguage, defaultLanguage)}#contact`;
  const writer = new Writer(resumeFonts(), {
    title: `${resume.name} — ${words.resume}`,
    language: inLanguage,
    author: resume.name,
    subject: resume.headline,
    keywords: ["resume", resume.headline].join(", "),
    creator: content.site.url,
  });

  writer.text(resume.name, { tag: "H1", bold: true, size: 24 });
  writer.text(resume.headline, { size: 13, color: ACCENT, gapAfter: 4 });
  // Without an email, location or phone there is no line of facts, and a line without an email
  // links nowhere (the contact form below is the way to write).
  const facts = [resume.location, resume.email, resume.phone].filter(Boolean).join("  |  ");
  if (facts)
    writer.text(facts, {
      size: 9.5,
      color: MUTED,
      ...(resume.email ? { link: `mailto:${resume.email}` } : {}),
    });
  // Each line prints the address the reader would type; the link behind it may carry the
  // application's tag (./core's `resumeModel`) or go through the site (the booking page).
  const lines = [
    ...resume.links.map((link) => ({
      // The site's address as a reader would type it: no query, no closing slash.
      text: `${link.label}: ${link.kind === "portfolio" ? link.url.replace(/\?[^#]*/, "").replace(/\/$/, "") : link.url}`,
      link: link.kind === "booking" ? resumeBookingLink(site, tag) : link.url,
    })),
    {
      text: `${words.contactForm}: ${contactForm}`,
      link: tag ? taggedResumeUrl(contactForm, tag) : contactForm,
    },
  ];
  lines.forEach((line, index) => {
    writer.text(line.text, {
      size: 9.5,
      color: MUTED,
      link: line.link,
      gapAfter: index === lines.length - 1 ? 6 : 0,
    });
  });
  writer.paragraph(resume.summary, { size: 10.5 });

  writer.group("Sect", () => {
    writer.heading(resume.sectionTitles.experience);
    for (const job of resume.experience) {
      writer.keepTogether(60);
      writer.text(job.title, { tag: "H3", bold: true, size: 11.5 });
      writer.text(`${job.company}, ${job.location} · ${job.period}`, {
        size: 9.5,
        color: MUTED,
        gapAfter: 2,
      });
      writer.group("L", () => {
        for (const achievement of job.achievements) writer.bullet(achievement);
      });
      writer.space(6);
    }
  });

  if (resume.awards.length > 0) {
    writer.group("Sect", () => {
      writer.heading(resume.sectionTitles.awards);
      for (const award of resume.awards) {
        writer.keepTogether(30);
        writer.text(`${award.title} (${award.period})`, { tag: "H3", bold: true, size: 10.5 });
        writer.paragraph(award.description, { size: 10, gapAfter: 4 });
      }
    });
  }

  if (resume.projects.length > 0) {
    writer.group("Sect", () => {
      writer.heading(resume.sectionTitles.projects);
      for (const project of resume.projects) {
        writer.keepTogether(40);
        // A project with a page of its own links to it, so the reader can go deeper.
        writer.text(project.title, {
          tag: "H3",
          bold: true,
          size: 10.5,
          ...(project.url ? { link: project.url } : {}),
        });
        writer.paragraph(project.description, { size: 10, gapAfter: 1 });
        if (project.metrics.length > 0) {
          writer.paragraph(project.metrics.join(" · "), { size: 9.5, color: MUTED, gapAfter: 4 });
        }
      }
    });
  }

  writer.group("Sect", () => {
    writer.heading(resume.sectionTitles.skills);
    for (const group of resume.skills) {
      writer.paragraph(`${group.title}: ${group.items.join(", ")}`, { size: 10, gapAfter: 2 });
    }
  });

  return writer.save();
}
