// Build-time prerender: renders every route of the site to static HTML with the
// styled-components styles it uses inlined, and writes the head tags, sitemap.xml
// and robots.txt from the content files. Run after `vite build` and the SSR build.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../site");
const dist = path.join(siteDir, "dist");
const server = await import(pathToFileURL(path.join(siteDir, "dist-ssr/entry-server.js")).href);
const { render, headFor, publicRoutes, privateRoutes, utilityRoutes, content } = server;

// Netlify sets URL to the site's primary address during builds.
const siteUrl = (process.env.SITE_URL ?? process.env.URL ?? content.site.url).replace(/\/+$/, "");
const template = await readFile(path.join(dist, "index.html"), "utf8");

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
// JSON-LD sits inside <script>: "<" is escaped so no string can close the element.
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

function headTags(head) {
  const url = `${siteUrl}${head.path === "/" ? "/" : head.path}`;
  const image = content.site.ogImage;
  const imageUrl = `${siteUrl}${image.src}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) {
    tags.push(`<meta name="robots" content="noindex, nofollow" />`);
  } else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="${head.ogType}" />`,
      `<meta property="og:site_name" content="${escapeHtml(content.profile.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(imageUrl)}" />`,
      `<meta property="og:image:width" content="${image.width}" />`,
      `<meta property="og:image:height" content="${image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}

async function writeRoute(route, file) {
  const { html, styleTags } = await render(route);
  const head = headFor(route);
  const page = template
    .replace(/<title>.*?<\/title>/s, headTags(head))
    .replace("</head>", `${styleTags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error(`prerender: the template did not change for ${route}`);
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, page);
  return { route, file, bytes: Buffer.byteLength(page) };
}

const written = [];
for (const route of publicRoutes()) {
  written.push(await writeRoute(route, route === "/" ? "index.html" : `${route.slice(1)}/index.html`));
}
for (const route of [...privateRoutes, ...utilityRoutes]) {
  written.push(await writeRoute(route, `${route.slice(1)}/index.html`));
}
// Netlify answers any path without a file with 404.html and status 404.
written.push(await writeRoute("/404", "404.html"));

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${publicRoutes()
  .map((route) => `  <url><loc>${siteUrl}${route}</loc><lastmod>${today}</lastmod></url>`)
  .join("\n")}
</urlset>
`;
await writeFile(path.join(dist, "sitemap.xml"), sitemap);
await writeFile(
  path.join(dist, "robots.txt"),
  `User-agent: *\nAllow: /\n${privateRoutes.map((r) => `Disallow: ${r}`).join("\n")}\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

for (const { route, file, bytes } of written)
  console.log(`prerendered ${route.padEnd(32)} → ${file} (${(bytes / 1024).toFixed(1)} KB)`);
