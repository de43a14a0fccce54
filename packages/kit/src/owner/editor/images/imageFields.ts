/**
 * The fields that show an image (`imageAssetSchema`, `captionedImageSchema`), and how one comes to
 * show another picture: an upload, a choice from the media library, or a replacement everywhere
 * the draft shows the old one.
 */
import type { ContentImage, ContentMediaImage } from "@pmfolio/core";
import type { Draft } from "../draft";

/** What an image field's ways to its picture are given: the field's value, and where its alt text is. */
export interface ImageFieldProps {
  /** The id of the image's alt text input, which takes focus once the field shows a picture. */
  altId: string;
  label: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/** True for an object node with an image's fields (`imageAssetSchema` and `captionedImageSchema`). */
export function isImageFields(keys: readonly string[]): boolean {
  return ["src", "alt", "width", "height"].every((key) => keys.includes(key));
}

/** Where a stored image is served: the content's `images/` folder at the site's `/images/`. */
export const imageAddress = (image: Pick<ContentImage, "path">) => `/${image.path}`;

/**
 * The image field `field` showing `image` instead: its address, and its width and height where
 * they are known. The old picture's other widths and formats (`srcSet`, `sources`) go: the build
 * gives an uploaded image its own (core's withUploadedImageVariants), so the file keeps only what
 * the owner chose.
 */
export function showingImage(
  field: Record<string, unknown>,
  image: Pick<ContentMediaImage, "path" | "width" | "height">,
): Record<string, unknown> {
  const { srcSet: _srcSet, sources: _sources, ...kept } = field;
  return {
    ...kept,
    src: imageAddress(image),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
  };
}

/** A mention of `address` as a whole address, not the start of a longer one. */
const mentionOf = (address: string) =>
  new RegExp(`(?<![\\w./-])${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-])`, "g");

function replacedIn(value: unknown, from: string, image: ContentImage, mention: RegExp): unknown {
  if (typeof value === "string") return value.replace(mention, imageAddress(image));
  if (Array.isArray(value)) return value.map((item) => replacedIn(item, from, image, mention));
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  if (object.src === from) return showingImage(object, image);
  return Object.fromEntries(
    Object.entries(object).map(([key, child]) => [key, replacedIn(child, from, image, mention)]),
  );
}

/**
 * An image replaced everywhere the draft shows it: the files of `draft` that show `path`
 * ("images/…"), each field of it showing `image` instead and every other mention (a post's front
 * matter or Markdown) taking its address; the other files are left out.
 */
export function withImageReplaced(draft: Draft, path: string, image: ContentImage): Draft {
  const from = imageAddress({ path });
  const changed: Record<string, unknown> = {};
  for (const [file, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    const next = replacedIn(value, from, image, mentionOf(from));
    if (JSON.stringify(next) !== JSON.stringify(value)) changed[file] = next;
  }
  return changed;
}
