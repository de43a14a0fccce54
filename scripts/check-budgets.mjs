// Performance budgets, checked at the end of every site build (issues 5 and 22), all gzip as
// transferred:
//   - JavaScript a public page has downloaded by the end of its load, tracker included <= 5 KB
//     (the page ships no React: its behaviours and the island's trigger only)
//   - JavaScript once the visitor starts to write in the contact form (the island: React DOM,
//     styled-components, the form) <= 100 KB; the toast region follows at the first send and is
//     printed on its own line
//   - the tracker's engagement chunk, loaded once the page view is answered <= 1 KB
//   - CSS inlined in each prerendered page <= 20 KB (its raw size is printed too; styled-components
//     adds rehydration markers)
// Prints the figures per page; exits non-zero with a clear message when one is exceeded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { intentFiles, lazyFiles, loadFiles, readManifest, sendFiles } from "./site-manifest.mjs";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../site/dist");
const manifest = readManifest(dist);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

export const BUDGETS = {
  loadJs: 5 * 1024,
  intentJs: 100 * 1024,
  inlineCss: 20 * 1024,
  engagementJs: 1024,
};

const pages = [
  "index.html",
  "projects/personal-cloud/index.html",
  "projects/mobile-self-service/index.html",
  "projects/magic-leap/index.html",
  "projects/interview-coach/index.html",
  "contact/sent/index.html",
  "404.html",
];
const cssOf = (page) =>
  [...readFileSync(path.join(dist, page), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");

const rows = [];
for (const page of pages) {
  rows.push([`${page}: JavaScript by end of load`, sum(loadFiles(manifest, dist, page)), BUDGETS.loadJs]);
}
rows.push([
  "index.html: JavaScript after first focus in the form",
  sum(intentFiles(manifest, dist, "index.html")),
  BUDGETS.intentJs,
]);
const inlineCss = Math.max(...pages.map((page) => gzipSync(cssOf(page), { level: 9 }).length));
const inlineCssRaw = Math.max(...pages.map((page) => Buffer.byteLength(cssOf(page))));
rows.push(["largest inlined CSS of a page", inlineCss, BUDGETS.inlineCss]);
// The tracker's engagement code, loaded once the page view is answered (after the load).
rows.push([
  "tracker engagement, after the page view's answer",
  sum(lazyFiles(manifest, "src/tracker/engagement.ts", loadFiles(manifest, dist, "index.html"))),
  BUDGETS.engagementJs,
]);

console.log(`\n${"budget (gzip)".padEnd(70)}       size       limit`);
for (const [name, size, limit] of rows) {
  console.log(
    `${size <= limit ? "ok  " : "OVER"} ${name.padEnd(65)} ${kb(size).padStart(10)}  ${kb(limit).padStart(10)}`,
  );
}
console.log(`largest inlined CSS uncompressed: ${kb(inlineCssRaw)}`);
console.log(
  `index.html: JavaScript after the first send (toast region too): ${kb(sum(sendFiles(manifest, dist, "index.html")))}`,
);
console.log(`loaded by every public page: ${[...loadFiles(manifest, dist, "index.html")].join(", ")}`);
const load = loadFiles(manifest, dist, "index.html");
const intent = intentFiles(manifest, dist, "index.html");
console.log(`added on intent: ${[...intent].filter((file) => !load.has(file)).join(", ")}`);
console.log(
  `added at the first send: ${[...sendFiles(manifest, dist, "index.html")].filter((file) => !intent.has(file)).join(", ")}`,
);

const failures = rows
  .filter(([, size, limit]) => size > limit)
  .map(([name, size, limit]) => `${name} is ${kb(size)}, over its ${kb(limit)} budget`);
if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
