/**
 * A résumé made for one application (issue 47): through its link, the PDF has the variant's summary
 * line, its projects in its order and its highlights only; a paused or expired link gets the
 * default résumé; and no PDF holds a private project's case study, only its synopsis. Through the
 * real function, a real local Blobs server and a PDF reader (pdf.js, through unpdf).
 */
import { extractText, getDocumentProxy } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnedApplication } from "@pmfolio/core";
import { content } from "../../packages/site/src/content";
import handler from "../functions/download-resume.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";

const SITE = content.site.url.replace(/\/+$/, "");
const acme: OwnedApplication = {
  ref: "acme-robotics-7k2qx9m4",
  company: "Acme Robotics",
  created: "2026-11-01T00:00:00.000Z",
  resume: {
    summary: "Product lead for payments and risk, ready for Acme's checkout team.",
    projects: ["interview-coach", "personal-cloud"],
    highlights: ["0.1"],
  },
};

blobsForFile();
beforeEach(async () => {
  await settleBackgroundWork();
  await analyticsStore().deleteAll();
});

async function resumeText(ref?: string): Promise<string> {
  // Sec-GPC: the download is not counted; only the PDF is under test.
  const query = ref ? `?ref=${ref}` : "";
  const response = await handler(
    new Request(`${SITE}/api/download-resume${query}`, { headers: { "Sec-GPC": "1" } }),
    testContext(),
  );
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const [firstRole] = content.experience;
const highlight = (index: number) => String(firstRole!.achievements[index]);
const at = (text: string, words: string) => text.indexOf(words);

describe("a résumé made for an application", () => {
  it("has the variant's summary, its projects in its order and its highlights only", async () => {
    await analyticsStore().setJSON("applications/owned", [acme]);
    const text = await resumeText(acme.ref);
    expect(text).toContain(acme.resume!.summary!);
    expect(text).not.toContain(String(content.profile.tagline));
    expect(at(text, "Interview Coach")).toBeGreaterThan(-1);
    expect(at(text, "Interview Coach")).toBeLessThan(at(text, "Personal Cloud Storage"));
    expect(text).not.toContain("Magic Leap Enterprise Partners");
    expect(text).toContain(highlight(1).slice(0, 40));
    expect(text).not.toContain(highlight(0).slice(0, 40));
  });

  it("is the default résumé when the link is paused or past its expiry", async () => {
    for (const closed of [{ paused: true as const }, { expiresAt: "2026-01-01T00:00:00.000Z" }]) {
      await analyticsStore().setJSON("applications/owned", [{ ...acme, ...closed }]);
      const text = await resumeText(acme.ref);
      expect(text).not.toContain(acme.resume!.summary!);
      expect(text).toContain("Magic Leap Enterprise Partners");
      expect(text).toContain(highlight(0).slice(0, 40));
    }
  });

  it("never holds a private project's case study, only its synopsis", async () => {
    await analyticsStore().setJSON("applications/owned", [
      { ...acme, resume: { projects: ["payments-risk"] }, privateProjects: ["payments-risk"] },
    ]);
    for (const text of [await resumeText(), await resumeText(acme.ref)]) {
      expect(text).toContain("Payments Risk");
      expect(text).toContain("Under NDA");
      expect(text).not.toContain("Lumen Pay");
      expect(text).not.toContain("fraud losses");
    }
  });
});
