/**
 * The patches to Netlify's local functions runtime (decision 12's table), each against the
 * real `@netlify/dev` request chain serving a one-function project of its own:
 * - `@netlify/functions-dev`'s bug fix: with a file watcher, a request uses the watched
 *   build (rebuilding per request deleted the function's folder under concurrent requests),
 *   and its warm instances: an instance keeps its module state from one request to the next.
 *   One test covers both: each one alone makes it fail;
 * - `@netlify/dev`'s `NETLIFY_FUNCTIONS_SERVE_PATH`: the functions are bundled where the
 *   server is told.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NetlifyDev } from "@netlify/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsChain } from "./functions-chain";

let project: string;
let servePath: string;
let netlify: NetlifyDev;

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), "pmfolio-functions-dev-"));
  servePath = path.join(project, "own-serve-folder");
  await mkdir(path.join(project, "netlify", "functions"), { recursive: true });
  await writeFile(path.join(project, "package.json"), JSON.stringify({ name: "fixture", type: "module" }));
  // Module state: a warm instance counts on; a fresh one starts again at 1.
  await writeFile(
    path.join(project, "netlify", "functions", "counter.mjs"),
    [
      "let calls = 0;",
      "export default async () => Response.json({ calls: ++calls });",
      'export const config = { path: "/api/counter" };',
      "",
    ].join("\n"),
  );
  process.env.NETLIFY_FUNCTIONS_SERVE_PATH = servePath;
  netlify = functionsChain(project);
  await netlify.start();
}, 60_000);

afterAll(async () => {
  await netlify?.stop();
  delete process.env.NETLIFY_FUNCTIONS_SERVE_PATH;
  await rm(project, { recursive: true, force: true });
});

async function count(): Promise<number> {
  const response = await netlify.handle(new Request("http://localhost/api/counter"));
  if (!response) throw new Error("no function answered /api/counter");
  expect(response.status).toBe(200);
  return ((await response.json()) as { calls: number }).calls;
}

/** Every file built under `folder`, relative to it. */
async function builtFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe("the patched local functions runtime", () => {
  it("bundles into NETLIFY_FUNCTIONS_SERVE_PATH (the @netlify/dev patch)", async () => {
    await count();
    expect(await builtFiles(servePath)).toContainEqual(expect.stringMatching(/___netlify-entry-point\.mjs$/));
  });

  // Fails without either hunk of the functions-dev patch (both checked by reverting each one): a
  // rebuild per request retires the instance, and without warm instances every request has a fresh one.
  it("keeps one warm instance between requests: not rebuilt per request (the bug fix), nor a fresh worker each (warm instances)", async () => {
    const first = await count();
    expect(await count()).toBe(first + 1);
    expect(await count()).toBe(first + 2);
  });
});
