import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

// The résumé function reads its fonts from disk at run time (packages/netlify/src/resume-fonts.ts):
// a bundle holds code only, so the fonts reach a deploy through netlify.toml's `included_files`.
// Here the function is bundled as Netlify's esbuild bundler does, laid out beside only the files
// netlify.toml includes, and run there, from that folder, as the platform runs it.
const root = path.resolve(import.meta.dirname, "..");
const included = [
  ...readFileSync(path.join(root, "netlify.toml"), "utf8").matchAll(/included_files\s*=\s*\[([^\]]*)\]/g),
].flatMap((match) => [...match[1]!.matchAll(/"([^"]+)\/\*\*"/g)].map((glob) => glob[1]!));
const deploy = mkdtempSync(path.join(tmpdir(), "pmfolio-resume-bundle-"));
afterAll(() => rmSync(deploy, { recursive: true, force: true }));

describe("the bundled résumé function", () => {
  it("includes the fonts with the content", () => {
    expect(included).toEqual(expect.arrayContaining(["site/content", "packages/netlify/fonts"]));
  });

  it("draws the PDF from a folder holding only the bundle and the included files", async () => {
    const bundle = path.join(deploy, "netlify/functions/download-resume.mjs");
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
    for (const folder of included)
      cpSync(path.join(root, folder), path.join(deploy, folder), { recursive: true });
    const run = path.join(deploy, "run.mjs");
    writeFileSync(
      run,
      `import handler from "./netlify/functions/download-resume.mjs";
const res = await handler(new Request("http://localhost/api/download-resume", { headers: { "Sec-GPC": "1" } }), { waitUntil() {} });
const bytes = new Uint8Array(await res.arrayBuffer());
console.log(res.status, new TextDecoder().decode(bytes.subarray(0, 5)), bytes.byteLength);`,
    );
    const out = execFileSync(process.execPath, [run], { cwd: deploy, encoding: "utf8" });
    expect(out.trim()).toMatch(/^200 %PDF- \d+$/);
  });
});
