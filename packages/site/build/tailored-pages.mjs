// The pages made for applications (issue 47, ADR 036): for each language, the home page with a
// placeholder where an application's greeting goes, and each private project's full page with a
// placeholder for the company it is shared with. They are written to dist-tailored/, beside the
// published folder and never in it: only the function that answers a tagged address reads them
// (@pmfolio/netlify's tailored-page handler, shipped to it by netlify.toml's `included_files`).
// Netlify sends a page's address to that function only when it carries `ref=` (the rules below):
// every untagged page stays a static file.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageFile, renderPage } from "./page-html.mjs";
import { siteDir } from "./siteDir.mjs";
import { colorSchemeScript, pageSecurityHeaders } from "./static-headers.mjs";

/**
 * The routes a tagged address is answered for by the function: each language's home page, its
 * résumé page (an application's variant is made from it) and each private project's.
 */
export function tailoredRoutes(server) {
  const { languages, defaultLanguage, privateProjects, tailoredPages } = server;
  const home = (language) => (language === defaultLanguage ? "/" : `/${language}/`);
  return languages.flatMap((language) => [
    { route: home(language), tailoring: { greeting: tailoredPages.greetingSlot } },
    { route: `${home(language)}resume`, tailoring: {} },
    ...(privateProjects[language] ?? []).map((project) => ({
      route: `${home(language)}projects/${project.slug}`,
      tailoring: { project, sharedWith: tailoredPages.companySlot },
    })),
  ]);
}

/**
 * Writes the tailored pages into `folder` (the build's dist-tailored/; the dev server's own, so a
 * page drawn for development never replaces a built one); returns what was written, as the
 * prerender lists its pages.
 */
export async function writeTailoredPages(
  server,
  template,
  siteUrl,
  folder = path.join(siteDir, server.tailoredPages.folder),
) {
  // The names the function reads too (core's `tailoredPages`), from the server entry: this file runs in plain Node.
  const { tailoredPages } = server;
  await rm(folder, { recursive: true, force: true });
  const written = [];
  const write = async (file, page) => {
    const target = path.join(folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, page);
  };
  for (const { route, tailoring } of tailoredRoutes(server)) {
    const page = await renderPage(server, template, route, siteUrl, tailoring);
    await write(pageFile(route), page);
    // What everyone else is answered at a private project's tagged address: the synopsis, as in dist/.
    if (tailoring.project)
      await write(path.join("public", pageFile(route)), await renderPage(server, template, route, siteUrl));
    written.push({
      route,
      file: path.join(tailoredPages.folder, pageFile(route)),
      bytes: Buffer.byteLength(page),
    });
  }
  // A function's answer carries the pages' headers itself: _headers reaches static files only.
  await write("headers.json", JSON.stringify(pageSecurityHeaders(colorSchemeScript())));
  return written;
}

/**
 * The rules (_redirects) that send a tagged address of those pages to the function: a query
 * condition, so an address without `ref` never reaches it, and forced (`200!`), because a static
 * file is there too. A home page answers with or without its trailing slash.
 */
export function tailoredRedirects(server) {
  return tailoredRoutes(server)
    .flatMap(({ route }) => {
      const paths = route.endsWith("/") && route !== "/" ? [route, route.slice(0, -1)] : [route];
      const to = `${server.tailoredPages.functionPath}${route === "/" ? "" : route}?ref=:ref`;
      return paths.map((from) => `${from}  ref=:ref  ${to}  200!\n`);
    })
    .join("");
}
