/**
 * index.html (public pages) and owner.html (owner pages) share one `<head>`, kept in packages/site/head.html:
 * each page holds a `<!-- head.html -->` line where the build and the dev server put it (the
 * `documentHead` plugin in vite.config.ts), so a head link is added in one place for every page.
 */

/** The line of a page that the shared head replaces. */
export const HEAD_MARKER = "<!-- head.html -->";

/** `page` with its marker line replaced by the `<head>` element of `headFile`, indented to match. */
export function withSharedHead(page: string, headFile: string): string {
  const at = page.indexOf(HEAD_MARKER);
  const start = headFile.search(/^<head>/m);
  if (at < 0 || start < 0) throw new Error(`Expected ${HEAD_MARKER} in the page and a <head> in head.html`);
  const indent = page.slice(page.lastIndexOf("\n", at) + 1, at);
  const head = headFile
    .slice(start)
    .trimEnd()
    .split("\n")
    .map((line, i) => (i === 0 || line === "" ? line : indent + line))
    .join("\n");
  return page.slice(0, at) + head + page.slice(at + HEAD_MARKER.length);
}

/**
 * Where head.html asks for packages/site/color-scheme.js. The script runs before the first paint, so it is
 * inlined rather than linked: a blocking file costs a round trip before anything paints.
 */
export const COLOR_SCHEME_PLACEHOLDER = "<!-- inline script: packages/site/color-scheme.js -->";

/** `page` with head.html's colour scheme placeholder replaced by the script itself. */
export function withColorSchemeScript(page: string, script: string): string {
  if (!page.includes(COLOR_SCHEME_PLACEHOLDER))
    throw new Error(`Expected ${COLOR_SCHEME_PLACEHOLDER} in the page's <head>`);
  return page.replace(COLOR_SCHEME_PLACEHOLDER, () => `<script>${script}</script>`);
}
