/**
 * Inbox benchmark (prints figures; not a test). The real GET/DELETE /api/contacts
 * handlers against a real local Blobs server, every storage call delayed 40 ms by a
 * loopback proxy (a platform round trip):
 *   - 5,000 messages (7 a day): the first page and a deep page, time, storage calls and
 *     answer bytes;
 *   - 3,000 messages, the newest 400 of them the largest emoji messages the form accepts:
 *     the first page, every later page (a full walk), the largest answer, whether every
 *     message was reached exactly once and the total is exact, and a delete;
 *   - a flood: 30,000 messages in one day plus 3,000 spread over the year before: the
 *     first page, a page after the flood day, every page (each message reached once),
 *     then a delete of the whole flooded day and the first page after it.
 *
 *   pnpm bench                  # with the other benchmarks
 *   pnpm exec tsx bench/inbox.ts [5000|3000|flood]   # one part only
 *
 * Requests carry an owner's session cookie, as the inbox page's do.
 * Seeding writes straight to the server (no proxy): saves for the first two parts, and
 * the flood written to its keys (netlify/tests/helpers/contacts.ts).
 */
import {
  dayMs,
  TOTAL_COUNT_HEADER,
  contactLimits,
  contactsPaging,
  parseNextLink,
  type ContactSubmission,
} from "@pmfolio/core";
import handler from "../netlify/functions/contacts.mjs";
import { saveContact } from "../packages/netlify/src/contacts";
import { issueSession } from "../packages/netlify/src/owner/session";
import { startBlobs, testContext, type TestBlobs } from "../netlify/tests/helpers/blobs-server";
import { seedMessages } from "../netlify/tests/helpers/contacts";

const LATENCY_MS = 40;
const PASSWORD = "bench-owner-password";
process.env.ADMIN_PASSWORD = PASSWORD;
process.env.ADMIN_FAILED_LOGIN_LIMIT = "1000";

/**
 * How each request proves it is the owner's: a session cookie, as the inbox page sends
 * (its check is 2 reads at once). A Bearer password would add the failed-login
 * throttle's claims and releases (6 calls in 3 rounds) to every figure.
 */
let auth: Record<string, string> = {};
async function logIn(blobs: TestBlobs) {
  const { cookie } = await blobs.direct(() => issueSession(PASSWORD));
  auth = { Cookie: cookie.split(";")[0]!, "Sec-Fetch-Site": "same-origin" };
}
const pending: Array<Promise<unknown>> = [];
const context = (params: Record<string, string> = {}) =>
  testContext({ ip: "127.0.0.1", params, waitUntil: (work: Promise<unknown>) => void pending.push(work) });

async function seed(blobs: TestBlobs, count: number, perDay: number, message: (n: number) => string) {
  const end = Date.now() - 60_000;
  await blobs.direct(async () => {
    for (let start = 0; start < count; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - start) }, (_, i) => {
          const n = start + i;
          const at = end - Math.floor(n / perDay) * dayMs - (n % perDay) * 60_000;
          return saveContact(
            { name: `Sender ${n}`, email: `s${n}@example.com`, message: message(n) },
            { now: new Date(at) },
          );
        }),
      );
    }
  });
}

interface Measured {
  ms: number;
  calls: number;
  /** The calls by type (get, list, set, delete, getMetadata), e.g. "list 8, get 102". */
  byType: string;
  bytes: number;
  status: number;
  headers: Headers;
  body: string;
}

async function measure(
  blobs: TestBlobs,
  req: Request,
  params: Record<string, string> = {},
): Promise<Measured> {
  await Promise.all(pending.splice(0));
  blobs.resetOperations();
  const started = performance.now();
  const res = await handler(req, context(params));
  const body = await res.text();
  const ms = performance.now() - started;
  return {
    ms,
    calls: blobs.proxiedCalls(),
    byType: Object.entries(blobs.operations)
      .map(([type, count]) => `${type} ${count}`)
      .join(", "),
    bytes: Buffer.byteLength(body),
    status: res.status,
    headers: res.headers,
    body,
  };
}

const get = (path: string) => new Request(`http://localhost${path}`, { headers: auth });
const next = (m: Measured) => {
  const link = parseNextLink(m.headers.get("Link"));
  return link && `${link.pathname}${link.search}`;
};
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function fiveThousand() {
  const blobs = await startBlobs({ latencyMs: LATENCY_MS });
  await logIn(blobs);
  try {
    const started = performance.now();
    await seed(
      blobs,
      5000,
      7,
      (n) => `Hello, this is message ${n}. I saw your portfolio and would like to talk.`,
    );
    console.log(
      `  seeded 5,000 messages (7 a day) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await measure(blobs, get("/api/contacts?limit=1")); // the instance's first page, not timed
    const rows: string[][] = [];
    const first = await measure(blobs, get("/api/contacts"));
    rows.push([
      "first page (50)",
      fmt(first.ms),
      String(first.calls),
      kb(first.bytes),
      first.headers.get(TOTAL_COUNT_HEADER)!,
    ]);
    // A deep page: walk to the 4,000th message with limit 100 (not timed), then time the next 50.
    let path: string | null = "/api/contacts?limit=100";
    for (let i = 0; i < 40 && path; i += 1) path = next(await measure(blobs, get(path)));
    const cursor = new URL(`http://x${path!}`).searchParams.get("cursor")!;
    const deep = await measure(blobs, get(`/api/contacts?cursor=${cursor}&limit=50`));
    const deepFirst = (JSON.parse(deep.body) as ContactSubmission[])[0]!;
    rows.push([
      "deep page (50 after 4,000)",
      fmt(deep.ms),
      String(deep.calls),
      kb(deep.bytes),
      deep.headers.get(TOTAL_COUNT_HEADER)!,
    ]);
    const hundred = await measure(blobs, get(`/api/contacts?cursor=${cursor}&limit=100`));
    rows.push([
      "deep page (100 after 4,000)",
      fmt(hundred.ms),
      String(hundred.calls),
      kb(hundred.bytes),
      hundred.headers.get(TOTAL_COUNT_HEADER)!,
    ]);
    console.log(`  deep page starts at message ${deepFirst.name.replace("Sender ", "#")}`);
    table(["5,000 messages, 40 ms a call", "time", "storage calls", "answer", "X-Total-Count"], rows);
  } finally {
    await Promise.all(pending.splice(0));
    await blobs.close();
  }
}

async function doneWhen() {
  const blobs = await startBlobs({ latencyMs: LATENCY_MS });
  await logIn(blobs);
  try {
    const largest = "😀".repeat(contactLimits.messageMaxBytes / 4);
    const started = performance.now();
    await seed(blobs, 3000, 30, (n) => (n < 400 ? largest : `An ordinary message, number ${n}.`));
    console.log(
      `  seeded 3,000 messages (30 a day), the newest 400 of ${Buffer.byteLength(largest).toLocaleString("en-US")} bytes each, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await measure(blobs, get("/api/contacts?limit=1"));

    const first = await measure(blobs, get("/api/contacts"));
    const seen: string[] = (JSON.parse(first.body) as ContactSubmission[]).map((c) => c.id);
    let maxBytes = first.bytes;
    let slowest = 0;
    let pages = 1;
    let maxCalls = first.calls;
    for (let path = next(first); path;) {
      const page = await measure(blobs, get(path));
      if (page.status !== 200) throw new Error(`page ${pages + 1} answered ${page.status}`);
      seen.push(...(JSON.parse(page.body) as ContactSubmission[]).map((c) => c.id));
      maxBytes = Math.max(maxBytes, page.bytes);
      slowest = Math.max(slowest, page.ms);
      maxCalls = Math.max(maxCalls, page.calls);
      pages += 1;
      path = next(page);
    }
    const total = Number(first.headers.get(TOTAL_COUNT_HEADER));
    const victim = seen[1234]!;
    const removed = await measure(
      blobs,
      new Request(`http://localhost/api/contacts/${victim}`, { method: "DELETE", headers: auth }),
      { id: victim },
    );
    const after = await measure(blobs, get("/api/contacts?limit=1"));
    table(
      ["3,000 messages, 400 largest, 40 ms a call", "measured", "target"],
      [
        ["first page (default 50)", `${fmt(first.ms)}, ${first.calls} calls, ${kb(first.bytes)}`, "≤ 1.5 s"],
        [`slowest later page (of ${pages - 1})`, fmt(slowest), "≤ 2.5 s"],
        [
          "largest answer",
          `${maxBytes.toLocaleString("en-US")} bytes`,
          `< ${contactsPaging.maxPageBytes.toLocaleString("en-US")}`,
        ],
        ["most storage calls in one page", String(maxCalls), "bounded"],
        ["reached", `${seen.length} ids, ${new Set(seen).size} distinct`, "3,000 exactly once"],
        ["X-Total-Count", String(total), "3000"],
        [
          "DELETE one",
          `${removed.status} in ${fmt(removed.ms)}; total then ${after.headers.get(TOTAL_COUNT_HEADER)}`,
          "204; 2999",
        ],
      ],
    );
  } finally {
    await Promise.all(pending.splice(0));
    await blobs.close();
  }
}

async function flood() {
  const FLOOD = 30_000;
  const OLDER = 3_000;
  const blobs = await startBlobs({ latencyMs: LATENCY_MS });
  await logIn(blobs);
  try {
    const day = Math.floor(Date.now() / dayMs) * dayMs - dayMs; // yesterday, UTC
    const floodTimes = Array.from({ length: FLOOD }, (_, n) => day + Math.floor((n * dayMs) / FLOOD) + 7);
    const olderTimes = Array.from(
      { length: OLDER },
      (_, n) => day - 1 - Math.floor((n * 365 * dayMs) / OLDER),
    );
    const started = performance.now();
    await seedMessages(blobs, [...floodTimes, ...olderTimes]);
    console.log(
      `  seeded ${FLOOD.toLocaleString("en-US")} messages on ${new Date(day).toISOString().slice(0, 10)} and ${OLDER.toLocaleString("en-US")} over the year before in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await measure(blobs, get("/api/contacts?limit=1"));
    const first = await measure(blobs, get("/api/contacts"));
    // Walk every page (limit 100), timing each; the first page after the flood day is reported.
    const seen: string[] = [];
    let slowest = { ms: 0, calls: 0, byType: "", page: 0 };
    const times: number[] = [];
    let mostCalls = 0;
    let pages = 0;
    let afterFlood: Measured | null = null;
    for (let path: string | null = "/api/contacts?limit=100"; path;) {
      const page = await measure(blobs, get(path));
      if (page.status !== 200) throw new Error(`page ${pages + 1} answered ${page.status}`);
      const contacts = JSON.parse(page.body) as ContactSubmission[];
      if (!afterFlood && seen.length >= FLOOD) afterFlood = page;
      seen.push(...contacts.map((c) => c.id));
      pages += 1;
      times.push(page.ms);
      if (page.ms > slowest.ms)
        slowest = { ms: page.ms, calls: page.calls, byType: page.byType, page: pages };
      mostCalls = Math.max(mostCalls, page.calls);
      if (pages % 50 === 0) console.error(`  … ${pages} pages walked`);
      path = next(page);
    }
    const dayText = new Date(day).toISOString().slice(0, 10);
    const removed = await measure(
      blobs,
      new Request("http://localhost/api/contacts/delete", {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ received: { day: dayText } }),
      }),
      { id: "delete" },
    );
    const afterDelete = await measure(blobs, get("/api/contacts"));
    const afterDeleteFirst = (JSON.parse(afterDelete.body) as ContactSubmission[])[0];
    table(
      [
        `${FLOOD.toLocaleString("en-US")} in one day + ${OLDER.toLocaleString("en-US")} over a year, 40 ms a call`,
        "measured",
        "target",
      ],
      [
        [
          "first page (50)",
          `${fmt(first.ms)}, ${first.calls} calls (${first.byType}), ${kb(first.bytes)}, total ${first.headers.get(TOTAL_COUNT_HEADER)}`,
          "≤ 1.5 s",
        ],
        [
          "first page after the flood day (100)",
          afterFlood
            ? `${fmt(afterFlood.ms)}, ${afterFlood.calls} calls (${afterFlood.byType}), ${kb(afterFlood.bytes)}`
            : "never reached",
          "≤ 1.5 s",
        ],
        [
          `slowest of ${pages} pages (100 each)`,
          `${fmt(slowest.ms)}, ${slowest.calls} calls (${slowest.byType}), page ${slowest.page}; most calls ${mostCalls}`,
          "≤ 1.5 s",
        ],
        [`median page`, fmt(times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0), ""],
        [
          "reached",
          `${seen.length} ids, ${new Set(seen).size} distinct`,
          `${(FLOOD + OLDER).toLocaleString("en-US")} exactly once`,
        ],
        [
          "delete the flood day",
          `${removed.status} in ${fmt(removed.ms)}, ${removed.calls} calls (${removed.byType}): ${removed.body}`,
          "one action",
        ],
        [
          "first page after the delete",
          `${fmt(afterDelete.ms)}, total ${afterDelete.headers.get(TOTAL_COUNT_HEADER)}, newest ${afterDeleteFirst?.createdAt ?? "none"}`,
          `${OLDER.toLocaleString("en-US")}, before the flood day`,
        ],
      ],
    );
  } finally {
    await Promise.all(pending.splice(0));
    await blobs.close();
  }
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join("  ")}`;
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
}

console.log(`Inbox: real handlers, local Blobs server, ${LATENCY_MS} ms per storage call`);
const only = process.argv[2];
if (!only || only === "5000") await fiveThousand();
if (!only) console.log("");
if (!only || only === "3000") await doneWhen();
if (!only) console.log("");
if (!only || only === "flood") await flood();
