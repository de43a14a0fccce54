import type { Context } from "@netlify/functions";
import { checkPassword, CROSS_SITE_REFUSED, requireAdminPassword } from "../owner/auth";
import { fromOtherSite, fromOwnOrigin } from "../request-edge";
import {
  answer,
  empty,
  errorResponse,
  htmlPage,
  isFormPost,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  seeOther,
  unavailable,
} from "../http";
import { OWNER_PATHS } from "../core";
import { errorLine } from "../log";
import { siteTimeZone } from "../time-zone";
import { checkSession, clearedCookie, endAllSessions, endSession, issueSession } from "../owner/session";

/** The owner pages a login posted without the app may come back to. */
const RETURN_PATHS: readonly string[] = Object.values(OWNER_PATHS);
const DEFAULT_RETURN = OWNER_PATHS.inbox;
/** A password is short; the form adds a return path. Anything bigger is not a login. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The owner's session (see lib/owner/session for what a session is).
 *
 * - `POST` with JSON `{ password }`: 200 `SessionInfo` and the session cookie; 401
 *   'Invalid credentials'; 429 with Retry-After after too many failures; 503 when admin
 *   access is closed (the message says why) or storage fails; 403 when posted from
 *   another site.
 * - `POST` as a browser form (`password`, `returnTo`), the login form before or without
 *   the app: 303 to `returnTo` with the cookie, or to `returnTo?login=failed`; 429, 503
 *   and 403 as small pages. `returnTo` is one of the owner pages, never anything else,
 *   so the endpoint cannot be used to send someone to another site.
 * - `GET`: 200 `SessionInfo` while the session lasts, otherwise 401. `SessionInfo` carries
 *   the owner's time zone (SITE_TIME_ZONE), the zone the owner pages show times in.
 * - `DELETE`: 204, ends this session and clears the cookie; `?scope=all` ends every
 *   session. Only from the site's own pages (403 otherwise). When storage fails, 503
 *   saying the server could not end the session, and the cookie is cleared all the same.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  try {
    switch (req.method) {
      case "GET":
        return await current(req);
      case "POST":
        return isFormPost(req) ? await formLogin(req, context) : await jsonLogin(req, context);
      case "DELETE":
        return await logout(req);
      default:
        return methodNotAllowed(["GET", "POST", "DELETE"]);
    }
  } catch (error) {
    // Only the session store can fail here (a read answered with an error, or a write
    // past its deadline); the reason alone goes to the logs.
    console.error("session: storage failed", errorLine(error));
    const message = "Admin access is temporarily unavailable";
    return isFormPost(req) && req.method === "POST"
      ? unavailablePage(message, returnPath(null))
      : unavailable(message);
  }
};

async function current(req: Request): Promise<Response> {
  const admin = requireAdminPassword();
  if (!admin.ok) return errorResponse(503, admin.problem);
  const session = await checkSession(req, admin.password);
  if (!session.ok) return errorResponse(401, "No session. Log in.");
  return answer("GET /api/session", { expiresAt: session.expiresAt.toISOString(), timeZone: siteTimeZone() });
}

async function jsonLogin(req: Request, context: Context): Promise<Response> {
  if (fromOtherSite(req)) return errorResponse(403, CROSS_SITE_REFUSED);
  const admin = requireAdminPassword();
  if (!admin.ok) return errorResponse(503, admin.problem);
  const { password } = admin;

  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const presented = (body.value as { password?: unknown } | null)?.password;
  if (typeof presented !== "string" || !presented) {
    return errorResponse(400, 'Send the password as { "password": "..." }.', {
      fields: { password: "Password is required" },
    });
  }
  const check = await checkPassword(presented, password, req, context);
  if (!check.ok) return check.response;
  const session = await issueSession(password);
  return answer(
    "POST /api/session",
    { expiresAt: session.expiresAt.toISOString(), timeZone: siteTimeZone() },
    200,
    {
      headers: { "Set-Cookie": session.cookie },
    },
  );
}

async function formLogin(req: Request, context: Context): Promise<Response> {
  const body = await readFormBody(req, MAX_BODY_BYTES);
  const back = returnPath(body.ok ? body.value.returnTo : null);
  if (fromOtherSite(req)) {
    return htmlPage(403, {
      title: "Login refused",
      paragraphs: [CROSS_SITE_REFUSED],
      link: { href: back, label: "Go to the login page" },
    });
  }
  if (!body.ok) {
    return htmlPage(body.status, {
      title: "Login failed",
      paragraphs: [body.error],
      link: { href: back, label: "Back to the login page" },
    });
  }
  const admin = requireAdminPassword();
  if (!admin.ok) return unavailablePage(admin.problem, back);
  const { password } = admin;

  const presented = body.value.password ?? "";
  if (!presented) return seeOther(`${back}?login=failed`);
  const check = await checkPassword(presented, password, req, context);
  if (!check.ok) {
    if (check.status === 401) return seeOther(`${back}?login=failed`);
    const retryAfter = check.response.headers.get("Retry-After");
    const headers: Record<string, string> = retryAfter ? { "Retry-After": retryAfter } : {};
    if (check.status === 429) {
      return htmlPage(
        429,
        {
          title: "Too many failed attempts",
          paragraphs: [
            "Too many failed attempts. Try again later.",
            retryAfter ? `You can try again in about ${Math.ceil(Number(retryAfter) / 60)} minute(s).` : "",
          ].filter(Boolean),
          link: { href: back, label: "Back to the login page" },
        },
        headers,
      );
    }
    return unavailablePage("Admin access is temporarily unavailable", back, headers);
  }
  const session = await issueSession(password);
  return seeOther(back, { "Set-Cookie": session.cookie });
}

async function logout(req: Request): Promise<Response> {
  if (!fromOwnOrigin(req)) return errorResponse(403, CROSS_SITE_REFUSED);
  const everywhere = new URL(req.url).searchParams.get("scope") === "all";
  // The cookie goes whatever storage does: a logout must never leave this browser logged in.
  const cleared = { "Set-Cookie": clearedCookie() };
  try {
    if (everywhere) {
      // Only a live session may end every session: anyone could otherwise log the owner out.
      const admin = requireAdminPassword();
      const session = admin.ok ? await checkSession(req, admin.password) : null;
      if (!session?.ok) return errorResponse(401, "No session. Log in.", {}, cleared);
      await endAllSessions();
    } else {
      await endSession(req);
    }
  } catch (error) {
    return unavailable(
      everywhere
        ? "The server could not end the sessions; each ends by itself when it expires. Try again later."
        : "The server could not end the session; it ends by itself when it expires. Try again later.",
      { what: "session: could not end a session", error },
      cleared,
    );
  }
  return empty(204, cleared);
}

function returnPath(value: string | null | undefined): string {
  return RETURN_PATHS.find((path) => path === value) ?? DEFAULT_RETURN;
}

function unavailablePage(message: string, back: string, headers: Record<string, string> = {}): Response {
  return htmlPage(
    503,
    {
      title: "Admin access unavailable",
      paragraphs: [message],
      link: { href: back, label: "Back to the login page" },
    },
    headers,
  );
}
