/**
 * The images an owner uploads in the editor, as the build serves them: each stored once under the
 * content's `images/` folder, and the site's build making its narrower copies and a WebP of each
 * JPEG or PNG beside it. The build completes every field that shows one (`withUploadedImageVariants`),
 * so the content file keeps what the owner chose (the file, its alt text and size) and the copies'
 * names live here alone.
 */
import type { ImageAsset } from "./types";

/** Where an uploaded image is, under the content folder: "images/" and a name the upload makes. */
export const uploadedImagePattern = /^images\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp|avif)$/;

/**
 * The narrower copies the site's build makes of an uploaded image, for phones and small columns:
 * each of these widths below the image's own, beside it (`images/me-1a2b3c4d-480w.png`).
 */
export const contentImageWidths = [480, 960, 1440] as const;

/** Where the build puts an uploaded image's copy `width` pixels wide: "-480w" before the extension. */
export function sizedImagePath(path: string, width: number): string {
  return path.replace(/(\.[a-z]+)$/, `-${width}w$1`);
}

/**
 * The formats the build also writes a JPEG or PNG upload in (each width of it), which a browser
 * tries before the original. WebP alone: every engine the site supports reads it, and it is a
 * fraction of AVIF's encoding time at each build (decision 39).
 */
export const modernImageFormats = [{ extension: "webp", type: "image/webp" }] as const;

/** The formats an upload is written in beside itself: none when it is already one of them. */
export function modernFormatsOf(path: string): (typeof modernImageFormats)[number][] {
  return /\.(?:jpg|png)$/.test(path) ? [...modernImageFormats] : [];
}

/** `path` (an uploaded image or one of its copies) in another format: the same name, that extension. */
export function imagePathAs(path: string, extension: string): string {
  return path.replace(/\.[a-z]+$/, `.${extension}`);
}

/** An uploaded image's other widths and formats, as the build makes them. */
export type UploadedImageVariants = Pick<ImageAsset, "srcSet" | "sources">;

/**
 * An uploaded image's `srcSet` (`"/images/me-1a2b3c4d-480w.png 480w, /images/me-1a2b3c4d.png 800w"`,
 * left out when it is too small to have narrower copies) and `sources` (the same widths as WebP, for
 * a JPEG or PNG), as the build writes them; `path` is under the content folder ("images/me-….png").
 */
export function uploadedImageVariants(path: string, width: number): UploadedImageVariants {
  const narrower = contentImageWidths.filter((each) => each < width);
  const candidates = (file: string) =>
    narrower.length
      ? [...narrower.map((each) => `/${sizedImagePath(file, each)} ${each}w`), `/${file} ${width}w`].join(
          ", ",
        )
      : `/${file}`;
  const sources = modernFormatsOf(path).map(({ extension, type }) => ({
    type,
    srcSet: candidates(imagePathAs(path, extension)),
  }));
  return {
    ...(narrower.length ? { srcSet: candidates(path) } : {}),
    ...(sources.length ? { sources } : {}),
  };
}

/**
 * `value` (content, or any part of it) with every uploaded image completed by its variants: a
 * field whose `src` is an uploaded image (`/images/…`) gets the `srcSet` and `sources` the build
 * makes for it, unless the field names its own. Nothing else changes, and `value` is not modified.
 */
export function withUploadedImageVariants<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withUploadedImageVariants(item)) as T;
  // Plain objects only: a date or a map the content may hold is kept as it is.
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withUploadedImageVariants(child)]),
  ) as Record<string, unknown>;
  const { src, width } = object;
  if (
    typeof src !== "string" ||
    typeof width !== "number" ||
    !src.startsWith("/") ||
    !uploadedImagePattern.test(src.slice(1))
  )
    return object as T;
  return { ...uploadedImageVariants(src.slice(1), width), ...object } as T;
}
