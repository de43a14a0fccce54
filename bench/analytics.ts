/**
 * Analytics benchmark (prints figures; not a test). On a real local Blobs server:
 *   - summary latency and Blobs operations per request, for 7/30/90 days, at 10k and
 *     100k events over 90 days: cold (no closed day summarised yet: every closed day is
 *     listed, summarised and stored) and warm (closed days summarised);
 *   - ingestion throughput through POST /api/analytics (validation, classification,
 *     append), and ops per event;
 *   - the flood, behind a 40 ms-per-call proxy (platform latency): the 7-day summary's
 *     time, size and rows at 20,000 views today on 20,000 junk paths, and with 1,000 real
 *     views plus 6,000 junk views (distinct paths and referrer hosts) sent through the
 *     handler; and a 40,000-view day three days ago inside the 7-day range: with its hours'
 *     partials stored as the hourly roll-up leaves them (the day itself not yet summarised),
 *     then with nothing summarised at all (the roll-up never ran), spread over the day and
 *     crammed into one hour.
 *
 *   pnpm bench                          # both sizes, then the flood
 *   pnpm bench -- --events 10000        # one size
 *   pnpm bench -- --flood-only          # the flood alone
 *   pnpm bench -- --flood-day           # the 40,000-view day alone
 *   pnpm bench -- --applications        # 20,000 engaged views and 500 applications alone
 *   pnpm bench -- --daily-cap           # the daily bound's cost per view, behind the proxy
 *
 * Everything runs on loopback in a temporary directory, deleted afterwards.
 */
import { parseArgs } from "node:util";
import type { Context } from "@netlify/functions";
import { dayMs, hourMs, utcDate, type AnalyticsRange, type AnalyticsSummary } from "@pmfolio/core";
import { appendVisit, readHourEvents } from "../packages/netlify/src/analytics/events";
import { daySummaryPrefix, visitKey } from "../packages/netlify/src/analytics/keys";
import { saveHourPartial } from "../packages/netlify/src/analytics/partials";
import { analyticsStore } from "../packages/netlify/src/analytics/store";
import { mapLimit } from "../packages/netlify/src/concurrency";
import { publicRoutes } from "../packages/site/src/siteRoutes";
import { loadAnalyticsSummary } from "../packages/netlify/src/analytics/summary";
import { runRollup } from "../packages/netlify/src/analytics/rollup";
import { syntheticVisits, writeSynthetic } from "../netlify/tests/fixtures/analytics-synthetic";
import {
  settleBackgroundWork,
  startBlobs,
  testContext,
  type TestBlobs,
} from "../netlify/tests/helpers/blobs-server";

const WARM_RUNS = 7;
const INGEST_EVENTS = 2000;
const INGEST_PARALLEL = 32;
const BENCH_PASSWORD = "bench-password";
const FLOOD_PARALLEL = 64;
/** How the seeded visits arrive: straight to the page, on desktop Chrome. */
const directDesktopChrome = {
  browser: "Chrome",
  os: "macOS",
  isMobile: false,
  isTablet: false,
  trafficSource: "Direct",
} as const;
const chromeUserAgent =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    events: { type: "string", multiple: true },
    "flood-only": { type: "boolean" },
    "flood-day": { type: "boolean" },
    applications: { type: "boolean" },
    "daily-cap": { type: "boolean" },
  },
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

/** Forgets every stored day summary and hour partial: the next summary is cold. */
async function deleteDaySummaries() {
  const store = analyticsStore();
  for (const prefix of [daySummaryPrefix, "hours/"]) {
    const { blobs } = await store.list({ prefix });
    await Promise.all(blobs.map(({ key }) => store.delete(key)));
  }
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

type Handler = (req: Request, context: Context) => Promise<Response>;

/** Page view `i` through the handler, as a Chrome reader from LinkedIn sends it, from one address per 20 events. */
function postView(handler: Handler, i: number) {
  return handler(
    new Request("https://bench.example/api/analytics", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      },
      body: JSON.stringify({
        pageUrl: "/",
        timestamp: new Date().toISOString(),
        userAgent: "",
        deviceInfo: { screenWidth: 1440, screenHeight: 900 },
        sessionId: `s-${i}`,
        userId: `u-${i}`,
        referrer: "https://www.linkedin.com/feed/",
        trafficSource: "linkedin.com",
      }),
    }),
    testContext({ ip: `10.0.${Math.floor(i / 20 / 250)}.${Math.floor(i / 20) % 250}` }),
  );
}

/** Posts views 0 to count-1, `INGEST_PARALLEL` in flight; the non-202 answers. */
async function postViews(handler: Handler, count: number): Promise<number> {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: INGEST_PARALLEL }, async () => {
      while (next < count) {
        const response = await postView(handler, next++);
        if (response.status !== 202) failed += 1;
      }
    }),
  );
  return failed;
}

async function ingestion() {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  const blobs = await startBlobs();
  const post = (i: number) => postView(handler, i);
  try {
    await post(-1); // create the rate limiter's salt outside the measurement
    blobs.resetOperations();
    const started = performance.now();
    const failed = await postViews(handler, INGEST_EVENTS);
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: INGEST_EVENTS / seconds, ops: { ...blobs.operations }, failed };
  } finally {
    await blobs.close();
  }
}

const now = new Date();
console.log(
  `analytics benchmark: ${now.toISOString()}, Node ${process.version}, local Blobs server on loopback\n`,
);
if (values.applications) await applications();
else if (values["daily-cap"]) await dailyCap();
else {
  if (!values["flood-only"] && !values["flood-day"]) await latencyAndIngestion();
  await flood();
}

/**
 * The 7-day summary with 20,000 page views that each sent their engagement and 500
 * applications (a visitor arriving through each of 500 tags, then reading on), spread
 * over the range, behind the 40 ms proxy: the first request (closed days computed on a
 * miss) and the next (stored), with each application's signals (events) derived.
 * Targets: within 3 s and 300 KB.
 */
async function applications() {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  const { engagementKey } = await import("../packages/netlify/src/analytics/engagement-key");
  const { eventPrefix } = await import("../packages/netlify/src/analytics/keys");
  process.env.ADMIN_PASSWORD = BENCH_PASSWORD;
  process.env.ADMIN_FAILED_LOGIN_LIMIT = "100000";
  const rows: string[][] = [];
  const blobs = await startBlobs({ latencyMs: 40 });
  try {
    const nowMs = Date.now();
    const spanMs = 6 * dayMs + (nowMs - Date.parse(`${utcDate(nowMs)}T00:00:00.000Z`)) - 60_000;
    const realPaths = [...publicRoutes()];
    const seeded = performance.now();
    // Straight into the server's files (a view's key and its engagement's beside it).
    await blobs.writeFiles(
      "analytics",
      Array.from({ length: 20_000 }, (_, i) => {
        // Forty views per application: its visitor's first arrives through the tag, and a
        // colleague's (a second browser in another country) later, so every signal is derived.
        const application = i % 500;
        const colleague = i >= 500 && i < 1000;
        const timestamp = nowMs - spanMs + Math.floor((spanMs * i) / 20_000);
        const id = timestamp.toString(36).padStart(9, "0") + i.toString(16).padStart(12, "0");
        const key = visitKey(utcDate(timestamp), {
          id,
          timestamp,
          pageUrl: realPaths[i % realPaths.length]!,
          ...directDesktopChrome,
          visitor: colleague ? `colleague-${application}` : `visitor-${application}`,
          country: colleague ? "US" : "DE",
          session: `s${i}`,
          ...(i < 1000
            ? { campaign: `company-${application}`, viaRef: true as const }
            : { tagged: true as const }),
        });
        const prefix = `${eventPrefix(utcDate(timestamp))}${String(new Date(timestamp).getUTCHours()).padStart(2, "0")}/${id}.`;
        return [key, engagementKey(prefix, 20 + (i % 300), i % 101)];
      }).flat(),
    );
    // The owner created each tag in the link builder: only those are applications.
    await blobs.direct(() =>
      analyticsStore().setJSON(
        "applications/owned",
        Array.from({ length: 500 }, (_, application) => ({
          ref: `company-${application}`,
          company: `Company ${application}`,
          created: new Date(nowMs - spanMs - hourMs).toISOString(),
        })),
      ),
    );
    console.log(
      `applications: seeded 20,000 engaged views of 500 applications straight into the server's files in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const measure = async (label: string) => {
      blobs.resetOperations();
      const result = await timedSummary(handler);
      rows.push([
        ...floodRow(`20,000 engaged views, 500 applications: ${label}`, result, blobs.proxiedCalls(), 20_000),
        String(result.summary.applications.length),
        String(result.summary.applications.reduce((sum, application) => sum + application.events.length, 0)),
        String(Object.values(result.summary.engagement).reduce((sum, page) => sum + page.views, 0)),
      ]);
      await settleBackgroundWork();
    };
    // As the hourly roll-up leaves the store: closed days summarised, today's closed hours' partials stored.
    const rolledUp = performance.now();
    const report = await blobs.direct(() =>
      runRollup(analyticsStore(), new Date(nowMs), { budgetMs: 600_000, stepMs: 300_000 }),
    );
    console.log(
      `applications: the roll-up summarised ${report.summarised.length} days and read ${"days" in report.hours ? report.hours.days.join(", ") : report.hours.error} in ${((performance.now() - rolledUp) / 1000).toFixed(1)} s (not measured)`,
    );
    await measure("after the hourly roll-up, first request");
    await measure("after the hourly roll-up, next request");
    // Then as if no roll-up had ever run: no partial, no day summary.
    await blobs.direct(async () => {
      const store = analyticsStore();
      for (const prefix of ["hours/", "days/"]) {
        const { blobs: stored } = await store.list({ prefix });
        await Promise.all(stored.map(({ key }) => store.delete(key)));
      }
    });
    await measure("nothing summarised, first request");
    await measure("nothing summarised, next request");
  } finally {
    await blobs.close();
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
  }
  printFloodRows(rows, ["applications", "events", "engaged views"]);
}

async function latencyAndIngestion() {
  const allRows: Row[] = [];
  for (const events of sizes) {
    const { rows, seedSeconds } = await summaryRows(events, now);
    console.log(
      `seeded ${events.toLocaleString("en-US")} events over 90 days in ${seedSeconds.toFixed(1)} s`,
    );
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
}

/** One 7-day summary request through the handler, as the dashboard makes it. */
async function timedSummary(handler: (req: Request, context: Context) => Promise<Response>) {
  const started = performance.now();
  const response = await handler(
    new Request("https://bench.example/api/analytics?days=7", {
      headers: { Authorization: `Bearer ${BENCH_PASSWORD}` },
    }),
    testContext({ ip: "203.0.113.10" }),
  );
  const body = await response.text();
  const ms = performance.now() - started;
  const summary = JSON.parse(body) as AnalyticsSummary;
  return { status: response.status, ms, bytes: Buffer.byteLength(body), summary };
}

async function flood() {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  process.env.ADMIN_PASSWORD = BENCH_PASSWORD;
  process.env.ADMIN_FAILED_LOGIN_LIMIT = "100000";
  const rows: string[][] = [];
  try {
    if (!values["flood-day"]) await floodToday(rows);
    // 40,000 views on one closed day that has no summary yet (the roll-up has not run):
    // the first request meets it cold, the next finds it stored.
    const realPaths = [...publicRoutes()];
    for (const [name, spanMs] of [
      ["40,000 views on one day, over 24 hours, nothing summarised", dayMs],
      ["40,000 views on one day, in one hour, nothing summarised", hourMs],
    ] as const) {
      const blobs = await startBlobs({ latencyMs: 40 });
      try {
        const dayStart = Date.parse(`${utcDate(Date.now() - 3 * dayMs)}T00:00:00.000Z`);
        const seeded = performance.now();
        // Straight into the server's files: 40,000 keys in seconds rather than 40,000 calls.
        const date = utcDate(dayStart);
        await blobs.writeFiles(
          "analytics",
          Array.from({ length: 40_000 }, (_, i) => {
            const timestamp = dayStart + 12 * hourMs - spanMs / 2 + Math.floor((spanMs * i) / 40_000);
            return visitKey(date, {
              id: timestamp.toString(36).padStart(9, "0") + i.toString(16).padStart(12, "0"),
              timestamp,
              pageUrl: realPaths[i % realPaths.length]!,
              ...directDesktopChrome,
              visitor: `visitor-${i % 4000}`,
            });
          }),
        );
        console.log(
          `flood: seeded ${name} straight into the server's files in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
        );
        if (spanMs === dayMs) {
          // As the hourly roll-up leaves the day: each hour's partial stored when it
          // closed, the day itself not summarised yet (it closed minutes ago).
          await blobs.direct(async () => {
            for (let hour = dayStart; hour < dayStart + dayMs; hour += hourMs)
              await saveHourPartial(analyticsStore(), hour, await readHourEvents(analyticsStore(), hour));
          });
          for (const request of ["first request", "next request"]) {
            blobs.resetOperations();
            const result = await timedSummary(handler);
            rows.push(
              floodRow(
                `7-day summary with a 40,000-view day inside it (hours summarised): ${request}`,
                result,
                blobs.proxiedCalls(),
                40_000,
              ),
            );
            await settleBackgroundWork();
          }
          // Then as if no roll-up had ever run: no partial, no day summary.
          await blobs.direct(async () => {
            const store = analyticsStore();
            for (const prefix of ["hours/", "days/"]) {
              const { blobs: stored } = await store.list({ prefix });
              await Promise.all(stored.map(({ key }) => store.delete(key)));
            }
          });
        }
        for (const request of ["first request", "next request"]) {
          blobs.resetOperations();
          const result = await timedSummary(handler);
          rows.push(floodRow(`${name}: ${request}`, result, blobs.proxiedCalls(), 40_000));
          // The cold day's reading goes on after the answer (waitUntil) and stores it.
          await settleBackgroundWork();
        }
      } finally {
        await blobs.close();
      }
    }
  } finally {
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
  }
  printFloodRows(rows);
}

async function floodToday(rows: string[][]) {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  {
    // 20,000 views today, each on its own made-up path (written straight to storage).
    {
      const blobs = await startBlobs({ latencyMs: 40 });
      try {
        const store = analyticsStore();
        const nowMs = Date.now();
        const seeded = performance.now();
        await mapLimit(
          Array.from({ length: 20_000 }, (_, i) => i),
          FLOOD_PARALLEL,
          (i) =>
            appendVisit(store, utcDate(nowMs), {
              timestamp: nowMs - i,
              pageUrl: `/junk/${i}`,
              browser: "Chrome",
              os: "macOS",
              isMobile: false,
              isTablet: false,
              trafficSource: "Direct",
              visitor: `visitor-${i}`,
            }),
        );
        console.log(
          `\nflood: seeded 20,000 junk views through the 40 ms proxy in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
        );
        blobs.resetOperations();
        const result = await timedSummary(handler);
        rows.push(floodRow("20,000 views today on 20,000 junk paths", result, blobs.proxiedCalls(), 20_000));
      } finally {
        await blobs.close();
      }
    }
    // The "done when" case: 1,000 real views and 6,000 junk views sent through POST /api/analytics.
    {
      const blobs = await startBlobs({ latencyMs: 40 });
      try {
        const realPaths = [...publicRoutes()];
        const post = (i: number) => {
          const junk = i >= 1000;
          return handler(
            new Request("https://bench.example/api/analytics", {
              method: "POST",
              headers: { "Content-Type": "application/json", "User-Agent": chromeUserAgent },
              body: JSON.stringify({
                pageUrl: junk ? `/made-up/${i}` : realPaths[i % realPaths.length],
                timestamp: new Date().toISOString(),
                userAgent: chromeUserAgent,
                deviceInfo: { screenWidth: 1440, screenHeight: 900 },
                sessionId: `s-${i}`,
                userId: `u-${i}`,
                referrer: junk ? `https://junk-${i}.example/` : "https://www.linkedin.com/feed/",
                trafficSource: "",
              }),
            }),
            testContext({ ip: `10.1.${Math.floor(i / 250) % 250}.${i % 250}` }),
          );
        };
        const sent = performance.now();
        const statuses = await mapLimit(
          Array.from({ length: 7000 }, (_, i) => i),
          FLOOD_PARALLEL,
          async (i) => (await post(i)).status,
        );
        const refused = statuses.filter((status) => status !== 202).length;
        console.log(
          `flood: sent 7,000 page views through the handler and the 40 ms proxy in ${((performance.now() - sent) / 1000).toFixed(1)} s${refused ? ` (${refused} not 202)` : ""}`,
        );
        blobs.resetOperations();
        const result = await timedSummary(handler);
        rows.push(
          floodRow("1,000 real + 6,000 junk views (done-when case)", result, blobs.proxiedCalls(), 7000),
        );
      } finally {
        await blobs.close();
      }
    }
  }
}

function printFloodRows(rows: string[][], extra: string[] = []) {
  const header = [
    "case (7-day summary, 40 ms per storage call)",
    "status",
    "time",
    "bytes",
    "page rows",
    "source rows",
    "totalVisits",
    "incomplete days",
    "storage calls",
    ...extra,
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(
    `\nGET /api/analytics?days=7 under the flood (targets: <= 3 s, <= 300 KB, <= 50 page and source rows, Other included, every view in totalVisits)`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

function floodRow(
  name: string,
  result: Awaited<ReturnType<typeof timedSummary>>,
  calls: number,
  expectedVisits: number,
): string[] {
  const { summary } = result;
  return [
    name,
    String(result.status),
    `${(result.ms / 1000).toFixed(2)} s`,
    `${(result.bytes / 1024).toFixed(1)} KB`,
    String(Object.keys(summary.pageBreakdown).length),
    String(Object.keys(summary.trafficSourceBreakdown).length),
    `${summary.totalVisits.toLocaleString("en-US")}${summary.totalVisits === expectedVisits ? "" : ` (expected ${expectedVisits})`}`,
    String(summary.incompleteDays?.length ?? 0),
    String(calls),
  ];
}

/**
 * The daily bound on stored events (packages/netlify/src/analytics/daily-cap), behind the 40 ms
 * proxy: Blobs calls per page view through the handler under the default bound (blocks of
 * 50), and with a bound of 1,000 (blocks of 1, the dearest counting) that 2,000 views pass;
 * then the same 2,000 views on a day whose allowance is 99 % claimed already.
 */
async function dailyCap() {
  const { default: handler } = await import("../netlify/functions/analytics.mjs");
  const { forgetDailyCapBlocks, storedFolder } = await import("../packages/netlify/src/analytics/daily-cap");
  const cases: Array<[string, string | undefined, number]> = [
    ["default bound (50,000), empty day", undefined, 0],
    ["default bound (50,000), 990 of 1,000 blocks claimed", undefined, 990],
    ["bound 1,000 (blocks of 1), empty day: 1,000 stored, 1,000 dropped", "1000", 0],
  ];
  console.log(
    "\nPOST /api/analytics, 2,000 views, 32 in flight, 40 ms per Blobs call (ops per view, then the calls)",
  );
  for (const [label, cap, claimed] of cases) {
    const blobs = await startBlobs({ latencyMs: 40 });
    try {
      if (cap) process.env.ANALYTICS_DAILY_EVENTS = cap;
      else delete process.env.ANALYTICS_DAILY_EVENTS;
      const folder = storedFolder(utcDate(Date.now()));
      await blobs.writeFiles(
        "analytics",
        Array.from({ length: claimed }, (_, index) => `${folder}${String(index).padStart(4, "0")}`),
      );
      forgetDailyCapBlocks();
      await postView(handler, -1); // the visitor hash's daily salt, outside the measurement
      await settleBackgroundWork();
      blobs.resetOperations();
      const started = performance.now();
      const failed = await postViews(handler, INGEST_EVENTS);
      await settleBackgroundWork();
      const seconds = (performance.now() - started) / 1000;
      const { blobs: stored } = await analyticsStore().list({ prefix: `events/${utcDate(Date.now())}/` });
      console.log(
        `${label}: ${(blobs.proxiedCalls() / INGEST_EVENTS).toFixed(3)} calls/view (${opsText(blobs.operations)}), ` +
          `${(INGEST_EVENTS / seconds).toFixed(0)} views/s, ${stored.length} events stored${failed ? `, ${failed} not 202` : ""}`,
      );
    } finally {
      delete process.env.ANALYTICS_DAILY_EVENTS;
      await blobs.close();
    }
  }
}
