/**
 * The functions' one edge to HTTP: every answer goes out through `send` (any body, with
 * the security headers: netlify.toml's headers reach static files only), `json`, `empty`,
 * `errorResponse`, `unavailable`, `htmlPage`, or `refusal` for a request a module turned down
 * as data (`Refusal`); request bodies come in through `readJsonBody` (`readJson` for a
 * module) and `readFormBody`, each with a size limit.
 */
import type { ApiErrorBody, ApiRoute, RouteAnswer } from "@pmfolio/core";
import { errorLine } from "./log";

export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  // Without includeSubDomains/preload: those bind every subdomain of the owner's domain
  // to HTTPS for years, a choice for the owner to make (README, "Deploy").
  "Strict-Transport-Security": "max-age=63072000",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  // API answers are data, never pages to index or resources another site may embed.
  "X-Robots-Tag": "noindex",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export interface SendOptions {
  /** Private answers (anything behind the admin password) must never be cached. @defaultValue true */
  noStore?: boolean;
  /** The body's Content-Type, when there is a body. */
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Any answer: a body already serialised (text, bytes) or streamed, with the security
 * headers and, by default, `Cache-Control: no-store`.
 */
export function send(
  body: BodyInit | null,
  status = 200,
  { noStore = true, contentType, headers = {} }: SendOptions = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      ...securityHeaders,
      ...(noStore ? { "Cache-Control": "no-store" } : {}),
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...headers,
    },
  });
}

/** A JSON answer of type `T`, through `send`. */
export function json<T>(body: T, status = 200, options: Omit<SendOptions, "contentType"> = {}): Response {
  return send(JSON.stringify(body), status, { ...options, contentType: "application/json" });
}

/**
 * The JSON success answer of `route`, typed by core's route map (`ApiRoutes`), so a handler
 * cannot answer a shape the site's client (`apiCall`) does not read.
 */
export function answer<R extends ApiRoute>(
  _route: R,
  body: RouteAnswer<R>,
  status = 200,
  options: Omit<SendOptions, "contentType"> = {},
): Response {
  return json(body, status, options);
}

/** An empty answer (204, 202, 303) with the security headers. */
export function empty(status = 204, headers: Record<string, string> = {}): Response {
  return send(null, status, { headers });
}

/**
 * A JSON error `{ error, ...details }`. `error` is a sentence a person can read;
 * details (e.g. `fields`) let a client point at what to fix.
 */
export function errorResponse(
  status: number,
  error: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json<ApiErrorBody & Record<string, unknown>>({ error, ...details }, status, { headers });
}

/** How long a client is asked to wait after storage failed, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

/** The `Retry-After` header of a 503 or 429 (seconds). */
export const retryAfter = (seconds: number = RETRY_AFTER_SECONDS) => ({ "Retry-After": String(seconds) });

/** What failed: logged in one line under `what` (`errorLine`), never the error object itself. */
export interface Failure {
  what: string;
  error: unknown;
}

/**
 * The answer when storage (or anything the request needs) is down: 503 with Retry-After,
 * as JSON, after logging the `failure`; `extraHeaders` add to it (e.g. a cookie to clear).
 */
export function unavailable(
  message: string,
  failure?: Failure,
  extraHeaders: Record<string, string> = {},
): Response {
  if (failure) console.error(failure.what, errorLine(failure.error));
  return errorResponse(503, message, {}, { ...extraHeaders, ...retryAfter() });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(
    405,
    `Method not allowed. Use ${allowed.join(" or ")}.`,
    {},
    { Allow: allowed.join(", ") },
  );
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * A small HTML page, for answers to forms a browser posted without the app (no
 * JavaScript yet, or none at all): a heading, paragraphs, and a link onward. Every
 * string is escaped here; `paragraphs` are plain text.
 */
export function htmlPage(
  status: number,
  {
    title,
    paragraphs,
    link,
    items = [],
    lang = "en",
  }: {
    title: string;
    paragraphs: string[];
    link: { href: string; label: string };
    items?: string[];
    /** The page's language (`<html lang>`). */
    lang?: string;
  },
  headers: Record<string, string> = {},
): Response {
  const list = items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  const body = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${list}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>
`;
  return send(body, status, { contentType: "text/html; charset=utf-8", headers });
}

/** A 303 See Other to `location` (a path on this site): the browser follows it with a GET. */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return empty(303, { Location: location, ...headers });
}

/** True when the request body is a browser's form post (`application/x-www-form-urlencoded`). */
export function isFormPost(req: Request): boolean {
  return contentType(req) === "application/x-www-form-urlencoded";
}

function contentType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export type FormBodyResult =
  { ok: true; value: Record<string, string> } | { ok: false; status: number; error: string };

/**
 * Reads a form post (`application/x-www-form-urlencoded`) with the same size limit as
 * `readJsonBody`. A field sent twice keeps its first value. Failures are returned as a
 * status and a sentence, so the caller can answer them as a page.
 */
export async function readFormBody(req: Request, maxBytes: number): Promise<FormBodyResult> {
  if (!isFormPost(req)) {
    return { ok: false, status: 415, error: "Send the form as application/x-www-form-urlencoded." };
  }
  const text = await readLimitedText(req, maxBytes);
  if (!text.ok) return text;
  const value: Record<string, string> = {};
  for (const [name, field] of new URLSearchParams(text.value)) {
    if (!(name in value)) value[name] = field;
  }
  return { ok: true, value };
}

type TextResult = { ok: true; value: string } | { ok: false; status: number; error: string };

async function readLimitedText(req: Request, maxBytes: number): Promise<TextResult> {
  const tooLargeText = `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`;
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes)
    return { ok: false, status: 413, error: tooLargeText };
  if (!req.body) return { ok: true, value: "" };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: tooLargeText };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken stream: its fault, not the server's.
    return { ok: false, status: 400, error: "The request body could not be read." };
  }
  return { ok: true, value: new TextDecoder("utf-8", { fatal: false }).decode(concat(chunks, size)) };
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** A JSON body as read (`readJson`), or why it was not: a status and a sentence, as data. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; status: number; error: string };

/**
 * Reads a JSON request body with a size limit, without trusting Content-Length.
 * 415 when the body is not declared as JSON, 413 over `maxBytes`, 400 when it does not parse.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBodyResult> {
  const read = await readJson(req, maxBytes);
  return read.ok ? read : { ok: false, response: errorResponse(read.status, read.error) };
}

/**
 * `readJsonBody`'s reading, with a failure returned as its status and sentence, for a module
 * that reads a body for its handler and returns data (a `Refusal`), not an answer.
 */
export async function readJson(req: Request, maxBytes: number): Promise<JsonRead> {
  const type = contentType(req);
  if (type !== "application/json" && !type.endsWith("+json")) {
    return { ok: false, status: 415, error: "Send the body as JSON (Content-Type: application/json)." };
  }
  const read = await readLimitedText(req, maxBytes);
  if (!read.ok) return read;
  const text = read.value;
  if (!text.trim()) return { ok: false, status: 400, error: "The request body is empty." };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}

/**
 * A request a module turned down, as data, for its handler to answer with `refusal`: a
 * status, the sentence saying why (none: an empty answer, e.g. 204 for a browser that
 * declines tracking), details a client can point with (`fields`), and for a 503 what failed.
 */
export interface Refusal {
  ok: false;
  status: number;
  error?: string;
  details?: Record<string, unknown>;
  failure?: Failure;
}

/** The answer to a `Refusal`: 503 through `unavailable`, an error through `errorResponse`, else empty. */
export function refusal({ status, error, details, failure }: Refusal): Response {
  if (status === 503) return unavailable(error ?? "Temporarily unavailable. Try again later.", failure);
  return error === undefined ? empty(status) : errorResponse(status, error, details);
}

function concat(chunks: Uint8Array[], size: number) {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
