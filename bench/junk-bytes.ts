/**
 * Bytes stored per made-up page view (prints figures; not a test): views sent through
 * POST /api/analytics on a real local Blobs server, each with its own made-up path, referrer
 * host, campaign, visitor and session, then what they cost: the raw event keys, the hour's
 * partial (as the roll-up stores it) and the day's summary.
 *
 *   corepack pnpm exec tsx bench/junk-bytes.ts [views]
 */
import { randomBytes } from "node:crypto";
import { encodeHour, hourMs, utcDate } from "@pmfolio/core";
import handler from "../netlify/functions/analytics.mjs";
import { readHourEvents } from "../packages/netlify/src/analytics/events";
import { analyticsStore } from "../packages/netlify/src/analytics/store";
import { computeDaySummary } from "../packages/netlify/src/analytics/summary";
import { mapLimit } from "../packages/netlify/src/concurrency";
import { settleBackgroundWork, startBlobs, testContext } from "../netlify/tests/helpers/blobs-server";

const views = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 2000);
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const made = (length: number) => randomBytes(length).toString("hex").slice(0, length);

const shapes = {
  "short junk (12-char path, host, campaign)": () => ({
    pageUrl: `/${made(12)}`,
    referrer: `https://${made(8)}.example/`,
    campaign: { utm_source: made(8) },
  }),
  "longest junk (200-char path, 80-char host, 64-char campaign)": () => ({
    pageUrl: `/${made(199)}`,
    referrer: `https://${made(72)}.example/`,
    campaign: { utm_source: made(64) },
  }),
  "a real view (a known page, direct)": () => ({ pageUrl: "/", referrer: "direct" }),
};

const blobs = await startBlobs();
try {
  console.log(`${views} views of each shape, through the handler\n`);
  console.log("| shape | event key | hour partial | day summary | total |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const [name, shape] of Object.entries(shapes)) {
    const store = analyticsStore();
    await store.deleteAll();
    const start = Math.floor(Date.now() / hourMs) * hourMs;
    await mapLimit(
      Array.from({ length: views }, (_, n) => n),
      16,
      async (n) => {
        const body = {
          ...shape(),
          sessionId: `s${made(12)}${n}`,
          userId: `u${made(12)}${n}`,
          userAgent: chrome,
        };
        const response = await handler(
          new Request("https://jordan.example/api/analytics", {
            method: "POST",
            headers: { "Content-Type": "application/json", "User-Agent": chrome },
            body: JSON.stringify(body),
          }),
          testContext({ ip: `198.51.${n % 250}.${(n >> 8) % 250}` }),
        );
        if (response.status !== 202) throw new Error(`answered ${response.status}`);
      },
    );
    await settleBackgroundWork();
    if (Math.floor(Date.now() / hourMs) * hourMs !== start) throw new Error("the hour turned; run it again");
    const { blobs: keys } = await store.list({ prefix: "events/" });
    const keyBytes = keys.reduce((sum, { key }) => sum + Buffer.byteLength(key), 0);
    const partial = Buffer.byteLength(JSON.stringify(encodeHour(start, await readHourEvents(store, start))));
    const day = Buffer.byteLength(
      JSON.stringify(await computeDaySummary(store, utcDate(start), { timeZone: "UTC" })),
    );
    const per = (bytes: number) => (bytes / views).toFixed(0);
    console.log(
      `| ${name} | ${per(keyBytes)} B | ${per(partial)} B | ${per(day)} B | ${per(keyBytes + partial + day)} B |`,
    );
  }
} finally {
  await settleBackgroundWork();
  await blobs.close();
}
