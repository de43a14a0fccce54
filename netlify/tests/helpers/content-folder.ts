import { execFileSync } from "node:child_process";
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

/** The site's content JSON files as a repository holds them under `folder` ("site/content/profile.json"). */
export function siteContentIn(folder: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(folderState(siteContentFolder))
      .filter(([name]) => name.endsWith(".json"))
      .map(([name, text]) => [`${folder}/${name}`, text]),
  );
}

/** git in `folder`, as the owner committing her content (an identity of its own, whatever the machine's). */
export function gitAsOwner(folder: string) {
  return (...args: string[]) =>
    execFileSync("git", args, {
      cwd: folder,
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Owner",
        GIT_AUTHOR_EMAIL: "owner@example.com",
        GIT_COMMITTER_NAME: "Owner",
        GIT_COMMITTER_EMAIL: "owner@example.com",
      },
    }).trim();
}
