import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

// The résumé function reads its fonts from disk at run time (packages/netlify/src/resume-fonts.ts):
// a bundle holds code only. Here the function is bundled as Netlify's esbuild bundler does, then run
// where a deploy runs it (beside only the files netlify.toml includes) and where the local servers
// run it (`pnpm dev` and scripts/serve-built.ts bundle it into a folder of the checkout of their own).
const root = path.resolve(import.meta.dirname, "..");
const included = [
  ...readFileSync(path.join(root, "netlify.toml"), "utf8").matchAll(/included_files\s*=\s*\[([^\]]*)\]/g),
].flatMap((match) => [...match[1]!.matchAll(/"([^"]+)\/\*\*"/g)].map((glob) => glob[1]!));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Bundles the function into `folder`, and downloads the résumé through it with `cwd` as the working directory. */
async function downloadThroughBundle(folder: string, cwd: string): Promise<string> {
  folders.push(folder);
  const bundle = path.join(folder, "netlify/functions/download-resume.mjs");
  mkdirSync(path.dirname(bundle), { recursive: true });
  await build({
    entryPoints: [path.join(root, "netlify/functions/download-resume.mts")],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: bundle,
    logLevel: "silent",
  });
  const run = path.join(folder, "run.mjs");
  writeFileSync(
    run,
    `import handler from "./netlify/functions/download-resume.mjs";
const res = await handler(new Request("http://localhost/api/download-resume", { headers: { "Sec-GPC": "1" } }), { waitUntil() {} });
const bytes = new Uint8Array(await res.arrayBuffer());
console.log(res.status, new TextDecoder().decode(bytes.subarray(0, 5)), bytes.byteLength);`,
  );
  return execFileSync(process.execPath, [run], { cwd, encoding: "utf8" }).trim();
}

describe("the bundled résumé function", () => {
  it("includes the fonts with the content", () => {
    expect(included).toEqual(expect.arrayContaining(["site/content", "packages/netlify/fonts"]));
  });

  it("draws the PDF from a folder holding only the bundle and the included files (a deploy)", async () => {
    const deploy = mkdtempSync(path.join(tmpdir(), "pmfolio-resume-bundle-"));
    for (const folder of included)
      cpSync(path.join(root, folder), path.join(deploy, folder), { recursive: true });
    expect(await downloadThroughBundle(deploy, deploy)).toMatch(/^200 %PDF- \d+$/);
  });

  it("draws the PDF bundled into the checkout and run from site/, as `pnpm dev` runs it", async () => {
    mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
    const local = mkdtempSync(path.join(root, "node_modules/.cache/pmfolio-resume-bundle-"));
    expect(await downloadThroughBundle(local, path.join(root, "site"))).toMatch(/^200 %PDF- \d+$/);
  });
});
