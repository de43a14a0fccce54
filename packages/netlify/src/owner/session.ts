/**
 * The owner's sessions: what the pages use instead of the admin password.
 *
 * A session is a random 32-byte token, sent to the browser once in an HttpOnly cookie.
 * The store keeps only its SHA-256, so a copy of the store opens nothing. Each stored
 * session carries:
 * - its fixed expiry (ADMIN_SESSION_TTL_SECONDS, at most and by default 8 hours; never
 *   renewed, so a stolen cookie is worth one working day at most);
 * - the site's session generation at login: "log out everywhere" writes a new
 *   generation, which ends every session at once without listing them;
 * - a fingerprint of ADMIN_PASSWORD: changing the password ends every session. It is
 *   keyed with a server secret (`sessionSecret`), never with the password alone, so a
 *   copy of this store cannot be used to test password guesses offline.
 *
 * Keys are `sessions/{expiry hour}/{token hash}`, so the sessions of hours that have
 * passed are swept folder by folder (`deleteFolders`) without reading any of them.
 * The cookie value is `{expiry in seconds}.{token}`: the expiry only finds the folder;
 * the stored expiry is what counts.
 */
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { blobsStore, storageDeadline, contextStoreName, deleteFolders, readOrCreateSecret } from "../blobs";
import { env, envInt } from "../env";
import { errorLine } from "../log";
import { memo } from "../memo";

/** The longest a session lasts, and its default lifetime. */
export const MAX_SESSION_TTL_SECONDS = 8 * 60 * 60;

/**
 * The cookie's name. `__Host-` makes the browser refuse it unless it is Secure, has
 * `Path=/` and no Domain, so no other subdomain or plain-HTTP page can plant or
 * overwrite it. Chromium treats http://localhost as secure, so it works locally too.
 */
export const SESSION_COOKIE = "__Host-pmfolio-session";

const STORE_NAME = "admin-sessions";
/** A store of its own, so a copy of the sessions does not carry the secret that keys them. */
const SECRET_STORE_NAME = "admin-session-secret";
const SECRET_KEY = "secret";
const GENERATION_KEY = "generation";
const SESSIONS_PREFIX = "sessions/";
const TOKEN_BYTES = 32;
const HOUR_MS = 60 * 60 * 1000;

interface StoredSession {
  expiresAt: number;
  generation: string;
  fingerprint: string;
}

export interface IssuedSession {
  /** The Set-Cookie header value. */
  cookie: string;
  expiresAt: Date;
}

/** This deploy's session lifetime in seconds: ADMIN_SESSION_TTL_SECONDS, capped at 8 hours. */
export function sessionTtlSeconds(): number {
  return Math.min(envInt("ADMIN_SESSION_TTL_SECONDS", MAX_SESSION_TTL_SECONDS), MAX_SESSION_TTL_SECONDS);
}

function sessionStore(): Store {
  // Strong reads: a logout in one instance must end the session in every other at once.
  return blobsStore(STORE_NAME);
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** The stored secret, read once per instance, keyed by the store's name in the deploy context. */
const storedSecret = memo(() =>
  readOrCreateSecret(SECRET_STORE_NAME, SECRET_KEY, "session: the server secret"),
);

/**
 * The server secret that keys password fingerprints: ADMIN_SESSION_SECRET when set (then
 * nothing is stored), otherwise 32 random bytes created by the first login and kept in
 * a store apart from the sessions.
 */
function sessionSecret(): Promise<string> {
  const configured = env("ADMIN_SESSION_SECRET");
  if (configured) return Promise.resolve(configured);
  return storedSecret(contextStoreName(SECRET_STORE_NAME));
}

/**
 * Stands for the password without revealing it: HKDF of the server secret with the
 * password as salt. The same password gives the same fingerprint, another password
 * (a changed ADMIN_PASSWORD) another one; without the secret, no guess can be checked.
 */
async function passwordFingerprint(password: string): Promise<string> {
  const key = hkdfSync("sha256", await sessionSecret(), password, "pmfolio admin session", 32);
  return Buffer.from(key).toString("hex");
}

async function currentGeneration(store: Store): Promise<string> {
  const stored = (await store.get(GENERATION_KEY, { type: "text" })) as string | null;
  return stored ?? "initial";
}

/** Starts a session for the owner (who has just given `password`, the right one). */
export async function issueSession(password: string, now = Date.now()): Promise<IssuedSession> {
  const store = sessionStore();
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const ttl = sessionTtlSeconds();
  const expiresAt = now + ttl * 1000;
  const expirySeconds = Math.floor(expiresAt / 1000);
  const session: StoredSession = {
    expiresAt,
    generation: await currentGeneration(store),
    fingerprint: await passwordFingerprint(password),
  };
  await storageDeadline(store.setJSON(sessionKey(expirySeconds, token), session), 1, "session: storing");
  sweepExpired(now);
  return {
    cookie: cookieHeader(`${expirySeconds}.${token}`, ttl),
    expiresAt: new Date(expiresAt),
  };
}

export type SessionCheck = { ok: true; expiresAt: Date } | { ok: false };

/**
 * Whether the request carries a live session for `password`: stored, not expired, of
 * the current generation, and started under the current password.
 */
export async function checkSession(req: Request, password: string, now = Date.now()): Promise<SessionCheck> {
  const value = readCookie(req);
  if (!value) return { ok: false };
  const store = sessionStore();
  const [session, generation] = await Promise.all([
    store.get(sessionKey(value.expirySeconds, value.token), {
      type: "json",
    }) as Promise<StoredSession | null>,
    currentGeneration(store),
  ]);
  if (!session || session.expiresAt <= now || session.generation !== generation) return { ok: false };
  if (!sameHex(session.fingerprint, await passwordFingerprint(password))) return { ok: false };
  return { ok: true, expiresAt: new Date(session.expiresAt) };
}

/** Ends the request's own session (if any). */
export async function endSession(req: Request): Promise<void> {
  const value = readCookie(req);
  if (!value) return;
  await sessionStore().delete(sessionKey(value.expirySeconds, value.token));
}

/** Ends every session: a new generation first (that alone ends them), then the stored ones go. */
export async function endAllSessions(): Promise<void> {
  const store = sessionStore();
  await storageDeadline(
    store.set(GENERATION_KEY, randomBytes(16).toString("hex")),
    1,
    "session: new generation",
  );
  await deleteFolders(store, SESSIONS_PREFIX, () => true);
}

/** A Set-Cookie value that removes the session cookie. */
export function clearedCookie(): string {
  return cookieHeader("", 0);
}

function cookieHeader(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

/** True when the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(req: Request): boolean {
  return readCookie(req) !== null;
}

function readCookie(req: Request): { expirySeconds: number; token: string } | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(rest.join("="));
    if (match) return { expirySeconds: Number(match[1]), token: match[2]! };
  }
  return null;
}

function sessionKey(expirySeconds: number, token: string): string {
  return `${SESSIONS_PREFIX}${Math.floor((expirySeconds * 1000) / HOUR_MS)}/${sha256(token)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Deletes the folders of hours before `hour`, once an hour per instance (again after a failure). */
const sweepHoursBefore = memo(async (hour: string) => {
  try {
    await deleteFolders(sessionStore(), SESSIONS_PREFIX, (name) => Number(name) < Number(hour));
  } catch (error) {
    console.error("session: could not sweep expired sessions", errorLine(error));
    throw error;
  }
}, 1);

/** Deletes the folders of hours that have passed, without waiting. */
function sweepExpired(now: number): void {
  sweepHoursBefore(String(Math.floor(now / HOUR_MS))).catch(() => {});
}
