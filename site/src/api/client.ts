/**
 * The one way the site talks to its API: same-origin requests that carry the owner's
 * session cookie, JSON in and out, and every failure raised as an `ApiError` whose
 * message is the sentence the page shows.
 */
import type { ApiErrorBody } from "@pmfolio/core";

/** What the page shows for a failed call, by kind of failure. */
export interface FailureTexts {
  /** The server answered, but not OK (and not 401). */
  failed: string;
  /**
   * The server could not be reached.
   * @defaultValue "Error connecting to server"
   */
  unreachable?: string;
}

/**
 * A failed API call. `message` is what the page shows; `status` is the HTTP status, or
 * undefined when the server could not be reached; `serverError` is the `error` text of
 * the server's answer, when it sent one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverError?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True for an `ApiError` with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The `error` sentence of an error answer, when its body is the API's JSON error. */
async function serverErrorText(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody> | null;
    return typeof body?.error === "string" && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}

export interface ApiRequestInit extends Omit<RequestInit, "body" | "credentials"> {
  /** Sent as JSON. */
  json?: unknown;
}

/**
 * Sends one request and answers the response when it is OK. A 401 raises 'Invalid
 * password' (the session is missing or over: the owner gate locks on it); any other
 * non-OK answer raises `texts.failed`; a network failure raises `texts.unreachable`.
 * An abort is raised as it is, so cancelled queries stay cancelled.
 */
export async function apiRequest(
  path: string,
  texts: FailureTexts,
  { json, headers, ...init }: ApiRequestInit = {},
): Promise<Response> {
  const merged = new Headers(headers);
  if (json !== undefined) merged.set("Content-Type", "application/json");
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: merged,
      credentials: "same-origin",
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(texts.unreachable ?? "Error connecting to server");
  }
  if (res.ok) return res;
  const serverError = await serverErrorText(res);
  if (res.status === 401) throw new ApiError("Invalid password", 401, serverError);
  throw new ApiError(texts.failed, res.status, serverError);
}

/** The JSON body of an OK answer; a body that is not JSON raises `texts.failed`. */
export async function readJson<T>(res: Response, texts: FailureTexts): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(texts.failed, res.status);
  }
}

/** `apiRequest`, then the answer's JSON body. */
export async function apiJson<T>(path: string, texts: FailureTexts, init?: ApiRequestInit): Promise<T> {
  return readJson<T>(await apiRequest(path, texts, init), texts);
}

/** What a page shows for any failure: an `ApiError`'s sentence, another error's message, or 'Unknown error'. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}
