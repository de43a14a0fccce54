import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomFeed, rssFeed } from "./feeds";
import { englishPosts, feedInput } from "./fixtures/posts";

type Node = Record<string, unknown> & { "#text"?: string };

// Every element that can repeat is a list, so one post reads like two (RSS's link cannot repeat).
const parserFor = (repeated: string[]) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => repeated.includes(name),
  });
const rssParser = parserFor(["item", "category", "atom:link"]);
const atomParser = parserFor(["entry", "category", "link"]);

/** `xml` read back by a real XML parser, after checking it is well-formed. */
function read(xml: string, parser = rssParser): Record<string, Node> {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, Node>;
}

const text = (node: unknown) => (typeof node === "string" ? node : (node as Node)["#text"]);
const rssChannel = (xml: string) => read(xml).rss!.channel as Node & { item?: Node[] };
const atom = (xml: string) => read(xml, atomParser).feed as Node & { entry?: Node[]; link: Node[] };

describe("rssFeed", () => {
  it("describes the channel: title, the writing page, language, last change, its own address", () => {
    const xml = rssFeed(feedInput("en"));
    const rss = read(xml).rss!;
    expect(rss["@version"]).toBe("2.0");
    const channel = rss.channel as Node;
    expect(channel.title).toBe("Jane Doe: Writing");
    expect(channel.link).toBe("https://jane.example/writing");
    expect(channel.description).toBe("Notes on product work.");
    expect(channel.language).toBe("en");
    // The newest change of any post: the first post's update, not its date.
    expect(channel.lastBuildDate).toBe("Thu, 02 Apr 2026 00:00:00 GMT");
    expect(channel["atom:link"]).toEqual([
      { "@href": "https://jane.example/writing/rss.xml", "@rel": "self", "@type": "application/rss+xml" },
    ]);
    expect(channel.generator).toBe("pmfolio");
  });

  it("lists each post, newest first, with its permanent link, RFC 822 date, summary and tags", () => {
    const items = rssChannel(rssFeed(feedInput("en"))).item!;
    expect(items.map((item) => item.link)).toEqual([
      "https://jane.example/writing/pricing-experiments",
      "https://jane.example/writing/first-post",
    ]);
    const [first] = items;
    expect(first!.guid).toEqual({ "#text": first!.link, "@isPermaLink": "true" });
    expect(first!.pubDate).toBe("Sat, 14 Mar 2026 00:00:00 GMT");
    expect(first!.description).toBe('What "A/B" tests taught me about <price> & value.');
    expect(first!.category).toEqual(["Product strategy", "R&D"]);
    expect(items[1]!.category).toBeUndefined();
  });

  it("keeps hostile titles as text: <script>, ]]> and & read back as written", () => {
    const xml = rssFeed(feedInput("en"));
    expect(xml).not.toContain("<script>");
    const [first] = rssChannel(xml).item!;
    expect(first!.title).toBe("Pricing <script>alert(1)</script> & the ]]> trap");
  });

  it("carries the whole post in CDATA, a ]]> in it split safely, with every address absolute", () => {
    const [first] = rssChannel(rssFeed(feedInput("en"))).item!;
    const html = first!["content:encoded"] as string;
    expect(html).toBe(
      englishPosts[0]!.html
        .replaceAll('src="/images/', 'src="https://jane.example/images/')
        .replaceAll('href="/resume"', 'href="https://jane.example/resume"')
        .replaceAll('href="#', 'href="https://jane.example/writing/pricing-experiments#'),
    );
    expect(html).toContain('const end = "]]>"');
    expect(html).toContain('<img src="https://jane.example/images/chart.png"');
    expect(html).toMatch(/href="https:\/\/jane\.example\/writing\/pricing-experiments#user-content-fn-1"/);
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/(href|src)="[/#]/);
  });

  it("names the author by email (RSS's author) when known, else by name (dc:creator)", () => {
    const [withEmail] = rssChannel(rssFeed(feedInput("en", { authorEmail: "jane@jane.example" }))).item!;
    expect(withEmail!.author).toBe("jane@jane.example (Jane Doe)");
    expect(withEmail!["dc:creator"]).toBeUndefined();
    const [withoutEmail] = rssChannel(rssFeed(feedInput("en"))).item!;
    expect(withoutEmail!.author).toBeUndefined();
    expect(withoutEmail!["dc:creator"]).toBe("Jane Doe");
  });

  it("puts another language's feed and posts under /{language}, its text as written", () => {
    const channel = rssChannel(rssFeed(feedInput("de")));
    expect(channel.link).toBe("https://jane.example/de/writing");
    expect((channel["atom:link"] as Node[])[0]!["@href"]).toBe("https://jane.example/de/writing/rss.xml");
    const [item] = channel.item!;
    expect(item!.link).toBe("https://jane.example/de/writing/preisversuche");
    expect(item!.title).toBe("Größer, schöner: Preise – ein Überblick");
    // A relative image resolves from the post's own address.
    expect(item!["content:encoded"]).toContain('src="https://jane.example/de/writing/diagramm.png"');
    expect(item!["content:encoded"]).toContain("„Anführungszeichen“ 😀");
  });

  it("leaves out characters XML forbids", () => {
    const xml = rssFeed(feedInput("en", { title: "Bell\u0007 and \uFFFE and \uD800 gone" }));
    expect(rssChannel(xml).title).toBe("Bell and  and  gone");
    expect(xml.includes("\u0007") || xml.includes("\uFFFE")).toBe(false);
    expect(rssChannel(xml).item![1]!["content:encoded"]).toContain("character removed");
  });

  it("writes a valid channel with no posts", () => {
    const channel = rssChannel(rssFeed(feedInput("en", { posts: [], updated: "2026-02-01" })));
    expect(channel.item).toBeUndefined();
    expect(channel.lastBuildDate).toBe("Sun, 01 Feb 2026 00:00:00 GMT");
  });
});

describe("atomFeed", () => {
  it("describes the feed: id, title, subtitle, newest change, self and alternate links, author", () => {
    const feed = atom(atomFeed(feedInput("en")));
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed["@xml:lang"]).toBe("en");
    expect(feed.id).toBe("https://jane.example/writing");
    expect(text(feed.title)).toBe("Jane Doe: Writing");
    expect(text(feed.subtitle)).toBe("Notes on product work.");
    expect(feed.updated).toBe("2026-04-02T00:00:00Z");
    expect(feed.link).toEqual([
      { "@rel": "self", "@type": "application/atom+xml", "@href": "https://jane.example/writing/atom.xml" },
      { "@rel": "alternate", "@type": "text/html", "@href": "https://jane.example/writing" },
    ]);
    expect(feed.author).toEqual({ name: "Jane Doe" });
  });

  it("gives each entry its URL as id, its dates in RFC 3339, summary, tags and escaped HTML", () => {
    const [first, second] = atom(atomFeed(feedInput("en"))).entry!;
    const url = "https://jane.example/writing/pricing-experiments";
    expect(first!.id).toBe(url);
    expect(first!.link).toEqual([{ "@rel": "alternate", "@type": "text/html", "@href": url }]);
    expect(first!.published).toBe("2026-03-14T00:00:00Z");
    expect(first!.updated).toBe("2026-04-02T00:00:00Z");
    expect(second!.updated).toBe("2026-01-05T00:00:00Z");
    expect(text(first!.summary)).toBe('What "A/B" tests taught me about <price> & value.');
    expect(first!.category).toEqual([{ "@term": "Product strategy" }, { "@term": "R&D" }]);
    const content = first!.content as Node;
    expect(content["@type"]).toBe("html");
    expect(content["#text"]).toContain('<img src="https://jane.example/images/chart.png"');
    expect(content["#text"]).toContain(`href="${url}#user-content-fn-1"`);
  });

  it("keeps hostile titles as text and escapes the HTML, so no tag of it is markup", () => {
    const xml = atomFeed(feedInput("en"));
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<table>");
    const [first] = atom(xml).entry!;
    expect(text(first!.title)).toBe("Pricing <script>alert(1)</script> & the ]]> trap");
  });

  it("puts German entries under /de, with an author email when known", () => {
    const feed = atom(atomFeed(feedInput("de", { authorEmail: "jane@jane.example" })));
    expect(feed.link[0]!["@href"]).toBe("https://jane.example/de/writing/atom.xml");
    expect(feed.entry![0]!.id).toBe("https://jane.example/de/writing/preisversuche");
    expect(feed.author).toEqual({ name: "Jane Doe", email: "jane@jane.example" });
  });

  it("writes a valid feed with no entries, dated by `updated` or else the epoch", () => {
    expect(atom(atomFeed(feedInput("en", { posts: [], updated: "2026-02-01" }))).updated).toBe(
      "2026-02-01T00:00:00Z",
    );
    const empty = atom(atomFeed(feedInput("en", { posts: [] })));
    expect(empty.entry).toBeUndefined();
    expect(empty.updated).toBe("1970-01-01T00:00:00Z");
  });
});
