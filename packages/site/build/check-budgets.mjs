// Performance budgets, checked at the end of every site build, all gzip as transferred:
//   - JavaScript a public page has downloaded by the end of its load, tracker included <= 5 KB
//     (the page ships no React: its behaviours and the island's trigger only)
//   - JavaScript once the visitor starts to write in the contact form (the island: React DOM,
//     styled-components, the form) and once they have sent it (the toast region follows at the
//     first send) <= 100 KB: what a visitor on a phone downloads to write to the owner
//   - each prerendered page's HTML (every language's), its inline CSS and data included, <= 14 KB: what the server's
//     first flight on a new connection carries (an initial congestion window of 10 packets), so the
//     first paint needs one round trip
//   - CSS inlined in each prerendered page <= 20 KB (its raw size is printed too; styled-components
//     adds rehydration markers)
//   - the content editor's JavaScript, what /admin/content loads beyond the owner app every owner
//     page loads, <= 150 KB (editorRow)
// and that no JavaScript a public page can load carries the owner's words (the inbox's and the
// dashboard's labels, which live in `@pmfolio/kit/owner`).
// Prints the figures per page; exits non-zero with a clear message when one is exceeded.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { pageFile } from "./page-html.mjs";
import {
  intentFiles,
  loadFiles,
  pageHtmlGzip,
  pageInlineScript,
  readManifest,
  sendFiles,
  staticClosure,
} from "./site-manifest.mjs";
import { siteDir } from "./siteDir.mjs";

const dist = path.join(siteDir, "dist");
const manifest = readManifest(dist);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

export const BUDGETS = {
  loadJs: 5 * 1024,
  intentJs: 100 * 1024,
  pageHtml: 14 * 1024,
  inlineCss: 20 * 1024,
  editorJs: 150 * 1024,
};

/** The content editor's chunk, loaded only on /admin/content. */
const EDITOR_CHUNK = "src/owner/content/ContentEditorPage.tsx";

/**
 * The content editor's JavaScript: its chunk and all it imports, at once or later (the preview,
 * the Markdown renderer a post's editor loads), less what the owner app loads on every owner page
 * (owner.html's entry and the app it starts).
 */
function editorRow() {
  const ownerApp = staticClosure(manifest, ["owner.html", "src/owner/startApp.tsx"]);
  if (!manifest[EDITOR_CHUNK]) throw new Error(`budget: ${EDITOR_CHUNK} is not in the manifest`);
  const editor = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || editor.has(chunk.file) || ownerApp.has(chunk.file)) return;
    editor.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(imported);
  };
  walk(EDITOR_CHUNK);
  return ["admin/content: the content editor's JavaScript", sum(editor), BUDGETS.editorJs];
}

// Every page a visitor can reach, in every language, from the route table the prerender wrote them
// from, and each language's 404.
const { publicRoutes, utilityRoutes, languages, defaultLanguage } = await import(
  pathToFileURL(path.join(siteDir, "dist-ssr/entry-server.js")).href
);
const pages = [
  ...[...publicRoutes(), ...utilityRoutes].map(pageFile),
  "404.html",
  ...languages.filter((language) => language !== defaultLanguage).map((language) => `${language}/404.html`),
];
const cssOf = (page) =>
  [...readFileSync(path.join(dist, page), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");

const inlineJs = (page) => {
  const code = pageInlineScript(dist, page);
  return code ? gzipSync(code, { level: 9 }).length : 0;
};

const rows = [];
for (const page of pages)
  rows.push([`${page}: HTML with its inline CSS`, pageHtmlGzip(dist, page), BUDGETS.pageHtml]);
for (const page of pages) {
  rows.push([
    `${page}: JavaScript by end of load`,
    inlineJs(page) + sum(loadFiles(manifest, dist, page)),
    BUDGETS.loadJs,
  ]);
}
rows.push([
  "index.html: JavaScript after first focus in the form",
  inlineJs("index.html") + sum(intentFiles(manifest, dist, "index.html")),
  BUDGETS.intentJs,
]);
rows.push([
  "index.html: JavaScript after the first send (island and toasts)",
  inlineJs("index.html") + sum(sendFiles(manifest, dist, "index.html")),
  BUDGETS.intentJs,
]);
rows.push(editorRow());

const inlineCss = Math.max(...pages.map((page) => gzipSync(cssOf(page), { level: 9 }).length));
const inlineCssRaw = Math.max(...pages.map((page) => Buffer.byteLength(cssOf(page))));
rows.push(["largest inlined CSS of a page", inlineCss, BUDGETS.inlineCss]);

console.log(`\n${"budget (gzip)".padEnd(70)}       size       limit`);
for (const [name, size, limit] of rows) {
  console.log(
    `${size <= limit ? "ok  " : "OVER"} ${name.padEnd(65)} ${kb(size).padStart(10)}  ${kb(limit).padStart(10)}`,
  );
}
console.log(`largest inlined CSS uncompressed: ${kb(inlineCssRaw)}`);
console.log(
  `loaded by every public page: ${[...loadFiles(manifest, dist, "index.html")].join(", ")}, and the inline colour scheme script (${kb(inlineJs("index.html"))})`,
);
const load = loadFiles(manifest, dist, "index.html");
const intent = intentFiles(manifest, dist, "index.html");
console.log(`added on intent: ${[...intent].filter((file) => !load.has(file)).join(", ")}`);
console.log(
  `added at the first send: ${[...sendFiles(manifest, dist, "index.html")].filter((file) => !intent.has(file)).join(", ")}`,
);

const failures = rows
  .filter(([, size, limit]) => size > limit)
  .map(([name, size, limit]) => `${name} is ${kb(size)}, over its ${kb(limit)} budget`);

// The owner's words, from the kit's own label set (run under tsx, this reads the kit's sources in
// the workspace and its build where a site installed it): every label of 12 characters or more
// with a space in it ("Contact Form Submissions", "Analytics Dashboard"), distinctive enough not to
// occur by chance. Labels made by a function (counts, dates) are left out.
// A sentence the public pages' labels say too ("No posts yet.") is theirs as well, not a leak.
const { defaultOwnerLabels, germanOwnerLabels } = await import("@pmfolio/kit/owner");
const { defaultLabels, germanSiteLabels } = await import("@pmfolio/kit");
const labelTexts = (value) =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(labelTexts)
      : [];
const publicWords = new Set(labelTexts([defaultLabels, germanSiteLabels]));
const ownerWords = [
  ...new Set(
    labelTexts([defaultOwnerLabels, germanOwnerLabels]).filter(
      (text) => text.length >= 12 && / /.test(text) && !/[{}$\\]/.test(text) && !publicWords.has(text),
    ),
  ),
];
const publicFiles = new Set(pages.flatMap((page) => [...sendFiles(manifest, dist, page)]));
const publicJs = [...publicFiles].map((file) => readFileSync(path.join(dist, file), "utf8")).join("\n");
const ownerWordsFound = ownerWords.filter((word) => publicJs.includes(word));
console.log(
  `owner's words in public JavaScript: ${ownerWordsFound.length} of ${ownerWords.length} looked for, in ${publicFiles.size} file(s)`,
);
if (ownerWords.length < 20)
  failures.push(`found only ${ownerWords.length} owner labels to look for in @pmfolio/kit/owner`);
if (ownerWordsFound.length)
  failures.push(`public JavaScript carries the owner's words: ${ownerWordsFound.slice(0, 5).join(", ")}`);
if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
