import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentImageWidths, sizedImagePath } from "@pmfolio/core";
import sharp from "sharp";
import type { Plugin } from "vite";

/** An uploaded image's file name (the content function's `imagePathPattern`, without its folder). */
const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp|avif)$/;
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** A narrower copy's name: the original's (which ends in its hash), "-480w", the extension. */
const SIZED_NAME = /^(.+-[0-9a-f]{8})-(\d+)w\.(jpg|png|webp|avif)$/;

/** `bytes` (an image) `width` pixels wide, in its own format. */
function resized(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).toBuffer();
}

/**
 * Every file the site serves for an uploaded image: itself, and its narrower copies
 * (`contentImageWidths` below its own width, core's `sizedImagePath`), each by its name under images/.
 */
export async function responsiveImageFiles(name: string, bytes: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map([[name, bytes]]);
  const { width = 0 } = await sharp(bytes).metadata();
  for (const each of contentImageWidths.filter((candidate) => candidate < width))
    files.set(sizedImagePath(name, each), await resized(bytes, each));
  return files;
}

/** The images uploaded into the content (`content/images/…`), by file name. */
export function contentImageNames(folder: string): string[] {
  const images = path.join(folder, "images");
  return existsSync(images)
    ? readdirSync(images)
        .filter((name) => IMAGE_NAME.test(name))
        .sort()
    : [];
}

/**
 * The images the owner uploads in the editor are stored beside the content (`content/images/`,
 * in Git with the content files) and served at the site's `/images/` (the address the editor
 * writes in the field), each with its narrower copies for smaller screens (the field's `srcSet`,
 * core's `uploadedImageSrcSet`): the build writes them into the output, and `pnpm dev` serves them
 * from the folder, so a picture uploaded a moment ago shows at once.
 */
export function contentImages(folder: string): Plugin {
  return {
    name: "pmfolio:content-images",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/images\/([^/?#]+)(?:[?#].*)?$/.exec(req.url ?? "")?.[1];
        if (!name) return next();
        const sized = SIZED_NAME.exec(name);
        const original = sized ? `${sized[1]}.${sized[3]}` : name;
        const width = sized ? Number(sized[2]) : undefined;
        const file = IMAGE_NAME.test(original) ? path.join(folder, "images", original) : undefined;
        if (
          !file ||
          !existsSync(file) ||
          (width !== undefined && !(contentImageWidths as readonly number[]).includes(width))
        )
          return next();
        const bytes = readFileSync(file);
        // A narrower copy is made when asked for, as the build makes it.
        void (width === undefined ? Promise.resolve(bytes) : resized(bytes, width)).then((body) => {
          res.setHeader("Content-Type", TYPES[original.split(".").pop()!]!);
          res.setHeader("Cache-Control", "no-cache");
          res.end(body);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const name of contentImageNames(folder)) {
        const files = await responsiveImageFiles(name, readFileSync(path.join(folder, "images", name)));
        for (const [fileName, source] of files)
          this.emitFile({ type: "asset", fileName: `images/${fileName}`, source });
      }
    },
  };
}
