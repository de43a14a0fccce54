import { afterAll, beforeAll } from "vitest";
import { settleBackgroundWork, startBlobs, type StartBlobsOptions, type TestBlobs } from "./blobs-server";

/**
 * For a test file: a real local Blobs server started before its first test and closed after its
 * last, with `env` (the owner's password, a raised limit…) set for as long and removed after, so
 * no file leaves its settings to the next; the last test's after-answer work lands before the
 * server closes. Returns the running server, to call from tests and hooks.
 */
export function blobsForFile(
  env: Record<string, string> = {},
  options: StartBlobsOptions = {},
): () => TestBlobs {
  let blobs: TestBlobs | undefined;
  beforeAll(async () => {
    Object.assign(process.env, env);
    blobs = await startBlobs(options);
  });
  afterAll(async () => {
    await settleBackgroundWork();
    for (const name of Object.keys(env)) delete process.env[name];
    await blobs?.close();
  });
  return () => {
    if (!blobs)
      throw new Error("The file's Blobs server is reached from a test or hook, once it has started.");
    return blobs;
  };
}
