/**
 * The admin gate for private endpoints (contact submissions, analytics).
 *
 * The credential is `Authorization: Bearer <ADMIN_PASSWORD>`. Without ADMIN_PASSWORD
 * every admin call answers 503: a deploy that forgot the variable is closed, never
 * open. Failed attempts are counted per address (ADMIN_FAILED_LOGIN_LIMIT per 15
 * minutes, default 5); past the limit the address gets 429 with Retry-After, even with
 * the right password, until the window ends.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "@netlify/functions";
import { env, envInt } from "./env";
import { errorResponse } from "./http";
import { claimRateLimitSlot } from "./rate-limit";

/** Failed admin logins allowed per address and window, unless ADMIN_FAILED_LOGIN_LIMIT says otherwise. */
export const DEFAULT_ADMIN_FAILED_LOGIN_LIMIT = 5;
/** The window over which failed admin logins are counted. */
export const ADMIN_FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Returns null when the request carries the admin password; otherwise the Response to
 * send: 503 when admin access is not configured (or its throttle cannot be checked),
 * 401 for a wrong or missing credential, 429 with Retry-After after too many failures.
 */
export async function authorizeAdmin(req: Request, context: Context): Promise<Response | null> {
  const password = env("ADMIN_PASSWORD");
  if (!password) return errorResponse(503, "Admin access is not configured");

  const presented = bearerToken(req);
  if (presented === undefined) return unauthorized("Authorization required");

  // Claim the attempt before checking it, so parallel guesses are counted too; a
  // right password gives its slot back, so only failures use up the allowance.
  const attempt = await claimRateLimitSlot(
    { scope: "admin-login", ip: context.ip },
    {
      limit: envInt("ADMIN_FAILED_LOGIN_LIMIT", DEFAULT_ADMIN_FAILED_LOGIN_LIMIT),
      windowSeconds: ADMIN_FAILED_LOGIN_WINDOW_SECONDS,
      onStorageError: "closed",
    },
  );
  if (!attempt.ok) {
    const headers = { "Retry-After": String(attempt.retryAfterSeconds) };
    return attempt.storageError
      ? errorResponse(503, "Admin access is temporarily unavailable", {}, headers)
      : errorResponse(429, "Too many failed attempts. Try again later.", {}, headers);
  }

  if (!sameSecret(presented, password)) return unauthorized("Invalid credentials");
  await attempt.release().catch((error: unknown) => {
    console.error("admin auth: could not release a successful attempt", error);
  });
  return null;
}

/** The bearer credential of a request, or undefined when there is none. */
function bearerToken(req: Request): string | undefined {
  const match = /^Bearer[ ]+(.+)$/i.exec(req.headers.get("authorization") ?? "");
  const token = match?.[1]?.trim();
  return token ? token : undefined;
}

/** Compares in constant time: both sides are hashed first, so lengths leak nothing either. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

function unauthorized(error: string): Response {
  return errorResponse(401, error, {}, { "WWW-Authenticate": 'Bearer realm="admin"' });
}
