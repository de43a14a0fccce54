/**
 * Publishing on a deploy, through GitHub's Git database API: the real content handler against the
 * GitHub stand-in (helpers/github-stand-in.ts, checked against GitHub's documented answers) and a
 * real local Blobs server (the admin gate). One publish is one commit with the expected files; a
 * conflicting change, a push in between, a refused token, the rate limit and a GitHub that does
 * not answer each refuse in plain words and commit nothing.
 */
import type { ContentImageReceived, ContentPublished, ContentSnapshot } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blobsForFile } from "./helpers/blobs-for-file";
import { CONTENT_PASSWORD as PASSWORD, callContent } from "./helpers/content-api";
import { folderState, siteContentFolder, siteContentIn } from "./helpers/content-folder";
import { gitSha, publishThrough, startGitHubStandIn, type GitHubStandIn } from "./helpers/github-stand-in";
import { imageFixture, imageParts } from "./helpers/image-upload";

const TOKEN = "github_pat_11AAAAAAA0content";
const REPO = "jordan/portfolio";

/** The repository as the stand-in starts it: the site's content under site/content, and other files. */
const repositoryFiles = () => ({
  "README.md": "# Jordan's portfolio\n",
  // Not a content file, though in the folder: never read, never a reason to refuse.
  "site/content/NOTES.md": "Content notes\n",
  ...siteContentIn("site/content"),
});

blobsForFile();
let github: GitHubStandIn;
beforeEach(async () => {
  github = await startGitHubStandIn({ token: TOKEN, repo: REPO, files: repositoryFiles() });
  publishThrough(github, { token: TOKEN, repo: REPO, password: PASSWORD });
});
const variables = [
  "ADMIN_PASSWORD",
  "PREVIEW_ADMIN_PASSWORD",
  "CONTEXT",
  "ADMIN_SESSION_SECRET",
  "BLOBS_TIMEOUT_MS",
];
afterEach(async () => {
  await github.close();
  for (const name of variables) delete process.env[name];
  for (const name of Object.keys(process.env).filter((name) => name.startsWith("CONTENT_GIT_")))
    delete process.env[name];
});

const get = () => callContent();
const post = (body: unknown) => callContent("", { method: "POST", body: JSON.stringify(body) });

async function snapshot(): Promise<ContentSnapshot> {
  const res = await get();
  expect(res.status).toBe(200);
  return (await res.json()) as ContentSnapshot;
}

function withHeadline(files: Record<string, string>, headline: string) {
  const profile = JSON.parse(files["profile.json"]!) as Record<string, unknown>;
  return JSON.stringify({ ...profile, headline });
}

describe("GET /api/content with CONTENT_GIT_TOKEN", () => {
  it("answers the content files at the branch's head, the head as the revision", async () => {
    const loaded = await snapshot();
    expect(loaded.target).toBe("git");
    expect(loaded.readOnly).toBeUndefined();
    expect(loaded.revision).toBe(github.head());
    const json = Object.entries(repositoryFiles()).filter(([name]) => name.endsWith(".json"));
    expect(loaded.files).toEqual(
      Object.fromEntries(json.map(([name, text]) => [name.slice("site/content/".length), text])),
    );
  });
});

describe("POST /api/content with CONTENT_GIT_TOKEN", () => {
  it("makes exactly one commit, on the head, with the changed file and a message naming the change", async () => {
    const loaded = await snapshot();
    const before = github.files();
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "Principal Product Manager") },
    });
    expect(res.status).toBe(200);
    const published = (await res.json()) as ContentPublished;

    const log = github.log();
    expect(log).toHaveLength(2);
    expect(log[0]!.parents).toEqual([loaded.revision]);
    expect(log[0]!.message).toBe("Content: profile.json (headline)");
    expect(published).toEqual({
      revision: log[0]!.sha,
      changed: ["profile.json"],
      commitUrl: `https://github.com/${REPO}/commit/${log[0]!.sha}`,
    });
    const after = github.files();
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed).toEqual(["site/content/profile.json"]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after["site/content/profile.json"]).toBe(
      before["site/content/profile.json"]!.replace(
        '"headline": "Senior Product Manager"',
        '"headline": "Principal Product Manager"',
      ),
    );
    // The next publish goes from the answered revision.
    expect((await snapshot()).revision).toBe(published.revision);
  });

  it("adds and deletes project files in one commit", async () => {
    const loaded = await snapshot();
    const project = JSON.parse(loaded.files["projects/magic-leap.json"]!) as Record<string, unknown>;
    const res = await post({
      revision: loaded.revision,
      files: {
        "projects.json": JSON.stringify({
          order: ["personal-cloud", "mobile-self-service", "payments-risk", "interview-coach", "new-thing"],
        }),
        "projects/magic-leap.json": null,
        "projects/new-thing.json": JSON.stringify({ ...project, title: "A new thing" }),
      },
    });
    expect(res.status).toBe(200);
    expect(github.log()).toHaveLength(2);
    expect(github.log()[0]!.message).toBe(
      "Content: projects.json (order), projects/magic-leap.json (deleted), projects/new-thing.json (added)",
    );
    const files = github.files();
    expect(files["site/content/projects/magic-leap.json"]).toBeUndefined();
    expect(JSON.parse(files["site/content/projects/new-thing.json"]!).title).toBe("A new thing");
  });

  it("commits on top of a head that moved without touching the content", async () => {
    const loaded = await snapshot();
    const other = github.push({ "README.md": "# Changed elsewhere\n" }, "Docs");
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "Head moved, content did not") },
    });
    expect(res.status).toBe(200);
    const [mine] = github.log();
    expect(mine!.parents).toEqual([other]);
    expect(github.files()["README.md"]).toBe("# Changed elsewhere\n");
  });

  it("refuses with 409 when a content file changed since the editor loaded, and commits nothing", async () => {
    const loaded = await snapshot();
    const theirs = github.push(
      { "site/content/about.json": loaded.files["about.json"]!.replace("{", '{\n  "x": 1,') },
      "Someone edited about.json",
    );
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "Conflicting") },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /changed in the repository since you opened the editor\. Reload/,
    );
    expect(github.head()).toBe(theirs);
  });

  it("refuses with 409 when a push lands between its commit and the branch update", async () => {
    const loaded = await snapshot();
    let theirs = "";
    github.beforeNextRefUpdate(() => {
      theirs = github.push({ "README.md": "pushed in between\n" }, "A push in between");
    });
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "Raced") },
    });
    expect(res.status).toBe(409);
    expect(github.head()).toBe(theirs);
    expect(github.files()["site/content/profile.json"]).not.toContain("Raced");
  });

  it("refuses content the build would refuse, and commits nothing", async () => {
    const loaded = await snapshot();
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": '{"name": "Only a name"}' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { problems: string[] }).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content\/profile\.json: headline/)]),
    );
    expect(github.log()).toHaveLength(1);
    expect(github.calls.filter((call) => !call.startsWith("GET"))).toEqual([]);
  });

  it("says a refused token was refused and which permission it needs", async () => {
    const loaded = await snapshot();
    process.env.CONTENT_GIT_TOKEN = "github_pat_revoked";
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "x") },
    });
    expect(res.status).toBe(502);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^GitHub refused the token \(Bad credentials\)/);
    expect(error).toContain(`"Contents: read and write" on ${REPO}`);
    expect(error).toContain("Your edits are kept");
    expect(error).not.toContain("github_pat");
    expect(github.log()).toHaveLength(1);
  });

  it("never quotes the token, to the owner or in the log, when the host's error text echoes it", async () => {
    const loaded = await snapshot();
    github.modes.echoToken = true;
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
    try {
      const refused = await post({
        revision: loaded.revision,
        files: { "profile.json": withHeadline(loaded.files, "x") },
      });
      expect(refused.status).toBe(502);
      const { error } = (await refused.json()) as { error: string };
      expect(error).toMatch(/^GitHub turned the publish down \(422: Validation failed for Bearer \[token\]/);
      process.env.CONTENT_GIT_TOKEN = `${TOKEN}-revoked`;
      const wrong = await post({
        revision: loaded.revision,
        files: { "profile.json": withHeadline(loaded.files, "x") },
      });
      expect(wrong.status).toBe(502);
      const answers = [error, ((await wrong.json()) as { error: string }).error];
      expect(answers[1]).toMatch(/^GitHub refused the token \(Bad credentials: Bearer \[token\]/);
      expect(logged.join("\n")).toContain("[token]");
      for (const text of [...answers, ...logged]) expect(text).not.toContain(TOKEN);
    } finally {
      spy.mockRestore();
    }
    expect(github.log()).toHaveLength(1);
  });

  it("says a token that may only read needs write access, and commits nothing", async () => {
    const loaded = await snapshot();
    github.modes.readOnlyToken = true;
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "x") },
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /refused the token access to jordan\/portfolio \(Resource not accessible by personal access token\).*"Contents: read and write"/,
    );
    expect(github.log()).toHaveLength(1);
  });

  it("says when to retry once GitHub's rate limit is used up (primary and secondary)", async () => {
    const loaded = await snapshot();
    github.modes.rateLimitedForSeconds = 1200;
    const primary = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "x") },
    });
    expect(primary.status).toBe(429);
    expect(Number(primary.headers.get("Retry-After"))).toBeGreaterThan(1100);
    expect(((await primary.json()) as { error: string }).error).toMatch(
      /rate limit .* try again in 20 minutes/,
    );

    github.modes.rateLimitedForSeconds = undefined;
    github.modes.retryAfterSeconds = 30;
    const secondary = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "x") },
    });
    expect(secondary.status).toBe(429);
    expect(secondary.headers.get("Retry-After")).toBe("30");
    expect(((await secondary.json()) as { error: string }).error).toMatch(/try again in 30 seconds/);
    expect(github.log()).toHaveLength(1);
  });

  it("answers the one 503 when GitHub cannot be reached or does not answer in time", async () => {
    const loaded = await snapshot();
    const body = { revision: loaded.revision, files: { "profile.json": withHeadline(loaded.files, "x") } };

    // The call limit the hung GitHub call waits out. The admin gate's storage calls have the same
    // limit: at 300 ms a busy machine's Blobs server missed it, and the gate answered its own 503.
    process.env.BLOBS_TIMEOUT_MS = "3000";
    github.modes.hang = true;
    const slow = await post(body);
    expect(slow.status).toBe(503);
    expect(slow.headers.get("Retry-After")).toBe("60");
    expect(((await slow.json()) as { error: string }).error).toMatch(/^GitHub did not answer/);

    // A refused connection fails at once: the usual limit.
    delete process.env.BLOBS_TIMEOUT_MS;
    await github.close();
    const down = await post(body);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: string }).error).toMatch(/Your edits are kept/);
  });
});

describe("/api/content on a deploy preview or a branch deploy, with CONTENT_GIT_TOKEN set", () => {
  for (const [context, what] of [
    ["deploy-preview", "a deploy preview"],
    ["branch-deploy", "a branch deploy"],
  ]) {
    it(`is read-only on ${what}: the deployed files, the reason, and no call to GitHub for a publish or an image`, async () => {
      Object.assign(process.env, { CONTEXT: context, PREVIEW_ADMIN_PASSWORD: PASSWORD, ADMIN_PASSWORD: "" });
      const before = github.head();
      const loaded = await snapshot();
      expect(loaded.target).toBe("git");
      expect(loaded.readOnly).toBe(
        `Publishing is only possible from the production site. This is ${what}: its editor shows this deploy's content, read-only, and can never change the live site. To publish, open the editor on the production site.`,
      );
      expect(loaded.files["profile.json"]).toBe(folderState(siteContentFolder)["profile.json"]);
      const res = await post({
        revision: loaded.revision,
        files: { "profile.json": withHeadline(loaded.files, "From a preview") },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe(loaded.readOnly);
      const [part] = imageParts("Project shot.webp", imageFixture("webp"));
      const image = await callContent("/images", { method: "POST", body: JSON.stringify(part) });
      expect(image.status).toBe(403);
      expect(((await image.json()) as { error: string }).error).toBe(loaded.readOnly);
      expect(github.calls).toEqual([]);
      expect(github.head()).toBe(before);
    });
  }

  it("takes the platform's context over CONTEXT: a preview run with CONTEXT=production stays read-only", async () => {
    Object.assign(process.env, { PREVIEW_ADMIN_PASSWORD: PASSWORD, ADMIN_PASSWORD: "" });
    const platform = globalThis as { Netlify?: unknown };
    platform.Netlify = {
      context: { deploy: { context: "deploy-preview" } },
      env: { get: (name: string) => process.env[name] },
    };
    try {
      expect((await snapshot()).readOnly).toMatch(/^Publishing is only possible from the production site/);
      expect(github.calls).toEqual([]);
    } finally {
      delete platform.Netlify;
    }
  });
});

describe("POST /api/content/images with CONTENT_GIT_TOKEN", () => {
  it("stores the image as a blob, and the next publish adds it in its one commit", async () => {
    const bytes = imageFixture("webp");
    const [part] = imageParts("Project shot.webp", bytes);
    const res = await callContent("/images", { method: "POST", body: JSON.stringify(part) });
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as Extract<ContentImageReceived, { complete: true }>;
    expect(image.ref).toBe(gitSha("blob", bytes));
    expect(github.log()).toHaveLength(1);

    const loaded = await snapshot();
    const published = await post({
      revision: loaded.revision,
      files: { "profile.json": withHeadline(loaded.files, "With a picture") },
      images: { [image.path]: image.ref },
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as ContentPublished).changed).toEqual(["profile.json", image.path]);
    expect(github.log()).toHaveLength(2);
    expect(github.log()[0]!.message).toBe(`Content: profile.json (headline), ${image.path} (added)`);
    // The committed file is the uploaded bytes: its blob is the one the upload made.
    const commit = (await (
      await fetch(`${github.url}/repos/${REPO}/git/commits/${github.head()}`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      })
    ).json()) as { tree: { sha: string } };
    const listing = (await (
      await fetch(`${github.url}/repos/${REPO}/git/trees/${commit.tree.sha}?recursive=1`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      })
    ).json()) as { tree: Array<{ path: string; sha: string }> };
    expect(listing.tree.find((entry) => entry.path === `site/content/${image.path}`)?.sha).toBe(image.ref);
  });
});
