// The feeds core writes, checked by Jing against RFC 4287's Atom grammar and the RSS 2.0 schema
// (scripts/feed-validator.ts), laid out as the built site has them: made here from fixture posts
// in two languages, and the feeds the build wrote (site/dist/writing/{rss,atom}.xml and each
// language's /{language}/writing/), once it writes them.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atomFeed, rssFeed } from "../packages/core/src/writing/feeds";
import { feedInput } from "../packages/core/src/writing/fixtures/posts";
import { validateFeedFile, validateFeedFiles } from "./feed-validator";

const dist = path.join(import.meta.dirname, "..", "site", "dist");
/** The feeds in the built site: /writing/ and each language's /{language}/writing/. */
const builtFeeds = existsSync(dist)
  ? ["", ...readdirSync(dist)].flatMap((folder) =>
      ["rss.xml", "atom.xml"]
        .map((name) => path.join(dist, folder, "writing", name))
        .filter((file) => existsSync(file)),
    )
  : [];

let dir: string;
const write = (name: string, xml: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, xml);
  return file;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "feeds-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rss = rssFeed(feedInput("en"));
const atom = atomFeed(feedInput("en"));

describe("the feeds core writes", () => {
  it("are valid RSS 2.0 and Atom in every language, with or without an author's email and posts", () => {
    const files = [
      write("writing/rss.xml", rss),
      write("writing/atom.xml", atom),
      write("de/writing/rss.xml", rssFeed(feedInput("de", { authorEmail: "jane@jane.example" }))),
      write("de/writing/atom.xml", atomFeed(feedInput("de", { authorEmail: "jane@jane.example" }))),
      write("empty/rss.xml", rssFeed(feedInput("en", { posts: [] }))),
      write("empty/atom.xml", atomFeed(feedInput("en", { posts: [] }))),
    ];
    expect(Object.fromEntries(validateFeedFiles(files))).toEqual(
      Object.fromEntries(files.map((file) => [file, []])),
    );
  });
});

// After a build of the sample site (`pnpm test` builds first), its feeds: it writes in English and
// German, so each language has both. Without a build there is nothing to read, and it says so.
const built = existsSync(path.join(dist, "index.html"));
it.skipIf(!built)("the feeds the sample site's build wrote are valid, in each of its languages", () => {
  expect(builtFeeds.map((file) => path.relative(dist, file)).sort()).toEqual(
    ["de/writing/atom.xml", "de/writing/rss.xml", "writing/atom.xml", "writing/rss.xml"].map((file) =>
      path.normalize(file),
    ),
  );
  expect(Object.fromEntries(validateFeedFiles(builtFeeds))).toEqual(
    Object.fromEntries(builtFeeds.map((file) => [file, []])),
  );
});

describe("the feed validator", () => {
  // All broken files in one call: Jing runs once per schema and format, and each message must
  // still land on its own file.
  const broken = {
    rssWithoutDescription: rss.replace("<description>Notes on product work.</description>", ""),
    rssWithIsoDate: rss.replace("Sat, 14 Mar 2026 00:00:00 GMT", "2026-03-14"),
    rssWithWrongWeekday: rss.replace("Sat, 14 Mar 2026", "Sun, 14 Mar 2026"),
    rssWithRelativeLink: rss.replace(
      "<link>https://jane.example/writing/first-post</link>",
      "<link>/writing/first-post</link>",
    ),
    atomWithoutId: atom.replace("<id>https://jane.example/writing</id>", ""),
    atomWithRfc822Date: atom.replace(
      "<published>2026-03-14T00:00:00Z</published>",
      "<published>Sat, 14 Mar 2026 00:00:00 GMT</published>",
    ),
    atomWithoutZone: atom.replace(
      "<updated>2026-04-02T00:00:00Z</updated>",
      "<updated>2026-04-02T00:00:00</updated>",
    ),
    atomWithoutAuthor: atom.replace("<author><name>Jane Doe</name></author>", ""),
    notWellFormed: rss.replace("</channel>", ""),
    notAFeed: '<?xml version="1.0"?><html><body/></html>',
  };

  it("fails broken feeds, each with the reason, and only them", () => {
    const files = Object.fromEntries(
      Object.entries(broken).map(([name, xml]) => [name, write(`broken/${name}.xml`, xml)]),
    );
    const valid = write("broken/valid.xml", rss);
    const problems = validateFeedFiles([...Object.values(files), valid]);
    const of = (name: keyof typeof broken) => problems.get(files[name]!)!.join("\n");

    expect(problems.get(valid)).toEqual([]);
    expect(of("rssWithoutDescription")).toMatch(
      /element "channel" incomplete; missing required element "description"/,
    );
    expect(of("rssWithIsoDate")).toMatch(/character content of element "pubDate" invalid/);
    expect(of("rssWithWrongWeekday")).toMatch(
      /weekday of "Sun, 14 Mar 2026 00:00:00 GMT" \(pubDate\) is not/,
    );
    expect(of("rssWithRelativeLink")).toMatch(/character content of element "link" invalid/);
    expect(of("atomWithoutId")).toMatch(/missing required element "id"/);
    expect(of("atomWithRfc822Date")).toMatch(/element "published" invalid; must be an ISO date and time/);
    expect(of("atomWithoutZone")).toMatch(/atom:updated "2026-04-02T00:00:00" must name its time zone/);
    expect(of("atomWithoutAuthor")).toMatch(/An atom:feed must have an atom:author unless/);
    expect(of("notWellFormed")).toMatch(/must be terminated by the matching end-tag "<\/channel>"/);
    expect(of("notAFeed")).toMatch(/neither RSS \(<rss>\) nor Atom \(<feed>\), but <html>/);
    // Every broken file has its problems (and the valid one, above, none of theirs).
    for (const [name, file] of Object.entries(files)) expect(problems.get(file), name).not.toEqual([]);
  });

  it("says when a file is not there", () => {
    expect(validateFeedFile(path.join(dir, "missing.xml"))[0]).toMatch(/missing\.xml: cannot be read/);
  });
});
