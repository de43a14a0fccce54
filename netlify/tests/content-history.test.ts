/**
 * A content file's history and a restore, as the editor's History uses them: the real content
 * handler, on a deploy against the GitHub stand-in (its list of commits by path and its contents
 * API, as GitHub documents them), under `pnpm dev` against a real local repository made with the
 * machine's git. A restore is an ordinary publish of a version's text: one more commit, the file
 * byte for byte as it was, nothing rewritten.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentHistory, ContentPublished, ContentSnapshot, ContentVersionText } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  answerJson,
  callContent,
  CONTENT_PASSWORD,
  callingTheContentFunction,
  onCopyOfSiteContent,
} from "./helpers/content-api";
import { gitAsOwner, siteContentIn } from "./helpers/content-folder";
import { publishThrough, startGitHubStandIn, type GitHubStandIn } from "./helpers/github-stand-in";

const TOKEN = "github_pat_11AAAAAAA0history";
const REPO = "jordan/portfolio";

callingTheContentFunction();

const snapshot = () => answerJson<ContentSnapshot>(callContent());
const history = (file: string) =>
  answerJson<ContentHistory>(callContent(`?history=${encodeURIComponent(file)}`));
const version = (file: string, revision: string) =>
  answerJson<ContentVersionText>(callContent(`?file=${encodeURIComponent(file)}&revision=${revision}`));
const publish = (revision: string, files: Record<string, string | null>) =>
  answerJson<ContentPublished>(
    callContent("", {
      method: "POST",
      body: JSON.stringify({ revision, files }),
    }),
  );

/** profile.json with another headline, formatted as the editor writes it. */
const withHeadline = (text: string, headline: string) =>
  `${JSON.stringify({ ...(JSON.parse(text) as object), headline }, null, 2)}\n`;

describe("on a deploy (GitHub)", () => {
  let github: GitHubStandIn;
  beforeEach(async () => {
    const files = siteContentIn("site/content");
    github = await startGitHubStandIn({ token: TOKEN, repo: REPO, files });
    publishThrough(github, { token: TOKEN, repo: REPO, password: CONTENT_PASSWORD });
  });
  afterEach(() => github.close());

  it("lists the commits that changed the file, newest first, and restores one as a new commit, byte for byte", async () => {
    const loaded = await snapshot();
    const first = withHeadline(loaded.files["profile.json"]!, "First");
    const one = await publish(loaded.revision, { "profile.json": first });
    github.push({ "README.md": "Not content\n" }, "Docs");
    const two = await publish(github.head(), { "profile.json": withHeadline(first, "Second") });

    const listed = await history("profile.json");
    expect(listed.file).toBe("profile.json");
    expect(listed.versions.map(({ revision }) => revision)).toEqual([
      two.revision,
      one.revision,
      loaded.revision,
    ]);
    expect(listed.versions[0]!.message).toBe("Content: profile.json (headline)");
    expect(listed.versions[2]!.message).toBe("First commit");
    expect(Date.parse(listed.versions[0]!.date)).not.toBeNaN();

    const old = await version("profile.json", one.revision);
    expect(old).toEqual({ file: "profile.json", revision: one.revision, text: first });
    const restored = await publish(github.head(), { "profile.json": old.text });
    const log = github.log();
    expect(log[0]!.sha).toBe(restored.revision);
    expect(log[0]!.parents).toEqual([two.revision]);
    expect(github.files()["site/content/profile.json"]).toBe(first);
    // Two calls at most: the list of commits by path, then the file at one of them.
    expect(github.calls.filter((c) => c.includes("/commits") && !c.includes("/git/"))).toHaveLength(1);
  });

  it("answers null text where the commit has no such file", async () => {
    const loaded = await snapshot();
    const answer = await version("projects/not-yet.json", loaded.revision);
    expect(answer.text).toBeNull();
  });
});

describe("under pnpm dev (the local repository)", () => {
  const folder = onCopyOfSiteContent();
  const git = (...args: string[]) => gitAsOwner(folder())(...args);

  it("says there is no history outside a Git repository", async () => {
    const listed = await history("profile.json");
    expect(listed.versions).toEqual([]);
    expect(listed.note).toMatch(/not in a Git repository/);
  });

  it("lists the owner's commits of the file and restores one through a publish, byte for byte", async () => {
    git("init", "-q", "-b", "main");
    git("add", ".");
    git("commit", "-q", "-m", "Start");
    const profile = path.join(folder(), "profile.json");
    const first = withHeadline(readFileSync(profile, "utf8"), "First");
    await publish((await snapshot()).revision, { "profile.json": first });
    git("commit", "-q", "-am", "First headline");
    const firstCommit = git("rev-parse", "HEAD");
    await publish((await snapshot()).revision, { "profile.json": withHeadline(first, "Second") });
    git("commit", "-q", "-am", "Second headline");

    const listed = await history("profile.json");
    expect(listed.versions.map(({ message }) => message)).toEqual([
      "Second headline",
      "First headline",
      "Start",
    ]);
    expect(listed.versions[1]!.revision).toBe(firstCommit);
    const old = await version("profile.json", firstCommit);
    await publish((await snapshot()).revision, { "profile.json": old.text });
    expect(readFileSync(profile, "utf8")).toBe(first);
  });

  it("refuses a name that is not a content file and a revision that is not a SHA, and a commit it lacks", async () => {
    git("init", "-q", "-b", "main");
    writeFileSync(path.join(folder(), "x.txt"), "x");
    expect((await callContent("?history=../package.json")).status).toBe(400);
    expect((await callContent("?history=x.txt")).status).toBe(400);
    expect((await callContent("?file=profile.json&revision=HEAD")).status).toBe(400);
    expect((await callContent(`?file=profile.json&revision=${"a".repeat(40)}`)).status).toBe(404);
    expect(
      (await callContent("?history=profile.json", { headers: { Authorization: "Bearer wrong" } })).status,
    ).toBe(401);
  });
});
