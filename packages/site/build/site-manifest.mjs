// What a page of the site build downloads, read from its HTML and Vite's manifest. Shared by the
// budget check (check-budgets.mjs) and the site bench (bench/site-performance.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The contact form's island: hydrated on intent (first focus, pointer or touch in the form). */
export const ISLAND_CHUNK = "src/contact/contactIsland.tsx";
/** The toast region, loaded with the island's first send. */
export const TOASTER_CHUNK = "src/contact/toasterRoot.tsx";
/** The page-view tracker: every page imports it at idle time after load. */
export const TRACKER_CHUNK = "src/tracker/page-view.ts";

export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
}

/** The files of the given chunks and of everything they import statically. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return files;
}

function requireChunk(manifest, key) {
  if (!manifest[key])
    throw new Error(`site manifest: no chunk for ${key}; update packages/site/build/site-manifest.mjs`);
  return key;
}

/**
 * A built page's HTML as a server compresses it on the fly (gzip's default level; a CDN's brotli is
 * smaller): the document the first paint waits for, its inline CSS and data included.
 */
export function pageHtmlGzip(dist, page) {
  return gzipSync(readFileSync(path.join(dist, page))).length;
}

/** The module scripts a built page references (src="/assets/…"), as manifest keys. */
export function pageScriptKeys(manifest, dist, page) {
  const html = readFileSync(path.join(dist, page), "utf8");
  const files = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]);
  if (!files.length) throw new Error(`site manifest: ${page} has no module script`);
  return files.map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (!key) throw new Error(`site manifest: ${file} (in ${page}) is not in the manifest`);
    return key;
  });
}

/** The classic scripts a built page loads from its own origin (src="/…", not a module), as dist paths. */
export function pageClassicScripts(dist, page) {
  const html = readFileSync(path.join(dist, page), "utf8");
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attributes) => !/\btype=/.test(attributes))
    .map((attributes) => /\bsrc="\/([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
}

/**
 * The code a built page carries inline, joined (the colour scheme script; JSON-LD blocks are data, not
 * code): part of its JavaScript, though no file.
 */
export function pageInlineScript(dist, page) {
  const html = readFileSync(path.join(dist, page), "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
}

/**
 * The JavaScript a public page has downloaded by the end of its load: its classic scripts (the
 * colour scheme, before first paint), its module script, what that imports statically, and the
 * tracker it always imports at idle time (with its engagement measure). Fails loudly when the build no longer has that shape,
 * so the figure never silently shrinks.
 */
export function loadFiles(manifest, dist, page) {
  const files = staticClosure(manifest, [
    ...pageScriptKeys(manifest, dist, page),
    requireChunk(manifest, TRACKER_CHUNK),
  ]);
  for (const file of pageClassicScripts(dist, page)) files.add(file);
  return files;
}

/** What a public page has downloaded once the visitor starts to write in the form: the load and the island. */
export function intentFiles(manifest, dist, page) {
  const files = loadFiles(manifest, dist, page);
  for (const file of staticClosure(manifest, [requireChunk(manifest, ISLAND_CHUNK)])) files.add(file);
  return files;
}

/** What it has downloaded once the form was sent: the island's toast region too. */
export function sendFiles(manifest, dist, page) {
  const files = intentFiles(manifest, dist, page);
  for (const file of staticClosure(manifest, [requireChunk(manifest, TOASTER_CHUNK)])) files.add(file);
  return files;
}

/** The files a lazily loaded module adds on top of `loaded`. */
export function lazyFiles(manifest, match, loaded = new Set()) {
  const keys = Object.keys(manifest).filter((key) => key.includes(match));
  return [...staticClosure(manifest, keys)].filter((file) => !loaded.has(file));
}
