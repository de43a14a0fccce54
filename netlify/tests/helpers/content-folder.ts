import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** This repository's own content folder, the one the build reads. */
export const siteContentFolder = path.resolve(import.meta.dirname, "../../../site/content");

/** A fresh copy of the site's content files (JSON only) in a temporary folder; `remove` deletes it. */
export function copyOfSiteContent(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "pmfolio-content-"));
  cpSync(siteContentFolder, folder, {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Every file under `folder` (relative names, sorted) with its text: what a test compares before and after. */
export function folderState(folder: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(folder, name);
    try {
      state[name.split(path.sep).join("/")] = readFileSync(file, "utf8");
    } catch {
      // a folder
    }
  }
  return state;
}
