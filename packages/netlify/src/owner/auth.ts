/**
 * The admin gate for private endpoints (contact submissions, analytics) and the
 * password check behind the owner's login.
 *
 * Two credentials open it: `Authorization: Bearer <ADMIN_PASSWORD>` (scripts, curl) and
 * the session cookie the pages get from `POST /api/session` (lib/owner/session). Without
 * ADMIN_PASSWORD, or with one shorter than 12 characters, every admin call answers 503:
 * a deploy with a missing or weak password is closed, never open. Deploy previews and
 * branch deploys take PREVIEW_ADMIN_PASSWORD instead, which must differ from
 * ADMIN_PASSWORD: a preview (whose code may not be reviewed yet) never sees the
 * production password typed into it, and is closed until one is set.
 *
 * A state-changing call (POST, PATCH, PUT, DELETE) that relies on the cookie must come
 * from the site's own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` equal to the
 * request's): the cookie is SameSite=Strict already, and this second check does not
 * depend on the browser's cookie rules. A state-changing Bearer call that a browser says
 * another site made (`fromOtherSite`) is refused too: on a deploy its preflight already fails,
 * but under `pnpm dev` the development password is published and any local page could try it.
 * Scripts and curl send no such headers and are not affected.
 *
 * Password guesses are throttled in three layers (each a `claimRateLimitSlot` in Blobs,
 * over ADMIN_FAILED_LOGIN_WINDOW_SECONDS):
 * - per client bucket, ADMIN_FAILED_LOGIN_LIMIT failures (default 5). A bucket is an
 *   IPv4 address or an IPv6 /64 (one household or server gets a whole /64, so counting
 *   exact IPv6 addresses would give an attacker billions of fresh allowances); past the
 *   limit the bucket gets 429, even with the right password, until the window ends;
 * - site-wide, ADMIN_SITE_FAILED_LOGIN_LIMIT failures (default 50) from all buckets;
 * - once that budget is spent, every bucket gets one attempt per window instead of
 *   its allowance, so a guesser with many addresses is slowed to one guess per address
 *   per window. Nobody is shut out: the owner's own bucket still gets its attempt, and
 *   a right password is accepted. The worst an attacker sharing the owner's bucket can
 *   do is use that attempt, which locks the owner out until the window ends, never longer.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "@netlify/functions";
import { contextStoreName, deployContext } from "../blobs";
import { env, envInt } from "../env";
import { errorResponse, retryAfter, unavailable } from "../http";
import { claimRateLimitSlot, type RateLimitClaim } from "../rate-limit";
import { clientBucket, fromOtherSite, fromOwnOrigin } from "../request-edge";
import { checkSession, hasSessionCookie } from "./session";

/** Failed admin logins allowed per client bucket and window, unless ADMIN_FAILED_LOGIN_LIMIT says otherwise. */
export const DEFAULT_ADMIN_FAILED_LOGIN_LIMIT = 5;
/** Failed admin logins allowed site-wide per window, unless ADMIN_SITE_FAILED_LOGIN_LIMIT says otherwise. */
export const DEFAULT_ADMIN_SITE_FAILED_LOGIN_LIMIT = 50;
/** The window over which failed admin logins are counted. */
export const ADMIN_FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
/** The shortest admin password this server accepts. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** The shortest ADMIN_SESSION_SECRET a production deploy accepts (required there). */
export const MIN_SESSION_SECRET_LENGTH = 32;

export const TOO_MANY_FAILURES = "Too many failed attempts. Try again later.";
export const CROSS_SITE_REFUSED =
  "Refused: this request did not come from this site's own pages (cross-site request).";

/** The variable that holds this deploy's admin password: previews and branch deploys have their own. */
export function adminPasswordVariable(): "ADMIN_PASSWORD" | "PREVIEW_ADMIN_PASSWORD" {
  // A deploy whose stores are its own (see contextStoreName) is a preview of some kind.
  return contextStoreName("admin", deployContext()) === "admin" ? "ADMIN_PASSWORD" : "PREVIEW_ADMIN_PASSWORD";
}

/** This deploy's admin password, or undefined when none is set. */
export function configuredAdminPassword(): string | undefined {
  return env(adminPasswordVariable()) || undefined;
}

/**
 * Why admin access is closed on this deploy, or null when it is open: no password, a short
 * one, the production password on a preview, or a production deploy without
 * ADMIN_SESSION_SECRET.
 */
export function adminPasswordProblem(password = configuredAdminPassword()): string | null {
  const name = adminPasswordVariable();
  if (!password) {
    return name === "PREVIEW_ADMIN_PASSWORD"
      ? "Admin access on this preview is closed: set PREVIEW_ADMIN_PASSWORD (the production password is not accepted on previews)."
      : "Admin access is not configured";
  }
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `Admin access is closed: ${name} is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters. Set a longer one.`;
  }
  if (name === "PREVIEW_ADMIN_PASSWORD" && password === env("ADMIN_PASSWORD")) {
    return "Admin access on this preview is closed: PREVIEW_ADMIN_PASSWORD must differ from ADMIN_PASSWORD (the production password is not accepted on previews).";
  }
  // Without it the secret that keys the sessions' password fingerprints is kept in the same
  // Blobs as the sessions, and a copy of them could test password guesses fast (session.ts).
  if (
    deployContext() === "production" &&
    [...(env("ADMIN_SESSION_SECRET") ?? "")].length < MIN_SESSION_SECRET_LENGTH
  ) {
    return `Admin access is closed: set ADMIN_SESSION_SECRET (a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters) for the production deploy, so that a copy of the site's storage cannot be used to test password guesses.`;
  }
  return null;
}

/** This deploy's admin password, or why admin access is closed (`adminPasswordProblem`). */
export type AdminPassword = { ok: true; password: string } | { ok: false; problem: string };

/** The admin password every admin path checks against, or the reason to answer 503 instead. */
export function requireAdminPassword(): AdminPassword {
  const password = configuredAdminPassword();
  const problem = adminPasswordProblem(password);
  if (problem || !password) return { ok: false, problem: problem ?? "Admin access is not configured" };
  return { ok: true, password };
}

/**
 * Returns null when the request may use the admin API; otherwise the Response to send:
 * 503 when admin access is closed (or its throttle cannot be checked), 401 for a wrong,
 * expired or missing credential, 403 for a cookie-authenticated change from another
 * site, 429 with Retry-After after too many failures.
 */
export async function authorizeAdmin(req: Request, context: Context): Promise<Response | null> {
  const admin = requireAdminPassword();
  if (!admin.ok) return errorResponse(503, admin.problem);
  const { password } = admin;

  const presented = bearerToken(req);
  if (presented !== undefined) {
    if (changesState(req.method) && fromOtherSite(req)) return errorResponse(403, CROSS_SITE_REFUSED);
    const attempt = await checkPassword(presented, password, req, context);
    return attempt.ok ? null : attempt.response;
  }

  if (!hasSessionCookie(req)) return unauthorized("Authorization required");
  if (changesState(req.method) && !fromOwnOrigin(req)) return errorResponse(403, CROSS_SITE_REFUSED);
  try {
    const session = await checkSession(req, password);
    return session.ok ? null : unauthorized("Session expired or ended. Log in again.");
  } catch (error) {
    return unavailable("Admin access is temporarily unavailable", {
      what: "admin auth: could not read the session",
      error,
    });
  }
}

export type PasswordCheck = { ok: true } | { ok: false; status: number; response: Response };

/**
 * Checks a password guess under the throttle (see the module note). Each layer is
 * claimed before the check, so parallel guesses are counted too; a right password
 * gives its claims back, so only failures use up the allowance.
 */
export async function checkPassword(
  presented: string,
  password: string,
  req: Request,
  context: Context,
): Promise<PasswordCheck> {
  const bucket = clientBucket(req, context);
  const windowSeconds = ADMIN_FAILED_LOGIN_WINDOW_SECONDS;
  const claims: RateLimitClaim[] = [];
  const claimIn = async (scope: string, ip: string, limit: number) => {
    const claim = await claimRateLimitSlot({ scope, ip }, { limit, windowSeconds, onStorageError: "closed" });
    claims.push(claim);
    return claim;
  };

  let refused = await claimIn(
    "admin-login",
    bucket,
    envInt("ADMIN_FAILED_LOGIN_LIMIT", DEFAULT_ADMIN_FAILED_LOGIN_LIMIT),
  );
  if (refused.ok) {
    const site = await claimIn(
      "admin-login-site",
      "site",
      envInt("ADMIN_SITE_FAILED_LOGIN_LIMIT", DEFAULT_ADMIN_SITE_FAILED_LOGIN_LIMIT),
    );
    // The site's budget is spent: one attempt per bucket until the window ends.
    refused = site.ok || site.storageError ? site : await claimIn("admin-login-spent", bucket, 1);
  }
  if (!refused.ok) {
    await releaseAll(claims);
    const headers = retryAfter(refused.retryAfterSeconds);
    const response = refused.storageError
      ? errorResponse(503, "Admin access is temporarily unavailable", {}, headers)
      : errorResponse(429, TOO_MANY_FAILURES, {}, headers);
    return { ok: false, status: response.status, response };
  }

  if (!sameSecret(presented, password)) {
    return { ok: false, status: 401, response: unauthorized("Invalid credentials") };
  }
  await releaseAll(claims);
  return { ok: true };
}

async function releaseAll(claims: RateLimitClaim[]): Promise<void> {
  await Promise.all(
    claims.map((claim) =>
      claim.ok
        ? claim.release().catch((error: unknown) => {
            console.error("admin auth: could not release an attempt", error);
          })
        : undefined,
    ),
  );
}

/** Methods that change something, and so need proof that the site's own page sent them. */
export function changesState(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
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
