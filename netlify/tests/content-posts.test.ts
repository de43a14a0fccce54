/**
 * Posts through the content function, on disk (`pnpm dev`) and through the GitHub stand-in: a
 * post created, edited, renamed (every language's file in one publish) and deleted, each commit
 * naming the post, and a post whose front matter would not build refused with its problem,
 * writing nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentPublished, ContentSnapshot } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import handler from "../functions/content.mjs";
import { testContext } from "./helpers/blobs-server";
import { CONTENT_PASSWORD, callingTheContentFunction, onCopyOfSiteContent } from "./helpers/content-api";
import { folderState, siteContentIn } from "./helpers/content-folder";
import { publishThrough, startGitHubStandIn, type GitHubStandIn } from "./helpers/github-stand-in";

const auth = { Authorization: `Bearer ${CONTENT_PASSWORD}` };
const TOKEN = "github_pat_11AAAAAAA0posts";
const REPO = "jordan/portfolio";

const post = (title: string, markdown = "## What we learned\n\nShip small.\n") =>
  `---\ntitle: ${title}\ndate: 2026-03-14\nsummary: What a launch taught us.\ntags:\n  - launches\n---\n\n${markdown}`;

callingTheContentFunction();

async function snapshot(): Promise<ContentSnapshot> {
  const res = await handler(new Request("http://localhost/api/content", { headers: auth }), testContext());
  expect(res.status).toBe(200);
  return (await res.json()) as ContentSnapshot;
}

async function publish(files: Record<string, string | null>): Promise<Response> {
  const { revision } = await snapshot();
  return handler(
    new Request("http://localhost/api/content", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ revision, files }),
    }),
    testContext(),
  );
}

describe("posts under pnpm dev", () => {
  const folder = onCopyOfSiteContent();
  const file = (name: string) => path.join(folder(), ...name.split("/"));

  it("creates, edits, renames and deletes a post's files, each as sent", async () => {
    let res = await publish({
      "posts/launch-retrospective.md": post("Launch retrospective"),
      "posts/launch-retrospective.de.md": post("Rückblick auf den Start"),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ContentPublished).changed).toEqual([
      "posts/launch-retrospective.de.md",
      "posts/launch-retrospective.md",
    ]);
    expect(readFileSync(file("posts/launch-retrospective.md"), "utf8")).toBe(post("Launch retrospective"));
    expect((await snapshot()).files["posts/launch-retrospective.de.md"]).toBe(
      post("Rückblick auf den Start"),
    );

    res = await publish({ "posts/launch-retrospective.de.md": post("Rückblick", "Neu.\n") });
    expect(res.status).toBe(200);
    expect(readFileSync(file("posts/launch-retrospective.de.md"), "utf8")).toBe(post("Rückblick", "Neu.\n"));

    const { files } = await snapshot();
    res = await publish({
      "posts/launch-retrospective.md": null,
      "posts/launch-retrospective.de.md": null,
      "posts/launch-lessons.md": files["posts/launch-retrospective.md"]!,
      "posts/launch-lessons.de.md": files["posts/launch-retrospective.de.md"]!,
    });
    expect(res.status).toBe(200);
    expect(existsSync(file("posts/launch-retrospective.md"))).toBe(false);
    expect(existsSync(file("posts/launch-retrospective.de.md"))).toBe(false);
    expect(readFileSync(file("posts/launch-lessons.de.md"), "utf8")).toBe(post("Rückblick", "Neu.\n"));

    res = await publish({ "posts/launch-lessons.md": null, "posts/launch-lessons.de.md": null });
    expect(res.status).toBe(200);
    // The sample's own posts stay; none of this test's is left.
    expect(
      Object.keys(folderState(folder())).filter((name) =>
        /^posts\/launch-(retrospective|lessons)\./.test(name),
      ),
    ).toEqual([]);
  });

  it("refuses a post whose front matter would not build, naming each problem, and writes nothing", async () => {
    const before = folderState(folder());
    const res = await publish({
      "posts/broken.md": "---\ntitle: Broken\ndate: 14 March\n---\n\nText.\n",
      "posts/other.fr.md": post("Autre"),
      "profile.json": JSON.stringify({ ...JSON.parse(before["profile.json"]!), headline: "Unwritten" }),
    });
    expect(res.status).toBe(400);
    const { problems } = (await res.json()) as { problems: string[] };
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/posts\/broken\.md: date/),
        expect.stringMatching(/^content\/posts\/broken\.md: summary/),
        expect.stringMatching(/^content\/posts\/other\.fr\.md: "fr" is not one of the site's languages/),
      ]),
    );
    expect(folderState(folder())).toEqual(before);
  });

  it("refuses a name outside the posts, or another extension, before reading anything", async () => {
    for (const name of ["posts/../x.md", "posts/x.txt", "posts/a/b.md"]) {
      const res = await publish({ [name]: post("X") });
      expect(res.status, name).toBe(400);
    }
  });
});

describe("posts through the Git host", () => {
  let github: GitHubStandIn;
  beforeEach(async () => {
    github = await startGitHubStandIn({
      token: TOKEN,
      repo: REPO,
      files: {
        ...siteContentIn("site/content"),
        "site/content/posts/x.md": post("X"),
      },
    });
    publishThrough(github, { token: TOKEN, repo: REPO, password: CONTENT_PASSWORD });
  });
  afterEach(() => github.close());
  const message = () => github.log()[0]!.message;

  it("reads the posts, and commits each change with a message naming the post", async () => {
    expect((await snapshot()).files["posts/x.md"]).toBe(post("X"));

    expect((await publish({ "posts/launch-retrospective.md": post("Launch") })).status).toBe(200);
    expect(message()).toBe("Add post launch-retrospective");
    expect(github.files()["site/content/posts/launch-retrospective.md"]).toBe(post("Launch"));

    expect((await publish({ "posts/x.de.md": post("X auf Deutsch") })).status).toBe(200);
    expect(message()).toBe("Add post x (de)");
    expect((await publish({ "posts/x.de.md": post("X, neu") })).status).toBe(200);
    expect(message()).toBe("Edit post x (de)");

    const res = await publish({
      "posts/x.md": null,
      "posts/x.de.md": null,
      "posts/y.md": post("X"),
      "posts/y.de.md": post("X, neu"),
    });
    expect(res.status).toBe(200);
    expect(message()).toBe("Rename post x to y");
    expect(github.log()).toHaveLength(5);
    const files = github.files();
    expect(files["site/content/posts/x.md"]).toBeUndefined();
    expect(files["site/content/posts/y.de.md"]).toBe(post("X, neu"));

    expect((await publish({ "posts/y.md": null, "posts/y.de.md": null })).status).toBe(200);
    expect(message()).toBe("Delete post y");
    expect(github.files()["site/content/posts/y.md"]).toBeUndefined();
  });

  it("refuses broken front matter with its problem and commits nothing", async () => {
    const head = github.head();
    const res = await publish({ "posts/x.md": "---\ntitle: [unclosed\n---\n\nText.\n" });
    expect(res.status).toBe(400);
    const { problems } = (await res.json()) as { problems: string[] };
    expect(problems).toEqual([
      expect.stringMatching(/^content\/posts\/x\.md: has front matter that is not valid YAML/),
    ]);
    expect(github.head()).toBe(head);
    expect(github.files()["site/content/posts/x.md"]).toBe(post("X"));
  });
});
