/**
 * The GitHub stand-in answers as GitHub documents: each endpoint's answer has the fields and
 * types of the documented example response (netlify/tests/fixtures/github-git-database.json,
 * copied from GitHub's REST documentation), with the documented status, and its object SHAs are
 * the ones git itself computes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import documented from "./fixtures/github-git-database.json" with { type: "json" };
import { startGitHubStandIn, type GitHubStandIn } from "./helpers/github-stand-in";

const token = "github_pat_stand_in";
let github: GitHubStandIn;
beforeAll(async () => {
  github = await startGitHubStandIn({
    token,
    repo: "octocat/Hello-World",
    files: { "file.rb": "puts 1\n", "subdir/file.txt": "text\n" },
  });
  // A head with a parent, as the documented commit has.
  github.push({ exec_file: "#!/bin/sh\n" }, "Add exec_file");
});
afterAll(() => github.close());

async function call(method: string, route: string, body?: unknown, key = token) {
  const res = await fetch(`${github.url}/repos/octocat/Hello-World${route}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, Accept: "application/vnd.github+json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A value's shape: each field's type, nested; a list is the set of its items' shapes (a tree
 * lists blobs, which have a size, and trees, which have none).
 */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return [...new Set(value.map((item) => JSON.stringify(shape(item))))].sort();
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  return value === null ? "null" : typeof value;
}

const example = (name: keyof typeof documented.responses) => documented.responses[name];

describe("the GitHub stand-in, against GitHub's documented example responses", () => {
  it("answers each endpoint the content function calls with the documented status and shape", async () => {
    const ref = await call("GET", "/git/ref/heads/main");
    const commitSha = (ref.body.object as { sha: string }).sha;
    const commit = await call("GET", `/git/commits/${commitSha}`);
    const treeSha = (commit.body.tree as { sha: string }).sha;
    const tree = await call("GET", `/git/trees/${treeSha}`);
    const blobSha = (tree.body.tree as Array<{ path: string; sha: string }>).find(
      (e) => e.path === "file.rb",
    )!.sha;
    const blob = await call("GET", `/git/blobs/${blobSha}`);
    const created = await call("POST", "/git/blobs", example("POST /repos/{owner}/{repo}/git/blobs").request);
    const newTree = await call("POST", "/git/trees", {
      base_tree: treeSha,
      tree: [{ path: "file.rb", mode: "100644", type: "blob", sha: created.body.sha }],
    });
    const newCommit = await call("POST", "/git/commits", {
      message: "my commit message",
      tree: newTree.body.sha,
      parents: [commitSha],
    });
    const updated = await call("PATCH", "/git/refs/heads/main", { sha: newCommit.body.sha, force: false });

    const answers = {
      "GET /repos/{owner}/{repo}/git/ref/{ref}": ref,
      "GET /repos/{owner}/{repo}/git/commits/{commit_sha}": commit,
      "GET /repos/{owner}/{repo}/git/trees/{tree_sha}": tree,
      "GET /repos/{owner}/{repo}/git/blobs/{file_sha}": blob,
      "POST /repos/{owner}/{repo}/git/blobs": created,
      "POST /repos/{owner}/{repo}/git/trees": newTree,
      "POST /repos/{owner}/{repo}/git/commits": newCommit,
      "PATCH /repos/{owner}/{repo}/git/refs/{ref}": updated,
    } as const;
    for (const [name, answer] of Object.entries(answers)) {
      const { status, example: body } = example(name as keyof typeof documented.responses);
      expect(answer.status, name).toBe(status);
      // The documented tree answer lists one blob; ours (a new tree's root) lists a folder too.
      const ours =
        name === "POST /repos/{owner}/{repo}/git/trees" ? { ...answer.body, tree: [] } : answer.body;
      const theirs = name === "POST /repos/{owner}/{repo}/git/trees" ? { ...body, tree: [] } : body;
      expect(shape(ours), name).toEqual(shape(theirs));
    }
    expect(Buffer.from(String(blob.body.content), "base64").toString()).toBe("puts 1\n");
    expect(github.head()).toBe(newCommit.body.sha);
  });

  it("gives blobs, trees and commits the SHA-1s git computes", async () => {
    const repo = mkdtempSync(path.join(tmpdir(), "stand-in-git-"));
    try {
      const git = (args: string[], input?: string) =>
        execFileSync("git", args, { cwd: repo, input, encoding: "utf8" }).trim();
      git(["init", "-q"]);
      const blobs = Object.fromEntries(
        Object.entries(github.files()).map(([file, text]) => [
          file,
          git(["hash-object", "-w", "--stdin"], text),
        ]),
      );
      const subdir = git(["mktree"], `100644 blob ${blobs["subdir/file.txt"]}\tfile.txt\n`);
      const root = git(
        ["mktree"],
        `100644 blob ${blobs["exec_file"]}\texec_file\n100644 blob ${blobs["file.rb"]}\tfile.rb\n040000 tree ${subdir}\tsubdir\n`,
      );
      const commit = await call("GET", `/git/commits/${github.head()}`);
      expect((commit.body.tree as { sha: string }).sha).toBe(root);
      const tree = await call("GET", `/git/trees/${root}?recursive=1`);
      for (const entry of tree.body.tree as Array<{ path: string; type: string; sha: string }>)
        if (entry.type === "blob") expect(entry.sha, entry.path).toBe(blobs[entry.path]);
      // The commit's own SHA: git's hash of the commit object the stand-in describes.
      const { author, message, parents } = commit.body as {
        author: { date: string };
        message: string;
        parents: Array<{ sha: string }>;
      };
      const stamp = `${Date.parse(author.date) / 1000} +0000`;
      const person = `Stand-in <stand-in@example.com> ${stamp}`;
      const object = `tree ${root}\n${parents.map((p) => `parent ${p.sha}\n`).join("")}author ${person}\ncommitter ${person}\n\n${message}`;
      expect(git(["hash-object", "-t", "commit", "--stdin"], object)).toBe(github.head());
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it("answers GitHub's errors: a refused token, a missing branch, a push that is not a fast-forward", async () => {
    const refused = await call("GET", "/git/ref/heads/main", undefined, "wrong");
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      message: "Bad credentials",
      documentation_url: expect.any(String),
      status: "401",
    });
    expect((await call("GET", "/git/ref/heads/nope")).status).toBe(404);
    const first = (await call("GET", "/git/ref/heads/main")).body.object as { sha: string };
    const commit = await call("GET", `/git/commits/${first.sha}`);
    const sideways = await call("POST", "/git/commits", {
      message: "not on top",
      tree: (commit.body.tree as { sha: string }).sha,
      parents: (commit.body.parents as Array<{ sha: string }>).map((p) => p.sha),
    });
    const update = await call("PATCH", "/git/refs/heads/main", { sha: sideways.body.sha, force: false });
    expect(update.status).toBe(422);
    expect(update.body.message).toBe("Update is not a fast forward");
  });
});
