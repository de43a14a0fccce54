/**
 * The owner's session: `POST /api/session` trades the password for an HttpOnly cookie
 * once, and the browser keeps nothing else. Every later owner call carries the cookie.
 */
import type { SessionInfo } from "@pmfolio/core";
import { ApiError, apiJson, apiRequest } from "./client";

/** The query key of the session. */
export const sessionKey = ["/api/session"] as const;

const texts = { failed: "Error connecting to server" };

/** The current session, or null when there is none (401). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await apiJson<SessionInfo>("/api/session", texts, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Logs in. Raises 'Invalid password' (401), 'Too many failed attempts. Try again later.'
 * (429), the server's own sentence for 503 (no password configured, or one too short to
 * be safe), and 'Error connecting to server' otherwise.
 */
export async function logIn(password: string): Promise<SessionInfo> {
  try {
    return await apiJson<SessionInfo>("/api/session", texts, { method: "POST", json: { password } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429)
      throw new ApiError("Too many failed attempts. Try again later.", 429, error.serverError);
    if (error.status === 503 && error.serverError)
      throw new ApiError(error.serverError, 503, error.serverError);
    throw error;
  }
}

/** Ends this browser's session, or with `everywhere` every session of the owner. */
export async function logOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  await apiRequest(everywhere ? "/api/session?scope=all" : "/api/session", texts, { method: "DELETE" });
}
