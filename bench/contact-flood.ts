/**
 * The contact limit under a flood, through `pnpm dev` (prints figures; not a test):
 * starts the dev server with CONTACT_RATE_LIMIT (default 100), sends `--sends` messages
 * from one address (loopback) at `--concurrency`, then reads the inbox back through the
 * API, page by page, and checks every accepted message is there exactly once.
 *
 *   pnpm exec tsx bench/contact-flood.ts [-- --port 9104 --sends 2000 --concurrency 50 --limit 100]
 *
 * The limiter's window is an hour and its slots persist in the dev server's local store:
 * a second run within the same hour finds the address's window already (partly) used.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { TOTAL_COUNT_HEADER, parseNextLink, type ContactSubmission } from "@pmfolio/core";
import { LOCAL_ADMIN_PASSWORDS } from "../packages/site/build/local-passwords.mjs";
import { benchOptions } from "./options";

const values = benchOptions({ port: "9104", sends: "2000", concurrency: "50", limit: "100" });
const port = Number(values.port);
const sends = Math.min(10_000, Number(values.sends));
const concurrency = Math.min(200, Number(values.concurrency));
const base = `http://localhost:${port}`;
const run = randomBytes(4).toString("hex");
const auth = { Authorization: `Bearer ${LOCAL_ADMIN_PASSWORDS.dev}` };

const server = spawn("node", ["scripts/dev.mjs", "--port", String(port), "--strictPort"], {
  env: { ...process.env, CONTACT_RATE_LIMIT: values.limit, ADMIN_PASSWORD: LOCAL_ADMIN_PASSWORDS.dev },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let serverLog = "";
server.stdout.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
server.stderr.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
const signal = (name: NodeJS.Signals) => {
  try {
    process.kill(-server.pid!, name);
  } catch {
    // already gone
  }
};
/** Stops the dev server; one still busy with the flood's backlog after 5 s is killed. */
const stop = async () => {
  signal("SIGTERM");
  const exited = new Promise((resolve) => server.once("exit", resolve));
  if (server.exitCode === null) {
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  signal("SIGKILL");
};
process.on("exit", () => signal("SIGKILL"));

async function ready(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer within 60 s:\n${serverLog.slice(-2000)}`);
}

/**
 * One page of the inbox. Right after the flood the dev server is still running the
 * sends' work after their answers, and the owner check may answer 503 (its storage did
 * not answer in time) with a Retry-After: wait as told, a bounded number of times.
 */
async function readPage(path: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${base}${path}`, { headers: auth });
    if (res.status !== 503 || attempt === 10) return res;
    await res.body?.cancel();
    const wait = Math.min(30, Number(res.headers.get("Retry-After")) || 5);
    console.log(`  read back: ${path} answered 503, retrying in ${wait} s`);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

try {
  await ready();
  console.log(
    `pnpm dev on port ${port}, CONTACT_RATE_LIMIT=${values.limit}: ${sends} sends from one address at concurrency ${concurrency}`,
  );
  const statuses = new Map<number, number>();
  const accepted: string[] = [];
  const times: number[] = [];
  const errors = new Set<string>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sends) {
        const n = next++;
        const sent = performance.now();
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: `Flood ${n}`,
            email: "flood@example.com",
            message: `flood-${run}-${n}`,
          }),
        }).catch(() => null);
        times.push(performance.now() - sent);
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) accepted.push(((await res!.json()) as { id: string }).id);
        else if (status >= 500) errors.add(`${status} ${(await res!.text()).slice(0, 120)}`);
        else await res?.body?.cancel();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => `${times[Math.floor((times.length - 1) * p)]!.toFixed(0)} ms`;
  console.log(
    `  answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s === 0 ? "network error" : s} × ${n}`)
      .join(", ")} in ${seconds.toFixed(1)} s`,
  );
  for (const error of errors) console.log(`  server error: ${error}`);
  console.log(`  latency: p50 ${pct(0.5)}, p95 ${pct(0.95)}, max ${pct(1)}`);

  // Read back: every page of the inbox, counting this run's messages.
  const found = new Map<string, number>();
  let pages = 0;
  let largestTiming = 0;
  let total = "";
  for (let path: string | null = "/api/contacts?limit=100"; path; pages += 1) {
    const res: Response = await readPage(path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    largestTiming = Math.max(largestTiming, (res.headers.get("x-nf-fetch-timing") ?? "").length);
    total ||= res.headers.get(TOTAL_COUNT_HEADER) ?? "";
    for (const c of (await res.json()) as ContactSubmission[]) {
      if (c.message.startsWith(`flood-${run}-`)) found.set(c.id, (found.get(c.id) ?? 0) + 1);
    }
    const link = parseNextLink(res.headers.get("Link"));
    path = link && `${link.pathname}${link.search}`;
  }
  const missing = accepted.filter((id) => !found.has(id));
  const twice = [...found].filter(([, n]) => n > 1);
  const unexpected = [...found.keys()].filter((id) => !accepted.includes(id));
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `  read back: ${pages} page(s), X-Total-Count ${total}, largest x-nf-fetch-timing header ${largestTiming} bytes`,
  );
  console.log(
    `  accepted ${accepted.length} (limit ${values.limit}); 5xx or network errors ${fiveHundreds}; in the inbox ${found.size}: ` +
      `missing ${missing.length}, twice ${twice.length}, not answered 201 ${unexpected.length}`,
  );
  const ok =
    accepted.length <= Number(values.limit) &&
    fiveHundreds === 0 &&
    !missing.length &&
    !twice.length &&
    !unexpected.length;
  console.log(ok ? "  OK" : "  FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop();
}
