// What a page of the site build downloads, read from Vite's manifest. Shared by the
// budget check (check-budgets.mjs) and the site bench (bench/site-performance.ts).
import { readFileSync } from "node:fs";
import path from "node:path";

/** The chunk that mounts the app: the entry imports it after the first paint on every page. */
export const APP_CHUNK = "src/boot/startApp.tsx";

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

/**
 * The JavaScript every public page loads before it is interactive: the entry, the app
 * chunk it always imports, and their static imports. Fails loudly if the build no
 * longer has that shape, so the budget can never be checked against the wrong files.
 */
export function criticalPathFiles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("site manifest: no entry chunk");
  if (!manifest[APP_CHUNK] || !manifest[entry].dynamicImports?.includes(APP_CHUNK))
    throw new Error(
      `site manifest: the entry no longer imports ${APP_CHUNK}; update scripts/site-manifest.mjs`,
    );
  return staticClosure(manifest, [entry, APP_CHUNK]);
}

/**
 * Modules every public page imports lazily during its load, whatever the visitor does: the toast
 * region (mounted once the app has hydrated) and the page-view tracker (at idle time after load).
 */
export const LOADED_LATER = ["src/layout/Toaster.lazy", "src/tracker/page-view"];

/**
 * The JavaScript a visitor of any public page has downloaded by the end of the load: the
 * critical path and the modules it always imports later ({@link LOADED_LATER}). Fails loudly
 * when one of those is missing from the build, so the figure never silently shrinks.
 */
export function publicPageFiles(manifest) {
  const files = criticalPathFiles(manifest);
  for (const match of LOADED_LATER) {
    const later = lazyFiles(manifest, match);
    if (!Object.keys(manifest).some((key) => key.includes(match)))
      throw new Error(`site manifest: no chunk for ${match}; update scripts/site-manifest.mjs`);
    later.forEach((file) => files.add(file));
  }
  return files;
}

/** The files a lazily loaded module adds on top of the critical path. */
export function lazyFiles(manifest, match) {
  const critical = criticalPathFiles(manifest);
  const keys = Object.keys(manifest).filter((key) => key.includes(match));
  return [...staticClosure(manifest, keys)].filter((file) => !critical.has(file));
}
