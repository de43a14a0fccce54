import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { uploadedImageVariants } from "@pmfolio/core";
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
    // 300 px across: narrower than any copy, so none is made, and the field has no srcSet; a WebP
    // of it is made, at its own size, and offered first.
    expect(existsSync(path.join(outDir, "images", "me-0123abcd-480w.png"))).toBe(false);
    expect(uploadedImageVariants("images/me-0123abcd.png", 300)).toEqual({
      sources: [{ type: "image/webp", srcSet: "/images/me-0123abcd.webp" }],
    });
    const webp = await sharp(readFileSync(path.join(outDir, "images", "me-0123abcd.webp"))).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 300, 200]);
  });

  it("get every file their srcSet and sources name, each its width, in its format", async () => {
    const content = path.join(root, "content-wide");
    mkdirSync(path.join(content, "images"), { recursive: true });
    writeFileSync(path.join(content, "images", "stage-89abcdef.png"), await png(1200, 600));
    const outDir = await buildWith(content);
    const { srcSet, sources } = uploadedImageVariants("images/stage-89abcdef.png", 1200);
    expect(srcSet).toBe(
      "/images/stage-89abcdef-480w.png 480w, /images/stage-89abcdef-960w.png 960w, /images/stage-89abcdef.png 1200w",
    );
    expect(sources).toEqual([
      {
        type: "image/webp",
        srcSet:
          "/images/stage-89abcdef-480w.webp 480w, /images/stage-89abcdef-960w.webp 960w, /images/stage-89abcdef.webp 1200w",
      },
    ]);
    for (const [format, candidates] of [
      ["png", srcSet!],
      ["webp", sources![0]!.srcSet],
    ] as const)
      for (const candidate of candidates.split(", ")) {
        const [address, width] = candidate.split(" ");
        const meta = await sharp(readFileSync(path.join(outDir, address!))).metadata();
        expect([meta.format, `${meta.width}w`, meta.height]).toEqual([
          format,
          width,
          Number.parseInt(width!) / 2,
        ]);
      }
    // A WebP costs less than the PNG it stands for, or it would not be worth offering.
    expect(readFileSync(path.join(outDir, "images", "stage-89abcdef.webp")).length).toBeLessThan(
      readFileSync(path.join(outDir, "images", "stage-89abcdef.png")).length,
    );
    expect(existsSync(path.join(outDir, "images", "stage-89abcdef-1440w.png"))).toBe(false);
  });

  it("are written once for a WebP or AVIF upload: its own format is the modern one", async () => {
    const content = path.join(root, "content-webp");
    mkdirSync(path.join(content, "images"), { recursive: true });
    const bytes = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(content, "images", "card-00ff00ff.webp"), bytes);
    const outDir = await buildWith(content);
    expect(uploadedImageVariants("images/card-00ff00ff.webp", 600)).toEqual({
      srcSet: "/images/card-00ff00ff-480w.webp 480w, /images/card-00ff00ff.webp 600w",
    });
    expect(readFileSync(path.join(outDir, "images", "card-00ff00ff.webp"))).toEqual(bytes);
    expect(
      (await sharp(readFileSync(path.join(outDir, "images", "card-00ff00ff-480w.webp"))).metadata()).width,
    ).toBe(480);
  });

  it("are none when the content has no images folder", () => {
    expect(contentImageNames(path.join(root, "no-such-content"))).toEqual([]);
  });
});
