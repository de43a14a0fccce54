/**
 * Response helpers shared by every function: explicit status codes, JSON bodies,
 * and the security headers (netlify.toml headers reach static files only).
 */

export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

export interface JsonOptions {
  /** Private answers (anything behind the admin password) must never be cached. @defaultValue true */
  noStore?: boolean;
  headers?: Record<string, string>;
}

/** A JSON answer with the security headers and, by default, `Cache-Control: no-store`. */
export function json(
  body: unknown,
  status = 200,
  { noStore = true, headers = {} }: JsonOptions = {},
): Response {
  return Response.json(body, {
    status,
    headers: {
      ...securityHeaders,
      ...(noStore ? { "Cache-Control": "no-store" } : {}),
      ...headers,
    },
  });
}

/** An empty answer (204, 202) with the security headers. */
export function empty(status = 204, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status,
    headers: { ...securityHeaders, "Cache-Control": "no-store", ...headers },
  });
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
  return json({ error, ...details }, status, { headers });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(
    405,
    `Method not allowed. Use ${allowed.join(" or ")}.`,
    {},
    { Allow: allowed.join(", ") },
  );
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body with a size limit, without trusting Content-Length.
 * 415 when the body is not declared as JSON, 413 over `maxBytes`, 400 when it does not parse.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBodyResult> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    return {
      ok: false,
      response: errorResponse(415, "Send the body as JSON (Content-Type: application/json)."),
    };
  }
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { ok: false, response: tooLarge(maxBytes) };
  }
  if (!req.body) return { ok: false, response: errorResponse(400, "The request body is empty.") };

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
        return { ok: false, response: tooLarge(maxBytes) };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken stream: its fault, not the server's.
    return { ok: false, response: errorResponse(400, "The request body could not be read.") };
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(concat(chunks, size));
  if (!text.trim()) return { ok: false, response: errorResponse(400, "The request body is empty.") };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse(400, "The request body is not valid JSON.") };
  }
}

function tooLarge(maxBytes: number) {
  return errorResponse(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
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
