import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { content } from "../packages/site/src/content";
import { PRODUCTION_ADMIN_PASSWORD } from "../playwright.production.config";

// The résumé carries the application (issue 37), as a visitor gets it from the production build: a
// page opened through an application's link downloads a PDF whose links carry the application's tag,
// with no script of ours involved (the download reads the page's address from the Referer).

const bearer = { Authorization: `Bearer ${PRODUCTION_ADMIN_PASSWORD}` };
const siteHost = new URL(content.site.url).host;

/** The PDF the page's link downloads, as the browser saved it: its link addresses and its text. */
async function downloadFrom(page: Page, name: string | RegExp) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name }).first().click();
  const bytes = new Uint8Array(await readFile((await (await download).path())!));
  const pdf = await getDocumentProxy(bytes);
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1)
    for (const annotation of (await (await pdf.getPage(number)).getAnnotations()) as { url?: string }[])
      if (annotation.url) links.push(annotation.url);
  return { links, text: (await extractText(pdf, { mergePages: true })).text };
}

test("a visit through an application's link downloads the résumé drawn for it", async ({ page }) => {
  const created = await page.request.post("/api/analytics/applications", {
    headers: bearer,
    data: { company: "Résumé Test Co" },
  });
  expect(created.status()).toBe(201);
  const { ref } = (await created.json()) as { ref: string };

  await page.goto(`/?ref=${ref}`);
  const tagged = await downloadFrom(page, /Download Resume/i);
  const onSite = tagged.links.filter((link) => new URL(link).host === siteHost);
  expect(onSite.length).toBeGreaterThan(3);
  for (const link of onSite) {
    expect(new URL(link).searchParams.get("ref"), link).toBe(ref);
    expect(new URL(link).searchParams.get("utm_source"), link).toBe("resume");
  }

  // The same link from a page reached without the tag gives the untagged PDF.
  await page.goto("/");
  const untagged = await downloadFrom(page, /Download Resume/i);
  expect(untagged.links.filter((link) => new URL(link).host === siteHost).length).toBe(onSite.length);
  for (const link of untagged.links) expect(link).not.toContain(ref);
});

test("/de/resume is in German, and so is its PDF", async ({ page }) => {
  await page.goto("/de/resume");
  for (const heading of ["Werdegang", "Ausgewählte Projekte", "Fähigkeiten"])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  const { text } = await downloadFrom(page, "PDF herunterladen");
  expect(text).toContain("WERDEGANG");
  expect(text).toContain("AUSGEWÄHLTE PROJEKTE");
  expect(text).not.toContain("EXPERIENCE");
});
