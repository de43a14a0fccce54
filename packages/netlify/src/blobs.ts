/**
 * Every Netlify Blobs call of the functions goes through `blobsStore`: each call has a
 * time limit, and a failure is an error at once.
 *
 * Why the client's own behaviour is not enough (@netlify/blobs 11):
 * - it retries a call that failed (network error, 429, 5xx) five times, five seconds
 *   apart: during a storage outage every request would hang for about 25 s, past a
 *   function's time limit, instead of answering 503;
 * - a conditional write (`onlyIfNew`, `onlyIfMatch`) whose last answer is an error
 *   status is reported as written (`{ modified: true }`): a contact message would be
 *   answered 201 and never stored.
 *
 * So `blobsFetch`, given to `getStore` as its `fetch`, limits each attempt to
 * BLOBS_TIMEOUT_MS, treats 429/5xx (and any write answer other than 200 or 412) as a
 * failure, and never sends a retry of a call that already failed. A failed read,
 * listing or delete is answered with a status the client raises at once. A failed write
 * can only be raised by throwing, which the client meets with its retry pauses (sending
 * nothing more), so writes are also raced against `withDeadline`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import { mapLimit, withDeadline } from "./concurrency";
import { env, envInt } from "./env";
import { errorLine } from "./log";
import { memo } from "./memo";

/**
 * How long one Blobs call may take, unless BLOBS_TIMEOUT_MS says otherwise. Calls on
 * the platform take well under a second; the margin is for bursts, when calls queue
 * (1,000 page views at once on the local server: up to about 5 s a call).
 */
export const DEFAULT_BLOBS_TIMEOUT_MS = 8000;

/** The time limit of one Blobs call, in ms. */
export function blobsTimeoutMs(): number {
  return envInt("BLOBS_TIMEOUT_MS", DEFAULT_BLOBS_TIMEOUT_MS);
}

/** Storage failed or did not answer in time; nothing can be promised about the operation. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

/** The status a failed read is answered with: the client raises it without retrying. */
const FAILED_READ_STATUS = 408;

/** Calls that failed once: the client retries with the same options object, and is refused. */
const failedCalls = new WeakSet<object>();

/** A `fetch` for the Blobs client: a time limit per call, failures final (see the module note). */
export const blobsFetch: typeof fetch = async (input, init) => {
  const options: RequestInit = init ?? {};
  const method = (options.method ?? "GET").toUpperCase();
  const url = input instanceof Request ? input.url : String(input);
  if (failedCalls.has(options)) {
    return fail(options, method, url, "not retried: the first attempt failed", false);
  }
  const writes = method === "PUT" ? trackedWrites.getStore() : undefined;
  if (writes?.givenUp) return fail(options, method, url, "not sent: the caller gave up before it", false);
  const timeoutMs = blobsTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  if (writes) writes.inFlight += 1;
  try {
    response = await fetch(input, {
      ...options,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    // A write the server took and is slow to answer may still be stored. A connection that
    // failed (refused, or closed under the request) is taken as one that stored nothing.
    if (writes && timeout.aborted) writes.unanswered = true;
    const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : errorLine(error);
    return fail(options, method, url, reason);
  } finally {
    if (writes) writes.inFlight -= 1;
  }
  const writeRefused = method === "PUT" && response.status !== 200 && response.status !== 412;
  if (response.status === 429 || response.status >= 500 || writeRefused) {
    await response.body?.cancel().catch(() => {});
    return fail(options, method, url, `answered ${response.status}`);
  }
  return response;
};

function fail(options: RequestInit, method: string, url: string, reason: string, log = true): Response {
  failedCalls.add(options);
  // The store's name only: keys can carry hashed addresses and visit records.
  if (log) console.error(`blobs: ${method} on store "${storeName(url)}" failed (${reason})`);
  if (method === "PUT") throw new StorageUnavailableError(`Blobs write failed (${reason})`);
  return new Response(null, { status: FAILED_READ_STATUS, statusText: reason });
}

/** The writes of one `storedOrSent` call, as `blobsFetch` sees them. */
interface TrackedWrites {
  /** Writes sent and not answered yet. */
  inFlight: number;
  /** A write was sent and got no answer in time: the server may still store it. */
  unanswered: boolean;
  /** The caller has given up: nothing more is sent. */
  givenUp: boolean;
}

const trackedWrites = new AsyncLocalStorage<TrackedWrites>();

/**
 * Runs `write` (storage writes through `blobsStore`), resolving "stored" when it succeeds and
 * "sent" when it failed after a write went out without an answer: the server may still store
 * it, so the caller must not answer an error a client would resend on (a page view answered
 * 503 and stored anyway was counted twice once its tracker sent it again). Rejects when it
 * failed and surely stored nothing: every write was refused or never sent (once this gives
 * up, `blobsFetch` sends no more of its writes).
 */
export async function storedOrSent(write: () => Promise<unknown>): Promise<"stored" | "sent"> {
  const writes: TrackedWrites = { inFlight: 0, unanswered: false, givenUp: false };
  try {
    await trackedWrites.run(writes, write);
    return "stored";
  } catch (error) {
    writes.givenUp = true;
    if (writes.unanswered || writes.inFlight > 0) return "sent";
    throw error;
  }
}

function storeName(url: string): string {
  try {
    const segment = new URL(url).pathname.split("/")[2] ?? "";
    return decodeURIComponent(segment).replace(/^site:/, "");
  } catch {
    return "?";
  }
}

/**
 * The deploy context the function runs in: the platform's own (`Netlify.context`), or
 * CONTEXT from the environment, or undefined (tests, local servers).
 */
export function deployContext(): string | undefined {
  const netlify = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } | null } })
    .Netlify;
  return netlify?.context?.deploy?.context || env("CONTEXT") || undefined;
}

/**
 * The name a store has in this deploy context. Deploy previews and branch deploys
 * share the site's Blobs with production, so they get stores of their own
 * (`contacts--deploy-preview`): a preview's messages, sessions and counters never mix
 * with the live site's, and a preview can never read the owner's inbox. Production and
 * local runs (`dev`, none) use the plain name.
 */
export function contextStoreName(name: string, context = deployContext()): string {
  if (!context || context === "production" || context === "dev") return name;
  const suffix = context
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .slice(0, 30);
  return `${name}--${suffix}`;
}

/**
 * A store whose calls go through `blobsFetch`, named for the deploy context
 * (`contextStoreName`). Reads are strongly consistent.
 */
export function blobsStore(name: string): Store {
  return getStore({ name: contextStoreName(name), consistency: "strong", fetch: blobsFetch });
}

/** The margin past the calls' own limits, so a call's abort is seen before the deadline. */
const DEADLINE_MARGIN_MS = 250;

/** How long work of `calls` storage calls one after another may take (see `storageDeadline`). */
export function storageDeadlineMs(calls: number): number {
  return calls * blobsTimeoutMs() + DEADLINE_MARGIN_MS;
}

/**
 * `work`, which makes `calls` storage calls one after another, or a
 * StorageUnavailableError once that many call limits (and a margin) have passed. The
 * work itself goes on in the background; `blobsFetch` makes sure it sends nothing new
 * after a failure. The one deadline for storage work, from a single write to a handler's
 * whole answer.
 */
export function storageDeadline<T>(work: Promise<T>, calls: number, what: string): Promise<T> {
  const ms = storageDeadlineMs(calls);
  return withDeadline(
    work,
    ms,
    what,
    () => new StorageUnavailableError(`${what}: no answer within ${ms} ms`),
  );
}

/** How many deletes a folder sweep has in flight at once. */
const PARALLEL_DELETES = 8;

/**
 * Deletes every blob in the folders directly under `prefix` (e.g. one per day or per
 * window) whose name, without the prefix, `expired` accepts. One listing of the folders,
 * then one listing per expired folder. A delete that fails is left for the next sweep.
 * Resolves with the number of blobs deleted in each folder that had any (a store may
 * still list a folder after its last blob is gone).
 */
export async function deleteFolders(
  store: Store,
  prefix: string,
  expired: (name: string) => boolean,
): Promise<Map<string, number>> {
  const deleted = new Map<string, number>();
  const { directories } = await store.list({ prefix, directories: true });
  for (const directory of directories) {
    const name = directory.slice(prefix.length);
    if (!expired(name)) continue;
    for await (const page of store.list({ prefix: `${directory}/`, paginate: true })) {
      const results = await mapLimit(page.blobs, PARALLEL_DELETES, (blob) =>
        store.delete(blob.key).then(
          () => true,
          () => false,
        ),
      );
      const count = results.filter(Boolean).length;
      if (count) deleted.set(name, (deleted.get(name) ?? 0) + count);
    }
  }
  return deleted;
}

/**
 * The random secret kept under `key` in the store `storeName` (a day's salt): read, or
 * created by the first caller with a write-if-new, so concurrent callers agree on one.
 */
export async function readOrCreateSecret(storeName: string, key: string, what: string): Promise<string> {
  const store = blobsStore(storeName);
  const existing = await store.get(key, { type: "text" });
  if (existing) return existing;
  const fresh = randomBytes(32).toString("hex");
  const { modified } = await storageDeadline(store.set(key, fresh, { onlyIfNew: true }), 1, what);
  if (modified) return fresh;
  const winner = await store.get(key, { type: "text" });
  if (!winner) throw new Error(`${what} could not be read back`);
  return winner;
}

/**
 * A secret per UTC day (a salt), kept in the store `storeName` under the day: the first
 * caller of the day creates it, every instance reads the same one, and each instance reads
 * it once. Only the newest `keepDays` days stay in memory. Deleting a day's blob is what
 * makes the hashes made with it unlinkable.
 */
export function dailySecret(
  storeName: string,
  what: string,
  keepDays: number,
): (day: string) => Promise<string> {
  return memo((day) => readOrCreateSecret(storeName, day, what), keepDays);
}
