import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import type { Context } from "@netlify/functions";

export interface TestBlobs {
  /** Blobs operations seen by the server since the last reset, by type (get, set, list, delete, getMetadata). */
  operations: Record<string, number>;
  resetOperations(): void;
  /** Stops the server (to test storage faults); `start` brings it back on the same port and data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data. */
  close(): Promise<void>;
  port: number;
  /**
   * Calls that went through the latency proxy since the last reset (0 without one); with
   * `store`, only the calls to that site-wide store (e.g. "contacts", not the limiter's "rate-limits").
   */
  proxiedCalls(store?: string): number;
  /** Response bytes the latency proxy passed back since the last reset. */
  proxiedBytes(): number;
  /** Runs `work` with storage calls going straight to the server, not through the latency proxy (seeding). */
  direct<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Writes empty blobs under `keys` straight into the server's directory, as it stores
   * them, without a call each: large fixtures (tens of thousands of keys) in seconds.
   */
  writeFiles(storeName: string, keys: readonly string[]): Promise<void>;
}

export interface StartBlobsOptions {
  /**
   * Delays every storage call by this many ms through a loopback proxy, like a platform
   * round trip (benchmarks use 40). The local server answers in about a millisecond,
   * which hides designs that make one call per item. @defaultValue 0 (no proxy)
   */
  latencyMs?: number;
}

/**
 * Starts a real local Blobs server on a random loopback port, with its data in a
 * fresh temporary directory, and points `getStore` at it (setEnvironmentContext),
 * through a proxy that delays each call when `latencyMs` is given.
 */
export async function startBlobs({ latencyMs = 0 }: StartBlobsOptions = {}): Promise<TestBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), "pmfolio-blobs-"));
  const token = "test-token";
  const siteID = "test-site";
  const operations: Record<string, number> = {};
  const onRequest = ({ type }: { type: string }) => {
    operations[type] = (operations[type] ?? 0) + 1;
  };
  let server = new BlobsServer({ directory, token, onRequest });
  const { port } = await server.start();
  const proxy = latencyMs > 0 ? await startLatencyProxy(port, latencyMs) : null;
  const edgeURL = proxy ? proxy.url : `http://127.0.0.1:${port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, siteID, token });
  return {
    operations,
    port,
    proxiedCalls: (store) => (store === undefined ? proxy?.calls : proxy?.callsTo(store)) ?? 0,
    proxiedBytes: () => proxy?.bytes ?? 0,
    async direct(work) {
      const direct = `http://127.0.0.1:${port}`;
      setEnvironmentContext({ edgeURL: direct, uncachedEdgeURL: direct, siteID, token });
      try {
        return await work();
      } finally {
        setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, siteID, token });
      }
    },
    async writeFiles(storeName, keys) {
      // A site-wide store (getStore({ name })) lives in the server's folder "site:{name}".
      const store = path.join(directory, "entries", siteID, `site:${storeName}`);
      const folders = new Set(keys.map((key) => path.dirname(path.join(store, key))));
      for (const folder of folders) await mkdir(folder, { recursive: true });
      for (let at = 0; at < keys.length; at += 256)
        await Promise.all(keys.slice(at, at + 256).map((key) => writeFile(path.join(store, key), "")));
    },
    resetOperations() {
      for (const key of Object.keys(operations)) delete operations[key];
      proxy?.reset();
    },
    async stop() {
      await server.stop();
    },
    async start() {
      server = new BlobsServer({ directory, token, onRequest, port });
      await server.start();
    },
    async close() {
      await proxy?.close();
      await server.stop().catch(() => {});
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface LatencyProxy {
  url: string;
  calls: number;
  /** Calls to one site-wide store. */
  callsTo(store: string): number;
  bytes: number;
  reset(): void;
  close(): Promise<void>;
}

/** A loopback proxy to the Blobs server on `targetPort` that holds each call `delayMs` before forwarding it. */
async function startLatencyProxy(targetPort: number, delayMs: number): Promise<LatencyProxy> {
  const state = { calls: 0, bytes: 0, byStore: new Map<string, number>() };
  const server: Server = createServer((req, res) => {
    state.calls += 1;
    // `/{site}/site:{store}/{key}` or `/{site}/site:{store}?prefix=…`
    const store = /^\/[^/]+\/site:([^/?]+)/.exec(req.url ?? "")?.[1];
    if (store) state.byStore.set(store, (state.byStore.get(store) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      setTimeout(() => {
        const upstream = httpRequest(
          {
            host: "127.0.0.1",
            port: targetPort,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: `127.0.0.1:${targetPort}` },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.on("data", (chunk: Buffer) => (state.bytes += chunk.byteLength));
            answer.pipe(res);
          },
        );
        upstream.on("error", () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return state.calls;
    },
    callsTo: (store) => state.byStore.get(store) ?? 0,
    get bytes() {
      return state.bytes;
    },
    reset() {
      state.calls = 0;
      state.byStore.clear();
      state.bytes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A `Context`-shaped object for calling handlers directly. */
/** Work handed to a default test context's `waitUntil`, still under way. */
const backgroundWork = new Set<Promise<unknown>>();

/**
 * Waits for the work handlers handed to `waitUntil` after their answers (as the platform
 * does before it stops an instance). Await it before reading storage: the local Blobs
 * server's listing skips everything after a file that vanishes mid-walk (a concurrent
 * write's temporary file), so a listing that overlaps a background write can come back
 * short.
 */
export async function settleBackgroundWork(): Promise<void> {
  while (backgroundWork.size > 0) await Promise.allSettled([...backgroundWork]);
}

export function testContext(
  overrides: Partial<Context> & { ip?: string; params?: Record<string, string> } = {},
) {
  return {
    ip: "203.0.113.7",
    params: {},
    requestId: `req-${Math.random().toString(36).slice(2)}`,
    deploy: { context: "dev", id: "test-deploy", published: false },
    site: { id: "test-site", name: "test", url: "http://localhost" },
    geo: {},
    account: { id: "test" },
    server: { region: "local" },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    json: (body: unknown) => Response.json(body),
    log: () => {},
    next: () => Promise.resolve(new Response(null)),
    rewrite: () => Promise.resolve(new Response(null)),
    waitUntil: (work: Promise<unknown>) => {
      // Work after an answer must not throw; should it, the log shows it and the test goes on.
      const tracked = work
        .catch((error: unknown) => console.error("waitUntil: work after the answer failed", error))
        .finally(() => backgroundWork.delete(tracked));
      backgroundWork.add(tracked);
    },
    url: new URL("http://localhost/"),
    ...overrides,
  } as unknown as Context;
}
