/**
 * How long after a message is sent on `pnpm dev` the owner has it, by email and by webhook.
 * Starts a real SMTP server and a real HTTP receiver on loopback, starts `pnpm dev` with
 * SMTP_URL and NOTIFY_WEBHOOK_URL pointing at them, posts one message through
 * /api/contact and prints the seconds until each receiver had it (and the 201's time).
 *
 *   corepack pnpm exec tsx bench/notify-dev.ts [--port 9114] [--smtp-port 9115] [--hook-port 9116]
 *   ... --silent-smtp   SMTP_URL points at a server that never answers: the 201 and the webhook must not wait for it
 *
 * Loopback only; gives up after 120 s for the server to start and 30 s for the notification.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  startHttpReceiver,
  startSilentServer,
  startSmtpReceiver,
} from "../netlify/tests/helpers/notify-receivers";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "9114" },
    "smtp-port": { type: "string", default: "9115" },
    "hook-port": { type: "string", default: "9116" },
    "silent-smtp": { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const base = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const STARTUP_LIMIT_MS = 120_000;
const NOTIFY_LIMIT_MS = 30_000;

const smtp = await startSmtpReceiver(Number(values["smtp-port"]));
const hook = await startHttpReceiver(Number(values["hook-port"]));
const silent = values["silent-smtp"] ? await startSilentServer() : null;
const dev = spawn("node", ["scripts/dev.mjs", "--port", String(port), "--strictPort"], {
  cwd: root,
  detached: true, // its own process group, so pnpm, vite and the function workers all stop together
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    SMTP_URL: silent?.url ?? smtp.url,
    NOTIFY_EMAIL_TO: "owner@example.com",
    NOTIFY_EMAIL_FROM: "site@example.com",
    NOTIFY_WEBHOOK_URL: hook.url,
    CONTACT_RATE_LIMIT: "1000",
  },
});
let output = "";
dev.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
dev.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

function stop() {
  try {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

try {
  const startedAt = Date.now();
  const up = await waitUntil(
    () =>
      fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      ),
    STARTUP_LIMIT_MS,
  );
  if (!up) throw new Error(`pnpm dev did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`);
  console.log(`pnpm dev ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s on ${base}`);

  const sentAt = Date.now();
  const message = `A notification timing run at ${new Date(sentAt).toISOString()}.`;
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Grace Hopper",
      email: "grace@example.com",
      message,
    }),
  });
  const answeredAt = Date.now();
  const { id } = (await res.json()) as { id?: string };
  if (res.status !== 201 || !id) throw new Error(`POST /api/contact answered ${res.status}`);

  // The email carries the message's text; the webhook its id.
  const mail = () => smtp.mails.find((received) => received.raw.includes(message));
  const post = () =>
    hook.posts.find((received) => (received.body as { submission?: { id?: string } }).submission?.id === id);
  const posted = await waitUntil(() => post() !== undefined, NOTIFY_LIMIT_MS);
  const mailed = silent ? false : await waitUntil(() => mail() !== undefined, NOTIFY_LIMIT_MS);
  const seconds = (at: number) => `${((at - sentAt) / 1000).toFixed(2)} s`;
  const limit = `not within ${NOTIFY_LIMIT_MS / 1000} s`;
  console.log(`201 answered after      ${seconds(answeredAt)}`);
  console.log(
    `email received after    ${silent ? "never (the SMTP server is silent)" : mailed ? seconds(mail()!.at) : limit}`,
  );
  console.log(`webhook received after  ${posted ? seconds(post()!.at) : limit}`);
  console.log(`emails: ${smtp.mails.length}, webhook posts: ${hook.posts.length}`);
  process.exitCode = (mailed || silent) && posted ? 0 : 1;
} finally {
  stop();
  await silent?.close();
  await smtp.close();
  await hook.close();
}
