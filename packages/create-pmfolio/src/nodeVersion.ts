/**
 * The Node.js a created site needs is its package.json's `engines.node` (">=22.12": what Netlify's
 * packages ask for). The create command itself runs on older Node, so that on one it can say so at
 * once, before it asks or writes anything, instead of leaving her to meet npm's EBADENGINE warnings
 * and a build that fails midway.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { templateFolder } from "./scaffold";

/** The lowest [major, minor] an `engines.node` range of the form ">=22.12" allows. */
export function lowestNode(range: string): [number, number] {
  const found = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range.trim());
  if (!found) throw new Error(`engines.node should read ">=major.minor"; it reads "${range}"`);
  return [Number(found[1]), Number(found[2] ?? 0)];
}

/** Why this Node cannot run the site ("20.20.2" against ">=22.12"), or undefined when it can. */
export function nodeRefusal(version: string, range: string): string | undefined {
  const [major, minor] = lowestNode(range);
  const [have = 0, haveMinor = 0] = version.split(".").map(Number);
  if (have > major || (have === major && haveMinor >= minor)) return undefined;
  return (
    `Your site needs Node.js ${major}.${minor} or later, and this is Node.js ${version}.\n` +
    "Install Node.js 24 (LTS) from https://nodejs.org/ or with your version manager (for example " +
    "`nvm install 24`, `fnm install 24` or `volta install node@24`), then run `npm create pmfolio@latest` again."
  );
}

/** The template's own `engines.node`: the one place the site's Node requirement is written. */
export function siteEngines(): string {
  const manifest = JSON.parse(readFileSync(path.join(templateFolder, "_package.json"), "utf8")) as {
    engines: { node: string };
  };
  return manifest.engines.node;
}
