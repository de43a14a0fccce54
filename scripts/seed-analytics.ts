/**
 * Fills the local analytics store (the one `pnpm dev` uses) with realistic synthetic
 * visits over the last 90 days, for demos and benchmarks:
 *
 *   pnpm seed -- --events 10000 [--days 90] [--seed 1] [--reset] [--directory site/.netlify/blobs-serve]
 *
 * The dev server's Netlify plugin keeps Blobs under site/.netlify/blobs-serve (site id
 * "0" offline). This script serves that same directory with its own local Blobs server
 * and writes through the functions' storage module, so the events have exactly the
 * layout the functions write. It can run while `pnpm dev` is running.
 *
 * Stored summaries of closed days are immutable, so the ones the new events fall into
 * are deleted: the dashboard recomputes them on its next request. --reset deletes the
 * whole analytics store first.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { addDays, utcDate } from "../packages/core/src/time";
import { syntheticVisits, writeSynthetic } from "../netlify/tests/fixtures/analytics-synthetic";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEV_BLOBS_DIRECTORY = path.join(root, "site/.netlify/blobs-serve");
const DEV_SITE_ID = "0";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    events: { type: "string", default: "10000" },
    days: { type: "string", default: "90" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    reset: { type: "boolean", default: false },
    directory: { type: "string", default: DEV_BLOBS_DIRECTORY },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log("pnpm seed -- --events 10000 [--days 90] [--seed N] [--reset] [--directory DIR]");
  process.exit(0);
}
const events = Number(values.events);
const days = Number(values.days);
const seed = Number(values.seed);
if (!Number.isInteger(events) || events < 0 || !Number.isInteger(days) || days < 1 || days > 366) {
  console.error("--events must be a whole number and --days between 1 and 366.");
  process.exit(1);
}

const token = `seed-${Math.random().toString(36).slice(2)}`;
const directory = path.resolve(values.directory);
const server = new BlobsServer({ directory, token });
const { port } = await server.start();
const edgeURL = `http://127.0.0.1:${port}`;
const store = getStore({
  name: "analytics",
  siteID: DEV_SITE_ID,
  token,
  edgeURL,
  uncachedEdgeURL: edgeURL,
  consistency: "strong",
});

try {
  const started = performance.now();
  if (values.reset) {
    const { blobs } = await store.list();
    await Promise.all(blobs.map(({ key }) => store.delete(key)));
    console.log(`reset: deleted ${blobs.length} analytics blobs`);
  }

  const data = syntheticVisits({ events, days, seed, now: new Date() });
  await writeSynthetic(store, data, 48);

  // Stored summaries of the days and hours written to are stale now: forget them (in every
  // zone), so the dashboard reads the seeded events.
  const touched = new Set([...data.visits.map((v) => utcDate(v.timestamp)), ...data.bots.map(utcDate)]);
  const stale: string[] = [];
  for (const prefix of ["days/", "hours/"])
    for await (const page of store.list({ prefix, paginate: true }))
      for (const { key } of page.blobs)
        if ([...touched].some((date) => [-1, 0, 1].some((offset) => key.includes(addDays(date, offset)))))
          stale.push(key);
  await Promise.all(stale.map((key) => store.delete(key)));

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${data.visits.length} visits and ${data.bots.length} bot requests over ${days} days ` +
      `(seed ${seed}) in ${seconds.toFixed(1)} s\n` +
      `store: ${path.relative(root, directory)} (site ${DEV_SITE_ID}, store "analytics")\n` +
      "see them: pnpm dev, then http://localhost:8888/analytics",
  );
} finally {
  await server.stop();
}
