import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { uploadedImageSrcSet } from "@pmfolio/core";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { contentImageNames, contentImages } from "./contentImages";

const root = mkdtempSync(path.join(tmpdir(), "pmfolio-content-images-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A real PNG of one colour, `width` × `height`. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

/** Builds `content` with the plugin alone, in a real Vite build; answers the output folder. */
async function buildWith(content: string): Promise<string> {
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>t</title>");
  const outDir = path.join(root, "dist");
  await build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins: [contentImages(content)],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

describe("the images uploaded into the content", () => {
  it("are copied by a real Vite build to /images/, byte for byte, and nothing else of the folder is", async () => {
    const content = path.join(root, "content");
    mkdirSync(path.join(content, "images"), { recursive: true });
    const bytes = await png(300, 200);
    writeFileSync(path.join(content, "images", "me-0123abcd.png"), bytes);
    // Not an uploaded image's name: a file the owner (or their editor) left there.
    writeFileSync(path.join(content, "images", ".me.png.tmp"), "half");
    expect(contentImageNames(content)).toEqual(["me-0123abcd.png"]);

    const outDir = await buildWith(content);
    expect(readFileSync(path.join(outDir, "images", "me-0123abcd.png"))).toEqual(bytes);
    expect(existsSync(path.join(outDir, "images", ".me.png.tmp"))).toBe(false);
    // 300 px across: narrower than any copy, so none is made, and the field has no srcSet.
    expect(existsSync(path.join(outDir, "images", "me-0123abcd-480w.png"))).toBe(false);
    expect(uploadedImageSrcSet("images/me-0123abcd.png", 300)).toBeUndefined();
  });

  it("get the narrower copies their srcSet names, each its width, in the image's format", async () => {
    const content = path.join(root, "content-wide");
    mkdirSync(path.join(content, "images"), { recursive: true });
    writeFileSync(path.join(content, "images", "stage-89abcdef.png"), await png(1200, 600));
    const outDir = await buildWith(content);
    const srcSet = uploadedImageSrcSet("images/stage-89abcdef.png", 1200)!;
    expect(srcSet).toBe(
      "/images/stage-89abcdef-480w.png 480w, /images/stage-89abcdef-960w.png 960w, /images/stage-89abcdef.png 1200w",
    );
    for (const candidate of srcSet.split(", ")) {
      const [address, width] = candidate.split(" ");
      const file = readFileSync(path.join(outDir, address!));
      const meta = await sharp(file).metadata();
      expect([meta.format, `${meta.width}w`, meta.height]).toEqual([
        "png",
        width,
        Number.parseInt(width!) / 2,
      ]);
    }
    expect(existsSync(path.join(outDir, "images", "stage-89abcdef-1440w.png"))).toBe(false);
  });

  it("are none when the content has no images folder", () => {
    expect(contentImageNames(path.join(root, "no-such-content"))).toEqual([]);
  });
});
