/**
 * The one way the site talks to its API: same-origin requests that carry the owner's
 * session cookie, JSON in and out, and every failure raised as an `ApiError` carrying the
 * HTTP status. The transport says what happened; the page that made the call picks the
 * words (packages/site/src/owner/failureText.ts for the owner pages).
 */
import type { ApiErrorBody, ApiRoute, RouteAnswer, RouteBody } from "@pmfolio/core";

/**
 * A failed API call. `status` is the HTTP status (an OK status when the answer could not be
 * read), or undefined when the server could not be reached; `serverError` is the `error`
 * text of the server's answer, when it sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status?: number,
    readonly serverError?: string,
    /** The bad fields a 400 answer named (`ApiErrorBody.fields`). */
    readonly fields?: ApiErrorBody["fields"],
  ) {
    super(status === undefined ? "The server could not be reached" : `The server answered ${status}`);
    this.name = "ApiError";
  }
}

/** True for an `ApiError` with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** True for an `ApiError` of a call that never reached the server. */
export function isUnreachable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === undefined;
}

/** The `error` sentence and the named `fields` of an error answer, when its body is the API's JSON error. */
async function serverErrorBody(res: Response): Promise<Partial<ApiErrorBody>> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody> | null;
    return {
      error: typeof body?.error === "string" && body.error ? body.error : undefined,
      fields: typeof body?.fields === "object" && body.fields !== null ? body.fields : undefined,
    };
  } catch {
    return {};
  }
}

export interface ApiRequestInit extends Omit<RequestInit, "body" | "credentials"> {
  /** Sent as JSON. */
  json?: unknown;
}

/**
 * Sends one request and answers the response when it is OK. A non-OK answer raises an
 * `ApiError` with its status (401: the session is missing or over, and the owner gate locks
 * on it); a network failure raises one without a status. An abort is raised as it is, so
 * cancelled queries stay cancelled.
 */
export async function apiRequest(
  path: string,
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
    throw new ApiError();
  }
  if (res.ok) return res;
  const { error, fields } = await serverErrorBody(res);
  throw new ApiError(res.status, error, fields);
}

/** The JSON body of an OK answer; a body that is not JSON raises an `ApiError` with the OK status. */
export async function readJson<T>(res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(res.status);
  }
}

/** `apiRequest`, then the answer's JSON body. */
export async function apiJson<T>(path: string, init?: ApiRequestInit): Promise<T> {
  return readJson<T>(await apiRequest(path, init));
}

/** Where a call of a route goes beyond its name: path parameters and query. */
export interface RouteTarget {
  /** Values for the route's `:name` segments, encoded into the path. */
  params?: Record<string, string>;
  /** Added to the path as its query; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
}

/** What a call of `route` sends: its path parameters, query and JSON body (core's route map). */
export type ApiCallInit<R extends ApiRoute> = Omit<ApiRequestInit, "json" | "method"> &
  RouteTarget &
  (RouteBody<R> extends undefined ? { json?: undefined } : { json: RouteBody<R> });

/** The path and method `route` names, with its parameters and query filled in. */
export function routeRequest(
  route: ApiRoute,
  { params = {}, query = {} }: RouteTarget = {},
): {
  method: string;
  path: string;
} {
  const [method, template] = route.split(" ") as [string, string];
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .flatMap(([name, value]) =>
      value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
    )
    .join("&");
  return { method, path: search ? `${path}?${search}` : path };
}

/**
 * Calls one route of core's route map (`"POST /api/contact"`): the body must be the route's,
 * and the response is answered as it came, for a caller that reads its headers too. Failures
 * as `apiRequest`.
 */
export function apiRoute<R extends ApiRoute>(route: R, init: ApiCallInit<R>): Promise<Response> {
  const { params, query, ...rest } = init as ApiRequestInit & RouteTarget;
  const { method, path } = routeRequest(route, { params, query });
  return apiRequest(path, { ...rest, method });
}

/**
 * `apiRoute`, then the route's answer. A route with two answers (one per body shape) may be
 * narrowed to the one its body asks for with `A`.
 */
export async function apiCall<R extends ApiRoute, A extends RouteAnswer<R> = RouteAnswer<R>>(
  route: R,
  init: ApiCallInit<R>,
): Promise<A> {
  const res = await apiRoute(route, init);
  if (res.status === 204 || res.headers.get("content-length") === "0") return undefined as A;
  return readJson<A>(res);
}
