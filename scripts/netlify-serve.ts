import { spawn, type ChildProcess } from "node:child_process";
import { untilHealthy } from "./built-site";

export interface NetlifyServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds the site and serves the production build with its functions, redirects,
 * headers and local Blobs through the Netlify CLI, offline (`netlify serve --offline`).
 */
export async function startNetlifyServe({
  port = 8890,
  env = {},
  timeoutMs = 240_000,
  log = false,
}: {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  log?: boolean;
} = {}): Promise<NetlifyServer> {
  const child: ChildProcess = spawn(
    "pnpm",
    ["exec", "netlify", "serve", "--offline", "--filter", "pmfolio-example", "--port", String(port)],
    {
      env: { ...process.env, BROWSER: "none", NETLIFY_TELEMETRY_DISABLED: "1", ...env },
      stdio: log ? "inherit" : "pipe",
      detached: true,
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  await untilHealthy({ name: "netlify serve", child, url, output: () => output, stop, timeoutMs });
  return { url, stop };
}
