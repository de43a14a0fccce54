import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// netlify.toml's `included_files` ship a folder with every function, and the bundler traces each
// file in it: a test or a build plugin there pulls its imports in too. Once, the content's tests
// and Vite plugin put vitest, vite and a Node binary into eight functions (141 MB each, and a
// minute to build). So an included folder holds data and the code the functions run, nothing else.
const root = path.resolve(import.meta.dirname, "..");
const toml = readFileSync(path.join(root, "netlify.toml"), "utf8");
const folders = [...toml.matchAll(/included_files\s*=\s*\[([^\]]*)\]/g)].flatMap((match) =>
  [...match[1]!.matchAll(/"([^"]+)\/\*\*"/g)].map((glob) => glob[1]!),
);

/** Packages only the build and the tests use: never in a function. */
const buildOnly = /from\s+["'](vite|vitest|@vitejs\/[^"']+|@valibot\/to-json-schema|tsx|esbuild)["']/;

describe("the folders netlify.toml includes with every function", () => {
  it("are named", () => {
    expect(folders).toContain("site/content");
  });

  it.each(folders)("%s holds no test and imports nothing only the build uses", (folder) => {
    // A folder the build writes (site/dist-tailored) is there only after `pnpm build`: before, it holds nothing.
    const at = path.join(root, folder);
    const files = existsSync(at) ? readdirSync(at, { recursive: true, encoding: "utf8" }) : [];
    expect(files.filter((file) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
    const code = files.filter((file) => /\.[cm]?[jt]sx?$/.test(file));
    expect(
      code.filter((file) => buildOnly.test(readFileSync(path.join(root, folder, file), "utf8"))),
    ).toEqual([]);
  });
});
