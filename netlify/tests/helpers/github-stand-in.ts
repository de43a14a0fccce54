/**
 * A stand-in for GitHub's Git database API (REST, version 2022-11-28) on a loopback port: the
 * calls the content function makes, answered as GitHub documents them (status codes, JSON shapes,
 * headers), over a real object store: blobs, trees and commits get their real git SHA-1s, so the
 * SHAs match `git hash-object`. Test code only: GitHub itself cannot be reached from here.
 * Endpoints: GET git/ref/heads/{branch}, GET git/commits/{sha}, GET git/trees/{sha}[?recursive=1],
 * GET git/blobs/{sha}, POST git/blobs, POST git/trees (with base_tree; `sha: null` deletes),
 * POST git/commits, PATCH git/refs/heads/{branch} (422 unless a fast-forward, or `force`); and
 * for a file's history, GET commits?sha=&path=&per_page= (the first-parent commits that changed
 * the path, newest first) and GET contents/{path}?ref= (the file at a commit, base64).
 * Modes a test sets: a refused token (401), a token that may only read (403 on writes), the
 * primary rate limit (403 with x-ratelimit-remaining: 0) and the secondary one (429 with
 * retry-after), and a server that never answers.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type GitObject =
  | { type: "blob"; data: Buffer }
  | { type: "tree"; entries: TreeEntry[] }
  | { type: "commit"; tree: string; parents: string[]; message: string; date: string };
interface TreeEntry {
  mode: string;
  name: string;
  sha: string;
  type: "blob" | "tree";
}

export interface StandInOptions {
  /** The token the stand-in accepts. */
  token: string;
  /** "owner/name". */
  repo: string;
  branch?: string;
  /** The first commit's files, by path in the repository. */
  files: Record<string, string>;
  /** Delay before each answer, like a round trip to GitHub. */
  latencyMs?: number;
}

export interface StandInModes {
  /** Writes answer 403 "Resource not accessible by personal access token". */
  readOnlyToken?: boolean;
  /** Every call answers 403 with x-ratelimit-remaining: 0, resetting in this many seconds. */
  rateLimitedForSeconds?: number;
  /** Every call answers 429 with this retry-after (the secondary rate limit). */
  retryAfterSeconds?: number;
  /** Calls are taken and never answered. */
  hang?: boolean;
  /** Refusals quote the Authorization header they were sent (a proxy or host that echoes it). */
  echoToken?: boolean;
}

export interface GitHubStandIn {
  /** The API's base URL, for CONTENT_GIT_API_URL. */
  url: string;
  /** Every call answered, as "METHOD /path" (the query left out). */
  calls: string[];
  modes: StandInModes;
  head(): string;
  /** The branch's commits, newest first. */
  log(): Array<{ sha: string; message: string; parents: string[] }>;
  /** The files of a commit (the head when left out), by path. */
  files(commit?: string): Record<string, string>;
  /** Commits `changes` (null deletes) straight onto the branch, as another person's push would. */
  push(changes: Record<string, string | null>, message: string): string;
  /** Runs once, just before the next ref update is decided (a push landing in between). */
  beforeNextRefUpdate(hook: () => void): void;
  close(): Promise<void>;
}

/**
 * The environment of a production deploy whose editor publishes through `standIn` with `token` to
 * `repo`'s site/content, behind the owner's `password` (the variables a test's afterEach deletes).
 */
export function publishThrough(
  standIn: Pick<GitHubStandIn, "url">,
  { token, repo, password }: { token: string; repo: string; password: string },
): void {
  Object.assign(process.env, {
    ADMIN_PASSWORD: password,
    CONTEXT: "production",
    ADMIN_SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
    CONTENT_GIT_TOKEN: token,
    CONTENT_GIT_REPO: repo,
    CONTENT_GIT_FOLDER: "site/content",
    CONTENT_GIT_API_URL: standIn.url,
  });
}

/** The SHA-1 git gives an object of this type and body. */
export function gitSha(type: string, body: Buffer): string {
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
    .digest("hex");
}

const DOCS = "https://docs.github.com/rest";

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { token, repo, branch = "main", latencyMs = 0 } = options;
  const objects = new Map<string, GitObject>();
  let head = "";
  let refHook: (() => void) | undefined;
  const calls: string[] = [];
  const modes: StandInModes = {};
  let base = "";
  const pending = new Set<ServerResponse>();

  const put = (object: GitObject): string => {
    const sha = gitSha(object.type, bodyOf(object));
    objects.set(sha, object);
    return sha;
  };
  function bodyOf(object: GitObject): Buffer {
    if (object.type === "blob") return object.data;
    if (object.type === "tree")
      return Buffer.concat(
        [...object.entries]
          .sort((a, b) => (sortName(a) < sortName(b) ? -1 : sortName(a) > sortName(b) ? 1 : 0))
          .map((entry) =>
            Buffer.concat([
              Buffer.from(`${entry.mode.replace(/^0/, "")} ${entry.name}\0`),
              Buffer.from(entry.sha, "hex"),
            ]),
          ),
      );
    const lines = [`tree ${object.tree}`, ...object.parents.map((parent) => `parent ${parent}`)];
    const stamp = `${Math.floor(Date.parse(object.date) / 1000)} +0000`;
    lines.push(
      `author Stand-in <stand-in@example.com> ${stamp}`,
      `committer Stand-in <stand-in@example.com> ${stamp}`,
    );
    return Buffer.from(`${lines.join("\n")}\n\n${object.message}`);
  }
  const sortName = (entry: TreeEntry) => (entry.type === "tree" ? `${entry.name}/` : entry.name);

  /** The tree of a flat set of files (path → blob SHA). */
  function treeOf(files: Map<string, string>): string {
    const entries: TreeEntry[] = [];
    const folders = new Map<string, Map<string, string>>();
    for (const [file, sha] of files) {
      const [first, ...rest] = file.split("/");
      if (!rest.length) entries.push({ mode: "100644", name: first!, sha, type: "blob" });
      else {
        if (!folders.has(first!)) folders.set(first!, new Map());
        folders.get(first!)!.set(rest.join("/"), sha);
      }
    }
    for (const [name, inner] of folders)
      entries.push({ mode: "040000", name, sha: treeOf(inner), type: "tree" });
    return put({ type: "tree", entries });
  }
  function flatten(treeSha: string, prefix = "", into = new Map<string, string>()): Map<string, string> {
    const tree = objects.get(treeSha) as Extract<GitObject, { type: "tree" }>;
    for (const entry of tree.entries)
      if (entry.type === "tree") flatten(entry.sha, `${prefix}${entry.name}/`, into);
      else into.set(`${prefix}${entry.name}`, entry.sha);
    return into;
  }
  const commitOf = (sha: string) => {
    const object = objects.get(sha);
    return object?.type === "commit" ? object : undefined;
  };
  function commit(tree: string, parents: string[], message: string): string {
    return put({
      type: "commit",
      tree,
      parents,
      message,
      date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    });
  }
  function isAncestor(ancestor: string, of: string): boolean {
    const seen = new Set<string>();
    const queue = [of];
    while (queue.length) {
      const sha = queue.shift()!;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      queue.push(...(commitOf(sha)?.parents ?? []));
    }
    return false;
  }

  const blobsOf = (files: Record<string, string>) =>
    new Map(
      Object.entries(files).map(([file, text]) => [file, put({ type: "blob", data: Buffer.from(text) })]),
    );
  head = commit(treeOf(blobsOf(options.files)), [], "First commit");

  // Answers, shaped as GitHub documents them.
  const api = (route: string) => `${base}/repos/${repo}${route}`;
  const web = (sha: string) => `https://github.com/${repo}/commit/${sha}`;
  const refBody = () => ({
    ref: `refs/heads/${branch}`,
    node_id: Buffer.from(`ref:${branch}`).toString("base64"),
    url: api(`/git/refs/heads/${branch}`),
    object: { type: "commit", sha: head, url: api(`/git/commits/${head}`) },
  });
  const person = (date: string) => ({ date, name: "Stand-in", email: "stand-in@example.com" });
  const commitBody = (sha: string) => {
    const object = commitOf(sha)!;
    return {
      sha,
      node_id: Buffer.from(`commit:${sha}`).toString("base64"),
      url: api(`/git/commits/${sha}`),
      html_url: web(sha),
      author: person(object.date),
      committer: person(object.date),
      message: object.message,
      tree: { url: api(`/git/trees/${object.tree}`), sha: object.tree },
      parents: object.parents.map((parent) => ({
        url: api(`/git/commits/${parent}`),
        sha: parent,
        html_url: web(parent),
      })),
      verification: {
        verified: false,
        reason: "unsigned",
        signature: null,
        payload: null,
        verified_at: null,
      },
    };
  };
  const treeBody = (sha: string, recursive: boolean) => {
    const listing: Array<{
      path: string;
      mode: string;
      type: string;
      sha: string;
      size?: number;
      url: string;
    }> = [];
    const walk = (treeSha: string, prefix: string) => {
      for (const entry of (objects.get(treeSha) as Extract<GitObject, { type: "tree" }>).entries) {
        const blob = objects.get(entry.sha);
        listing.push({
          path: `${prefix}${entry.name}`,
          mode: entry.mode,
          type: entry.type,
          sha: entry.sha,
          ...(blob?.type === "blob" ? { size: blob.data.length } : {}),
          url: api(`/git/${entry.type}s/${entry.sha}`),
        });
        if (recursive && entry.type === "tree") walk(entry.sha, `${prefix}${entry.name}/`);
      }
    };
    walk(sha, "");
    return { sha, url: api(`/git/trees/${sha}`), tree: listing, truncated: false };
  };

  /** A branch name or a commit SHA, as the commits and contents endpoints take it. */
  const resolve = (ref: string | null) => (!ref || ref === branch ? head : commitOf(ref) ? ref : undefined);
  const blobAt = (commitSha: string, file: string) => flatten(commitOf(commitSha)!.tree).get(file);

  /** GET commits: the first-parent commits from `sha` whose blob at `path` differs from their parent's. */
  function listCommits(query: URLSearchParams): [number, unknown] {
    const start = resolve(query.get("sha"));
    if (!start)
      return [
        404,
        { message: "Not Found", documentation_url: `${DOCS}/commits/commits#list-commits`, status: "404" },
      ];
    const perPage = Math.min(100, Number(query.get("per_page")) || 30);
    const file = query.get("path");
    const listed: unknown[] = [];
    for (
      let sha: string | undefined = start;
      sha && listed.length < perPage;
      sha = commitOf(sha)!.parents[0]
    ) {
      const parent = commitOf(sha)!.parents[0];
      if (file && blobAt(sha, file) === (parent ? blobAt(parent, file) : undefined)) continue;
      const { author, committer, message, tree, url, verification, parents } = commitBody(sha);
      listed.push({
        sha,
        node_id: Buffer.from(`commit:${sha}`).toString("base64"),
        commit: { author, committer, message, tree, url, comment_count: 0, verification },
        url: api(`/commits/${sha}`),
        html_url: web(sha),
        comments_url: api(`/commits/${sha}/comments`),
        author: null,
        committer: null,
        parents,
      });
    }
    return [200, listed];
  }

  /** GET contents/{path}: a file at `ref` (the branch when left out). */
  function fileContents(file: string, query: URLSearchParams): [number, unknown] {
    const at = resolve(query.get("ref"));
    const docs = `${DOCS}/repos/contents#get-repository-content`;
    if (!at)
      return [
        404,
        {
          message: `No commit found for the ref ${query.get("ref")}`,
          documentation_url: docs,
          status: "404",
        },
      ];
    const sha = blobAt(at, file);
    if (!sha) return [404, { message: "Not Found", documentation_url: docs, status: "404" }];
    const data = (objects.get(sha) as Extract<GitObject, { type: "blob" }>).data;
    return [
      200,
      {
        type: "file",
        encoding: "base64",
        size: data.length,
        name: file.split("/").pop(),
        path: file,
        content: data.toString("base64").replace(/.{60}/g, "$&\n"),
        sha,
        url: api(`/contents/${file}?ref=${at}`),
        git_url: api(`/git/blobs/${sha}`),
        html_url: `https://github.com/${repo}/blob/${at}/${file}`,
        download_url: `https://raw.githubusercontent.com/${repo}/${at}/${file}`,
      },
    ];
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown] {
    if (method === "GET" && path === `/repos/${repo}/commits`) return listCommits(query);
    if (method === "GET" && path.startsWith(`/repos/${repo}/contents/`))
      return fileContents(
        path.slice(`/repos/${repo}/contents/`.length).split("/").map(decodeURIComponent).join("/"),
        query,
      );
    const prefix = `/repos/${repo}/git/`;
    if (!path.startsWith(prefix))
      return [404, { message: "Not Found", documentation_url: DOCS, status: "404" }];
    const rest = path.slice(prefix.length);
    const notFound: [number, unknown] = [
      404,
      { message: "Not Found", documentation_url: `${DOCS}/git`, status: "404" },
    ];
    const invalid = (message: string): [number, unknown] => [
      422,
      { message, documentation_url: `${DOCS}/git`, status: "422" },
    ];
    if (method === "GET" && rest === `ref/heads/${branch}`) return [200, refBody()];
    if (method === "GET" && rest.startsWith("ref/")) return notFound;
    const [kind, sha] = rest.split("/") as [string, string | undefined];
    if (method === "GET" && sha) {
      const object = objects.get(sha);
      if (kind === "commits" && object?.type === "commit") return [200, commitBody(sha)];
      if (kind === "trees" && object?.type === "tree") return [200, treeBody(sha, query.has("recursive"))];
      if (kind === "blobs" && object?.type === "blob") {
        const content = object.data.toString("base64").replace(/.{60}/g, "$&\n");
        return [
          200,
          {
            content,
            encoding: "base64",
            url: api(`/git/blobs/${sha}`),
            sha,
            size: object.data.length,
            node_id: Buffer.from(`blob:${sha}`).toString("base64"),
          },
        ];
      }
      return notFound;
    }
    if (method === "POST" && rest === "blobs") {
      if (typeof body.content !== "string") return invalid('Invalid request.\n\n"content" wasn\'t supplied.');
      const data = Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8");
      const blobSha = put({ type: "blob", data });
      return [201, { url: api(`/git/blobs/${blobSha}`), sha: blobSha }];
    }
    if (method === "POST" && rest === "trees") {
      const files =
        typeof body.base_tree === "string" && objects.get(body.base_tree)?.type === "tree"
          ? flatten(body.base_tree)
          : new Map<string, string>();
      if (body.base_tree !== undefined && !files.size) return invalid("base_tree is not a valid tree oid");
      for (const entry of (body.tree ?? []) as Array<{
        path: string;
        sha?: string | null;
        content?: string;
      }>) {
        if (entry.sha === null) {
          if (!files.delete(entry.path)) return invalid("GitRPC::BadObjectState");
        } else if (typeof entry.content === "string")
          files.set(entry.path, put({ type: "blob", data: Buffer.from(entry.content) }));
        else if (entry.sha && objects.get(entry.sha)?.type === "blob") files.set(entry.path, entry.sha);
        else return invalid("tree.sha is not a valid blob");
      }
      return [201, treeBody(treeOf(files), false)];
    }
    if (method === "POST" && rest === "commits") {
      const parents = (body.parents ?? []) as string[];
      if (typeof body.tree !== "string" || objects.get(body.tree)?.type !== "tree")
        return invalid("Tree SHA does not exist");
      if (parents.some((parent) => !commitOf(parent)))
        return invalid("Parent SHA does not exist or is not a commit object");
      return [201, commitBody(commit(body.tree, parents, String(body.message ?? "")))];
    }
    if (method === "PATCH" && rest === `refs/heads/${branch}`) {
      const hook = refHook;
      refHook = undefined;
      hook?.();
      const next = String(body.sha ?? "");
      if (!commitOf(next)) return invalid("Object does not exist");
      if (body.force !== true && !isAncestor(head, next)) return invalid("Update is not a fast forward");
      head = next;
      return [200, refBody()];
    }
    return notFound;
  }

  let remaining = 5000;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      calls.push(`${method} ${url.pathname}`);
      if (modes.hang) {
        pending.add(res);
        return;
      }
      const reset = Math.floor(Date.now() / 1000) + (modes.rateLimitedForSeconds ?? 3600);
      const headers: Record<string, string> = {
        "content-type": "application/json; charset=utf-8",
        "x-github-api-version-selected": "2022-11-28",
        "x-github-request-id": createHash("sha1")
          .update(String(calls.length))
          .digest("hex")
          .slice(0, 16)
          .toUpperCase(),
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": String(
          modes.rateLimitedForSeconds ? 0 : (remaining = Math.max(0, remaining - 1)),
        ),
        "x-ratelimit-reset": String(reset),
        "x-ratelimit-used": String(5000 - remaining),
        "x-ratelimit-resource": "core",
      };
      const send = (status: number, payload: unknown, extra: Record<string, string> = {}) =>
        setTimeout(() => {
          res.writeHead(status, { ...headers, ...extra });
          res.end(JSON.stringify(payload));
        }, latencyMs);
      const presented = /^(?:Bearer|token) (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (presented !== token)
        return send(401, {
          message: modes.echoToken ? `Bad credentials: ${req.headers.authorization}` : "Bad credentials",
          documentation_url: DOCS,
          status: "401",
        });
      if (modes.echoToken && method !== "GET")
        return send(422, {
          message: `Validation failed for ${req.headers.authorization} (token ${presented})`,
          documentation_url: `${DOCS}/git`,
          status: "422",
        });
      if (modes.rateLimitedForSeconds)
        return send(403, {
          message:
            "API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.",
          documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
          status: "403",
        });
      if (modes.retryAfterSeconds)
        return send(
          429,
          {
            message:
              "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
            documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits`,
            status: "429",
          },
          { "retry-after": String(modes.retryAfterSeconds) },
        );
      if (modes.readOnlyToken && method !== "GET")
        return send(403, {
          message: "Resource not accessible by personal access token",
          documentation_url: `${DOCS}/git`,
          status: "403",
        });
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>)
          : {};
      } catch {
        return send(400, { message: "Problems parsing JSON", documentation_url: DOCS, status: "400" });
      }
      const [status, payload] = route(method, url.pathname, url.searchParams, body);
      send(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    modes,
    head: () => head,
    log() {
      const entries = [];
      for (let sha: string | undefined = head; sha; sha = commitOf(sha)!.parents[0])
        entries.push({ sha, message: commitOf(sha)!.message, parents: commitOf(sha)!.parents });
      return entries;
    },
    files(at = head) {
      const files: Record<string, string> = {};
      for (const [file, sha] of flatten(commitOf(at)!.tree))
        files[file] = (objects.get(sha) as Extract<GitObject, { type: "blob" }>).data.toString("utf8");
      return files;
    },
    push(changes, message) {
      const files = flatten(commitOf(head)!.tree);
      for (const [file, text] of Object.entries(changes))
        if (text === null) files.delete(file);
        else files.set(file, put({ type: "blob", data: Buffer.from(text) }));
      head = commit(treeOf(files), [head], message);
      return head;
    },
    beforeNextRefUpdate(hook) {
      refHook = hook;
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
