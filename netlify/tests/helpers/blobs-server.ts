import { mkdtemp, rm } from "node:fs/promises";
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
}

/**
 * Starts a real local Blobs server on a random loopback port, with its data in a
 * fresh temporary directory, and points `getStore` at it (setEnvironmentContext).
 */
export async function startBlobs(): Promise<TestBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), "pmfolio-blobs-"));
  const token = "test-token";
  const siteID = "test-site";
  const operations: Record<string, number> = {};
  const onRequest = ({ type }: { type: string }) => {
    operations[type] = (operations[type] ?? 0) + 1;
  };
  let server = new BlobsServer({ directory, token, onRequest });
  const { port } = await server.start();
  const edgeURL = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, siteID, token });
  return {
    operations,
    port,
    resetOperations() {
      for (const key of Object.keys(operations)) delete operations[key];
    },
    async stop() {
      await server.stop();
    },
    async start() {
      server = new BlobsServer({ directory, token, onRequest, port });
      await server.start();
    },
    async close() {
      await server.stop().catch(() => {});
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A `Context`-shaped object for calling handlers directly. */
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
    waitUntil: () => {},
    url: new URL("http://localhost/"),
    ...overrides,
  } as unknown as Context;
}
