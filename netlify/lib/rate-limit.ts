/**
 * A fixed-window rate limiter kept in Netlify Blobs, so it works the same in every
 * function instance, locally and deployed (the platform's `config.rateLimit` does not
 * run locally, and in-memory counters reset with every cold start).
 *
 * Each allowed request claims its own slot blob, `{scope}/{window}/{address}/{slot}`,
 * with `onlyIfNew`: two concurrent requests can never claim the same slot, so a burst
 * of parallel requests cannot slip past the limit the way a read-increment-write
 * counter would. Counting is one `list` of this address's slots in the window; each
 * instance sweeps the slots of ended windows once per window (ended windows no longer count).
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
import { utcDate } from "../../packages/core/src/analytics/days";
import { serialized, withDeadline } from "./concurrency";
import { blobsStore, blobsTimeoutMs, boundedWrite, deleteFolders } from "./blobs";
import { env } from "./env";

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
   * @defaultValue 4000, or BLOBS_TIMEOUT_MS when that is shorter
   */
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
/** The day salts live apart from the slots, so a sweep of slots never meets them. */
const SALT_STORE_NAME = "rate-limit-salts";
const SLOT_DIGITS = 6;
const DEFAULT_TIMEOUT_MS = 4000;
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
  {
    limit,
    windowSeconds,
    onStorageError = "open",
    timeoutMs = Math.min(DEFAULT_TIMEOUT_MS, blobsTimeoutMs()),
  }: RateLimitOptions,
): Promise<RateLimitClaim> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));

  try {
    return await withDeadline(
      claim({ scope, ip, limit, windowStart, retryAfterSeconds }),
      timeoutMs,
      "rate limiter storage",
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`rate limit (${scope}): storage failed (${reason}), failing ${onStorageError}`);
    return onStorageError === "open"
      ? { ok: true, release: async () => {} }
      : { ok: false, retryAfterSeconds: STORAGE_ERROR_RETRY_SECONDS, storageError: true };
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
  sweepEndedWindows(store, scope, windowStart);
  const prefix = `${scope}/${windowStart}/${await addressHash(scope, windowStart, ip)}/`;
  return serialized(prefix, () => claimFreeSlot(store, prefix, limit, retryAfterSeconds));
}

async function claimFreeSlot(
  store: Store,
  prefix: string,
  limit: number,
  retryAfterSeconds: number,
): Promise<RateLimitClaim> {
  const taken = new Set<string>();
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const blob of page.blobs) taken.add(blob.key);
  }
  for (let slot = 0; slot < limit; slot += 1) {
    const key = `${prefix}${String(slot).padStart(SLOT_DIGITS, "0")}`;
    if (taken.has(key)) continue;
    const { modified } = await boundedWrite(store.set(key, "", { onlyIfNew: true }), "rate limit: a slot");
    if (modified) return { ok: true, release: () => store.delete(key) };
    // Another request claimed this slot in the meantime: try the next one.
  }
  return { ok: false, retryAfterSeconds };
}

/** The last window each scope was swept in, in this instance. */
const sweptWindows = new Map<string, number>();

/**
 * Deletes the slots of windows that have ended, once per scope and window in this
 * instance, without making the request wait: one listing of the scope's windows, then
 * one listing and the deletes per ended window.
 */
function sweepEndedWindows(store: Store, scope: string, windowStart: number): void {
  if ((sweptWindows.get(scope) ?? -1) >= windowStart) return;
  sweptWindows.set(scope, windowStart);
  // Anything but a current window goes, slots of the earlier layout (`{scope}/{address}/…`) too.
  deleteFolders(store, `${scope}/`, (name) => {
    const window = Number(name);
    return !(Number.isInteger(window) && window >= windowStart);
  }).catch((error: unknown) => {
    sweptWindows.delete(scope); // try again on the next request
    console.error(`rate limit (${scope}): could not sweep ended windows (${String(error)})`);
  });
}

function limiterStore(): Store {
  // Strong reads: a slot claimed a moment ago by another instance must be counted.
  return blobsStore(STORE_NAME);
}

const daySalts = new Map<string, Promise<string>>();

/**
 * The secret that keys the address hashes of windows starting on `day` (UTC): derived
 * from RATE_LIMIT_SALT when it is set, otherwise random, created by the first instance
 * that needs it and kept in the salt store until the day after next.
 */
function daySalt(day: string): Promise<string> {
  const configured = env("RATE_LIMIT_SALT");
  if (configured) {
    return Promise.resolve(createHmac("sha256", configured).update(`rate-limit-salt\n${day}`).digest("hex"));
  }
  let salt = daySalts.get(day);
  if (!salt) {
    salt = readOrCreateSalt(day).catch((error: unknown) => {
      daySalts.delete(day); // try again on the next request
      throw error;
    });
    daySalts.set(day, salt);
    for (const cached of daySalts.keys()) if (cached < previousDay(day)) daySalts.delete(cached);
    deleteOldSalts(day);
  }
  return salt;
}

async function readOrCreateSalt(day: string): Promise<string> {
  const store = blobsStore(SALT_STORE_NAME);
  const existing = await store.get(day, { type: "text" });
  if (existing) return existing;
  const fresh = randomBytes(32).toString("hex");
  const { modified } = await boundedWrite(store.set(day, fresh, { onlyIfNew: true }), "rate limit: a salt");
  if (modified) return fresh;
  const winner = await store.get(day, { type: "text" });
  if (!winner) throw new Error("rate limiter salt could not be read back");
  return winner;
}

/**
 * Deletes the salts of days before yesterday (a window that began yesterday may still be
 * running), and the single salt earlier versions kept for ever: without their salts, old
 * hashes cannot be linked to an address any more.
 */
function deleteOldSalts(day: string): void {
  void (async () => {
    const salts = blobsStore(SALT_STORE_NAME);
    const { blobs } = await salts.list();
    const old = blobs.filter((blob) => blob.key < previousDay(day));
    await Promise.allSettled(old.map((blob) => salts.delete(blob.key)));
    await blobsStore(STORE_NAME).delete("salt");
  })().catch((error: unknown) => {
    console.error(`rate limit: could not delete old salts (${String(error)})`);
  });
}

function previousDay(day: string): string {
  return utcDate(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000);
}

async function addressHash(scope: string, windowStart: number, ip: string | undefined): Promise<string> {
  return createHmac("sha256", await daySalt(utcDate(windowStart)))
    .update(`${scope}\n${windowStart}\n${ip ?? "unknown"}`)
    .digest("base64url")
    .slice(0, 32);
}
