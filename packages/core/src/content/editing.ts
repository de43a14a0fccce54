/**
 * What the owner's content editor and the content function exchange (`GET`/`POST /api/content`).
 * The editor works on the files' text, checked in the browser with the same `contentFromFiles` the
 * build runs, and the function checks the result again before anything is written: on a deploy as
 * one commit through the Git host's API, under `pnpm dev` straight to the files on disk.
 */
import { contentFileSchemas } from "./schema";

/** The content files as they are now, by name under the content folder ("projects/x.json"). */
export interface ContentSnapshot {
  /** Each file's text, as stored. */
  files: Record<string, string>;
  /**
   * What these files were read at (the commit on a deploy, a hash of the files on disk): a
   * publish made from another revision's files is refused with 409, never written over.
   */
  revision: string;
  /** Where a publish goes. */
  target: "disk" | "git";
  /**
   * Why Publish cannot work here, in plain words with how to fix it (e.g. no CONTENT_GIT_TOKEN on
   * a deploy); absent when it can. The editor stays read-only while it is set.
   */
  readOnly?: string;
}

/** A publish: the files that changed, from the revision the editor loaded. */
export interface ContentPublish {
  revision: string;
  /** Each changed file's new text; `null` deletes the file (a removed project). */
  files: Record<string, string | null>;
  /** Images uploaded since (`ContentImage`), by path, each with its `ref`: added in the same commit. */
  images?: Record<string, string>;
  /** Uploaded images to delete ("images/…"), none of them used by the files after this publish. */
  removeImages?: string[];
}

/** What a publish did. */
export interface ContentPublished {
  /** The new revision, to publish from next. */
  revision: string;
  /** The files written or deleted, by name. */
  changed: string[];
  /** The commit's web address on the Git host; absent when written to disk. */
  commitUrl?: string;
}

/**
 * A refused publish's answer (`ApiErrorBody`): `error` says why in plain words; `problems`, for
 * content that fails the schema (400), lists each mistake as the build prints it ("content/
 * profile.json: headline: ..."). Other refusals, by status: 409 the content changed since the
 * revision (reload; nothing was written), 403 publishing is not set up here (`readOnly`'s words),
 * 413 too large, 429 the Git host's rate limit (Retry-After says when), 502 the Git host refused
 * the token or does not know the repository, 503 the Git host did not answer (Retry-After).
 */
export interface ContentRefusal {
  error: string;
  problems?: string[];
}

/** A project file's name: "projects/" and its page's address (`projectSlugSchema`). */
const projectFile = /^projects\/[a-z0-9]+(?:-[a-z0-9]+)*\.json$/;

/**
 * A post's file: "posts/" and its page's address, then ".md", or ".{language}.md" for a
 * translation (the site's languages are checked with the posts, `postsFromFiles`).
 */
const postFile = /^posts\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)?\.md$/;

/**
 * True for a name a content file may have: one of the top-level files the schema knows, a
 * project's file or a post's. Anything else (a path outside the folder, another extension) is
 * refused before any content is read.
 */
export function isContentFileName(name: string): boolean {
  return Object.hasOwn(contentFileSchemas, name) || projectFile.test(name) || postFile.test(name);
}

/**
 * What an image upload may be: JPEG, PNG, WebP or AVIF (known by their bytes, not their names),
 * at most `maxBytes`. A Netlify function takes at most 6 MB of request, and a browser's bytes
 * travel as base64 text (a third larger), so the editor sends an image in parts of at most
 * `partBytes` each (a 5 MB image: two requests).
 */
export const contentImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  partBytes: 3 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp", "image/avif"],
} as const;

/** One part of an image upload (`POST /api/content/images`). */
export interface ContentImagePart {
  /** The file's name as chosen ("Portrait 2024.JPG"): the stored name is made from it. */
  name: string;
  /** The same for every part of one upload: an id the editor makes (16 to 64 of A-Z a-z 0-9 _ -). */
  upload: string;
  /** This part's place, from 0, and how many parts there are (1 or 2). */
  part: number;
  parts: number;
  /** This part's bytes, base64. */
  data: string;
}

/** An image stored beside the content, to be published with the next publish. */
export interface ContentImage {
  /** Its name under the content folder ("images/portrait-2024.jpg"). */
  path: string;
  type: (typeof contentImageLimits.types)[number];
  width: number;
  height: number;
  bytes: number;
  /** What the next publish names it by in `images` (on disk the image is written at once). */
  ref: string;
}

/** The answer to a part: the image once its last part arrived, else how many parts are in. */
export type ContentImageReceived =
  { complete: true; image: ContentImage } | { complete: false; received: number };
