/**
 * The owner's posts in one language as feeds: RSS 2.0 (the RSS Advisory Board's 2.0.11 text) and
 * Atom (RFC 4287), whole posts in each. Pure strings from one input, so the build writes them and
 * a test reads them back. Feed readers show a post away from the site, so every address in a
 * post's HTML is made absolute, and every text is escaped for XML (characters XML 1.0 forbids,
 * such as control characters a pasted title can carry, are left out: one of them makes the whole
 * feed unreadable).
 */
import { localizedPath } from "../content/languagePaths";
import { feedPaths, postPath, writingPath } from "../content/writingPaths";
import type { PostSummary } from "./posts";

/** A published post and its body, rendered (`renderMarkdown`), with the addresses as written. */
export type FeedPost = PostSummary & { html: string };

/** What both feeds of one language are made from. */
export interface FeedInput {
  /** The site's address, e.g. "https://jane.example" (a trailing slash is ignored). */
  siteUrl: string;
  /** The language of the posts, e.g. "de". */
  language: string;
  /** The site's default language: other languages' addresses are under "/{language}". */
  defaultLanguage: string;
  /** The feed's name, e.g. "Jane Doe: Writing". */
  title: string;
  /** A sentence about the writing. */
  description: string;
  /** The author of every post. */
  authorName: string;
  /** Given, RSS names the author by it (RSS's author must be an email address); else by name. */
  authorEmail?: string;
  /** When the feed last changed if it has no posts (default: 1970-01-01, so an empty feed never changes). */
  updated?: string;
  /** Published posts of `language`, newest first. */
  posts: readonly FeedPost[];
}

const GENERATOR = "pmfolio";
const GENERATOR_URI = "https://github.com/pmfolio/pmfolio";

// Outside XML 1.0's Char production: C0 controls but tab and line breaks, lone surrogates,
// U+FFFE and U+FFFF.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` with what XML forbids left out. */
function xmlChars(text: string): string {
  return text.replace(FORBIDDEN, "");
}

/** `text` as XML character data or an attribute value. */
function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `text` as one or more CDATA sections: a "]]>" inside is split across two. */
function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The day a post carries ("2026-03-14") as the instant it starts, in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** RFC 3339, as Atom wants it: "2026-03-14T00:00:00Z". */
const rfc3339 = (day: string) => dayStart(day).toISOString().replace(".000Z", "Z");

/** RFC 822 (with a four-digit year), as RSS wants it: "Sat, 14 Mar 2026 00:00:00 GMT". */
const rfc822 = (day: string) => dayStart(day).toUTCString();

/** Where the feed's pages and files are, as absolute URLs. */
function addresses(feed: FeedInput) {
  const site = feed.siteUrl.replace(/\/+$/, "");
  const at = (path: string) => `${site}${localizedPath(path, feed.language, feed.defaultLanguage)}`;
  return {
    site,
    writing: at(writingPath),
    rss: at(feedPaths.rss),
    atom: at(feedPaths.atom),
    post: (slug: string) => at(postPath(slug)),
  };
}

/** The newest day any post was published or updated, else `feed.updated`, else the epoch. */
function lastChange(feed: FeedInput): string {
  const days = feed.posts.map((post) => post.updated ?? post.date).sort();
  return days.at(-1) ?? feed.updated ?? "1970-01-01";
}

const decodeAttribute = (value: string) =>
  value.replace(/&(#x([\da-f]+)|#(\d+)|amp|quot|lt|gt);/gi, (_, name: string, hex?: string, dec?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return { amp: "&", quot: '"', lt: "<", gt: ">" }[name.toLowerCase()]!;
  });

// A start tag in serialised HTML (a "<" in text is always escaped, so each one opens a tag), and
// a link-carrying attribute in it.
const START_TAG = /<[a-z][^\s/>]*(?:\s+[^\s"'=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi;
const URL_ATTRIBUTE = /(\s(?:href|src|cite|poster)\s*=\s*)("[^"]*"|'[^']*')/gi;

/**
 * `html` with every address absolute: "/images/x.png" under the site, "#fn-1" and "x.png" from
 * the post's own URL. Addresses that already have a scheme stay as they are.
 */
function absoluteUrls(html: string, postUrl: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(URL_ATTRIBUTE, (_, before: string, quoted: string) => {
      const value = decodeAttribute(quoted.slice(1, -1));
      let absolute: string;
      try {
        absolute = new URL(value, postUrl).href;
      } catch {
        absolute = value;
      }
      return `${before}"${absolute.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
    }),
  );
}

/** The feed's RSS 2.0 document. */
export function rssFeed(feed: FeedInput): string {
  const at = addresses(feed);
  const items = feed.posts.map((post) => {
    const url = at.post(post.slug);
    const byline = feed.authorEmail
      ? element("author", `${feed.authorEmail} (${feed.authorName})`)
      : element("dc:creator", feed.authorName);
    return [
      "<item>",
      element("title", post.title),
      element("link", url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element("pubDate", rfc822(post.date)),
      byline,
      ...post.tags.map((tag) => element("category", tag)),
      element("description", post.summary),
      `<content:encoded>${cdata(absoluteUrls(post.html, url))}</content:encoded>`,
      "</item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"' +
      ' xmlns:content="http://purl.org/rss/1.0/modules/content/"' +
      ' xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feed.title),
    element("link", at.writing),
    element("description", feed.description),
    element("language", feed.language),
    element("lastBuildDate", rfc822(lastChange(feed))),
    `<atom:link href="${escapeXml(at.rss)}" rel="self" type="application/rss+xml"/>`,
    element("generator", GENERATOR),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The feed's Atom document. */
export function atomFeed(feed: FeedInput): string {
  const at = addresses(feed);
  const entries = feed.posts.map((post) => {
    const url = at.post(post.slug);
    return [
      "<entry>",
      element("id", url),
      element("title", post.title),
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      element("published", rfc3339(post.date)),
      element("updated", rfc3339(post.updated ?? post.date)),
      ...post.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
      element("summary", post.summary),
      `<content type="html">${escapeXml(absoluteUrls(post.html, url))}</content>`,
      "</entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element("id", at.writing),
    element("title", feed.title),
    element("subtitle", feed.description),
    element("updated", rfc3339(lastChange(feed))),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(at.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(at.writing)}"/>`,
    [
      "<author>",
      element("name", feed.authorName),
      ...(feed.authorEmail ? [element("email", feed.authorEmail)] : []),
      "</author>",
    ].join(""),
    `<generator uri="${GENERATOR_URI}">${GENERATOR}</generator>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
