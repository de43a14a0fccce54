/**
 * A fault proxy in front of a local Blobs server, for the storage fault tests (e2e-faults/,
 * `pnpm test:faults`): the functions' Blobs calls go through it, and the tests switch it through a
 * control server (`PUT /mode` with the mode as the body; `GET /` reports the state). Nothing in
 * the browser or in the functions is mocked: what the page shows is what the functions answered
 * while their storage failed.
 *
 * The modes:
 * - `pass`: forwards every call to the Blobs server;
 * - `down`: refuses connections (the proxy stops listening and drops open ones);
 * - `error`: answers 500 to every call;
 * - `slow`: holds every call for FAULT_SLOW_MS (longer than BLOBS_TIMEOUT_MS), then
 *   forwards it and answers if the caller still waits. Like a slow store on the
 *   platform, it still performs a write whose caller has given up (a "late" call).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type FaultMode = "pass" | "down" | "error" | "slow";
const MODES: readonly FaultMode[] = ["pass", "down", "error", "slow"];

/** A call the proxy forwarded after its caller had given up. */
export interface LateCall {
  method: string;
  /** The store and key, e.g. `contacts/8235…`. */
  path: string;
  status: number;
}

/** What `GET /` on the control server answers. */
export interface FaultState {
  mode: FaultMode;
  /** Calls held in `slow` mode whose forwarding has not finished yet. */
  pending: number;
  /** Calls seen by the proxy since it started, per mode they met. */
  seen: Record<FaultMode, number>;
  late: LateCall[];
  slowMs: number;
  timeoutMs: number;
}

export interface FaultProxy {
  /** The address the functions use as their Blobs edge. */
  url: string;
  stop(): Promise<void>;
}

/** `/{siteID}/site:{store}/{key}` as `{store}/{key}`. */
function storePath(url: string): string {
  const [, , store = "", ...key] = new URL(url, "http://proxy").pathname.split("/");
  return decodeURIComponent([store.replace(/^site:/, ""), ...key].join("/"));
}

export async function startFaultProxy({
  blobsPort,
  controlPort,
  timeoutMs = Number(process.env.BLOBS_TIMEOUT_MS ?? 1500),
  slowMs = Number(process.env.FAULT_SLOW_MS ?? timeoutMs * 2),
}: {
  blobsPort: number;
  controlPort: number;
  timeoutMs?: number;
  slowMs?: number;
}): Promise<FaultProxy> {
  const state: FaultState = {
    mode: "pass",
    pending: 0,
    seen: { pass: 0, down: 0, error: 0, slow: 0 },
    late: [],
    slowMs,
    timeoutMs,
  };

  /** Forwards one call to the Blobs server; answers the caller if it still waits. */
  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, done = () => {}) {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: blobsPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${blobsPort}`, connection: "close" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          done();
          if (res.destroyed || res.writableEnded) {
            state.late.push({
              method: req.method ?? "GET",
              path: storePath(req.url ?? ""),
              status: answer.statusCode ?? 0,
            });
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on("error", () => {
      done();
      if (!res.destroyed && !res.writableEnded) res.writeHead(502).end();
    });
    upstream.end(body);
  }

  const sockets = new Set<Socket>();
  const proxy = createServer((req, res) => {
    const mode = state.mode;
    state.seen[mode] += 1;
    if (mode === "down") {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (mode === "error") {
        res.writeHead(500, { "Content-Type": "text/plain" }).end("fault proxy: injected error");
      } else if (mode === "slow") {
        state.pending += 1;
        setTimeout(() => forward(req, body, res, () => (state.pending -= 1)), slowMs);
      } else {
        forward(req, body, res);
      }
    });
  });
  proxy.keepAliveTimeout = 1000;
  proxy.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const listenProxy = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      proxy.once("error", reject);
      proxy.listen(port, "127.0.0.1", () => {
        proxy.off("error", reject);
        resolve((proxy.address() as { port: number }).port);
      });
    });
  const proxyPort = await listenProxy();

  async function setMode(next: FaultMode) {
    const previous = state.mode;
    state.mode = next;
    if (next === "down" && previous !== "down") {
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    } else if (next !== "down" && previous === "down") {
      await listenProxy(proxyPort);
    }
  }

  const control = createServer((req, res) => {
    const reply = () => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(state));
    if (req.method === "GET" && req.url === "/") return reply();
    if (req.method === "PUT" && req.url === "/mode") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        const mode = body.trim() as FaultMode;
        if (!MODES.includes(mode)) {
          res.writeHead(400).end(`unknown mode: ${body}`);
          return;
        }
        setMode(mode).then(reply, (error: unknown) => res.writeHead(500).end(String(error)));
      });
      return;
    }
    if (req.method === "DELETE" && req.url === "/late") {
      state.late = [];
      return reply();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  console.log(
    `faults: proxy on ${proxyPort} in front of Blobs on ${blobsPort}, control on ${controlPort}, ` +
      `BLOBS_TIMEOUT_MS=${timeoutMs}, slow calls held ${slowMs} ms`,
  );

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      proxy.close();
      control.close();
    },
  };
}
