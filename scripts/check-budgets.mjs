// Performance budgets, checked at the end of every site build (issue 5):
//   - gzip JavaScript on the critical path of / (entry, app chunk and their static imports) <= 120 KB
//   - gzip JavaScript a public page has loaded by the end of its load (the critical path and the
//     chunks it always imports later: toast region, tracker) <= 135 KB, a ceiling on today's 133 KB (issue 16 aims lower)
//   - the analytics tracker's code on the home route <= 1.5 KB gzip
//   - CSS inlined in each prerendered page <= 20 KB, counted like the JavaScript: gzip, as
//     transferred (its raw size is printed too; styled-components adds rehydration markers)
// Prints the figures; exits non-zero with a clear message when one is exceeded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { criticalPathFiles, publicPageFiles, readManifest } from "./site-manifest.mjs";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../site/dist");
const manifest = readManifest(dist);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

export const BUDGETS = {
  criticalJs: 120 * 1024,
  loadedJs: 135 * 1024,
  tracker: 1.5 * 1024,
  inlineCss: 20 * 1024,
};

// The entry, the app chunk it loads after the first paint, and their static imports:
// what every public page downloads before it is interactive.
const critical = criticalPathFiles(manifest);
const criticalJs = [...critical].reduce((sum, file) => sum + gz(file), 0);
const loaded = publicPageFiles(manifest);
const loadedJs = [...loaded].reduce((sum, file) => sum + gz(file), 0);

// The tracker: its scheduler lives in the entry; the tracker itself must be a lazily loaded chunk.
const trackerKeys = Object.keys(manifest).filter((k) => k.includes("src/tracker/"));
const trackerChunks = trackerKeys.map((k) => manifest[k].file);
const trackerOnCritical = trackerChunks.filter((f) => critical.has(f));
const tracker = trackerChunks.reduce((sum, file) => sum + gz(file), 0);

const pages = [
  "index.html",
  "projects/personal-cloud/index.html",
  "projects/interview-coach/index.html",
  "404.html",
];
const cssOf = (page) =>
  [...readFileSync(path.join(dist, page), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");
const inlineCss = Math.max(...pages.map((page) => gzipSync(cssOf(page), { level: 9 }).length));
const inlineCssRaw = Math.max(...pages.map((page) => Buffer.byteLength(cssOf(page))));

const rows = [
  ["critical-path JavaScript of / (gzip)", criticalJs, BUDGETS.criticalJs],
  ["JavaScript loaded by end of load (gzip)", loadedJs, BUDGETS.loadedJs],
  ["analytics tracker chunk(s) (gzip)", tracker, BUDGETS.tracker],
  ["largest inlined CSS of a page (gzip)", inlineCss, BUDGETS.inlineCss],
];
console.log("\nbudget                                       size        limit");
for (const [name, size, limit] of rows) {
  console.log(
    `${size <= limit ? "ok  " : "OVER"} ${name.padEnd(40)} ${kb(size).padStart(10)}  ${kb(limit).padStart(10)}`,
  );
}
console.log(`largest inlined CSS uncompressed: ${kb(inlineCssRaw)}`);
console.log(`critical files: ${[...critical].join(", ")}`);
console.log(`loaded later: ${[...loaded].filter((file) => !critical.has(file)).join(", ")}`);
console.log(`tracker files: ${trackerChunks.join(", ") || "(none found)"}`);

const failures = rows
  .filter(([, size, limit]) => size > limit)
  .map(([name, size, limit]) => `${name} is ${kb(size)}, over its ${kb(limit)} budget`);
if (trackerChunks.length === 0) failures.push("no tracker chunk found in the build (site/src/tracker/*)");
if (trackerOnCritical.length)
  failures.push(`the tracker must load lazily, but ${trackerOnCritical.join(", ")} is on the critical path`);
if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
