import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PortfolioContent } from "@pmfolio/core";
import { PDFDocument, PDFName, type PDFString } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { content } from "../../packages/site/src/content";
import { contentIn } from "../../packages/site/src/languages";
import handler, { config } from "../functions/download-resume.mjs";
import { buildResumePdf, readOwnerResume, resumeFileName } from "../../packages/netlify/src/resume";
import { testContext } from "./helpers/blobs-server";
import { pdfLinks } from "./helpers/pdf";
import { popplerText } from "./helpers/resume-text";

const SITE = content.site.url.replace(/\/+$/, "");

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const squash = (value: string) => value.replace(/\s+/g, " ");

describe("GET /api/download-resume", () => {
  it("is served at /api/download-resume", () => {
    expect(config.path).toBe("/api/download-resume");
  });

  it("downloads a real PDF named after the owner, with the owner's name and every job title", async () => {
    const res = await handler(new Request("http://localhost/api/download-resume"), testContext());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${resumeFileName(content.profile.name)}"`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const text = await pdfText(bytes);
    expect(text).toContain(content.profile.name);
    expect(text).toContain(content.profile.headline);
    expect(text).toContain(content.profile.email);
    for (const job of content.experience) {
      expect(text).toContain(squash(job.title));
      expect(text).toContain(job.company);
    }
    for (const award of content.awards) expect(text).toContain(award.title);
    // Every project from the content's project list, none special-cased.
    expect(content.projects.length).toBeGreaterThan(0);
    for (const project of content.projects) expect(text).toContain(squash(project.title));
    for (const skill of content.skills.flatMap((group) => group.skills)) expect(text).toContain(skill.name);
  });

  it("names the file after the owner", () => {
    expect(resumeFileName("Jordan Lee")).toBe("Jordan-Lee-Resume.pdf");
    expect(resumeFileName("  Zoë  O'Brien-Ñúñez ")).toBe("Zoe-O-Brien-Nunez-Resume.pdf");
    expect(resumeFileName("李")).toBe("Resume.pdf");
  });

  it("answers HEAD without a body and 405 to other methods", async () => {
    const head = await handler(
      new Request("http://localhost/api/download-resume", { method: "HEAD" }),
      testContext(),
    );
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await handler(
      new Request("http://localhost/api/download-resume", { method: "POST" }),
      testContext(),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("the German résumé", () => {
  const german = contentIn("de");

  async function downloaded(path: string, headers: Record<string, string> = {}) {
    const res = await handler(new Request(`${SITE}${path}`, { headers }), testContext());
    expect(res.status).toBe(200);
    // The file keeps its name in every language: the owner's name, which a recruiter's system files it under.
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${resumeFileName(content.profile.name)}"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { bytes, text: await pdfText(bytes), doc: await PDFDocument.load(bytes) };
  }

  it("is the PDF of /de/resume's link (?lang=de) and of any German page (the Referer): German headings and content", async () => {
    const byLink = await downloaded("/api/download-resume?lang=de");
    const byReferer = await downloaded("/api/download-resume", { Referer: `${SITE}/de/` });
    expect(byReferer.bytes).toEqual(byLink.bytes);
    const { text, doc } = byLink;
    for (const heading of ["WERDEGANG", "AUSGEWÄHLTE PROJEKTE", "FÄHIGKEITEN"])
      expect(text).toContain(heading);
    expect(text).not.toContain("EXPERIENCE");
    // Whole, "→" included: the embedded font draws it as written.
    expect(text).toContain(squash(german.profile.tagline));
    for (const job of german.experience) expect(text).toContain(squash(job.title));
    expect(german.profile.tagline).not.toBe(content.profile.tagline);
    expect(text).toContain("Kontaktformular");
    expect(doc.getTitle()).toBe(`${content.profile.name} — Lebenslauf`);
    // The document's language, for screen readers and search (the catalog's /Lang).
    expect((doc.catalog.lookup(PDFName.of("Lang")) as PDFString).decodeText()).toBe("de");
  });

  it("links the German pages, and a language the site does not have gives the default's PDF", async () => {
    const { bytes } = await downloaded("/api/download-resume?lang=de");
    const links = await pdfLinks(bytes);
    expect(links).toContain(`${SITE}/de/`);
    expect(links).toContain(`${SITE}/de/#contact`);
    const projects = links.filter((link) => link.includes("/projects/"));
    expect(projects.length).toBeGreaterThan(0);
    for (const link of projects) expect(link).toMatch(new RegExp(`^${SITE}/de/projects/`));

    const english = await downloaded("/api/download-resume");
    for (const query of ["?lang=fr", "?lang=%3Cb%3E"]) {
      const other = await downloaded(`/api/download-resume${query}`);
      expect(other.bytes, query).toEqual(english.bytes);
    }
    expect(english.text).toContain("SELECTED PROJECTS");
  });
});

describe("buildResumePdf", () => {
  it("prints no address and links no mailto: when the profile shows no email", async () => {
    const { email: _shown, location: _place, phone: _phone, ...profile } = content.profile;
    const bytes = await buildResumePdf({ ...content, profile });
    const text = await pdfText(bytes);
    expect(text).toContain(content.profile.name);
    expect(text).not.toContain("@");
    expect(text).not.toContain("|");
    expect((await pdfLinks(bytes)).filter((link) => link.startsWith("mailto:"))).toEqual([]);
  });

  it("prints text as written (arrows, signs, accents), wraps long words and flows onto more pages", async () => {
    const many = Array.from({ length: 12 }, (_, n) => ({
      ...content.experience[0]!,
      title: `Product Lead ${n} → Zoë’s “Platform” — Ünïcode ✓`,
      achievements: [`A${"very".repeat(60)}longword`, "Shipped 0→1 in ≤ 3 months."],
    }));
    const fixture: PortfolioContent = {
      ...content,
      profile: { ...content.profile, name: "Zoë Ñúñez" },
      experience: many,
    };
    const bytes = await buildResumePdf(fixture);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe("Zoë Ñúñez — Resume");
    const text = await pdfText(bytes);
    expect(text).toContain("Zoë Ñúñez");
    // poppler reads the pages without a warning: a paragraph that starts a new page keeps its marked content whole.
    expect(await popplerText(bytes)).toContain("Zoë Ñúñez");
    for (let n = 0; n < 12; n += 1)
      expect(text).toContain(`Product Lead ${n} → Zoë’s “Platform” — Ünïcode ✓`);
    expect(text).toContain("0→1 in ≤ 3 months");
  });

  it("refuses a character its font cannot draw, naming it, instead of printing a blank", async () => {
    const fixture: PortfolioContent = {
      ...content,
      experience: [{ ...content.experience[0]!, company: "Tokyo 東京 K.K." }],
    };
    await expect(buildResumePdf(fixture)).rejects.toThrow(
      /cannot draw "東" \(U\+6771\) in "Tokyo 東京 K\.K\./,
    );
  });
});

describe("readOwnerResume", () => {
  it("prefers the owner's own PDF when present, and ignores a file that is not a PDF", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pmfolio-resume-"));
    try {
      const own = await PDFDocument.create();
      own.addPage().drawText("My designed resume");
      const ownBytes = await own.save();
      const notPdf = path.join(dir, "not.pdf");
      const pdf = path.join(dir, "resume.pdf");
      await writeFile(notPdf, "hello");
      await writeFile(pdf, ownBytes);
      expect(await readOwnerResume([path.join(dir, "missing.pdf")])).toBeNull();
      expect(await readOwnerResume([notPdf])).toBeNull();
      expect(await readOwnerResume([path.join(dir, "missing.pdf"), notPdf, pdf])).toEqual(
        new Uint8Array(ownBytes),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
