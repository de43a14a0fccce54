/**
 * The content function as the editor calls it, for the content tests: the owner's password, a call
 * made with it, an answer read as JSON once its status is checked, the environment a test sets
 * (a deploy's or `pnpm dev`'s) deleted after each test, and a fresh copy of the site's content for
 * each test under `pnpm dev`.
 */
import { afterEach, beforeEach, expect } from "vitest";
import handler from "../../functions/content.mjs";
import { blobsForFile } from "./blobs-for-file";
import { testContext } from "./blobs-server";
import { copyOfSiteContent } from "./content-folder";

export const CONTENT_PASSWORD = "content-owner-password";

/** `/api/content` and `pathAndQuery` ("?media", "/images"), answered by the function to the signed-in owner. */
export const callContent = (pathAndQuery = "", init: RequestInit = {}) =>
  handler(
    new Request(`http://localhost/api/content${pathAndQuery}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${CONTENT_PASSWORD}`,
        "Content-Type": "application/json",
        ...init.headers,
      },
    }),
    testContext(),
  );

/** The answer's JSON, after checking its status (the body is the failure's message). */
export async function answerJson<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answered = await res;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}

/**
 * The file's tests call the function: a local Blobs server for its admin gate around them, and
 * after each, the variables a deploy or `pnpm dev` set deleted.
 */
export function callingTheContentFunction(): void {
  blobsForFile();
  afterEach(() => {
    for (const name of Object.keys(process.env))
      if (
        name.startsWith("CONTENT_GIT_") ||
        ["ADMIN_PASSWORD", "ADMIN_SESSION_SECRET", "CONTEXT", "PMFOLIO_CONTENT_DIR"].includes(name)
      )
        delete process.env[name];
  });
}

/** Each test under `pnpm dev`, on a fresh copy of the site's content: the copy's folder, for the running test. */
export function onCopyOfSiteContent(): () => string {
  let content: ReturnType<typeof copyOfSiteContent> | undefined;
  beforeEach(() => {
    content = copyOfSiteContent();
    process.env.ADMIN_PASSWORD = CONTENT_PASSWORD;
    process.env.PMFOLIO_CONTENT_DIR = content.folder;
  });
  afterEach(() => content?.remove());
  return () => content!.folder;
}
