import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Rollup } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_MODULE, contentAsData } from "./contentAsData";
import { contentFolder } from "./readContent";

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the content folder (the sample owner's files), to build on its own. */
function copyOfContent(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "pmfolio-content-build-"));
  copies.push(copy);
  cpSync(contentFolder(), copy, { recursive: true, filter: (file) => !file.endsWith(".test.ts") });
  return copy;
}

/** Builds a bundle of the folder's content module, as the site's build does. */
async function bundle(folder: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: folder,
    plugins: [contentAsData(folder)],
    build: {
      write: false,
      lib: { entry: CONTENT_MODULE, formats: ["es"], fileName: "content" },
    },
  })) as Rollup.RollupOutput[];
  return output[0]!.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}

describe("contentAsData", () => {
  it("bundles the checked content as data, without the reader or the schema", async () => {
    const code = await bundle(copyOfContent());
    expect(code).toContain("Jordan Lee");
    expect(code).toContain("interview-coach");
    expect(code).not.toMatch(/valibot|readFileSync|strict_object/);
  });

  it("fails the build with the file, the field and what was expected", async () => {
    const folder = copyOfContent();
    const file = path.join(folder, "profile.json");
    const profile = JSON.parse(readFileSync(file, "utf8")) as {
      headline: unknown;
      portrait: { alt?: string };
    };
    profile.headline = ["Researcher"];
    delete profile.portrait.alt;
    writeFileSync(file, JSON.stringify(profile));
    await expect(bundle(folder)).rejects.toThrow(
      /The content has 2 mistakes:\n {2}\S+\/profile\.json: headline should be text, not a list \(\[ … \]\) \(one line under the name, e\.g\. "UX Researcher"\)\n {2}\S+\/profile\.json: portrait\.alt is required \(describe the picture for people who cannot see it\)/,
    );
  });
});
