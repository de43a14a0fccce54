/**
 * A fixed-window rate limiter kept in Netlify Blobs, so it works the same in every
 * function instance, locally and deployed (the platform's `config.rateLimit` does not
 * run locally, and in-memory counters reset with every cold start).
 *
 * Each allowed request holds its own slot blob, `{scope}/{window}/{a}/{b}/{address}/{random}`,
 * written, then counted with the others (see `claimFreeSlot`), so a burst of parallel
 * requests cannot slip past the limit the way a read-increment-write counter would.
 * Each instance sweeps the slots of ended windows once per window (ended windows no
 * longer count), after the answer (`waitUntil`).
 *
 * Under a flood, refusals are cheap and the limit never passes: once an instance finds
 * an address's window full through `rateLimit` (whose slots are never given back), it
 * refuses that address from memory until the window ends, with no storage call. A
 * request whose claim has not started when its deadline passes claims nothing.
 *
 * Privacy: `{address}` is an HMAC-SHA-256 of the scope, the window and the address,
 * keyed with a salt of the window's UTC day. The address is never stored, the same
 * address has unrelated keys in every window, and a day's salt is deleted once its
 * windows are over (the day after next), so even the store together with its salts
 * cannot link old keys to an address or to each other. With RATE_LIMIT_SALT set, the
 * day's salt is derived from it instead (HMAC of the day) and nothing is stored.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { utcDate } from "./core";
import { serialized, withDeadline } from "./concurrency";
import { blobsStore, dailySecret, deleteFolders, storageDeadline, storageDeadlineMs } from "./blobs";
import { env } from "./env";
import { errorLine } from "./log";
import { memo } from "./memo";

export interface RateLimitKey {
  /** What is being limited, e.g. "contact" or "admin-login". Letters, digits and hyphens. */
  scope: string;
  /** The client address (`context.ip`). */
  ip: string | undefined;
}

export interface RateLimitOptions {
  /** Requests allowed per address and window. */
  limit: number;
  windowSeconds: number;
  /**
   * What to answer when the limiter's own storage fails. "open" lets the request
   * through (visitor writes: no message is refused because the limiter hiccupped);
   * "closed" refuses it (admin login throttling: never an unthrottled door).
   * @defaultValue "open"
   */
  onStorageError?: "open" | "closed";
  /**
   * Give up on the limiter's storage after this long and apply `onStorageError`.
   * @defaultValue 4000, or a little over BLOBS_TIMEOUT_MS when that is shorter (so a
   * storage call that runs out of time is seen as a storage failure, not as this deadline)
   */
  timeoutMs?: number;
  /** Runs housekeeping after the answer (`context.waitUntil`); without it, it runs unawaited. */
  waitUntil?: (work: Promise<unknown>) => void;
}

export type RateLimitResult =
  | { ok: true }
  | {
      ok: false;
      retryAfterSeconds: number;
      /**
       * True when refused because the limiter's storage failed or did not decide within
       * `timeoutMs` (only with `onStorageError: "closed"`): nothing is known about the client.
       */
      storageError?: true;
    };

/** A claimed slot, so a caller can give it back (e.g. a login attempt that turned out right). */
export type RateLimitClaim = { ok: true; release(): Promise<void> } | Exclude<RateLimitResult, { ok: true }>;

const STORE_NAME = "rate-limits";
/** The day salts live apart from the slots, so a sweep of slots never meets them. */
const SALT_STORE_NAME = "rate-limit-salts";
const SLOT_ID_BYTES = 8;
const DEFAULT_TIMEOUT_MS = 4000;
/** When the limiter's storage fails closed, how long the client is asked to wait. */
const STORAGE_ERROR_RETRY_SECONDS = 60;

/** Windows found full through `rateLimit`, by slot prefix: refused from memory until they end. */
const fullWindows = new Map<string, number>();

/** Counts one request for `ip` in `scope`; refuses it once the window's `limit` is used up. */
export async function rateLimit(key: RateLimitKey, options: RateLimitOptions): Promise<RateLimitResult> {
  const claim = await claimSlot(key, options, true);
  return claim.ok ? { ok: true } : claim;
}

/**
 * Like `rateLimit`, but returns a `release()` that frees the claimed slot, for limits
 * that count only failures: claim before checking (so parallel attempts are counted),
 * release when the attempt succeeds.
 */
export function claimRateLimitSlot(key: RateLimitKey, options: RateLimitOptions): Promise<RateLimitClaim> {
  return claimSlot(key, options, false);
}

async function claimSlot(
  { scope, ip }: RateLimitKey,
  {
    limit,
    windowSeconds,
    onStorageError = "open",
    timeoutMs = Math.min(DEFAULT_TIMEOUT_MS, storageDeadlineMs(1)),
    waitUntil = (work) => void work,
  }: RateLimitOptions,
  neverReleased: boolean,
): Promise<RateLimitClaim> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));

  const deadline = { passed: false };
  try {
    return await withDeadline(
      claim({
        scope,
        ip,
        limit,
        windowStart,
        windowEnd,
        retryAfterSeconds,
        neverReleased,
        deadline,
        waitUntil,
      }),
      timeoutMs,
      "rate limiter storage",
    );
  } catch (error) {
    deadline.passed = true;
    console.error(`rate limit (${scope}): storage failed (${errorLine(error)}), failing ${onStorageError}`);
    return onStorageError === "open"
      ? { ok: true, release: async () => {} }
      : { ok: false, retryAfterSeconds: STORAGE_ERROR_RETRY_SECONDS, storageError: true };
  }
}

interface ClaimRequest {
  scope: string;
  ip: string | undefined;
  limit: number;
  windowStart: number;
  windowEnd: number;
  retryAfterSeconds: number;
  /** Claims through `rateLimit`: a full window stays full, so it can be remembered. */
  neverReleased: boolean;
  /** Set once the caller has given up: a claim that has not started by then claims nothing. */
  deadline: { passed: boolean };
  waitUntil: (work: Promise<unknown>) => void;
}

async function claim(request: ClaimRequest): Promise<RateLimitClaim> {
  const { scope, ip, windowStart, windowEnd, retryAfterSeconds, neverReleased, waitUntil } = request;
  const store = limiterStore();
  const sweep = sweepEndedWindows(store, scope, windowStart);
  if (sweep) waitUntil(sweep);
  const prefix = slotPrefix(scope, windowStart, await addressHash(scope, windowStart, ip, waitUntil));
  const refused = { ok: false as const, retryAfterSeconds };
  if ((fullWindows.get(prefix) ?? 0) > Date.now()) return refused;
  return serialized(prefix, () => {
    if (request.deadline.passed) throw new Error("the request gave up before its turn");
    if ((fullWindows.get(prefix) ?? 0) > Date.now()) return Promise.resolve(refused);
    const onFull = () => {
      if (!neverReleased) return;
      for (const [key, until] of fullWindows) if (until <= Date.now()) fullWindows.delete(key);
      fullWindows.set(prefix, windowEnd);
    };
    return claimFreeSlot(store, prefix, request, onFull);
  });
}

/**
 * `{scope}/{window}/{a}/{b}/{address}/`, where `a` and `b` are the address hash's first two
 * characters: the local Blobs server reads every sibling of each folder on a listing's path,
 * so with every address of a window side by side, each claim's listing read one entry per
 * address that wrote in the window, and a burst from many addresses slowed every claim past
 * its deadline. Two levels of at most 64 folders keep that to about 130 entries for thousands of
 * addresses; on the platform a listing by prefix never reads siblings.
 */
function slotPrefix(scope: string, windowStart: number, address: string): string {
  return `${scope}/${windowStart}/${address[0]}/${address[1]}/${address}/`;
}

/** The slots of `prefix` a listing shows. */
async function countSlots(store: Store, prefix: string): Promise<number> {
  let count = 0;
  for await (const page of store.list({ prefix, paginate: true })) count += page.blobs.length;
  return count;
}

/**
 * Claims a slot: a listing (refuse when `limit` are taken), a write of a slot of its
 * own (a random key, so no two requests ever share one), then a second listing: the
 * claim holds only if that listing shows at most `limit` slots, otherwise the slot is
 * deleted and the request refused. Of any set of claims that hold, the one whose second
 * listing came last saw every other's slot, so at most `limit` hold, even where a
 * conditional write is not atomic (the local Blobs server) and requests run in separate
 * workers (`pnpm dev`). Concurrent claims can refuse each other near the limit: a burst
 * may get fewer than `limit`, never more.
 */
async function claimFreeSlot(
  store: Store,
  prefix: string,
  { limit, retryAfterSeconds }: ClaimRequest,
  onFull: () => void,
): Promise<RateLimitClaim> {
  const refused = { ok: false as const, retryAfterSeconds };
  if ((await countSlots(store, prefix)) >= limit) {
    onFull(); // every slot taken: no other claim's passing slot in the count
    return refused;
  }
  const key = `${prefix}${randomBytes(SLOT_ID_BYTES).toString("hex")}`;
  await storageDeadline(store.set(key, "", { onlyIfNew: true }), 1, "rate limit: a slot");
  if ((await countSlots(store, prefix)) <= limit) return { ok: true, release: () => store.delete(key) };
  await store.delete(key);
  return refused;
}

/** The last window each scope was swept in, in this instance. */
const sweptWindows = new Map<string, number>();

/**
 * Deletes the slots of windows that have ended, once per scope and window in this
 * instance, for after the answer: one listing of the scope's windows, then one listing
 * and the deletes per ended window. Null when this window was already swept.
 */
function sweepEndedWindows(store: Store, scope: string, windowStart: number): Promise<void> | null {
  if ((sweptWindows.get(scope) ?? -1) >= windowStart) return null;
  sweptWindows.set(scope, windowStart);
  // Anything under the scope that is not a current window's folder goes.
  return deleteFolders(store, `${scope}/`, (name) => {
    const window = Number(name);
    return !(Number.isInteger(window) && window >= windowStart);
  }).then(
    () => {},
    (error: unknown) => {
      sweptWindows.delete(scope); // try again on the next request
      console.error(`rate limit (${scope}): could not sweep ended windows (${errorLine(error)})`);
    },
  );
}

function limiterStore(): Store {
  // Strong reads: a slot claimed a moment ago by another instance must be counted.
  return blobsStore(STORE_NAME);
}

/** Random day salts, read or created once per instance; today's and yesterday's stay in memory. */
const storedSalt = dailySecret(SALT_STORE_NAME, "rate limit: a salt", 2);
/** The sweep of old salts, once a day per instance. */
const saltSweep = memo((day: string) => deleteOldSalts(day), 1);

/**
 * The secret that keys the address hashes of windows starting on `day` (UTC): derived
 * from RATE_LIMIT_SALT when it is set, otherwise random, created by the first instance
 * that needs it and kept in the salt store until the day after next.
 */
function daySalt(day: string, waitUntil: (work: Promise<unknown>) => void): Promise<string> {
  const configured = env("RATE_LIMIT_SALT");
  if (configured) {
    return Promise.resolve(createHmac("sha256", configured).update(`rate-limit-salt\n${day}`).digest("hex"));
  }
  waitUntil(saltSweep(day));
  return storedSalt(day);
}

/**
 * Deletes the salts of days before yesterday (a window that began yesterday may still be
 * running), and any undated `salt` blob in the limiter's store: without their salts, old
 * hashes cannot be linked to an address any more.
 */
function deleteOldSalts(day: string): Promise<void> {
  return (async () => {
    const salts = blobsStore(SALT_STORE_NAME);
    const { blobs } = await salts.list();
    const old = blobs.filter((blob) => blob.key < previousDay(day));
    await Promise.allSettled(old.map((blob) => salts.delete(blob.key)));
    await blobsStore(STORE_NAME).delete("salt");
  })().catch((error: unknown) => {
    console.error("rate limit: could not delete old salts", errorLine(error));
  });
}

function previousDay(day: string): string {
  return utcDate(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000);
}

async function addressHash(
  scope: string,
  windowStart: number,
  ip: string | undefined,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<string> {
  return createHmac("sha256", await daySalt(utcDate(windowStart), waitUntil))
    .update(`${scope}\n${windowStart}\n${ip ?? "unknown"}`)
    .digest("base64url")
    .slice(0, 32);
}
