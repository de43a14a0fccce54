/**
 * The owner's session: `POST /api/session` trades the password for an HttpOnly cookie
 * once, and the browser keeps nothing else. Every later owner call carries the cookie.
 */
import type { SessionInfo } from "@pmfolio/core";
import { apiCall, isApiError } from "./client";

/** The query key of the session. */
export const sessionKey = ["/api/session"] as const;

/** The current session, or null when there is none (401). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await apiCall("GET /api/session", { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * Logs in. Raises an `ApiError`: 401 for a wrong password, 429 after too many failed
 * attempts, 503 with the server's sentence when no usable password is configured.
 */
export function logIn(password: string): Promise<SessionInfo> {
  return apiCall("POST /api/session", { json: { password } });
}

/** Ends this browser's session, or with `everywhere` every session of the owner. */
export async function logOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  await apiCall("DELETE /api/session", { query: { scope: everywhere ? "all" : undefined } });
}
