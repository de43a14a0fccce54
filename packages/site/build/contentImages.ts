import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  contentImageWidths,
  imagePathAs,
  modernFormatsOf,
  sizedImagePath,
  uploadedImagePattern,
} from "@pmfolio/core";
import sharp from "sharp";
import type { Plugin } from "vite";

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** How one file the site serves for an uploaded image is made from it. */
interface ImageVariant {
  /** Narrower than the image, or the image's own width when absent. */
  width?: number;
  /** Its format, as a file extension. */
  extension: string;
}

/**
 * Every file the site serves for the uploaded image `name` (core's `uploadedImageVariants` names
 * the same in the field): the image itself, its copies at each of `contentImageWidths` below its
 * own width, and all of them again in each modern format when it is a JPEG or PNG.
 */
function variantsOf(name: string, width: number): Map<string, ImageVariant> {
  const own = name.split(".").pop()!;
  const widths = [undefined, ...contentImageWidths.filter((candidate) => candidate < width)];
  const variants = new Map<string, ImageVariant>();
  for (const extension of [own, ...modernFormatsOf(`images/${name}`).map((format) => format.extension)])
    for (const each of widths) {
      const file = extension === own ? name : imagePathAs(name, extension);
      variants.set(each ? sizedImagePath(file, each) : file, { width: each, extension });
    }
  return variants;
}

/** `bytes` (an image in `extension`'s format) as `variant` asks: itself, or resized and re-encoded. */
function made(bytes: Buffer, own: string, variant: ImageVariant): Promise<Buffer> {
  if (!variant.width && variant.extension === own) return Promise.resolve(bytes);
  const image = variant.width ? sharp(bytes).resize({ width: variant.width }) : sharp(bytes);
  return variant.extension === own
    ? image.toBuffer()
    : image.toFormat(variant.extension as Parameters<typeof image.toFormat>[0]).toBuffer();
}

/** Every file the site serves for an uploaded image, by its name under images/. */
export async function responsiveImageFiles(name: string, bytes: Buffer): Promise<Map<string, Buffer>> {
  const { width = 0 } = await sharp(bytes).metadata();
  const own = name.split(".").pop()!;
  const files = new Map<string, Buffer>();
  for (const [file, variant] of variantsOf(name, width)) files.set(file, await made(bytes, own, variant));
  return files;
}

/** The images uploaded into the content (`content/images/…`), by file name. */
export function contentImageNames(folder: string): string[] {
  const images = path.join(folder, "images");
  return existsSync(images)
    ? readdirSync(images)
        .filter((name) => uploadedImagePattern.test(`images/${name}`))
        .sort()
    : [];
}

/**
 * The images the owner uploads in the editor are stored beside the content (`content/images/`,
 * in Git with the content files) and served at the site's `/images/` (the address the editor
 * writes in the field), each with its narrower copies for smaller screens and a WebP of each (the
 * `srcSet` and `sources` core's `withUploadedImageVariants` gives the field as the content is read):
 * the build writes them into the output, and `pnpm dev` makes them from the folder when asked, so a
 * picture uploaded a moment ago shows at once.
 */
export function contentImages(folder: string): Plugin {
  return {
    name: "pmfolio:content-images",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const wanted = /^\/images\/([^/?#]+)(?:[?#].*)?$/.exec(req.url ?? "")?.[1];
        if (!wanted) return next();
        // A copy is made when asked for, as the build makes it: found among the variants of the
        // uploaded image whose name it starts with.
        void (async () => {
          for (const name of contentImageNames(folder)) {
            if (!wanted.startsWith(name.replace(/\.[a-z]+$/, ""))) continue;
            const bytes = readFileSync(path.join(folder, "images", name));
            const { width = 0 } = await sharp(bytes).metadata();
            const variant = variantsOf(name, width).get(wanted);
            if (!variant) continue;
            res.setHeader("Content-Type", TYPES[variant.extension]!);
            res.setHeader("Cache-Control", "no-cache");
            res.end(await made(bytes, name.split(".").pop()!, variant));
            return;
          }
          next();
        })().catch(next);
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
