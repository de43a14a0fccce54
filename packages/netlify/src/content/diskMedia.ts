/**
 * The uploaded images on disk under `pnpm dev` (the content folder's `images/`, as the build reads
 * them): listed with their size in bytes and in pixels for the media library, and deleted by a
 * publish that names them in `removeImages`.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import { uploadedImagePattern, type ContentMediaImage } from "../core";

const inFolder = (folder: string, name: string) => path.join(folder, ...name.split("/"));

/** Every uploaded image in `folder`'s `images/`, by path. */
export async function imagesOnDisk(folder: string): Promise<ContentMediaImage[]> {
  const names = await readdir(path.join(folder, "images")).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const paths = names.map((name) => `images/${name}`).filter((name) => uploadedImagePattern.test(name));
  return Promise.all(
    paths.sort().map(async (name) => {
      const file = inFolder(folder, name);
      const [{ size }, bytes] = await Promise.all([stat(file), readFile(file)]);
      try {
        const { width, height } = imageSize(bytes);
        return { path: name, bytes: size, width, height };
      } catch {
        // An image written by hand that does not read: listed, without a size in pixels.
        return { path: name, bytes: size };
      }
    }),
  );
}

/** Deletes the images of `names` that are in `folder`; resolves with those it deleted. */
export async function removeImagesOnDisk(folder: string, names: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const name of names) {
    const there = await stat(inFolder(folder, name)).then(
      () => true,
      () => false,
    );
    if (!there) continue;
    await rm(inFolder(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}
