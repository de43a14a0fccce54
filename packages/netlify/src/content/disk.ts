/**
 * Publishing under `pnpm dev`: the content files on disk are the repository's working copy, so
 * a publish writes them there and the dev server's watch on them (the site's `contentAsData`)
 * reloads the pages. The revision is a hash of the files, so a file changed by hand (or by another
 * tab's publish) since the editor loaded refuses the publish instead of being written over.
 * Each file is written whole to a temporary file beside it and renamed into place: a watcher or a
 * reader sees the old text or the new, never half of one.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { serialized } from "../concurrency";
import { forgetSiteContent, readContentFiles } from "../site";
import type { ContentChange } from "./publish";

/** The revision of a set of files: a hash of their names and texts. */
export function filesRevision(files: ReadonlyMap<string, string>): string {
  const hash = createHash("sha256");
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(`${name}\0${text}\0`);
  return `files-${hash.digest("hex").slice(0, 40)}`;
}

/** The folder's content files and their revision. */
export function diskSnapshot(folder: string): { files: Map<string, string>; revision: string } {
  const files = readContentFiles(folder);
  return { files, revision: filesRevision(files) };
}

/**
 * Runs `work` alone among this process's disk publishes: the revision check and the writes
 * of one publish never interleave with another's (`pnpm dev` runs every call in one process).
 */
export function aloneOnDisk<T>(folder: string, work: () => Promise<T>): Promise<T> {
  return serialized(`content-disk:${folder}`, work);
}

/** Writes each change into `folder` (temp file + rename; `null` deletes), then forgets the content read. */
export async function writeChanges(folder: string, changes: readonly ContentChange[]): Promise<void> {
  try {
    for (const { name, text } of changes) {
      const file = path.join(folder, ...name.split("/"));
      if (text === null) {
        await rm(file, { force: true });
        continue;
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString("hex")}`,
      );
      try {
        await writeFile(temporary, text, "utf8");
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
  } finally {
    forgetSiteContent();
  }
}
