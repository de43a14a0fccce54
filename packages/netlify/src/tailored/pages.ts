/**
 * The pages the build made for applications (dist-tailored/, beside the published folder; ADR
 * 036), and an application's words put in their place.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { tailoredPages, type OwnedApplication } from "../core";
import { escapeHtml } from "../http";

/** Names the folder explicitly (tests; a site laid out otherwise). */
export const TAILORED_DIR_ENV = "PMFOLIO_TAILORED_DIR";

/** The folder, found as the content folder is: from the site's base directory (netlify.toml's `included_files`). */
export function tailoredFolder(): string {
  const configured = process.env[TAILORED_DIR_ENV];
  if (configured) return path.resolve(configured);
  const candidates = [path.resolve(tailoredPages.folder), path.resolve("site", tailoredPages.folder)];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/** The file of a page's path ("/" → index.html, "/projects/x" → projects/x/index.html), or undefined for a path that is not a page's. */
function pageFile(pagePath: string): string | undefined {
  const folder = pagePath.replace(/^\/+|\/+$/g, "");
  if (folder.split("/").some((part) => !/^[a-z0-9][a-z0-9-]*$/i.test(part)) && folder !== "")
    return undefined;
  return folder ? `${folder}/index.html` : "index.html";
}

/** A page the build made, with its public form (a private project's synopsis page); undefined when it made none at that path. */
export interface TailoredPage {
  /** The page with its placeholders. */
  template: string;
  /** What everyone else is answered. */
  publicPage: string;
}

/**
 * Read from disk on each request, not kept: a few milliseconds for a tagged visit, and in
 * `pnpm dev` the pages are drawn again from the content as it is edited.
 */
export async function readTailoredPage(pagePath: string): Promise<TailoredPage | undefined> {
  const file = pageFile(pagePath);
  if (!file) return undefined;
  const folder = tailoredFolder();
  const template = await readFile(path.join(folder, file), "utf8").catch(() => undefined);
  if (template === undefined) return undefined;
  const publicFile = path.join(folder, "public", file);
  const publicPage = existsSync(publicFile) ? await readFile(publicFile, "utf8") : withoutGreeting(template);
  return { template, publicPage };
}

/** The headers of the site's pages (the build's static headers), which a function's answer must carry itself. */
export async function pageHeaders(): Promise<Record<string, string>> {
  const text = await readFile(path.join(tailoredFolder(), "headers.json"), "utf8");
  return JSON.parse(text) as Record<string, string>;
}

/** The greeting's element, placeholder and all. */
const greetingElement = new RegExp(`<p class="[^"]*">${tailoredPages.greetingSlot}</p>`);

function withoutGreeting(template: string): string {
  return template.replace(greetingElement, "");
}

/**
 * The page for `application`: its greeting (escaped text) at the top of the home page, the
 * company it is shared with named on a private project's page, and the links to the private
 * projects shared with it carrying its tag, so a click from its home page opens them in full.
 */
export function fillTailoredPage(template: string, application: OwnedApplication): string {
  // Replaced by functions: a replacement string would read "$&" in the owner's words as a pattern.
  const greeting = application.greeting;
  let page = greeting
    ? template.replace(tailoredPages.greetingSlot, () => escapeHtml(greeting))
    : withoutGreeting(template);
  page = page.replaceAll(tailoredPages.companySlot, () => escapeHtml(application.company));
  for (const slug of application.privateProjects ?? []) {
    page = page.replace(
      new RegExp(`href="((?:/[a-z-]+)?/projects/${slug})"`, "g"),
      `href="$1?ref=${encodeURIComponent(application.ref)}"`,
    );
  }
  return page;
}
