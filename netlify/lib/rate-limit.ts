/**
 * A fixed-window rate limiter kept in Netlify Blobs, so it works the same in every
 * function instance, locally and deployed (the platform's `config.rateLimit` does not
 * run locally, and in-memory counters reset with every cold start).
 *
 * Each allowed request claims its own slot blob, `{scope}/{address}/{window}/{slot}`,
 * with `onlyIfNew`: two concurrent requests can never claim the same slot, so a burst
 * of parallel requests cannot slip past the limit the way a read-increment-write
 * counter would. Counting is one `list` of this address's slots; slots of earlier
 * windows are deleted as the same address comes back.
 *
 * Addresses are stored as HMAC-SHA-256 hashes with a secret salt, never in the clear.
 */
import { createHmac, randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import { env } from "./http";

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
  /** Give up on the limiter's storage after this long and apply `onStorageError`. @defaultValue 4000 */
  timeoutMs?: number;
}

export type RateLimitResult =
  | { ok: true }
  | {
      ok: false;
      retryAfterSeconds: number;
      /** True when refused because the limiter's storage failed (only with `onStorageError: "closed"`). */
      storageError?: true;
    };

/** A claimed slot, so a caller can give it back (e.g. a login attempt that turned out right). */
export type RateLimitClaim = { ok: true; release(): Promise<void> } | Exclude<RateLimitResult, { ok: true }>;

const STORE_NAME = "rate-limits";
const SLOT_DIGITS = 6;
/** When the limiter's storage fails closed, how long the client is asked to wait. */
const STORAGE_ERROR_RETRY_SECONDS = 60;

/** Counts one request for `ip` in `scope`; refuses it once the window's `limit` is used up. */
export async function rateLimit(key: RateLimitKey, options: RateLimitOptions): Promise<RateLimitResult> {
  const claim = await claimRateLimitSlot(key, options);
  return claim.ok ? { ok: true } : claim;
}

/**
 * Like `rateLimit`, but returns a `release()` that frees the claimed slot, for limits
 * that count only failures: claim before checking (so parallel attempts are counted),
 * release when the attempt succeeds.
 */
export async function claimRateLimitSlot(
  { scope, ip }: RateLimitKey,
  { limit, windowSeconds, onStorageError = "open", timeoutMs = 4000 }: RateLimitOptions,
): Promise<RateLimitClaim> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("rate limiter storage timed out")), timeoutMs);
  });
  try {
    return await Promise.race([claim({ scope, ip, limit, windowStart, retryAfterSeconds }), deadline]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`rate limit (${scope}): storage failed (${reason}), failing ${onStorageError}`);
    return onStorageError === "open"
      ? { ok: true, release: async () => {} }
      : { ok: false, retryAfterSeconds: STORAGE_ERROR_RETRY_SECONDS, storageError: true };
  } finally {
    clearTimeout(timer);
  }
}

async function claim({
  scope,
  ip,
  limit,
  windowStart,
  retryAfterSeconds,
}: {
  scope: string;
  ip: string | undefined;
  limit: number;
  windowStart: number;
  retryAfterSeconds: number;
}): Promise<RateLimitClaim> {
  const store = limiterStore();
  const addressPrefix = `${scope}/${await addressHash(store, scope, ip)}/`;
  return serialized(addressPrefix, () =>
    claimFreeSlot(store, addressPrefix, `${addressPrefix}${windowStart}/`, limit, retryAfterSeconds),
  );
}

async function claimFreeSlot(
  store: Store,
  addressPrefix: string,
  windowPrefix: string,
  limit: number,
  retryAfterSeconds: number,
): Promise<RateLimitClaim> {
  const blobs = [];
  for await (const page of store.list({ prefix: addressPrefix, paginate: true })) blobs.push(...page.blobs);
  const stale = blobs.filter((blob) => !blob.key.startsWith(windowPrefix));
  // Old windows no longer count; tidy them up without making this request wait.
  void Promise.allSettled(stale.map((blob) => store.delete(blob.key)));

  const taken = new Set(blobs.filter((blob) => blob.key.startsWith(windowPrefix)).map((b) => b.key));
  for (let slot = 0; slot < limit; slot += 1) {
    const key = `${windowPrefix}${String(slot).padStart(SLOT_DIGITS, "0")}`;
    if (taken.has(key)) continue;
    const { modified } = await store.set(key, "", { onlyIfNew: true });
    if (modified) return { ok: true, release: () => store.delete(key) };
    // Another request claimed this slot in the meantime: try the next one.
  }
  return { ok: false, retryAfterSeconds };
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs claims for one address one after another within this instance. `onlyIfNew` is
 * atomic on the platform, but the local Blobs server checks and writes in two steps, so
 * without this a local burst could claim one slot twice.
 */
function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

function limiterStore(): Store {
  // Strong reads: a slot claimed a moment ago by another instance must be counted.
  return getStore({ name: STORE_NAME, consistency: "strong" });
}

let storedSalt: Promise<string> | undefined;

/**
 * The secret that keys the address hashes: RATE_LIMIT_SALT when set, otherwise a
 * random salt created once and kept in the limiter's store (so hashes are stable
 * across instances, and a leaked store alone does not reveal addresses).
 */
function salt(store: Store): Promise<string> {
  const configured = env("RATE_LIMIT_SALT");
  if (configured) return Promise.resolve(configured);
  storedSalt ??= (async () => {
    const existing = await store.get("salt", { type: "text" });
    if (existing) return existing;
    const fresh = randomBytes(32).toString("hex");
    const { modified } = await store.set("salt", fresh, { onlyIfNew: true });
    if (modified) return fresh;
    const winner = await store.get("salt", { type: "text" });
    if (!winner) throw new Error("rate limiter salt could not be read back");
    return winner;
  })().catch((error: unknown) => {
    storedSalt = undefined; // try again on the next request
    throw error;
  });
  return storedSalt;
}

async function addressHash(store: Store, scope: string, ip: string | undefined): Promise<string> {
  return createHmac("sha256", await salt(store))
    .update(`${scope}\n${ip ?? "unknown"}`)
    .digest("base64url")
    .slice(0, 32);
}
