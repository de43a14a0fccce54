/**
 * Contact sends from many addresses at once (prints figures; not a test). The real
 * POST /api/contact handler against a real local Blobs server, every storage call delayed
 * by a loopback proxy (default 40 ms, a platform round trip): `--sends` messages, each
 * from an address of its own, `--concurrency` at a time, with their work after the answer
 * running as on the platform. With `--others N`, N other addresses have already written in
 * the limiter's window (claimed straight on the server, before the sends). Prints the
 * answers, latency, this process's event-loop delay and the storage calls by type.
 *
 *   pnpm exec tsx bench/contact-burst.ts [-- --sends 3000 --concurrency 40 --latency 40 --others 0]
 *
 * Loopback only: the handler, the proxy and the Blobs server all run in this process.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import handler from "../netlify/functions/contact.mjs";
import { mapLimit } from "../packages/netlify/src/concurrency";
import { rateLimit } from "../packages/netlify/src/rate-limit";
import { startBlobs, testContext } from "../netlify/tests/helpers/blobs-server";
import { benchOptions } from "./options";

const values = benchOptions({ sends: "3000", concurrency: "40", latency: "40", others: "0" });
const sends = Math.min(10_000, Number(values.sends));
const concurrency = Math.min(200, Number(values.concurrency));
const latencyMs = Number(values.latency);
const others = Math.min(20_000, Number(values.others));

process.env.CONTACT_RATE_LIMIT = "5";
const blobs = await startBlobs({ latencyMs });
await blobs.direct(() =>
  mapLimit(
    Array.from({ length: others }, (_, n) => `172.16.${n >> 8}.${n & 255}`),
    20,
    (ip) => rateLimit({ scope: "contact", ip }, { limit: 5, windowSeconds: 3600, timeoutMs: 60_000 }),
  ),
);
blobs.resetOperations();
const pending = new Set<Promise<unknown>>();
const statuses = new Map<number, number>();
const bodies = new Map<string, number>();
const times: number[] = [];
let next = 0;
const started = performance.now();
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
try {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sends) {
        const n = next++;
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const context = testContext({
          ip,
          waitUntil: (work: Promise<unknown>) => {
            const tracked = work.catch(() => {}).finally(() => pending.delete(tracked));
            pending.add(tracked);
          },
        });
        const sent = performance.now();
        const res = await handler(
          new Request("http://localhost/api/contact", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name: `Burst ${n}`, email: `b${n}@example.com`, message: `burst ${n}` }),
          }),
          context,
        );
        times.push(performance.now() - sent);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 201) {
          const text = `${res.status} ${await res.text()}`;
          bodies.set(text, (bodies.get(text) ?? 0) + 1);
        } else await res.body?.cancel();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => `${times[Math.floor((times.length - 1) * p)]!.toFixed(0)} ms`;
  console.log(
    `contact burst: ${sends} sends, each from its own address, ${concurrency} at once, ${latencyMs} ms per storage call, ${others} other addresses in the window`,
  );
  console.log(
    `  answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} × ${count}`)
      .join(", ")} in ${seconds.toFixed(1)} s`,
  );
  for (const [text, count] of bodies) console.log(`  ${count} × ${text.slice(0, 140)}`);
  console.log(`  latency: p50 ${pct(0.5)}, p95 ${pct(0.95)}, max ${pct(1)}`);
  loop.disable();
  console.log(
    `  this process's event loop delay: p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
  );
  console.log(`  storage calls during the sends: ${JSON.stringify(blobs.operations)}`);
  while (pending.size) await Promise.allSettled([...pending]);
} finally {
  await blobs.close();
}
