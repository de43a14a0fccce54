/**
 * The editor's media library (`GET /api/content?media`): every uploaded image under the content's
 * `images/` folder, its size, and where the content shows it. An image is used where a content
 * file names its address (`/images/…`): a field's `src` in JSON, a post's front matter or its
 * Markdown. A publish may delete images (`removeImages`), never one the content it leaves uses.
 */
import { contentImageWidths, uploadedImagePattern } from "./uploadedImages";

/** One uploaded image as stored. */
export interface ContentMediaImage {
  /** Its name under the content folder ("images/portrait-1a2b3c4d.jpg"). */
  path: string;
  /** Its size in bytes. */
  bytes: number;
  /** Its size in pixels, where known (read from the file on disk; from a field that shows it on a deploy). */
  width?: number;
  height?: number;
}

/** The uploaded images, by path, at the content's revision. */
export interface ContentMedia {
  revision: string;
  images: ContentMediaImage[];
}

/** The most images one publish deletes. */
export const removeImagesLimit = 100;

/** Every uploaded image's address named in `text` (the site's own, not another folder's), without its "/" ("images/…"). */
const addresses = /(?<![\w./-])\/(images\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp|avif))(?![\w.-])/g;

/**
 * Where each uploaded image is used: its path and the content files that name it, each file once,
 * in the order given. An image no file names is not in the map.
 */
export function imageUses(files: Iterable<readonly [string, string]>): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const [file, text] of files)
    for (const path of new Set(Array.from(text.matchAll(addresses), (match) => match[1]!))) {
      if (!uploadedImagePattern.test(path)) continue;
      uses.set(path, [...(uses.get(path) ?? []), file]);
    }
  return uses;
}

/**
 * The images' sizes in pixels as the content records them (`{ "src": "/images/…", "width", "height" }`
 * in a JSON file), for a deploy, where reading each image to learn it would cost a call per image.
 */
export function recordedImageSizes(
  files: Iterable<readonly [string, string]>,
): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      const { src, width, height } = value as Record<string, unknown>;
      if (
        typeof src === "string" &&
        uploadedImagePattern.test(src.slice(1)) &&
        typeof width === "number" &&
        typeof height === "number"
      )
        sizes.set(src.slice(1), { width, height });
      Object.values(value).forEach(walk);
    }
  };
  for (const [file, text] of files) {
    if (!file.endsWith(".json")) continue;
    try {
      walk(JSON.parse(text));
    } catch {
      // A file that is not JSON records nothing; the publish check names its mistake.
    }
  }
  return sizes;
}

/** The narrower copies the build makes of an image `width` pixels wide (each of `contentImageWidths` below it). */
export const madeWidths = (width: number): number[] => contentImageWidths.filter((each) => each < width);
