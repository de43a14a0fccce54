/**
 * Page views right after a burst of contact posts, on a server already running (prints
 * figures; not a test): `--sends` contact posts from one address, `--concurrency` at a time,
 * then `--views` page views all at once. Prints each burst's answers and latency, and how many
 * of the views the dashboard counts afterwards, beside how many were answered 202.
 *
 *   pnpm exec tsx bench/views-after-contacts.ts -- --origin http://localhost:6208 [--sends 500 --concurrency 50 --views 50]
 *
 * Start the server with `pnpm dev -- --port N` (CONTACT_RATE_LIMIT 100 by default there) or
 * `scripts/serve-built.ts`, and ADMIN_PASSWORD given as `--password` (the development one by
 * default). Loopback only.
 */
import { randomBytes } from "node:crypto";
import type { AnalyticsSummary } from "@pmfolio/core";
import { LOCAL_ADMIN_PASSWORDS } from "../packages/site/build/local-passwords.mjs";
import { benchOptions } from "./options";

const values = benchOptions({
  origin: "http://localhost:8888",
  password: LOCAL_ADMIN_PASSWORDS.dev,
  sends: "500",
  concurrency: "50",
  views: "50",
});
const origin = new URL(values.origin);
if (!["localhost", "127.0.0.1", "[::1]"].includes(origin.hostname)) throw new Error("Loopback only.");
const base = origin.origin;
const sends = Math.min(5000, Number(values.sends));
const concurrency = Math.min(200, Number(values.concurrency));
const views = Math.min(500, Number(values.views));
const run = randomBytes(4).toString("hex");
const address = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

interface Answer {
  status: number;
  ms: number;
}

function report(what: string, answers: Answer[]) {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  const at = (p: number) => `${(times[Math.floor((times.length - 1) * p)]! / 1000).toFixed(1)} s`;
  const failed = answers.filter(({ status }) => status >= 500).map(({ ms }) => ms);
  failed.sort((a, b) => a - b);
  const failedMedian = failed.length
    ? `, 5xx median ${(failed[failed.length >> 1]! / 1000).toFixed(1)} s`
    : "";
  const statuses = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} × ${n}`)
    .join(", ");
  console.log(`${what}: ${statuses}; latency p50 ${at(0.5)}, max ${at(1)}${failedMedian}`);
}

async function timed(send: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await send();
    await res.body?.cancel();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 599, ms: performance.now() - started };
  }
}

async function countedViews(): Promise<number> {
  const res = await fetch(`${base}/api/analytics?days=7`, {
    headers: { Authorization: `Bearer ${values.password}` },
  });
  if (!res.ok) throw new Error(`summary: ${res.status} ${await res.text()}`);
  const summary = (await res.json()) as AnalyticsSummary;
  return summary.totalVisits;
}

const contacts: Answer[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < sends) {
      const n = next++;
      contacts.push(
        await timed(() =>
          fetch(`${base}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": address, Origin: base },
            body: JSON.stringify({
              name: `Burst ${n}`,
              email: "burst@example.com",
              message: `burst-${run}-${n}`,
            }),
          }),
        ),
      );
    }
  }),
);
report(`contact posts (${sends} from one address, ${concurrency} at once)`, contacts);

// The views are counted as the dashboard counts them: nothing else posts views to a local server.
const before = await countedViews();
const pageViews = await Promise.all(
  Array.from({ length: views }, (_, n) =>
    timed(() =>
      fetch(`${base}/api/analytics`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: base,
          "User-Agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
          "X-Forwarded-For": `10.78.${n >> 8}.${n & 255}`,
        },
        body: JSON.stringify({
          pageUrl: "/",
          userId: `u-${run}-${n}`,
          sessionId: `s-${run}-${n}`,
          referrer: "",
        }),
      }),
    ),
  ),
);
report(`page views (${views} at once)`, pageViews);
const accepted = pageViews.filter(({ status }) => status === 202).length;
console.log(`counted afterwards: ${(await countedViews()) - before} of ${views} (${accepted} answered 202)`);
