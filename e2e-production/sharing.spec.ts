import { expect, test, type APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { content } from "../packages/site/src/content";
import { siteRoutes } from "../packages/site/src/siteRoutes";

// What a shared link, an installed site and a printed résumé get from the production build.

const publicPages = siteRoutes.filter((route) => route.access === "public").map((route) => route.path);

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

async function png(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  return response.body();
}

test("every public page's head names its own share image, which is served at 1200×630", async ({
  request,
}) => {
  expect(publicPages).toContain("/resume");
  const images = new Map<string, string>();
  for (const path of publicPages) {
    const html = await (await request.get(path)).text();
    const image = meta(html, "og:image");
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/[\w/-]+\.png$/);
    expect(meta(html, "twitter:image")).toBe(image);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")?.length, path).toBeGreaterThan(10);
    expect(pngSize(await png(request, image!))).toEqual({ width: 1200, height: 630 });
    images.set(path, image!);
  }
  // Its own: no two pages point at the same image, and the images themselves differ.
  expect(new Set(images.values()).size).toBe(publicPages.length);
  const home = await png(request, images.get("/")!);
  const resume = await png(request, images.get("/resume")!);
  expect(home.equals(resume)).toBe(false);
  // A project's image is described by its title.
  const project = siteRoutes.find((route) => route.page.kind === "project")!;
  const projectHtml = await (await request.get(project.path)).text();
  expect(meta(projectHtml, "og:image:alt")).toContain(project.head.title.split(" — ")[0]);
});

test("every public page links the manifest and the touch icon; the manifest is valid and its icons exist at their sizes", async ({
  request,
}) => {
  for (const path of publicPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  }
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    short_name: content.profile.name,
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.name).toContain(content.profile.name);
  // The pages' theme colours are the manifest's, for each scheme.
  const html = await (await request.get("/")).text();
  expect(html).toContain(
    `<meta name="theme-color" content="${manifest.theme_color}" media="(prefers-color-scheme: light)" />`,
  );
  expect(html).toContain(
    `<meta name="theme-color" content="${manifest.user_preferences.color_scheme_dark.theme_color}" media="(prefers-color-scheme: dark)" />`,
  );
  const purposes = new Set<string>();
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
    expect(icon.type).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await png(request, `http://x${icon.src}`))).toEqual({ width, height });
    purposes.add(icon.purpose);
  }
  expect([...purposes].sort()).toEqual(["any", "maskable"]);
  expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
  expect(pngSize(await png(request, "http://x/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
});

test("the browser reads the manifest the page links, with no errors, and finds the site installable", async ({
  page,
}) => {
  await page.goto("/resume");
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send("Page.getAppManifest");
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(JSON.parse(data!).short_name).toBe(content.profile.name);
  // Chromium's own installability check (what Lighthouse's installability audit reported). A test
  // browser context is incognito, which Chromium reports as such: that says nothing about the site.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});

/**
 * The PDF's standard font draws only WinAnsi: it spells a few symbols out and drops what it cannot
 * draw (e.g. "★"). The page's text, folded the same way, must appear in the PDF word for word.
 */
const foldLikeThePdf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/\u2212/g, "-")
    .replace(/→/g, "->")
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();

test("/resume shows every experience entry and project the PDF has, with the same text", async ({
  page,
  request,
}) => {
  const pdfResponse = await request.get("/api/download-resume");
  expect(pdfResponse.status()).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await pdfResponse.body()));
  const pdfText = foldLikeThePdf((await extractText(pdf, { mergePages: true })).text);

  await page.goto("/resume");
  const experience = page
    .getByRole("region", { name: "Experience" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(experience).toHaveCount(content.experience.length);
  for (const [index, job] of content.experience.entries()) {
    const entry = experience.nth(index);
    await expect(entry.getByRole("heading", { level: 3 })).toHaveText(job.title);
    const texts = [
      await entry.getByRole("heading", { level: 3 }).innerText(),
      await entry.locator("p").first().innerText(),
      ...(await entry.locator("ul > li").allInnerTexts()),
    ];
    expect(texts).toHaveLength(2 + job.achievements.length);
    for (const text of texts) expect(pdfText, `experience: ${text}`).toContain(foldLikeThePdf(text));
  }

  const projects = page.getByRole("region", { name: "Selected Projects" }).getByRole("listitem");
  await expect(projects).toHaveCount(content.projects.length);
  for (const [index, project] of content.projects.entries()) {
    const entry = projects.nth(index);
    await expect(entry.getByRole("heading", { level: 3 })).toHaveText(project.title);
    const texts = await entry.locator("h3, p").allInnerTexts();
    expect(texts).toHaveLength((project.metrics?.length ?? 0) > 0 ? 3 : 2);
    for (const text of texts) expect(pdfText, `project: ${text}`).toContain(foldLikeThePdf(text));
  }
});

test("/resume links the PDF and the JSON Resume file, and the JSON says what the page says", async ({
  page,
  request,
}) => {
  await page.goto("/resume");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    "/api/download-resume",
  );
  await expect(page.getByRole("link", { name: "JSON Resume" })).toHaveAttribute("href", "/resume.json");
  const json = await (await request.get("/resume.json")).json();
  const titles = await page
    .getByRole("region", { name: "Experience" })
    .getByRole("heading", { level: 3 })
    .allInnerTexts();
  expect(json.work.map((job: { position: string }) => job.position)).toEqual(titles);
});

test("/resume prints without navigation or footer, on at most two A4 pages, links with their address", async ({
  page,
}) => {
  await page.goto("/resume");
  // CSS locators: role queries skip hidden elements, which would make "hidden" pass trivially.
  const chrome = page.locator("body > #root > header, header nav, body > #root > footer");
  await expect(chrome.first()).toBeVisible();
  const count = await chrome.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await page.emulateMedia({ media: "print" });
  for (let index = 0; index < count; index += 1) await expect(chrome.nth(index)).toBeHidden();
  await expect(page.locator("main nav")).toHaveCount(0);
  await expect(page.locator('main a[href="/api/download-resume"]')).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: content.profile.name })).toBeVisible();
  const project = content.projects.find((candidate) => candidate.page)!;
  const printed = await page
    .getByRole("link", { name: project.title })
    .evaluate((link) => getComputedStyle(link, "::after").content);
  expect(printed).toBe(`" (${content.site.url}/projects/${project.slug})"`);

  for (const format of ["A4", "Letter"] as const) {
    const pdf = await PDFDocument.load(await page.pdf({ format }));
    expect(pdf.getPageCount(), format).toBeLessThanOrEqual(2);
  }
});
