import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { contentImageNames, contentImages } from "./contentImages";

const root = mkdtempSync(path.join(tmpdir(), "pmfolio-content-images-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the images uploaded into the content", () => {
  it("are copied by a real Vite build to /images/, byte for byte, and nothing else of the folder is", async () => {
    const content = path.join(root, "content");
    mkdirSync(path.join(content, "images"), { recursive: true });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    writeFileSync(path.join(content, "images", "me-0123abcd.png"), bytes);
    // Not an uploaded image's name: a file the owner (or their editor) left there.
    writeFileSync(path.join(content, "images", ".me.png.tmp"), "half");
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>t</title>");
    expect(contentImageNames(content)).toEqual(["me-0123abcd.png"]);

    const outDir = path.join(root, "dist");
    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins: [contentImages(content)],
      build: { outDir, emptyOutDir: true },
    });
    expect(readFileSync(path.join(outDir, "images", "me-0123abcd.png"))).toEqual(bytes);
    expect(existsSync(path.join(outDir, "images", ".me.png.tmp"))).toBe(false);
  });

  it("are none when the content has no images folder", () => {
    expect(contentImageNames(path.join(root, "no-such-content"))).toEqual([]);
  });
});
