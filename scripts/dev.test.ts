import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untilHealthy } from "./built-site";
import { LOCAL_ADMIN_PASSWORDS } from "./local-passwords.mjs";

// What only `pnpm dev` does: the browser suites run against the production build (decision 13), so
// this checks the development server itself, as a newcomer starts it.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let dev: ChildProcess;
let output = "";
let origin = "";

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD;
  delete env.CONTACT_RATE_LIMIT;
  delete env.ADMIN_FAILED_LOGIN_LIMIT;
  dev = spawn("node", ["scripts/dev.mjs", "--port", String(port), "--strictPort"], { env, detached: true });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  await untilHealthy({
    name: "pnpm dev",
    child: dev,
    url: origin,
    output: () => output,
    stop,
    timeoutMs: 90_000,
  });
}, 100_000);

/** Ends the dev server and what it started (its own process group). */
async function stop() {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
}

afterAll(stop);

describe("pnpm dev", () => {
  it("prints the development admin password and the relaxed local limits", () => {
    expect(output).toContain(
      `Admin password for /admin/contacts and /analytics: ${LOCAL_ADMIN_PASSWORDS.dev}`,
    );
    expect(output).toContain("Local limits: 100 messages an hour, 50 failed logins per address");
  });

  it("serves the site and its functions on one port", async () => {
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const health = await fetch(`${origin}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true });
  });

  it("admits the development password, so the owner pages can be tried", async () => {
    const res = await fetch(`${origin}/api/contacts`, {
      headers: { Authorization: `Bearer ${LOCAL_ADMIN_PASSWORDS.dev}` },
    });
    expect(res.status).toBe(200);
  });

  it("hot-reloads: the page loads Vite's client and React's refresh runtime", async () => {
    expect((await fetch(`${origin}/@vite/client`)).status).toBe(200);
    const refresh = await fetch(`${origin}/@react-refresh`);
    expect(refresh.status).toBe(200);
    expect(await refresh.text()).toContain("performReactRefresh");
  });
});
