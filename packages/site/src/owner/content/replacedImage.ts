/**
 * An image replaced everywhere the draft shows it: every field whose `src` is the old image's
 * address takes the new one with its width and height (its old copies' `srcSet` and `sources`
 * dropped: the build gives an uploaded image its own), and every other mention (a post's front
 * matter or Markdown) takes the new address.
 */
import type { ContentImage } from "@pmfolio/core";
import type { Draft } from "./draft";

/** A mention of `address` as a whole address, not the start of a longer one. */
const mentionOf = (address: string) =>
  new RegExp(`(?<![\\w./-])${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-])`, "g");

function replacedIn(value: unknown, from: string, image: ContentImage, mention: RegExp): unknown {
  if (typeof value === "string") return value.replace(mention, `/${image.path}`);
  if (Array.isArray(value)) return value.map((item) => replacedIn(item, from, image, mention));
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  if (object.src === from) {
    const { srcSet: _srcSet, sources: _sources, ...kept } = object;
    return { ...kept, src: `/${image.path}`, width: image.width, height: image.height };
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, child]) => [key, replacedIn(child, from, image, mention)]),
  );
}

/** The files of `draft` that show `path` ("images/…"), with `image` in its place; the others are left out. */
export function withImageReplaced(draft: Draft, path: string, image: ContentImage): Draft {
  const from = `/${path}`;
  const changed: Record<string, unknown> = {};
  for (const [file, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    const next = replacedIn(value, from, image, mentionOf(from));
    if (JSON.stringify(next) !== JSON.stringify(value)) changed[file] = next;
  }
  return changed;
}
