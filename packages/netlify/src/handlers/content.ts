import { existsSync } from "node:fs";
import path from "node:path";
import type { Context } from "@netlify/functions";
import { isContentFileName, isRevision, type ContentSnapshot } from "../core";
import { storageDeadline, StorageUnavailableError } from "../blobs";
import { DeadlineError } from "../concurrency";
import { answer, errorResponse, methodNotAllowed, readJson, refusal, retryAfter, unavailable } from "../http";
import { authorizeAdmin } from "../owner/auth";
import { contentFolder } from "../site";
import { aloneOnDisk, diskSnapshot, writeChanges, writeImage } from "../content/disk";
import { imagesOnDisk, removeImagesOnDisk } from "../content/diskMedia";
import { publishTarget, type GitTarget, type PublishTarget } from "../content/git-config";
import {
  GitRefusal,
  historyFromGit,
  mediaFromGit,
  publishToGit,
  readFromGit,
  storeImageInGit,
  UNREACHABLE,
  versionFromGit,
} from "../content/github";
import { historyOnDisk, versionOnDisk } from "../content/localHistory";
import { assembleImage, checkImage, IMAGE_PART_BODY_BYTES, imagePartOf } from "../content/images";
import { checkPublish, PUBLISH_BODY_BYTES, publishOf } from "../content/publish";

/**
 * The owner's content editor's API, behind the admin gate (`authorizeAdmin`):
 * - GET /api/content: the content files and their revision (`ContentSnapshot`), from where a
 *   publish goes: the files on disk under `pnpm dev`, the branch's head on GitHub when
 *   CONTENT_GIT_TOKEN is set, else the deployed files with `readOnly` saying what to set;
 * - POST /api/content `{ revision, files }`: checked with the build's schema over the whole
 *   resulting set of files, then written, all or nothing (`ContentPublished`). 400 with
 *   `problems` for content that would not build; 409 when the content changed since `revision`;
 *   403 where publishing is not set up; 429 (Retry-After) for GitHub's rate limit; 502 when
 *   GitHub refused the token or does not know the repository; 503 (Retry-After) when it did not
 *   answer within the storage deadline. Nothing is written unless the answer is 200;
 * - POST /api/content/images (`ContentImagePart`): one part of an image (content/images.ts): once
 *   the last part is in, the image checked (415 another type, 413 over 5 MB) and stored beside the
 *   content, answered as a `ContentImage` whose `ref` the next publish names in `images`;
 * - GET /api/content?history=<file>: the file's last versions (`ContentHistory`), the branch's
 *   commits of it on GitHub, the local repository's under `pnpm dev`;
 * - GET /api/content?file=<file>&revision=<sha>: its text at one of them (`ContentVersionText`),
 *   which the editor restores with an ordinary publish. 400 for a name that is not a content file or a
 *   revision that is not a commit's SHA, 404 for a commit the local repository does not have;
 * - GET /api/content?media: the uploaded images (`ContentMedia`), which a publish's `removeImages`
 *   deletes when no content file shows them any more.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const denied = await authorizeAdmin(req, context);
  if (denied) return denied;
  const target = publishTarget();
  const url = new URL(req.url);
  const images = url.pathname.replace(/\/+$/, "").endsWith("/images");
  if (images && req.method !== "POST") return methodNotAllowed(["POST"]);
  try {
    if (images) return await uploadImage(req, target);
    if (req.method === "GET" && url.searchParams.has("media")) return await media(target);
    if (req.method === "GET" && (url.searchParams.has("history") || url.searchParams.has("revision")))
      return await versions(url.searchParams, target);
    if (req.method === "GET") {
      if (target.kind === "git")
        return snapshot({ ...(await bounded(readFromGit(target.git), 3)), target: "git" });
      const { files, revision } = diskSnapshot(contentFolder());
      return snapshot(
        target.kind === "disk"
          ? { files, revision, target: "disk" }
          : { files, revision, target: "git", readOnly: target.why },
      );
    }
    if (target.kind === "none") return errorResponse(403, target.why);
    const body = await readJson(req, PUBLISH_BODY_BYTES);
    if (!body.ok) return refusal(body);
    const read = publishOf(body.value);
    if (!read.ok) return refusal(read);
    return target.kind === "git" ? await toGit(target.git, read.publish) : await toDisk(read.publish);
  } catch (error) {
    if (error instanceof GitRefusal) return gitRefusal(error);
    if (error instanceof StorageUnavailableError || error instanceof DeadlineError)
      return images
        ? unavailable("The image could not be stored right now. Upload it again in a minute.", {
            what: "content: an image upload's storage failed",
            error,
          })
        : unavailable(UNREACHABLE, { what: "content: GitHub did not answer in time", error });
    throw error;
  }
};

/** The snapshot's answer, its files as a record by name (sorted, so the answer reads the same each time). */
const snapshot = ({
  files,
  ...rest
}: Omit<ContentSnapshot, "files"> & { files: ReadonlyMap<string, string> }) =>
  answer("GET /api/content", {
    files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : 1))),
    ...rest,
  });

/**
 * Git work under the one storage deadline: `rounds` call limits, for calls made one after another
 * (parallel reads count once), so an API that stops answering is a 503 within the function's time.
 */
function bounded<T>(work: Promise<T>, rounds: number): Promise<T> {
  return storageDeadline(work, rounds, "content: GitHub");
}

async function toGit(git: GitTarget, publish: Parameters<typeof publishToGit>[1]): Promise<Response> {
  // Ref, commit, the folder's trees and blobs, then blob, tree, commit, ref: about ten rounds,
  // bounded at six call limits so the answer comes before the platform's 60 s.
  const result = await bounded(publishToGit(git, publish), 6);
  return result.ok ? answer("POST /api/content", result.published) : refusal(result);
}

async function toDisk(publish: Parameters<typeof publishToGit>[1]): Promise<Response> {
  const folder = contentFolder();
  const missing = Object.keys(publish.images ?? {}).filter(
    (name) => !existsSync(path.join(folder, ...name.split("/"))),
  );
  if (missing.length)
    return errorResponse(
      400,
      `${missing.join(", ")}: not uploaded here. Upload the image again, then publish.`,
    );
  return aloneOnDisk(folder, async () => {
    const current = diskSnapshot(folder);
    if (publish.revision !== current.revision)
      return errorResponse(
        409,
        "The content files changed on disk since you opened the editor. Reload to see the new version; your edits stay here until you do. Nothing was written.",
      );
    const checked = checkPublish(current.files, publish);
    if (!checked.ok) return refusal(checked);
    await writeChanges(folder, checked.changes);
    const removed = await removeImagesOnDisk(folder, publish.removeImages ?? []);
    return answer("POST /api/content", {
      revision: diskSnapshot(folder).revision,
      changed: [...checked.changes.map(({ name }) => name), ...removed],
    });
  });
}

/** The uploaded images where a publish goes (the deployed files' when publishing is not set up). */
async function media(target: PublishTarget) {
  if (target.kind === "git") return answer("GET /api/content", await bounded(mediaFromGit(target.git), 3));
  const folder = contentFolder();
  return answer("GET /api/content", {
    revision: diskSnapshot(folder).revision,
    images: await imagesOnDisk(folder),
  });
}

/** A file's history, or its text at one version (see the module note). */
async function versions(query: URLSearchParams, target: PublishTarget) {
  const history = query.has("history");
  const file = query.get(history ? "history" : "file") ?? "";
  if (!isContentFileName(file))
    return errorResponse(
      400,
      `${history ? "history" : "file"} must name a content file, e.g. profile.json or projects/atlas.json.`,
    );
  if (history) {
    if (target.kind === "none") return answer("GET /api/content", { file, versions: [], note: target.why });
    return answer(
      "GET /api/content",
      target.kind === "git"
        ? await bounded(historyFromGit(target.git, file), 1)
        : await historyOnDisk(contentFolder(), file),
    );
  }
  const revision = query.get("revision");
  if (!isRevision(revision)) return errorResponse(400, "revision must be a commit's full SHA.");
  if (target.kind === "none") return errorResponse(403, target.why);
  const version =
    target.kind === "git"
      ? await bounded(versionFromGit(target.git, file, revision), 1)
      : await versionOnDisk(contentFolder(), file, revision);
  return version
    ? answer("GET /api/content", version)
    : errorResponse(404, `This repository has no commit ${revision.slice(0, 7)}.`);
}

function gitRefusal(error: GitRefusal): Response {
  if (error.status === 503) return unavailable(error.message);
  const headers = error.retryAfterSeconds === undefined ? {} : retryAfter(error.retryAfterSeconds);
  return errorResponse(error.status, error.message, {}, headers);
}

async function uploadImage(req: Request, target: PublishTarget): Promise<Response> {
  if (target.kind === "none") return errorResponse(403, target.why);
  const body = await readJson(req, IMAGE_PART_BODY_BYTES);
  if (!body.ok) return refusal(body);
  const read = imagePartOf(body.value);
  if (!read.ok) return refusal(read);
  const assembled = await assembleImage(read.part);
  if (assembled === null)
    return answer("POST /api/content/images", { complete: false, received: read.part.part + 1 }, 202);
  if (!(assembled instanceof Uint8Array)) return refusal(assembled);
  const checked = checkImage(read.part.name, assembled);
  if (!checked.ok) return refusal(checked);
  const { image } = checked;
  if (target.kind === "disk") {
    await writeImage(contentFolder(), image.path, checked.bytes);
    return answer("POST /api/content/images", { complete: true, image: { ...image, ref: image.path } });
  }
  const ref = await bounded(storeImageInGit(target.git, checked.bytes), 1);
  return answer("POST /api/content/images", { complete: true, image: { ...image, ref } });
}
