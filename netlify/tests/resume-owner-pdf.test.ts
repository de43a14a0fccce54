/**
 * An owner's own résumé (`resume.pdf` beside the content files) cannot be rewritten: every
 * download gets it as it is, untagged and public, whatever application or language the
 * request names. Its own file: the function keeps the PDF it found for the instance's life.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, expect, it } from "vitest";
import handler from "../functions/download-resume.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { CONTENT_DIR_ENV, forgetSiteContent } from "../../packages/netlify/src/site";
import { copyOfSiteContent } from "./helpers/content-folder";
import { settleBackgroundWork, startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";

const TAG = "acme-corp-7k2qx9m4";
const folder = copyOfSiteContent();
let blobs: TestBlobs;
let own: Uint8Array;

beforeAll(async () => {
  blobs = await startBlobs();
  const doc = await PDFDocument.create();
  doc.addPage().drawText("My designed resume");
  own = await doc.save();
  writeFileSync(path.join(folder.folder, "resume.pdf"), own);
  process.env[CONTENT_DIR_ENV] = folder.folder;
  forgetSiteContent();
  await analyticsStore().setJSON("applications/owned", [
    { ref: TAG, company: "Acme Corp.", created: new Date().toISOString() },
  ]);
});
afterAll(async () => {
  await settleBackgroundWork();
  delete process.env[CONTENT_DIR_ENV];
  forgetSiteContent();
  folder.remove();
  await blobs.close();
});

it("serves the owner's own PDF, untagged and public, for an application and in another language", async () => {
  const site = "https://jordan-lee-pm.netlify.app";
  for (const request of [
    new Request(`${site}/api/download-resume?ref=${TAG}`),
    new Request(`${site}/api/download-resume`, { headers: { Referer: `${site}/de/?ref=${TAG}` } }),
    new Request(`${site}/api/download-resume?lang=de`),
  ]) {
    const response = await handler(request, testContext());
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(own));
  }
});
