// One page's HTML from the Vite template and its server render: the head tags (title, description,
// canonical, Open Graph, Twitter, JSON-LD), the styled-components styles and the rendered markup.
// Shared by the build's prerender (prerender.mjs) and the dev server (packages/site/vite.config.ts), so
// `pnpm dev` serves each page as the build writes it.
import { staticMarkup } from "./static-markup.mjs";
import {
  shortClassNames,
  staticStyleTags,
  withoutComponentIds,
  withoutUnrenderedVariants,
} from "./static-styles.mjs";

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
// JSON-LD sits inside <script>: "<" is escaped so no string can close the element.
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

export function headTags(head, { siteUrl, content, ogLocaleOf }) {
  const url = `${siteUrl}${head.path === "/" ? "/" : head.path}`;
  // The page's own share image, drawn at build time (packages/site/build/share-files.ts); else the site's own, if any.
  const image = head.image ?? content.site.ogImage;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) {
    tags.push(`<meta name="robots" content="noindex, nofollow" />`);
  } else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      // The same page in each language, itself and x-default included, by absolute URL (hreflang).
      ...head.alternates.map(
        ({ hreflang, path }) =>
          `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${siteUrl}${path}`)}" />`,
      ),
      `<meta property="og:locale" content="${head.locale}" />`,
      ...head.alternates
        .filter(({ hreflang }) => hreflang !== "x-default")
        .map(({ hreflang }) => ogLocaleOf(hreflang))
        .filter((locale) => locale !== head.locale)
        .map((locale) => `<meta property="og:locale:alternate" content="${locale}" />`),
      `<meta property="og:type" content="${head.ogType}" />`,
      `<meta property="og:site_name" content="${escapeHtml(content.profile.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
      `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    );
    if (image) {
      const imageUrl = `${siteUrl}${image.src}`;
      tags.push(
        `<meta property="og:image" content="${escapeHtml(imageUrl)}" />`,
        `<meta property="og:image:width" content="${image.width}" />`,
        `<meta property="og:image:height" content="${image.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
        `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
        `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
      );
    }
  }
  // The language's feeds, on every page of it: a feed reader finds them from any address.
  for (const feed of head.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(`${siteUrl}${feed.path}`)}" />`,
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}

/** A public page's styles and markup, for a page that hydrates only its islands. */
function publicPage(rendered) {
  const allStyles = staticStyleTags(rendered.styleTags);
  const html = staticMarkup(withoutComponentIds(rendered.html, allStyles), allStyles);
  return shortClassNames(withoutUnrenderedVariants(allStyles, html), html);
}

/** The Vite template a page is built from: owner pages load the React app, every other page the public script. */
export function templateFor(route, privateRoutes) {
  return privateRoutes.includes(route.replace(/\/+$/, "") || "/") ? "owner.html" : "index.html";
}

/**
 * `server` is the SSR entry (packages/site/src/entry-server.tsx): render, headFor, privateRoutes, and
 * the languages (languageOf, contentIn, htmlAttributes, ownerLocale).
 */
export async function renderPage(server, template, route, siteUrl, tailoring) {
  const { language } = server.languageOf(route);
  const ownerApp = templateFor(route, server.privateRoutes) === "owner.html";
  // An owner page is in the owner's language (site.json's `ownerLanguage`), whatever the site's.
  const { lang, dir } = server.htmlAttributes(ownerApp ? server.ownerLocale : language);
  const content = server.contentIn(language);
  const rendered = await server.render(route, tailoring);
  // Owner pages hydrate as a whole app and keep styled-components' rehydration data; a public page
  // hydrates only its islands, and its styles are plain static CSS (static-styles.mjs), with short
  // class names, and its markup outside the islands what a browser needs (static-markup.mjs).
  const { styleTags, html } = ownerApp ? rendered : publicPage(rendered);
  // The template's comments are for whoever edits packages/site/head.html, not for every visitor (180 bytes gzip).
  const page = template
    .replace(/<!--[\s\S]*?-->\s*/g, "")
    // The page's language is its path's: the default's at /, each other one's under /{language}/.
    .replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`)
    .replace(
      /<title>.*?<\/title>/s,
      // A page made for one company (a private case study) is never indexed.
      headTags(tailoring?.project ? { ...server.headFor(route), noindex: true } : server.headFor(route), {
        siteUrl,
        content,
        ogLocaleOf: server.ogLocale,
      }),
    )
    .replace("</head>", `${styleTags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (page === template) throw new Error(`page-html: the template did not change for ${route}`);
  return page;
}

/** The file a route's page is written to in dist/ ("/" → index.html, "/resume" → resume/index.html). */
export function pageFile(route) {
  // "/" → index.html, "/de/" → de/index.html, "/resume" → resume/index.html.
  const folder = route.replace(/^\/+|\/+$/g, "");
  return folder ? `${folder}/index.html` : "index.html";
}
