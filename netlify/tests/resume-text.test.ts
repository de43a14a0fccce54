/**
 * The résumé PDF every machine and every reader can read (issue 48): tagged, in its language, its
 * text recovered whole and in order by two independent extractors, poppler's `pdftotext` and
 * Mozilla's pdf.js, for every language of the sample site. The expected texts come from the résumé
 * model the PDF is drawn from (./helpers/resume-text), never typed here.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resumeModel, resumeWords, siteLanguages, type PortfolioContent } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { content } from "../../packages/site/src/content";
import { contentIn } from "../../packages/site/src/languages";
import { buildResumePdf } from "../../packages/netlify/src/resume";
import { pdfjsText, popplerText, resumeTextProblems } from "./helpers/resume-text";

const extractors = { pdftotext: popplerText, "pdf.js": pdfjsText };

/** `pdfinfo`'s answer for a PDF ("Field: value" lines), with `-struct` its structure tree, one element a line. */
function pdfInfo(bytes: Uint8Array, ...options: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pmfolio-pdfinfo-"));
  try {
    writeFileSync(path.join(dir, "resume.pdf"), bytes);
    return execFileSync("pdfinfo", [...options, path.join(dir, "resume.pdf")], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(siteLanguages(content.site))("the default résumé in %s", (language) => {
  const inLanguage = contentIn(language);
  const model = resumeModel(inLanguage, content.site.url, { language });
  const drawn = buildResumePdf(inLanguage, { language });

  it("is a tagged PDF with its title and under 150 KB", async () => {
    const bytes = await drawn;
    const info = pdfInfo(bytes);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toContain(`${model.name} — ${resumeWords(language).resume}`);
    expect(bytes.byteLength).toBeLessThan(150 * 1024);
  });

  it("has a structure tree of headings, lists and links", async () => {
    const tree = pdfInfo(await drawn, "-struct").split("\n");
    const count = (element: string) => tree.filter((line) => line.trim().split(" ")[0] === element).length;
    expect(count("H1")).toBe(1);
    const sections = 2 + (model.awards.length > 0 ? 1 : 0) + (model.projects.length > 0 ? 1 : 0);
    expect(count("Sect")).toBe(sections);
    expect(count("H2")).toBe(sections);
    expect(count("H3")).toBe(model.experience.length + model.awards.length + model.projects.length);
    expect(count("L")).toBe(model.experience.length);
    const achievements = model.experience.flatMap((job) => job.achievements).length;
    expect([count("LI"), count("Lbl"), count("LBody")]).toEqual([achievements, achievements, achievements]);
    // The email, each link line with the contact form's, each project with a page: each Link holds its annotation.
    const links = (model.email ? 1 : 0) + model.links.length + 1 + model.projects.filter((p) => p.url).length;
    expect([count("Link"), count("Object")]).toEqual([links, links]);
  });

  it.each(Object.entries(extractors))("reads whole and in order through %s", async (_name, extract) => {
    const text = await extract(await drawn);
    expect(resumeTextProblems(model, text)).toEqual([]);
  });

  it("puts each bullet beside its achievement (pdftotext)", async () => {
    const lines = (await popplerText(await drawn)).split("\n");
    for (const achievement of model.experience.flatMap((job) => job.achievements)) {
      const first = achievement.split(" ").slice(0, 4).join(" ");
      expect(
        lines.some((line) => line.startsWith(`• ${first}`)),
        achievement,
      ).toBe(true);
    }
  });
});

describe("one application's résumé", () => {
  it("reads whole and in order through both extractors, checked against its own model", async () => {
    const tag = "acme-corp-7k2qx9m4";
    const bytes = await buildResumePdf(content, { tag });
    const model = resumeModel(content, content.site.url, { tag });
    for (const extract of Object.values(extractors))
      expect(resumeTextProblems(model, await extract(bytes))).toEqual([]);
  });
});

describe("the check itself", () => {
  it("reports a PDF that drops a role", async () => {
    const dropped = content.experience[1]!;
    const fewer: PortfolioContent = {
      ...content,
      experience: content.experience.filter((job) => job !== dropped),
    };
    const text = await popplerText(await buildResumePdf(fewer));
    const problems = resumeTextProblems(resumeModel(content), text);
    expect(problems).toContain(`role title "${dropped.title}" missing`);
    expect(problems).toContain(`date range "${dropped.period}" missing`);
    // The company is still named in an award further on: there, it is out of the role's order.
    expect(problems).toContain(`company "${dropped.company}" out of order`);
    // Only the dropped role's texts: the roles after it are still found, in order.
    expect(problems).toHaveLength(3 + dropped.achievements.length);
  });

  it("reports ligatures and a word split across lines", () => {
    const model = resumeModel(content);
    const job = model.experience[0]!;
    const split = `${job.title.slice(0, 3)}\n${job.title.slice(3)}`;
    expect(resumeTextProblems(model, `ﬁ ${split}`)).toEqual(
      expect.arrayContaining(["1 ligature code points (ﬁ)", `role title "${job.title}" missing`]),
    );
  });
});

describe("a name in any alphabet", () => {
  it("prints Łukasz Żółć-Nguyễn, and both extractors read it back", async () => {
    const fixture: PortfolioContent = {
      ...content,
      profile: {
        ...content.profile,
        name: "Łukasz Żółć-Nguyễn",
        headline: "Διευθυντής προϊόντων · Продакт-менеджер",
      },
    };
    const bytes = await buildResumePdf(fixture);
    for (const extract of Object.values(extractors)) {
      const text = await extract(bytes);
      expect(text).toContain("Łukasz Żółć-Nguyễn");
      expect(resumeTextProblems(resumeModel(fixture), text)).toEqual([]);
    }
  });

  it("prints each character as written when two share a glyph, whatever an earlier PDF printed", async () => {
    // Inter draws U+02BC (ʼ) and U+2019 (’) with one glyph; the fonts are shared by every PDF of an instance.
    const named = (name: string): PortfolioContent => ({ ...content, profile: { ...content.profile, name } });
    expect(await pdfjsText(await buildResumePdf(named("Zoeʼs Lab")))).toContain("Zoeʼs Lab");
    expect(await pdfjsText(await buildResumePdf(named("Zoë’s Lab")))).toContain("Zoë’s Lab");
  });
});
