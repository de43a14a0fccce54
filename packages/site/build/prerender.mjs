// Build-time prerender: renders every route of the site to static HTML with the
// styled-components styles it uses inlined (page-html.mjs, which the dev server shares), and
// writes sitemap.xml, robots.txt and the static files' headers (static-headers.mjs) from the content files. Run after `vite build` and the SSR
// build. Owner pages are built from owner.html (the React app), every other page from index.html.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pageFile, renderPage, templateFor } from "./page-html.mjs";
import { siteDir } from "./siteDir.mjs";
import { colorSchemeScript, staticHeaders } from "./static-headers.mjs";
import { tailoredRedirects, writeTailoredPages } from "./tailored-pages.mjs";

const dist = path.join(siteDir, "dist");
const server = await import(pathToFileURL(path.join(siteDir, "dist-ssr/entry-server.js")).href);
const { publicRoutes, privateRoutes, utilityRoutes, content, languages, defaultLanguage, routeFor } = server;

// Netlify sets URL to the site's primary address during builds.
const siteUrl = (process.env.SITE_URL ?? process.env.URL ?? content.site.url).replace(/\/+$/, "");

const templates = {
  "index.html": await readFile(path.join(dist, "index.html"), "utf8"),
  "owner.html": await readFile(path.join(dist, "owner.html"), "utf8"),
};

async function writeRoute(route, file) {
  const page = await renderPage(server, templates[templateFor(route, privateRoutes)], route, siteUrl);
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, page);
  return { route, file, bytes: Buffer.byteLength(page) };
}

const written = [];
for (const route of [...publicRoutes(), ...privateRoutes, ...utilityRoutes]) {
  written.push(await writeRoute(route, pageFile(route)));
}
// Netlify answers any path without a file with 404.html and status 404; a path under another
// language's folder gets that language's, by a 404 rule of its own (Netlify's documented way to
// serve a custom 404 page per folder: a rule applies only where no file is).
written.push(await writeRoute("/404", "404.html"));
const otherLanguages = languages.filter((language) => language !== defaultLanguage);
for (const language of otherLanguages) {
  written.push(await writeRoute(`/${language}/404`, `${language}/404.html`));
}
// The pages made for applications, outside dist/ (./tailored-pages.mjs).
written.push(...(await writeTailoredPages(server, templates["index.html"], siteUrl)));
await writeFile(
  path.join(dist, "_redirects"),
  // The tagged addresses' rules first: Netlify applies the first rule that matches.
  tailoredRedirects(server) +
    otherLanguages.map((language) => `/${language}/*  /${language}/404.html  404\n`).join(""),
);
// The owner pages' template is not a page of its own.
await rm(path.join(dist, "owner.html"));

// Each language's feeds of its writing (src/feeds.ts), whole posts as their pages render them.
for (const feed of server.writingFeeds(siteUrl, server.postBody)) {
  const target = path.join(dist, feed.path);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, feed.text);
  console.log(`feed ${feed.path}`);
}

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${publicRoutes()
  .map((route) => {
    // The same alternates as the page's own <link rel="alternate" hreflang> (its head's).
    const links = routeFor(route).head.alternates.map(
      ({ hreflang, path }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}" />`,
    );
    // A post changed when its front matter says; every other page may change with any build.
    const { page } = routeFor(route);
    const lastmod = page.kind === "post" ? (page.post.updated ?? page.post.date) : today;
    return `  <url><loc>${siteUrl}${route}</loc><lastmod>${lastmod}</lastmod>${links.join("")}\n  </url>`;
  })
  .join("\n")}
</urlset>
`;
await writeFile(path.join(dist, "sitemap.xml"), sitemap);
await writeFile(
  path.join(dist, "robots.txt"),
  `User-agent: *\nAllow: /\n${privateRoutes.map((r) => `Disallow: ${r}`).join("\n")}\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
await writeFile(
  path.join(dist, "_headers"),
  staticHeaders({ script: colorSchemeScript(), ownerPaths: privateRoutes, unlistedPaths: utilityRoutes }),
);

for (const { route, file, bytes } of written)
  console.log(`prerendered ${route.padEnd(32)} → ${file} (${(bytes / 1024).toFixed(1)} KB)`);
