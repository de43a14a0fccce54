/**
 * Serves the production build (site/dist, from `pnpm build`) with its functions, netlify.toml's headers
 * and Netlify's 404 handling, through Netlify's own local request chain (`@netlify/dev`, which the
 * Netlify CLI and the Vite plugin are built on). It does not build: every browser suite of one
 * `pnpm test` shares the one build (ADR 13).
 *
 * Each server keeps its data in a Blobs server of its own, in a fresh temporary folder deleted on
 * SIGTERM/SIGINT, so parallel test workers never see each other's messages, sessions or visits.
 * With `FAULTS_CONTROL_PORT` set, the functions reach that Blobs server through a fault proxy the
 * storage fault tests switch (scripts/blobs-fault-proxy.ts).
 *
 * Usage: `tsx scripts/serve-built.ts --port 8897 [--root <site>]`; the functions read their settings
 * from the environment, as on a deploy. `--root` serves another site (a generated one): the folder
 * with its netlify.toml and netlify/functions; its build is netlify.toml's `publish` folder, and its
 * functions run from there, as on Netlify.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BlobsServer } from "@netlify/blobs/server";
import { SERVE_BUILT_START_MS } from "./built-site";
import { startFaultProxy, type FaultProxy } from "./blobs-fault-proxy";
import { functionsChain } from "./functions-chain";

const { values } = parseArgs({ options: { port: { type: "string" }, root: { type: "string" } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, ".."));
/** netlify.toml's [build] publish folder: what the deploy serves. */
const publish = /^\s*publish\s*=\s*"([^"]+)"/m.exec(
  readFileSync(path.join(root, "netlify.toml"), "utf8"),
)?.[1];
const dist = path.join(root, publish ?? "dist");
// A function runs from the site's base directory, as on Netlify (its content folder is found there).
process.chdir(root);
const port = Number(values.port ?? process.env.PORT ?? 8888);
const controlPort = process.env.FAULTS_CONTROL_PORT ? Number(process.env.FAULTS_CONTROL_PORT) : undefined;

const notFoundPage = await readFile(path.join(dist, "404.html")).catch(() => {
  console.error(`serve-built: ${dist} has no build; run \`pnpm build\` first.`);
  process.exit(1);
});

const siteID = "local-site";
const token = "local-token";
const directory = await mkdtemp(path.join(tmpdir(), "pmfolio-blobs-"));
const blobs = new BlobsServer({ directory, token });
const { port: blobsPort } = await blobs.start();
let faults: FaultProxy | undefined;
let edgeURL = `http://127.0.0.1:${blobsPort}`;
if (controlPort !== undefined) {
  faults = await startFaultProxy({ blobsPort, controlPort });
  edgeURL = faults.url;
}
// The functions read NETLIFY_BLOBS_CONTEXT as on the platform; the chain's own Blobs emulation is off,
// or it would replace this context with one folder shared by every server.
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ edgeURL, uncachedEdgeURL: edgeURL, siteID, token, deployID: "0" }),
).toString("base64");

// Each server bundles the functions into a folder of its own (a patch to @netlify/dev, decision 13),
// so servers started side by side never load a function another one is rebuilding.
const functionsServe = path.join(root, ".netlify", "serve-built", String(port));
process.env.NETLIFY_FUNCTIONS_SERVE_PATH = functionsServe;

const netlify = functionsChain(root, [dist]);
await netlify.start();

/**
 * The first request makes Netlify's chain find every function and bundle them all at once; a request
 * that reaches a function still being built starts a second build of it, which fails. So the server
 * answers nobody until every function is built. Nothing rebuilds afterwards unless a source changes.
 */
async function buildFunctions() {
  await rm(functionsServe, { recursive: true, force: true });
  await netlify.handle(new Request(`http://localhost:${port}/api/health`));
  const names = (await readdir(path.join(root, "netlify", "functions"))).map((file) => path.parse(file).name);
  // Built once every function's entry point exists and nothing in the folder has changed for a second.
  const state = async () => {
    const files = await readdir(functionsServe, { recursive: true }).catch(() => [] as string[]);
    const times = await Promise.all(
      files.map((file) =>
        stat(path.join(functionsServe, file)).then(
          (s) => s.mtimeMs,
          () => Number.NaN,
        ),
      ),
    );
    const entries = names.filter((name) => files.includes(path.join(name, "___netlify-entry-point.mjs")));
    return {
      complete: entries.length === names.length,
      signature: `${files.length}:${Math.max(0, ...times)}`,
    };
  };
  const started = Date.now();
  let last = "";
  for (;;) {
    // Before the caller's own deadline, so the reason reaches its log.
    if (Date.now() - started > SERVE_BUILT_START_MS - 30_000)
      throw new Error("serve-built: the functions were not built in time; see the bundler's errors above");
    const { complete, signature } = await state();
    if (complete && signature === last) return;
    last = signature;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
await buildFunctions();

async function send(response: Response, res: ServerResponse, extra: Record<string, string> = {}) {
  // The static handler applies netlify.toml's headers itself; the collected ones fill in the rest.
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(extra)) headers[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const collected: Record<string, string> = {};
  const result = await netlify.handleAndIntrospectNodeRequest(req, {
    headersCollector: (key, value) => (collected[key] = value),
    serverAddress: `http://localhost:${port}`,
  });
  if (result) return send(result.response, res, collected);
  // Netlify answers any path without a file or rule with the site's 404.html and a 404 status.
  return send(
    new Response(new Uint8Array(notFoundPage), {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
    res,
    collected,
  );
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(`serve-built: ${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// A keepalive page view sent as a tab closes aborts its request mid-body; one failed request is
// logged and the server keeps serving, as the platform would.
process.on("unhandledRejection", (reason) => console.error("serve-built: a request failed:", reason));
await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
console.log(`serve-built: site/dist on http://localhost:${port}, Blobs in ${directory}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close();
  await faults?.stop();
  await netlify.stop().catch(() => {});
  await blobs.stop().catch(() => {});
  await rm(directory, { recursive: true, force: true });
  await rm(functionsServe, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
