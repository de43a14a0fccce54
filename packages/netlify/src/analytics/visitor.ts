/**
 * Who a visitor is, as ANALYTICS_VISITOR_ID chooses:
 *
 * - `local` (the default): the id the tracker keeps in the browser's localStorage, stored
 *   only as a one-way hash. A returning visitor is the same visitor on every day, so
 *   unique visitors are exact over any range.
 * - `daily`: the browser's id is ignored. The visitor is an HMAC of the request's address
 *   and user agent, keyed with a random salt of the UTC day; the address is never stored,
 *   and the salt is deleted after the day, so a hash cannot be linked to an address or to
 *   the same visitor on another day. Unique visitors are then exact within a day and
 *   approximate over a range (a visitor who returns on another day counts again; two
 *   people behind one address with the same browser count once).
 */
import { createHash, createHmac } from "node:crypto";
import { utcDate } from "../core";
import { blobsStore, dailySecret } from "../blobs";
import { env } from "../env";

/**
 * A one-way hash of the visitor's userId: stable, so a returning visitor is the same
 * visitor on every day, without keeping the identifier stored in their browser.
 */
export function visitorHash(userId: string): string {
  return createHash("sha256").update(`pmfolio-analytics-visitor\n${userId}`).digest("base64url").slice(0, 16);
}

/** A short one-way hash of a session id (entry pages need only to tell sessions apart). */
export function sessionHash(sessionId: string): string {
  return createHash("sha256")
    .update(`pmfolio-analytics-session\n${sessionId}`)
    .digest("base64url")
    .slice(0, 10);
}

export type VisitorIdMode = "local" | "daily";

/** The mode in use; anything but "daily" is "local". */
export function visitorIdMode(): VisitorIdMode {
  return env("ANALYTICS_VISITOR_ID")?.trim().toLowerCase() === "daily" ? "daily" : "local";
}

/** What a request tells about its visitor. */
export interface VisitorSignals {
  /** The id the browser sent (page view, goal beacon, or the X-Pmfolio-Visitor header), if any. */
  userId?: string;
  ip?: string;
  userAgent: string;
  nowMs: number;
}

/** The stored visitor hash, or undefined when the request says nothing that identifies a visitor. */
export async function visitorFor(signals: VisitorSignals): Promise<string | undefined> {
  if (visitorIdMode() === "local") return signals.userId ? visitorHash(signals.userId) : undefined;
  const salt = await daySalt(utcDate(signals.nowMs));
  return createHmac("sha256", salt)
    .update(`${signals.ip ?? ""}\n${signals.userAgent}`)
    .digest("base64url")
    .slice(0, 16);
}

/** The salts live apart from the analytics: deleting a day's visits never needs them, and vice versa. */
const SALT_STORE_NAME = "analytics-salts";
/** The day's salt: one per UTC day, created by the first request that needs it, read once per instance. */
export const daySalt = dailySecret(SALT_STORE_NAME, "analytics: the visitor salt", 1);

/** Deletes the salts of every day before today (the roll-up's last step). */
export async function pruneVisitorSalts(now: Date = new Date()): Promise<string[]> {
  const store = blobsStore(SALT_STORE_NAME);
  const today = utcDate(now.getTime());
  const { blobs } = await store.list();
  const old = blobs.map(({ key }) => key).filter((day) => day < today);
  for (const day of old) await store.delete(day);
  return old;
}
