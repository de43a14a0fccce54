import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * How long a production server (scripts/serve-built.ts) may take to answer: it bundles every function
 * first, about 80 s of CPU on two cores. That is about 50 s idle, and more than three minutes while
 * another suite step keeps both cores busy (CI, stage 6). A safety net for a server that never comes
 * up, not a wait: every caller waits for its health check.
 */
export const SERVE_BUILT_START_MS = 600_000;

/**
 * A Playwright suite's web server: the production build served with its functions on `port`
 * (scripts/serve-built.ts), ready once its health check answers, with `env` over limits generous
 * enough that the suite is never locked out by its own requests (the defaults, see README,
 * Configuration, protect a deployed site).
 */
export function builtSiteWebServer(port: number, env: Record<string, string>) {
  return {
    command: `pnpm exec tsx scripts/serve-built.ts --port ${port}`,
    url: `http://localhost:${port}/api/health`,
    timeout: SERVE_BUILT_START_MS,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the server stop its Blobs server and delete its temporary data.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
    env: {
      CONTACT_RATE_LIMIT: "1000",
      ADMIN_FAILED_LOGIN_LIMIT: "1000",
      ADMIN_SITE_FAILED_LOGIN_LIMIT: "100000",
      ...env,
    },
  };
}

export interface BuiltSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/serve-built.ts (the production build with its functions, without building) on
 * `port`, for this repository's site or the one at `root`, and resolves once it answers; `stop`
 * ends it and deletes its data.
 */
export async function startBuiltSite({
  port,
  root,
  env = {},
  timeoutMs = SERVE_BUILT_START_MS,
}: {
  port: number;
  root?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<BuiltSite> {
  // Node itself with tsx's loader, not the tsx command: that one runs the script in a child
  // process and, sent SIGTERM, could exit before it, leaving the server running.
  const child = spawn(
    process.execPath,
    [
      // By its file URL: the functions' workers inherit this flag and run from the site's folder,
      // where a bare "tsx" may not resolve.
      "--import",
      import.meta.resolve("tsx"),
      path.join(import.meta.dirname, "serve-built.ts"),
      "--port",
      String(port),
      ...(root ? ["--root", root] : []),
    ],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  await untilHealthy({ name: "serve-built", child, url, output: () => output, stop, timeoutMs });
  return { url, stop };
}

/**
 * Resolves once `url`/api/health (or `url` + `probe`) answers, as every local server here does when ready;
 * throws with the server's last output if it exits first or takes longer than `timeoutMs`, stopping it.
 */
export async function untilHealthy({
  name,
  child,
  url,
  probe = "/api/health",
  output,
  stop,
  timeoutMs,
}: {
  name: string;
  child: ChildProcess;
  url: string;
  probe?: string;
  output: () => string;
  stop: () => Promise<void>;
  timeoutMs: number;
}): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}):\n${output().slice(-3000)}`);
    const ok = await fetch(`${url}${probe}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${name} did not answer within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`);
}
