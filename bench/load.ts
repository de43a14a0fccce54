/**
 * Load test (issue 7). Builds the site and serves the production build with its functions
 * through the Netlify CLI (`netlify serve --offline`, scripts/netlify-serve.ts), then, on
 * loopback only, with autocannon:
 *   1. POST /api/contact    --contacts N (default 2,000)
 *   2. POST /api/analytics  --events N   (default 10,000)
 * at --connections N (default 50) with pipelining 1, so every response is attributed to
 * the request that got it. Each phase is bounded: exactly N requests, --timeout seconds
 * per request, and a hard stop after --phase-seconds. It prints requests, accepted,
 * non-2xx by status, errors and timeouts, throughput, p50/p99 latency and duration.
 *
 * Then it stops the server and reads what is really stored, straight from the CLI's local
 * Blobs directory (site/.netlify/blobs-serve, site id "unlinked"; `pnpm dev` keeps its own
 * data there under site id "0", untouched): every request carries a marker of this run
 * (a contact's message holds `load-{run}-{n}`; a page view's path is `/load/{run}/{n}` and
 * its visitor hash is that of `load-{run}-{n}`), so only this run's records are counted.
 * Every accepted request must be stored exactly once (zero lost, zero duplicated); refused
 * or unanswered requests that were stored anyway are reported. PASS/FAIL; exit code 1 on
 * any loss or duplicate.
 *
 * Isolation: the functions get RATE_LIMIT_SALT of this run, so its rate-limit slots never
 * count against another local server on the same directory, and the app-level limits are
 * raised to fit the run (the platform's `config.rateLimit` is not enforced by the CLI).
 * Afterwards this run's contacts, events and rate-limit slots are deleted (--keep keeps them).
 *
 *   pnpm load [-- --contacts 2000 --events 10000 --connections 50 --timeout 30
 *                 --phase-seconds 2400 --port 8899 --keep]
 */
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { dayMs, utcDate } from "@pmfolio/core";
import { desktopPageView } from "../packages/core/src/analytics/fixtures/pageViews";
import { eventIdTime, parseEventKey } from "../packages/netlify/src/analytics/keys";
import { visitorHash } from "../packages/netlify/src/analytics/visitor";
import { contactIdOfKey, contactIdTime } from "../packages/netlify/src/contacts";
import { startNetlifyServe, type NetlifyServer } from "../scripts/netlify-serve";
import { benchOptions } from "./options";

// ---------------------------------------------------------------------------------------
// Options

const values = benchOptions({
  contacts: "2000",
  events: "10000",
  connections: "50",
  timeout: "30",
  "phase-seconds": "2400",
  port: "8899",
  keep: false,
  help: false,
});
if (values.help) {
  console.log(
    "pnpm load [-- --contacts 2000 --events 10000 --connections 50 --timeout 30 --phase-seconds 2400 --port 8899 --keep]",
  );
  process.exit(0);
}
const count = (name: keyof typeof values, min: number) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}`);
  return value;
};
const options = {
  contacts: count("contacts", 0),
  events: count("events", 0),
  connections: count("connections", 1),
  timeoutSeconds: count("timeout", 1),
  phaseSeconds: count("phase-seconds", 1),
  port: count("port", 1),
  keep: values.keep === true,
};

const root = path.resolve(import.meta.dirname, "..");
/** Where `netlify serve --filter pmfolio-example` keeps local Blobs (its working directory is site/). */
const CLI_BLOBS_DIRECTORY = path.join(root, "site/.netlify/blobs-serve");
/** The site id the CLI uses for an unlinked site (netlify-cli's UNLINKED_SITE_MOCK_ID). */
const CLI_SITE_ID = "unlinked";
/** Loopback only: the address every request goes to. */
const HOST = "127.0.0.1";

const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const marker = (n: number) => `load-${run}-${n}`;
const rateLimitSalt = randomBytes(16).toString("hex");
const adminPassword = randomBytes(16).toString("hex");

// ---------------------------------------------------------------------------------------
// autocannon (CommonJS, no types): the parts used here

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest, context: RequestContext) => AutocannonRequest;
  onResponse?: (
    status: number,
    body: string,
    context: RequestContext,
    headers: Record<string, string | string[]>,
  ) => void;
}
interface RequestContext {
  n?: number;
}
interface AutocannonResult {
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
}
interface AutocannonInstance {
  stop(): void;
}
/** autocannon's per-connection client: the internals `reconnectAfterClose` relies on. */
interface AutocannonClient {
  on(event: "headers", listener: (info: { shouldKeepAlive?: boolean }) => void): void;
  reqsMade: number;
  responseMax?: number;
  _doRequest(): void;
  _resetConnection(): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    pipelining: number;
    amount: number;
    timeout: number;
    setupClient: (client: AutocannonClient) => void;
    requests: AutocannonRequest[];
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/**
 * The CLI answers every function call with `Connection: close`. autocannon writes the
 * connection's next request right after a response, before the server's close arrives:
 * that request is lost unanswered (and it reconnects and sends yet another), so half of
 * the `amount` would never reach the server. Like any HTTP client, a connection whose
 * last answer said "close" is replaced before the next request is sent.
 */
function reconnectAfterClose(client: AutocannonClient): void {
  let closing = false;
  client.on("headers", (info) => {
    closing = info.shouldKeepAlive === false;
  });
  const doRequest = client._doRequest.bind(client);
  client._doRequest = () => {
    const done = client.responseMax !== undefined && client.reqsMade >= client.responseMax;
    if (closing && !done) {
      closing = false;
      client._resetConnection(); // reconnects, then sends through this function again
      return;
    }
    doRequest();
  };
}

// ---------------------------------------------------------------------------------------
// Processes: the CLI server is stopped on every way out

let server: NetlifyServer | undefined;
/** The process groups started here (the helper spawns `pnpm exec netlify serve` detached). */
let serverGroups: number[] = [];
let activeLoad: AutocannonInstance | undefined;
let verifierBlobs: BlobsServer | undefined;

/** Our direct children (Linux /proc): the helper's process, whose group holds the CLI. */
function childPids(): number[] {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc");
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

function signalGroups(signal: NodeJS.Signals): void {
  for (const pid of serverGroups) {
    try {
      process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  }
}

const groupsAlive = () =>
  serverGroups.some((pid) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  });

/** Stops the CLI and waits until every process of its group has exited (no write can land after). */
async function stopServer(): Promise<void> {
  activeLoad?.stop();
  activeLoad = undefined;
  await server?.stop().catch(() => {});
  server = undefined;
  signalGroups("SIGTERM");
  const started = Date.now();
  while (groupsAlive() && Date.now() - started < 15_000) await sleep(200);
  if (groupsAlive()) signalGroups("SIGKILL");
  while (groupsAlive() && Date.now() - started < 20_000) await sleep(200);
  serverGroups = [];
}

let shuttingDown = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.error(`\n${signal}: stopping the server…`);
    void Promise.allSettled([stopServer(), verifierBlobs?.stop()]).then(() =>
      process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]),
    );
  });
}
// Last resort (an exit nobody awaited): the kill is synchronous.
process.on("exit", () => signalGroups("SIGKILL"));

/** After Ctrl-C, the signal handler stops everything and exits: main must not go on meanwhile. */
const haltIfShuttingDown = () => (shuttingDown ? new Promise<never>(() => {}) : Promise.resolve());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------
// One load phase

interface PhaseSpec {
  name: string;
  path: string;
  amount: number;
  headers: Record<string, string>;
  body(n: number): unknown;
}

interface PhaseResult {
  name: string;
  amount: number;
  /** Request numbers sent (each once). */
  sent: Set<number>;
  /** 2xx answers: request number to the response body. */
  accepted: Map<number, string>;
  /** Non-2xx answers: request number to status. */
  refused: Map<number, number>;
  /** Blobs calls the functions made, from the CLI's x-nf-fetch-timing header: calls and ms per answer. */
  blobsCalls: number[];
  blobsMs: number[];
  startedAt: number;
  endedAt: number;
  stoppedByTimeLimit: boolean;
  result: AutocannonResult;
}

async function runPhase(url: string, spec: PhaseSpec): Promise<PhaseResult> {
  const sent = new Set<number>();
  const accepted = new Map<number, string>();
  const refused = new Map<number, number>();
  const blobsCalls: number[] = [];
  const blobsMs: number[] = [];
  let next = 0;
  let stoppedByTimeLimit = false;
  const startedAt = Date.now();
  let hardStop: ReturnType<typeof setTimeout> | undefined;
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${spec.path}`,
        connections: Math.min(options.connections, spec.amount),
        pipelining: 1,
        amount: spec.amount,
        timeout: options.timeoutSeconds,
        setupClient: reconnectAfterClose,
        requests: [
          {
            setupRequest(req, context) {
              const n = next++;
              context.n = n;
              sent.add(n);
              return {
                ...req,
                method: "POST",
                path: spec.path,
                headers: { ...spec.headers, "content-type": "application/json" },
                body: JSON.stringify(spec.body(n)),
              };
            },
            onResponse(status, body, context, headers) {
              const n = context.n;
              if (n === undefined) return;
              const timing = headers["x-nf-fetch-timing"];
              const calls = typeof timing === "string" ? timing.split(", ") : [];
              blobsCalls.push(calls.length);
              blobsMs.push(
                calls.reduce((sum, call) => sum + Number(/;dur=([\d.]+)/.exec(call)?.[1] ?? 0), 0),
              );
              if (status >= 200 && status < 300) accepted.set(n, body);
              else refused.set(n, status);
            },
          },
        ],
      },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
    activeLoad = instance;
    hardStop = setTimeout(() => {
      stoppedByTimeLimit = true;
      instance.stop();
    }, options.phaseSeconds * 1000);
  }).finally(() => clearTimeout(hardStop));
  activeLoad = undefined;
  return {
    name: spec.name,
    amount: spec.amount,
    sent,
    accepted,
    refused,
    blobsCalls,
    blobsMs,
    startedAt,
    endedAt: Date.now(),
    stoppedByTimeLimit,
    result,
  };
}

function printPhase(phase: PhaseResult): void {
  const { result } = phase;
  const seconds = (phase.endedAt - phase.startedAt) / 1000;
  const answered = phase.accepted.size + phase.refused.size;
  const unanswered = phase.sent.size - answered;
  const byStatus = new Map<number, number>();
  for (const status of phase.refused.values()) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const statusText =
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ") || "none";
  console.log(`\n${phase.name}`);
  console.log(`  requests:     ${phase.sent.size} sent of ${phase.amount}`);
  console.log(`  accepted:     ${phase.accepted.size} (2xx)`);
  console.log(`  non-2xx:      ${statusText}`);
  console.log(
    `  errors:       ${result.errors} (of which ${result.timeouts} timeouts); ${unanswered} requests without an answer`,
  );
  console.log(
    `  throughput:   ${(answered / seconds).toFixed(1)} req/s answered, ${(phase.accepted.size / seconds).toFixed(1)} accepted/s`,
  );
  console.log(
    `  latency:      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (mean ${result.latency.average.toFixed(1)}, max ${result.latency.max})`,
  );
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  console.log(
    `  Blobs calls:  ${mean(phase.blobsCalls).toFixed(1)} per request, ${mean(phase.blobsMs).toFixed(0)} ms summed over them on average (x-nf-fetch-timing; calls can overlap)`,
  );
  console.log(
    `  duration:     ${seconds.toFixed(1)} s${phase.stoppedByTimeLimit ? ` (stopped at the ${options.phaseSeconds} s limit)` : ""}`,
  );
}

// ---------------------------------------------------------------------------------------
// What is stored

interface Verification {
  name: string;
  accepted: number;
  storedOnce: number;
  lost: number[];
  duplicated: number[];
  /** Stored, but the stored record differs from what was sent or answered. */
  mismatched: string[];
  refusedStored: number;
  unansweredStored: number;
  /** Markers of this run with a number that was never sent. */
  unknown: number;
  notes: string[];
  deleteKeys: string[];
}

function verify(
  phase: PhaseResult,
  stored: Map<number, string[]>,
  mismatched: string[],
  notes: string[],
): Verification {
  const lost: number[] = [];
  const duplicated: number[] = [];
  let storedOnce = 0;
  for (const n of phase.accepted.keys()) {
    const keys = stored.get(n)?.length ?? 0;
    if (keys === 0) lost.push(n);
    else if (keys === 1) storedOnce += 1;
  }
  let refusedStored = 0;
  let unansweredStored = 0;
  let unknown = 0;
  for (const [n, keys] of stored) {
    if (keys.length > 1) duplicated.push(n);
    if (!phase.sent.has(n)) unknown += 1;
    else if (phase.refused.has(n)) refusedStored += 1;
    else if (!phase.accepted.has(n)) unansweredStored += 1;
  }
  return {
    name: phase.name,
    accepted: phase.accepted.size,
    storedOnce,
    lost,
    duplicated,
    mismatched,
    refusedStored,
    unansweredStored,
    unknown,
    notes,
    deleteKeys: [...stored.values()].flat(),
  };
}

async function listKeys(store: Store, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ ...(prefix ? { prefix } : {}), paginate: true })) {
    for (const blob of page.blobs) keys.push(blob.key);
  }
  return keys;
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const worker = async () => {
    while (index < items.length) await work(items[index++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function verifyContacts(store: Store, phase: PhaseResult, until: number): Promise<Verification> {
  // Contact ids start with the receipt time: only those of the phase (and after it, until
  // the server stopped) can be this run's. Each candidate is read and its marker parsed.
  const candidates = (await listKeys(store, "d/")).filter((key) => {
    const id = contactIdOfKey(key);
    return id !== null && contactIdTime(id) >= phase.startedAt - 1000 && contactIdTime(id) <= until;
  });
  const pattern = new RegExp(`\\bload-${run}-(\\d+)\\b`);
  const stored = new Map<number, string[]>();
  const mismatched: string[] = [];
  await inParallel(candidates, 16, async (key) => {
    const text = await store.get(key, { type: "text" });
    if (text === null) return;
    let value: { id?: unknown; message?: unknown };
    try {
      value = JSON.parse(text) as typeof value;
    } catch {
      return;
    }
    const match = typeof value.message === "string" ? pattern.exec(value.message) : null;
    if (!match) return;
    const n = Number(match[1]);
    stored.set(n, [...(stored.get(n) ?? []), key]);
    const id = contactIdOfKey(key);
    if (value.id !== id) mismatched.push(`#${n}: stored id ${String(value.id)} under key ${key}`);
    const answer = phase.accepted.get(n);
    if (answer !== undefined) {
      let answeredId: unknown;
      try {
        answeredId = (JSON.parse(answer) as { id?: unknown }).id;
      } catch {
        answeredId = undefined;
      }
      if (answeredId !== id) mismatched.push(`#${n}: answered id ${String(answeredId)}, stored as ${key}`);
    }
  });
  return verify(phase, stored, mismatched, [
    `${candidates.length} submissions stored in the run's time span were read`,
  ]);
}

async function verifyEvents(store: Store, phase: PhaseResult, until: number): Promise<Verification> {
  // Events are filed under the UTC day they arrived on: every day the phase touched.
  const days = new Set<string>();
  for (let t = phase.startedAt - 1000; utcDate(t) <= utcDate(until); t += dayMs) days.add(utcDate(t));
  days.add(utcDate(until));
  const pathPattern = new RegExp(`^/load/${run}/(\\d+)$`);
  const stored = new Map<number, string[]>();
  const mismatched: string[] = [];
  let bots = 0;
  let listed = 0;
  for (const day of days) {
    for (const key of await listKeys(store, `events/${day}/`)) {
      listed += 1;
      const event = parseEventKey(key);
      if (event?.kind === "bot") {
        const time = eventIdTime(event.id);
        if (time >= phase.startedAt - 1000 && time <= until) bots += 1;
        continue;
      }
      const match = event?.kind === "visit" ? pathPattern.exec(event.visit.pageUrl) : null;
      if (!match || event?.kind !== "visit") continue;
      const n = Number(match[1]);
      stored.set(n, [...(stored.get(n) ?? []), key]);
      if (event.visit.visitor !== visitorHash(marker(n))) {
        mismatched.push(`#${n}: visitor hash differs from the one of ${marker(n)}`);
      }
      if (event.visit.browser !== "Chrome" || event.visit.os !== "Linux") {
        mismatched.push(`#${n}: classified as ${event.visit.browser} on ${event.visit.os}`);
      }
    }
  }
  const notes = [`${listed} event keys listed on ${[...days].join(", ")}`];
  if (bots > 0) notes.push(`${bots} bot events were stored during the phase (not attributable)`);
  return verify(phase, stored, mismatched, notes);
}

function printVerification(v: Verification): boolean {
  const ok = v.lost.length === 0 && v.duplicated.length === 0 && v.mismatched.length === 0 && v.unknown === 0;
  const sample = (ids: number[]) =>
    ids.length ? ` (e.g. #${ids.slice(0, 5).join(", #")}${ids.length > 5 ? ", …" : ""})` : "";
  console.log(`\n${v.name}: storage`);
  console.log(`  accepted and stored exactly once: ${v.storedOnce} of ${v.accepted}`);
  console.log(`  lost (accepted, not stored):      ${v.lost.length}${sample(v.lost)}`);
  console.log(`  duplicated (stored twice or more): ${v.duplicated.length}${sample(v.duplicated)}`);
  console.log(`  refused but stored anyway:        ${v.refusedStored}`);
  console.log(`  unanswered but stored:            ${v.unansweredStored}`);
  if (v.unknown) console.log(`  stored with a number never sent:  ${v.unknown}`);
  if (v.mismatched.length) {
    console.log(`  stored records that differ from the request or the answer: ${v.mismatched.length}`);
    for (const line of v.mismatched.slice(0, 5)) console.log(`    ${line}`);
  }
  for (const note of v.notes) console.log(`  (${note})`);
  return ok;
}

/** Deletes this run's rate-limit slots: their address hashes are keyed with this run's salt. */
async function deleteRateLimitSlots(store: Store): Promise<number> {
  const { createHmac } = await import("node:crypto");
  let deleted = 0;
  for (const scope of ["contact", "analytics"]) {
    const { directories } = await store.list({ prefix: `${scope}/`, directories: true });
    for (const directory of directories) {
      const windowStart = Number(directory.slice(scope.length + 1));
      if (!Number.isInteger(windowStart)) continue;
      const salt = createHmac("sha256", rateLimitSalt)
        .update(`rate-limit-salt\n${utcDate(windowStart)}`)
        .digest("hex");
      for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "unknown"]) {
        const hash = createHmac("sha256", salt)
          .update(`${scope}\n${windowStart}\n${ip}`)
          .digest("base64url")
          .slice(0, 32);
        const keys = await listKeys(store, `${directory}/${hash}/`);
        await inParallel(keys, 16, (key) => store.delete(key));
        deleted += keys.length;
      }
    }
  }
  return deleted;
}

// ---------------------------------------------------------------------------------------
// Main

const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function main(): Promise<number> {
  console.log(`Load test, run ${run}`);
  console.log(
    `  ${options.contacts} contact submissions, then ${options.events} page views; ${options.connections} connections, pipelining 1;` +
      ` ${options.timeoutSeconds} s per request, ${options.phaseSeconds} s per phase at most`,
  );
  console.log(`  target: http://${HOST}:${options.port} (netlify serve --offline, production build)`);

  console.log("\nBuilding and starting the production build with its functions (netlify serve --offline)…");
  const startedServer = Date.now();
  const starting = startNetlifyServe({
    port: options.port,
    timeoutMs: 300_000,
    env: {
      ADMIN_PASSWORD: adminPassword,
      // Every request of the run comes from one address: the limits must fit the whole run.
      CONTACT_RATE_LIMIT: String(Math.max(1, options.contacts) * 2),
      RATE_LIMIT_SALT: rateLimitSalt,
    },
  });
  serverGroups = childPids(); // the helper spawned synchronously: its process leads the CLI's group
  server = await starting;
  console.log(`  ready in ${((Date.now() - startedServer) / 1000).toFixed(1)} s`);

  const url = `http://${HOST}:${options.port}`;
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`${url}/api/health answered ${health.status}`);

  // Contacts first, then page views: each phase only once the one before has finished.
  const phaseBodies: Array<Pick<PhaseSpec, "path" | "amount" | "body">> = [
    {
      path: "/api/contact",
      amount: options.contacts,
      body: (n) => ({
        name: `Load test ${n}`,
        email: `load-test+${n}@example.com`,
        phone: "",
        message: `Load test message ${marker(n)}: an ordinary contact submission, sent by pnpm load.`,
      }),
    },
    {
      path: "/api/analytics",
      amount: options.events,
      body: (n) =>
        desktopPageView(
          {
            pageUrl: `/load/${run}/${n}`,
            sessionId: `load-${run}-session-${n % options.connections}`,
            userId: marker(n),
          },
          { userAgent, browser: "Chrome", os: "Linux" },
        ),
    },
  ];
  const phases: PhaseResult[] = [];
  for (const phase of phaseBodies.filter(({ amount }) => amount > 0)) {
    phases.push(
      await runPhase(url, {
        name: `POST ${phase.path} × ${phase.amount}`,
        headers: { "user-agent": userAgent },
        ...phase,
      }),
    );
    await haltIfShuttingDown();
    printPhase(phases.at(-1)!);
  }

  console.log("\nStopping the server, so every write has landed before storage is read…");
  await stopServer();
  const until = Date.now();

  // The CLI's local Blobs directory, served by a Blobs server of our own.
  const token = randomBytes(16).toString("hex");
  verifierBlobs = new BlobsServer({ directory: CLI_BLOBS_DIRECTORY, token });
  const { port } = await verifierBlobs.start();
  const store = (name: string) =>
    getStore({ name, siteID: CLI_SITE_ID, token, edgeURL: `http://${HOST}:${port}` });

  const verifications: Verification[] = [];
  for (const phase of phases) {
    verifications.push(
      phase.name.includes("contact")
        ? await verifyContacts(store("contacts"), phase, until)
        : await verifyEvents(store("analytics"), phase, until),
    );
  }
  let pass = true;
  for (const v of verifications) pass = printVerification(v) && pass;
  for (const [i, v] of verifications.entries()) {
    if (v.accepted === 0 && phases[i]!.amount > 0) {
      console.log(`\n${v.name}: nothing was accepted, so nothing could be verified`);
      pass = false;
    }
  }

  if (options.keep) {
    console.log(`\nThis run's records are kept (--keep): marker load-${run}-…, site id "${CLI_SITE_ID}".`);
  } else {
    const contacts = verifications.find((v) => v.name.includes("contact"))?.deleteKeys ?? [];
    const events = verifications.find((v) => v.name.includes("analytics"))?.deleteKeys ?? [];
    await inParallel(contacts, 16, (key) => store("contacts").delete(key));
    await inParallel(events, 16, (key) => store("analytics").delete(key));
    const slots = await deleteRateLimitSlots(store("rate-limits"));
    console.log(
      `\nCleaned up this run's data: ${contacts.length} contacts, ${events.length} events, ${slots} rate-limit slots.`,
    );
  }
  await verifierBlobs.stop();
  verifierBlobs = undefined;

  const lost = verifications.reduce((sum, v) => sum + v.lost.length, 0);
  const duplicated = verifications.reduce((sum, v) => sum + v.duplicated.length, 0);
  console.log(
    `\n${pass ? "PASS" : "FAIL"}: ${verifications.map((v) => `${v.name}: ${v.storedOnce}/${v.accepted} accepted stored once`).join("; ")}; ${lost} lost, ${duplicated} duplicated`,
  );
  return pass ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nload: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  await verifierBlobs?.stop().catch(() => {});
}
process.exit();
