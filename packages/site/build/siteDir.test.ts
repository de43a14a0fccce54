import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const moduleUrl = new URL("./siteDir.mjs", import.meta.url).href;
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What siteDir.mjs decides in a fresh Node process started in `cwd` (it reads the folder once, at load). */
function resolvedIn(cwd: string, siteDirVariable?: string, contentDirVariable?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PMFOLIO_SITE_DIR: siteDirVariable };
  if (siteDirVariable === undefined) delete env.PMFOLIO_SITE_DIR;
  if (contentDirVariable === undefined) delete env.PMFOLIO_CONTENT_DIR;
  else env.PMFOLIO_CONTENT_DIR = contentDirVariable;
  const script = `const m = await import(${JSON.stringify(moduleUrl)});
let toml; try { toml = m.netlifyToml(); } catch (error) { toml = "error: " + error.message; }
console.log(JSON.stringify({ siteDir: m.siteDir, contentDir: m.contentDir, toml }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd,
    env,
    encoding: "utf8",
  });
  return JSON.parse(out) as { siteDir: string; contentDir: string; toml: string };
}

/** A generated site's layout: content/ and netlify.toml in one folder. */
function generatedSite(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pmfolio-site-dir-"));
  folders.push(folder);
  mkdirSync(path.join(folder, "content"));
  writeFileSync(path.join(folder, "netlify.toml"), "");
  return folder;
}

describe("the site the package builds", () => {
  it("is the folder the command runs in when it holds content/, with its own netlify.toml", () => {
    const folder = generatedSite();
    expect(resolvedIn(folder)).toEqual({
      siteDir: folder,
      contentDir: path.join(folder, "content"),
      toml: path.join(folder, "netlify.toml"),
    });
  });

  it("is site/ from this repository's root, whose netlify.toml is the root's", () => {
    expect(resolvedIn(repositoryRoot)).toEqual({
      siteDir: path.join(repositoryRoot, "site"),
      contentDir: path.join(repositoryRoot, "site/content"),
      toml: path.join(repositoryRoot, "netlify.toml"),
    });
  });

  it("is the folder PMFOLIO_SITE_DIR names, wherever the command runs", () => {
    const folder = generatedSite();
    expect(resolvedIn(repositoryRoot, folder).siteDir).toBe(folder);
  });

  // The functions read the same variable (@pmfolio/netlify's site.ts), so the pages and the API
  // show one content folder, e.g. a copy an end-to-end test edits.
  it("reads the content from the folder PMFOLIO_CONTENT_DIR names", () => {
    const content = mkdtempSync(path.join(tmpdir(), "pmfolio-content-dir-"));
    folders.push(content);
    expect(resolvedIn(generatedSite(), undefined, content).contentDir).toBe(content);
  });

  it("names the folder it looked from when no netlify.toml is there or above", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "pmfolio-site-dir-"));
    folders.push(folder);
    mkdirSync(path.join(folder, "content"));
    expect(resolvedIn(folder).toml).toBe(`error: No netlify.toml in ${folder} or above it`);
  });
});
