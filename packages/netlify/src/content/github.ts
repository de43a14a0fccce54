/**
 * Publishing through GitHub's Git database API: one commit per publish, on the branch's head.
 * Reading: the branch's ref → its commit → the trees down to the content folder (one listing of
 * that folder, recursive) → each content file's blob (kept per instance by SHA: a blob never
 * changes). Writing: a blob per changed file, one tree on the head's tree (`base_tree`), one
 * commit, and the ref moved to it with `force: false`, so a push that landed in between is
 * never overwritten. The revision the editor holds is the head commit's SHA: when the head moved
 * but no content file changed since, the commit goes on the new head; when one changed, 409.
 * Every failure comes back as a `GitRefusal` in plain words; each call has the storage call
 * limit (`blobsTimeoutMs`), and the whole publish the one storage deadline (in the handler).
 */
import { isContentFileName, recordedImageSizes, uploadedImagePattern } from "../core";
import { blobsTimeoutMs } from "../blobs";
import { errorLine } from "../log";
import { memo } from "../memo";
import { tokenAdvice, type GitTarget } from "./git-config";
import { checkPublish, commitMessage, type CheckedPublish } from "./publish";
import { contentHistoryLimit } from "../core";
import type {
  ContentHistory,
  ContentMedia,
  ContentPublish,
  ContentPublished,
  ContentVersionText,
} from "../core";

/** A publish or read GitHub turned down, as the answer to give: status, words, and when to retry. */
export class GitRefusal extends Error {
  override name = "GitRefusal";
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const CONFLICT =
  "The content changed in the repository since you opened the editor. Reload to see the new version; your edits stay here until you do. Nothing was published.";

/** A content file in the repository: its name under the content folder and its blob's SHA. */
type Entries = Map<string, string>;

interface Snapshot {
  head: string;
  /** The head commit's root tree, the base of the next commit's tree. */
  rootTree: string;
  entries: Entries;
  /** The uploaded images (`images/…`) and their sizes in bytes. */
  images: Map<string, number>;
}

interface Ref {
  object: { sha: string };
}
interface Commit {
  sha: string;
  html_url: string;
  tree: { sha: string };
}
interface Tree {
  sha: string;
  tree: Array<{ path: string; type: string; sha: string; size?: number }>;
  truncated: boolean;
}

/**
 * One API call: JSON in and out, the token sent, a failure turned into a `GitRefusal`. With
 * `missing`, a 404 answers `missing` instead (a file a commit does not have).
 */
async function call<T>(
  git: GitTarget,
  method: string,
  route: string,
  body?: unknown,
  { missing }: { missing?: T } = {},
): Promise<T> {
  const url = `${git.apiUrl}/repos/${git.repo}${route}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${git.token}`,
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "pmfolio-content-editor",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(blobsTimeoutMs()),
    });
  } catch (error) {
    console.error(
      `content: ${method} ${route.split("/").slice(0, 3).join("/")} failed`,
      withoutToken(errorLine(error), git.token),
    );
    throw new GitRefusal(503, UNREACHABLE);
  }
  if (response.ok) return (await response.json()) as T;
  if (response.status === 404 && missing !== undefined) return missing;
  const text = withoutToken(await response.text().catch(() => ""), git.token);
  throw refusalOf(git, response, text, method, route);
}

/**
 * Upstream text with the token taken out, before it is parsed, cut or quoted: the owner's answer
 * and the log quote the host's message, and a host (a proxy, a GitHub Enterprise, a stand-in) may
 * echo the Authorization header back. So "errors never quote the token" holds whatever it says.
 */
function withoutToken(text: string, token: string): string {
  return token ? text.split(token).join("[token]") : text;
}

export const UNREACHABLE =
  "GitHub did not answer, so nothing was published. Your edits are kept: try Publish again in a minute.";

function refusalOf(git: GitTarget, response: Response, text: string, method: string, route: string) {
  const { status, headers } = response;
  let message = "";
  try {
    // Again after parsing: JSON may spell the token with escapes the raw text did not match.
    message = withoutToken(String((JSON.parse(text) as { message?: unknown }).message ?? ""), git.token);
  } catch {
    // not JSON: the status says enough
  }
  const retryAfter = Number(headers.get("retry-after"));
  const reset = Number(headers.get("x-ratelimit-reset"));
  if (
    status === 429 ||
    (status === 403 && (headers.get("x-ratelimit-remaining") === "0" || retryAfter > 0))
  ) {
    const seconds =
      retryAfter > 0
        ? Math.ceil(retryAfter)
        : reset > 0
          ? Math.max(1, Math.ceil(reset - Date.now() / 1000))
          : 60;
    const when = new Date(Date.now() + seconds * 1000).toISOString().slice(11, 16);
    return new GitRefusal(
      429,
      `GitHub's rate limit for this token is used up, so nothing was published. Your edits are kept: try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} (after ${when} UTC).`,
      seconds,
    );
  }
  if (status === 401)
    return new GitRefusal(
      502,
      `GitHub refused the token (${message || "Bad credentials"}): it is wrong, expired or revoked, so nothing was published. Your edits are kept. ${tokenAdvice(git)}`,
    );
  if (status === 403)
    return new GitRefusal(
      502,
      `GitHub refused the token access to ${git.repo} (${message || "Forbidden"}), so nothing was published. Your edits are kept. ${tokenAdvice(git)}`,
    );
  if (status === 404 && route.startsWith("/git/ref/"))
    return new GitRefusal(
      502,
      `GitHub knows no branch "${git.branch}" in ${git.repo}, or the token may not see that repository, so nothing was published. Check CONTENT_GIT_REPO and CONTENT_GIT_BRANCH. ${tokenAdvice(git)}`,
    );
  if (status === 422 && method === "PATCH") return new GitRefusal(409, CONFLICT);
  if (status >= 500) {
    console.error(
      `content: GitHub answered ${status} to ${method} ${route.split("/").slice(0, 3).join("/")}`,
    );
    return new GitRefusal(503, UNREACHABLE);
  }
  console.error(`content: GitHub answered ${status} to ${method} ${route}: ${message.slice(0, 200)}`);
  return new GitRefusal(
    502,
    `GitHub turned the publish down (${status}${message ? `: ${message}` : ""}), so nothing was published. Your edits are kept.`,
  );
}

/** The content files of a commit: where its tree and the content folder's blobs are. */
async function snapshotAt(git: GitTarget, commitSha: string): Promise<Omit<Snapshot, "head">> {
  const commit = await call<Commit>(git, "GET", `/git/commits/${commitSha}`);
  let tree = commit.tree.sha;
  for (const segment of git.folder.split("/").filter(Boolean)) {
    const listing = await call<Tree>(git, "GET", `/git/trees/${tree}`);
    const next = listing.tree.find((entry) => entry.path === segment && entry.type === "tree");
    if (!next)
      throw new GitRefusal(
        502,
        `${git.repo} has no folder "${git.folder}" on ${git.branch}. Set CONTENT_GIT_FOLDER to the content folder's path in the repository.`,
      );
    tree = next.sha;
  }
  const folder = await call<Tree>(git, "GET", `/git/trees/${tree}?recursive=1`);
  const entries: Entries = new Map();
  const images = new Map<string, number>();
  for (const entry of folder.tree) {
    if (entry.type !== "blob") continue;
    if (isContentFileName(entry.path)) entries.set(entry.path, entry.sha);
    else if (uploadedImagePattern.test(entry.path)) images.set(entry.path, entry.size ?? 0);
  }
  return { rootTree: commit.tree.sha, entries, images };
}

async function headOf(git: GitTarget): Promise<string> {
  const ref = await call<Ref>(git, "GET", `/git/ref/heads/${encodeURIComponent(git.branch)}`);
  return ref.object.sha;
}

/** A blob's text, read once per instance: a SHA names one content forever. */
const blobText = memo(async (key: string) => {
  const [apiUrl, repo, token, sha] = JSON.parse(key) as [string, string, string, string];
  const blob = await call<{ content: string; encoding: string }>(
    { apiUrl, repo, token, branch: "", folder: "" },
    "GET",
    `/git/blobs/${sha}`,
  );
  return blob.encoding === "base64" ? Buffer.from(blob.content, "base64").toString("utf8") : blob.content;
}, 500);

async function textsOf(git: GitTarget, entries: Entries): Promise<Map<string, string>> {
  const names = [...entries.keys()];
  const texts = await Promise.all(
    names.map((name) => blobText(JSON.stringify([git.apiUrl, git.repo, git.token, entries.get(name)]))),
  );
  return new Map(names.map((name, i) => [name, texts[i]!]));
}

/** The content files at the branch's head, and the head as the revision. */
export async function readFromGit(git: GitTarget): Promise<{ files: Map<string, string>; revision: string }> {
  const head = await headOf(git);
  const { entries } = await snapshotAt(git, head);
  return { files: await textsOf(git, entries), revision: head };
}

/**
 * The uploaded images at the branch's head, sized in pixels from the fields that show them (the
 * listing gives bytes; reading each image for its pixels would be a call per image).
 */
export async function mediaFromGit(git: GitTarget): Promise<ContentMedia> {
  const head = await headOf(git);
  const { entries, images } = await snapshotAt(git, head);
  const sizes = recordedImageSizes(await textsOf(git, entries));
  return {
    revision: head,
    images: [...images]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([path, bytes]) => ({ path, bytes, ...sizes.get(path) })),
  };
}

const sameEntries = (a: Entries, b: Entries) =>
  a.size === b.size && [...a].every(([name, sha]) => b.get(name) === sha);

/**
 * Publishes as one commit (see the module note). Resolves with what was published, or with the
 * refusal of content that would not build; rejects with a `GitRefusal`.
 */
export async function publishToGit(
  git: GitTarget,
  publish: ContentPublish,
): Promise<{ ok: true; published: ContentPublished } | Exclude<CheckedPublish, { ok: true }>> {
  const head = await headOf(git);
  const atHead = await snapshotAt(git, head);
  if (publish.revision !== head) {
    if (!/^[0-9a-f]{40}$/.test(publish.revision)) throw new GitRefusal(409, CONFLICT);
    const atRevision = await snapshotAt(git, publish.revision).catch((error: unknown) => {
      // A revision the repository does not have (rewritten history): the editor's copy is stale.
      if (error instanceof GitRefusal && error.status === 502) throw new GitRefusal(409, CONFLICT);
      throw error;
    });
    if (!sameEntries(atRevision.entries, atHead.entries)) throw new GitRefusal(409, CONFLICT);
  }
  const checked = checkPublish(await textsOf(git, atHead.entries), publish);
  if (!checked.ok) return checked;
  const { changes } = checked;
  const images = Object.entries(publish.images ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  // An image already gone is no change: deleting it twice publishes nothing the second time.
  const removed = (publish.removeImages ?? []).filter((name) => atHead.images.has(name));
  if (!changes.length && !images.length && !removed.length)
    return { ok: true, published: { revision: head, changed: [] } };

  const blobs = await Promise.all(
    changes.map((change) =>
      change.text === null
        ? null
        : call<{ sha: string }>(git, "POST", "/git/blobs", { content: change.text, encoding: "utf-8" }),
    ),
  );
  const tree = await call<Tree>(git, "POST", "/git/trees", {
    base_tree: atHead.rootTree,
    tree: [
      ...changes.map((change, i) => ({
        path: `${git.folder}/${change.name}`,
        mode: "100644",
        type: "blob",
        sha: blobs[i]?.sha ?? null,
      })),
      ...images.map(([name, sha]) => ({ path: `${git.folder}/${name}`, mode: "100644", type: "blob", sha })),
      ...removed.map((name) => ({ path: `${git.folder}/${name}`, mode: "100644", type: "blob", sha: null })),
    ],
  });
  const commit = await call<Commit>(git, "POST", "/git/commits", {
    message: commitMessage(
      changes,
      images.map(([name]) => name),
      removed,
    ),
    tree: tree.sha,
    parents: [head],
  });
  await call<Ref>(git, "PATCH", `/git/refs/heads/${encodeURIComponent(git.branch)}`, {
    sha: commit.sha,
    force: false,
  });
  return {
    ok: true,
    published: {
      revision: commit.sha,
      changed: [...changes.map(({ name }) => name), ...images.map(([name]) => name), ...removed],
      commitUrl: commit.html_url,
    },
  };
}

/**
 * An uploaded image as a blob in the repository, not yet in any commit: its SHA is the `ref` the
 * next publish adds it by (GitHub keeps an unreferenced blob until it collects garbage).
 */
export async function storeImageInGit(git: GitTarget, bytes: Uint8Array): Promise<string> {
  const blob = await call<{ sha: string }>(git, "POST", "/git/blobs", {
    content: Buffer.from(bytes).toString("base64"),
    encoding: "base64",
  });
  return blob.sha;
}

interface ListedCommit {
  sha: string;
  commit: { message: string; committer: { date: string } | null };
}

/** The file's path in the repository, each segment encoded for the address. */
const repoPath = (git: GitTarget, file: string) =>
  `${git.folder}/${file}`.split("/").filter(Boolean).map(encodeURIComponent).join("/");

/** The branch's last commits that changed `file`, newest first: GitHub's list of commits by path, one call. */
export async function historyFromGit(git: GitTarget, file: string): Promise<ContentHistory> {
  const query = new URLSearchParams({
    sha: git.branch,
    path: `${git.folder}/${file}`,
    per_page: String(contentHistoryLimit),
  });
  const commits = await call<ListedCommit[]>(git, "GET", `/commits?${query}`);
  return {
    file,
    versions: commits.slice(0, contentHistoryLimit).map(({ sha, commit }) => ({
      revision: sha,
      date: commit.committer?.date ?? "",
      message: commit.message.split("\n")[0]!,
    })),
  };
}

/** The file's text at a commit (null where that commit has no such file): the contents API, one call. */
export async function versionFromGit(
  git: GitTarget,
  file: string,
  revision: string,
): Promise<ContentVersionText> {
  const found = await call<{ content?: string; encoding?: string } | null>(
    git,
    "GET",
    `/contents/${repoPath(git, file)}?ref=${revision}`,
    undefined,
    { missing: null },
  );
  const text =
    found?.content === undefined
      ? null
      : found.encoding === "base64"
        ? Buffer.from(found.content, "base64").toString("utf8")
        : found.content;
  return { file, revision, text };
}
