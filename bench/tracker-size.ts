/**
 * The tracker's size in the browser, gzip level 9 (prints figures; not a test):
 *   - the lazy tracker chunk(s), from the site build's Vite manifest (as
 *     packages/site/build/check-budgets.mjs counts them): run `corepack pnpm --filter pmfolio-example build` first;
 *   - the scheduler (packages/site/src/tracker/index.ts), which sits in the entry chunk on the
 *     home route's critical path, minified on its own: an upper bound, since inside the
 *     entry it compresses along with the rest.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { minify, transformWithOxc } from "vite";

const BUDGET = 1536;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "site/dist");
const gz = (code: string) =>
  gzipSync(code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, ""), { level: 9 }).length;
const bytes = (n: number) => `${n.toLocaleString("en-US")} B`.padStart(8);

const manifestPath = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No site build: run `corepack pnpm --filter pmfolio-example build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
let chunks = 0;
for (const [key, { file }] of Object.entries(manifest).filter(([key]) => key.includes("src/tracker/"))) {
  const size = gz(readFileSync(path.join(dist, file), "utf8"));
  chunks += size;
  console.log(`tracker chunk   ${bytes(size)} gzip  ${key} -> ${file} (loaded at idle)`);
}

const source = readFileSync(path.join(root, "packages/site/src/tracker/index.ts"), "utf8");
const { code } = await transformWithOxc(source, "index.ts", { lang: "ts" });
const scheduler = gz((await minify("index.js", code, { compress: true, mangle: true })).code);
console.log(
  `scheduler       ${bytes(scheduler)} gzip  packages/site/src/tracker/index.ts (in the entry, critical path)`,
);
console.log(
  `tracker total   ${bytes(chunks + scheduler)} gzip  budget ${BUDGET.toLocaleString("en-US")} B: ${chunks + scheduler <= BUDGET ? "within" : "OVER"}`,
);
