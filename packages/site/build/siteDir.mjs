// Where the site being built lives. This package holds the app and its build; the site (its
// content/, public/ and what the build writes, dist/ and dist-ssr/) is the folder the command runs
// in: a generated site's root, or this repository's site/. PMFOLIO_SITE_DIR names it explicitly;
// from a workspace root (tests, tools) that holds a site/ folder rather than content/, it is site/.
import { existsSync } from "node:fs";
import path from "node:path";

const from = path.resolve(process.env.PMFOLIO_SITE_DIR ?? process.cwd());

/** The site's folder: content/, public/, dist/. */
export const siteDir = existsSync(path.join(from, "content")) ? from : path.join(from, "site");

/**
 * The site's content files: PMFOLIO_CONTENT_DIR when set (the functions read the same variable,
 * @pmfolio/netlify's site.ts), else the site's content/.
 */
export const contentDir = process.env.PMFOLIO_CONTENT_DIR
  ? path.resolve(process.env.PMFOLIO_CONTENT_DIR)
  : path.join(siteDir, "content");

/** This package's folder: index.html, owner.html, src/, build/. */
export const packageDir = path.resolve(import.meta.dirname, "..");

/**
 * The site's netlify.toml: in the site's folder (a generated site) or the nearest folder above it
 * (this repository's root, which deploys site/).
 */
export function netlifyToml() {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "netlify.toml");
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`No netlify.toml in ${siteDir} or above it`);
  }
}
