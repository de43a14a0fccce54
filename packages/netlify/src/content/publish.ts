/**
 * A publish, checked before anything is written, wherever it goes: the body's shape, each
 * file's name (core's `isContentFileName`: nothing outside the content files), each JSON text as
 * JSON, and the whole resulting set of files against the build's one schema
 * (`localizedContentFromFiles`, and `postsFromFiles` for the posts in the site's languages). What
 * passes comes out as the files to write, each JSON file edited only where its data changed
 * (`editedContentJson`; a new file in the repository's format, `formatContentJson`), a post's
 * Markdown as sent, with the words a commit message names it by.
 */
import type { ContentPublish } from "@pmfolio/core";
import {
  ContentError,
  editedContentJson,
  formatContentJson,
  imageUses,
  isContentFileName,
  localizedContentFromFiles,
  postsFromFiles,
  problemLine,
  removeImagesLimit,
  siteLanguages,
  uploadedImagePattern,
} from "../core";
import type { Refusal } from "../http";
import { isPostChange, postChangeWords } from "./postChanges";

/** The largest publish body read: every content file together is a few tens of KB. */
export const PUBLISH_BODY_BYTES = 1024 * 1024;

/** A file a publish writes (`text`) or deletes (`text: null`), and what changed in it. */
export interface ContentChange {
  name: string;
  text: string | null;
  /** For the commit message: "added", "deleted", or the top-level fields that changed. */
  summary: string;
}

export type CheckedPublish = { ok: true; changes: ContentChange[] } | Refusal;

const SHAPE =
  'Send { "revision": "…", "files": { "profile.json": "…file text…", "posts/new.md": "…", "projects/old.json": null }, "images"?: { … }, "removeImages"?: ["images/…"] }: the changed files by name, null to delete one.';

/** The body as a `ContentPublish`, or the refusal saying what to send. */
export function publishOf(value: unknown): { ok: true; publish: ContentPublish } | Refusal {
  const body = value as Partial<Record<string, unknown>> | null;
  const files = body?.files as Record<string, unknown> | null | undefined;
  const valid =
    typeof body === "object" &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).every((key) => ["revision", "files", "images", "removeImages"].includes(key)) &&
    typeof body.revision === "string" &&
    body.revision.length > 0 &&
    body.revision.length <= 200 &&
    typeof files === "object" &&
    files !== null &&
    !Array.isArray(files) &&
    Object.values(files).every((text) => text === null || typeof text === "string");
  if (!valid) return { ok: false, status: 400, error: SHAPE };
  const images = body.images ?? {};
  if (
    typeof images !== "object" ||
    images === null ||
    Array.isArray(images) ||
    !Object.entries(images).every(
      ([name, ref]) =>
        uploadedImagePattern.test(name) && typeof ref === "string" && /^[\w./-]{1,200}$/.test(ref),
    )
  )
    return {
      ok: false,
      status: 400,
      error:
        'Send "images" as { "images/<name>.<jpg|png|webp|avif>": "<ref>" }, each as POST /api/content/images answered it.',
    };
  const removeImages = body.removeImages ?? [];
  if (
    !Array.isArray(removeImages) ||
    removeImages.length > removeImagesLimit ||
    !removeImages.every((name) => typeof name === "string" && uploadedImagePattern.test(name))
  )
    return {
      ok: false,
      status: 400,
      error: `Send "removeImages" as a list of at most ${removeImagesLimit} uploaded images' names ("images/<name>.<jpg|png|webp|avif>"). Nothing was written.`,
    };
  const wrong = Object.keys(files).filter((name) => !isContentFileName(name));
  if (wrong.length)
    return {
      ok: false,
      status: 400,
      error: `${wrong.map((name) => JSON.stringify(name)).join(", ")} ${wrong.length === 1 ? "is not a content file's name" : "are not content files' names"}: a publish writes only the content files (profile.json, site.json, …, projects/<address>.json and posts/<address>.md). Nothing was written.`,
    };
  return {
    ok: true,
    publish: {
      revision: body.revision as string,
      files: files as ContentPublish["files"],
      images: images as Record<string, string>,
      removeImages: [...new Set(removeImages as string[])].sort(),
    },
  };
}

/**
 * The changes `publish` makes to `current` (the files at its revision), checked as the build
 * checks the content; a file whose text comes out as it is now is no change. 400 with every
 * mistake (`problems`, as the build prints them) when the result would not build.
 */
export function checkPublish(
  current: ReadonlyMap<string, string>,
  publish: ContentPublish,
  folder = "content",
): CheckedPublish {
  const problems: string[] = [];
  const next = new Map(current);
  const changes: ContentChange[] = [];
  for (const [name, sent] of Object.entries(publish.files).sort(([a], [b]) => a.localeCompare(b))) {
    const before = current.get(name);
    if (sent === null) {
      if (before === undefined) continue;
      next.delete(name);
      changes.push({ name, text: null, summary: "deleted" });
      continue;
    }
    if (isPostChange(name)) {
      // Markdown with front matter: written as the editor sent it.
      if (sent === before) continue;
      next.set(name, sent);
      changes.push({ name, text: sent, summary: before === undefined ? "added" : "edited" });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(sent);
    } catch (error) {
      problems.push(`${folder}/${name}: is not valid JSON (${(error as Error).message})`);
      continue;
    }
    // A file that exists keeps its layout (an owner's site may not be formatted as ours is).
    const text = before === undefined ? formatContentJson(value) : editedContentJson(before, value);
    if (text === before) continue;
    next.set(name, text);
    changes.push({ name, text, summary: before === undefined ? "added" : changedFields(before, value) });
  }
  if (!problems.length) {
    try {
      localizedContentFromFiles(next, folder);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
    problems.push(...postProblems(next, folder));
    const uses = imageUses(next);
    for (const path of publish.removeImages ?? []) {
      const files = uses.get(path);
      if (files)
        problems.push(
          `${folder}/${path}: is still shown by ${files.map((file) => `${folder}/${file}`).join(", ")}, so it stays`,
        );
    }
  }
  if (problems.length)
    return {
      ok: false,
      status: 400,
      error: `Not published: the content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`} (nothing was written). ${problems[0]}${problems.length > 1 ? " …" : ""}`,
      details: { problems },
    };
  return { ok: true, changes };
}

/**
 * The posts' mistakes in `files`, as lines naming their files, in the languages site.json gives
 * (the site's default alone when site.json cannot be read: its own mistakes are already named).
 */
function postProblems(files: ReadonlyMap<string, string>, folder: string): string[] {
  let site: { locale?: string; translations?: string[] } = {};
  try {
    site = JSON.parse(files.get("site.json") ?? "{}") as typeof site;
  } catch {
    // Named by localizedContentFromFiles.
  }
  const languages = siteLanguages({
    locale: typeof site.locale === "string" ? site.locale : undefined,
    translations: Array.isArray(site.translations) ? site.translations : undefined,
  });
  return postsFromFiles(files, languages).problems.map((problem) => problemLine(problem, folder));
}

/** The top-level fields whose values differ, for the commit message ("headline, tagline"). */
function changedFields(beforeText: string, after: unknown): string {
  let before: unknown;
  try {
    before = JSON.parse(beforeText);
  } catch {
    return "rewritten";
  }
  const record = (value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  const [old, now] = [record(before), record(after)];
  if (!old || !now) return "changed";
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]),
  );
  if (!keys.length) return "formatted";
  return keys.length <= 3 ? keys.join(", ") : `${keys.slice(0, 2).join(", ")} and ${keys.length - 2} more`;
}

/**
 * The commit message: the posts by name ("Add post launch-retrospective", "Edit post x (de)",
 * "Rename post a to b"), then "Content: profile.json (headline), projects/new-thing.json
 * (added)", with the images it adds ("images/portrait-1a2b3c4d.jpg (added)") and deletes.
 */
export function commitMessage(
  changes: readonly ContentChange[],
  images: readonly string[] = [],
  removedImages: readonly string[] = [],
): string {
  const posts = postChangeWords(changes.filter(({ name }) => isPostChange(name)));
  const parts = [
    ...changes.filter(({ name }) => !isPostChange(name)).map(({ name, summary }) => `${name} (${summary})`),
    ...images.map((name) => `${name} (added)`),
    ...removedImages.map((name) => `${name} (deleted)`),
  ];
  return [...posts, ...(parts.length ? [`Content: ${parts.join(", ")}`] : [])].join("; ");
}
