import { validate } from "@jsonresume/schema";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../src/content";
import { contentIn, languages } from "../src/languages";
import { siteRoutes, type SiteRoute } from "../src/siteRoutes";
import { APPLE_TOUCH_ICON, MANIFEST_ICONS, writeShareFiles } from "./share-files";

/** A PNG's width and height, from its IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const siteUrl = "https://owner.example";
const publicPages = siteRoutes.filter((route) => route.access === "public");
let first: string;
let second: string;
let written: string[];

beforeAll(async () => {
  first = await mkdtemp(path.join(tmpdir(), "pmfolio-share-a-"));
  second = await mkdtemp(path.join(tmpdir(), "pmfolio-share-b-"));
  // Two builds of the same content, one after the other, as two deploys would run them.
  written = await writeShareFiles(first, siteUrl);
  await writeShareFiles(second, siteUrl);
}, 60_000);

afterAll(async () => {
  await rm(first, { recursive: true, force: true });
  await rm(second, { recursive: true, force: true });
});

describe("the build's share images", () => {
  it("draws one 1200×630 PNG per public page, where the page's head says it is", async () => {
    expect(publicPages.map((route) => route.path)).toContain("/resume");
    const images = publicPages.map((route) => route.head.image?.src);
    expect(images.every(Boolean)).toBe(true);
    expect(new Set(images).size).toBe(publicPages.length);
    for (const route of publicPages) {
      const image = route.head.image!;
      expect(written).toContain(image.src);
      const size = pngSize(await readFile(path.join(first, image.src)));
      expect(size).toEqual({ width: 1200, height: 630 });
      expect({ width: image.width, height: image.height }).toEqual(size);
      expect(image.alt.length).toBeGreaterThan(0);
    }
    // Only public pages get one: the owner, utility and not-found pages are not shared.
    expect(written.filter((file) => file.startsWith("/og/"))).toHaveLength(publicPages.length);
  });

  it("draws each page's own content in its language: no two pages of a language share an image", async () => {
    const image = (route: SiteRoute) => readFile(path.join(first, route.head.image!.src), "base64");
    for (const language of languages) {
      const pages = publicPages.filter((route) => route.language === language);
      const distinct = new Set(await Promise.all(pages.map(image)));
      expect(distinct.size, language).toBe(pages.length);
    }
    // The sample's résumé, projects and writing say other words in German (its home card has none
    // to translate); a German tag's page has no English twin.
    for (const route of publicPages.filter((r) => r.language !== languages[0] && r.page.kind !== "home")) {
      const original = publicPages.find((r) => r.path === route.defaultPath);
      if (!original) continue;
      expect(await image(route), route.path).not.toBe(await image(original));
    }
  });

  it("gives the same bytes for the same content, build after build", async () => {
    for (const file of written) {
      const a = await readFile(path.join(first, file));
      const b = await readFile(path.join(second, file));
      expect(a.equals(b), `${file} differs between two builds`).toBe(true);
    }
  });
});

describe("the build's resume.json and resume.de.json", () => {
  it.each([
    ["resume.json", "en"],
    ["resume.de.json", "de"],
  ])(
    "%s follows the JSON Resume schema and says what the content in its language says",
    async (file, language) => {
      const content = contentIn(language);
      const document = JSON.parse(await readFile(path.join(first, file), "utf8"));
      let errors: unknown[] | null = ["not called"];
      validate(document, (found) => {
        errors = found;
      });
      expect(errors).toBeNull();
      expect(document.basics.name).toBe(content.profile.name);
      // The site's home in the file's language (its own folder for any but the default).
      expect(document.basics.url).toBe(language === "en" ? siteUrl : `${siteUrl}/${language}/`);
      expect(document.meta.canonical).toBe(`${siteUrl}/${file}`);
      expect(document.work.map((job: { position: string }) => job.position)).toEqual(
        content.experience.map((job) => job.title),
      );
      expect(document.projects.map((project: { name: string }) => project.name)).toEqual(
        content.projects.map((project) => project.title),
      );
    },
  );
});

describe("the build's manifest and icons", () => {
  it("names the owner, carries both colour schemes and lists icons that exist at their stated sizes", async () => {
    const manifest = JSON.parse(await readFile(path.join(first, "manifest.webmanifest"), "utf8"));
    expect(manifest.name).toContain(content.profile.name);
    expect(manifest.short_name).toBe(content.profile.name);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.user_preferences.color_scheme_dark.theme_color).not.toBe(manifest.theme_color);
    expect(manifest.icons).toEqual(MANIFEST_ICONS);
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(await readFile(path.join(first, icon.src)))).toEqual({ width, height });
    }
    expect(pngSize(await readFile(path.join(first, APPLE_TOUCH_ICON.src)))).toEqual({
      width: APPLE_TOUCH_ICON.size,
      height: APPLE_TOUCH_ICON.size,
    });
  });
});
