/**
 * Analytics benchmark (prints figures; not a test). On a real local Blobs server:
 *   - summary latency and Blobs operations per request, for 7/30/90 days, at 10k and
 *     100k events over 90 days: cold (no closed day summarised yet: every closed day is
 *     listed, summarised and stored) and warm (closed days summarised);
 *   - ingestion throughput through POST /api/analytics (validation, rate limit,
 *     classification, append), and ops per event.
 *
 *   pnpm bench                          # both sizes
 *   pnpm bench -- --events 10000        # one size
 *
 * Everything runs on loopback in a temporary directory, deleted afterwards.
 */
import { parseArgs } from "node:util";
import type { AnalyticsRange } from "../packages/core/src/analytics";
import { analyticsStore, daySummaryPrefix } from "../netlify/lib/analytics-store";
import { loadAnalyticsSummary } from "../netlify/lib/analytics-summary";
import { syntheticVisits, writeSynthetic } from "../netlify/lib/analytics-synthetic";
import { startBlobs, testContext, type TestBlobs } from "../netlify/tests/helpers/blobs-server";

const WARM_RUNS = 7;
const INGEST_EVENTS = 2000;
const INGEST_PARALLEL = 32;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { events: { type: "string", multiple: true } },
  strict: false,
});
const sizes = ((values.events as string[] | undefined) ?? ["10000", "100000"]).map(Number);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const opsText = (ops: Record<string, number>) =>
  Object.entries(ops)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${n} ${type}`)
    .join(" + ") || "0";
const opsTotal = (ops: Record<string, number>) => Object.values(ops).reduce((sum, n) => sum + n, 0);

async function deleteDaySummaries() {
  const store = analyticsStore();
  const { blobs } = await store.list({ prefix: daySummaryPrefix });
  await Promise.all(blobs.map(({ key }) => store.delete(key)));
}

async function measure(blobs: TestBlobs, days: AnalyticsRange, now: Date) {
  blobs.resetOperations();
  const started = performance.now();
  const summary = await loadAnalyticsSummary(analyticsStore(), days, now);
  return { ms: performance.now() - started, ops: { ...blobs.operations }, summary };
}

interface Row {
  events: number;
  days: AnalyticsRange;
  visitsInRange: number;
  coldMs: number;
  coldOps: Record<string, number>;
  warmMs: number;
  warmOps: Record<string, number>;
}

async function summaryRows(events: number, now: Date): Promise<{ rows: Row[]; seedSeconds: number }> {
  const blobs = await startBlobs();
  try {
    const seedStarted = performance.now();
    await writeSynthetic(analyticsStore(), syntheticVisits({ events, days: 90, now, seed: 42 }), 64);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows: Row[] = [];
    for (const days of [7, 30, 90] as const) {
      await deleteDaySummaries();
      const cold = await measure(blobs, days, now);
      const warm = [];
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await measure(blobs, days, now));
      rows.push({
        events,
        days,
        visitsInRange: cold.summary.totalVisits,
        coldMs: cold.ms,
        coldOps: cold.ops,
        warmMs: median(warm.map((w) => w.ms)),
        warmOps: warm[warm.length - 1]!.ops,
      });
    }
    return { rows, seedSeconds };
  } finally {
    await blobs.close();
  }
}

async function ingestion() {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  const blobs = await startBlobs();
  process.env.ANALYTICS_RATE_LIMIT = "100000";
  const body = (i: number) =>
    JSON.stringify({
      pageUrl: "/",
      timestamp: new Date().toISOString(),
      userAgent: "",
      deviceInfo: { screenWidth: 1440, screenHeight: 900 },
      sessionId: `s-${i}`,
      userId: `u-${i}`,
      referrer: "https://www.linkedin.com/feed/",
      trafficSource: "linkedin.com",
    });
  const post = (i: number) =>
    handler(
      new Request("https://bench.example/api/analytics", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent":
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        },
        body: body(i),
      }),
      // Visitors from many addresses, as on a real site (one address per 20 events).
      testContext({ ip: `10.0.${Math.floor(i / 20 / 250)}.${Math.floor(i / 20) % 250}` }),
    );
  try {
    await post(-1); // create the rate limiter's salt outside the measurement
    blobs.resetOperations();
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: INGEST_PARALLEL }, async () => {
        while (next < INGEST_EVENTS) {
          const response = await post(next++);
          if (response.status !== 202) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: INGEST_EVENTS / seconds, ops: { ...blobs.operations }, failed };
  } finally {
    delete process.env.ANALYTICS_RATE_LIMIT;
    await blobs.close();
  }
}

const now = new Date();
console.log(
  `analytics benchmark: ${now.toISOString()}, Node ${process.version}, local Blobs server on loopback\n`,
);

const allRows: Row[] = [];
for (const events of sizes) {
  const { rows, seedSeconds } = await summaryRows(events, now);
  console.log(`seeded ${events.toLocaleString("en-US")} events over 90 days in ${seedSeconds.toFixed(1)} s`);
  allRows.push(...rows);
}

const header = [
  "events",
  "days",
  "visits in range",
  "cold",
  "cold Blobs ops",
  "warm (median)",
  "warm Blobs ops",
];
const table = allRows.map((row) => [
  row.events.toLocaleString("en-US"),
  String(row.days),
  row.visitsInRange.toLocaleString("en-US"),
  ms(row.coldMs),
  `${opsTotal(row.coldOps)} (${opsText(row.coldOps)})`,
  ms(row.warmMs),
  `${opsTotal(row.warmOps)} (${opsText(row.warmOps)})`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log(`\nGET /api/analytics summary (loadAnalyticsSummary; warm = median of ${WARM_RUNS})`);
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of table) console.log(line(row));

const ingest = await ingestion();
console.log(
  `\nPOST /api/analytics ingestion: ${ingest.perSecond.toFixed(0)} events/s ` +
    `(${INGEST_EVENTS} events, ${INGEST_PARALLEL} in flight; ${(opsTotal(ingest.ops) / INGEST_EVENTS).toFixed(2)} Blobs ops/event: ${opsText(ingest.ops)}${ingest.failed ? `; ${ingest.failed} failed` : ""})`,
);

const warm90 = allRows.filter((row) => row.days === 90);
if (warm90.length > 1) {
  const [small, large] = [warm90[0]!, warm90[warm90.length - 1]!];
  const sameOps = opsTotal(small.warmOps) === opsTotal(large.warmOps);
  console.log(
    `\nwarm 90-day at ${large.events.toLocaleString("en-US")} events: ${ms(large.warmMs)} (target < 300 ms: ${large.warmMs < 300 ? "met" : "MISSED"}); ` +
      `Blobs ops ${sameOps ? "equal to" : "DIFFERENT from"} ${small.events.toLocaleString("en-US")} events (${opsTotal(large.warmOps)} vs ${opsTotal(small.warmOps)})`,
  );
}
