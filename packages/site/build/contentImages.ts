import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** An uploaded image's file name (the content function's `imagePathPattern`, without its folder). */
const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp|avif)$/;
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

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
 * writes in the field): the build copies them into the output, and `pnpm dev` serves them from
 * the folder, so a picture uploaded a moment ago shows at once.
 */
export function contentImages(folder: string): Plugin {
  return {
    name: "pmfolio:content-images",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/images\/([^/?#]+)(?:[?#].*)?$/.exec(req.url ?? "")?.[1];
        const file = name && IMAGE_NAME.test(name) ? path.join(folder, "images", name) : undefined;
        if (!file || !existsSync(file)) return next();
        res.setHeader("Content-Type", TYPES[name!.split(".").pop()!]!);
        res.setHeader("Cache-Control", "no-cache");
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const name of contentImageNames(folder))
        this.emitFile({
          type: "asset",
          fileName: `images/${name}`,
          source: readFileSync(path.join(folder, "images", name)),
        });
    },
  };
}
