import type { Config, Context } from "@netlify/functions";
// Core by path, not by package name: Netlify bundles a v2 function's relative imports but
// leaves package imports to file tracing, and @pmfolio/core ships TypeScript sources.
import { contactsPaging } from "../../packages/core/src/contact";
import { csvByteOrderMark, csvRow } from "../../packages/core/src/csv";
import type { ContactSubmission } from "../../packages/core/src/contact";
import { authorizeAdmin } from "../lib/auth";
import { blobsTimeoutMs, withStorageDeadline } from "../lib/blobs";
import {
  allContacts,
  deleteContact,
  deleteContacts,
  isContactId,
  listContactsPage,
  setContactRead,
} from "../lib/contacts-store";
import { empty, errorResponse, json, methodNotAllowed, readJsonBody, securityHeaders } from "../lib/http";
import { errorLine } from "../lib/log";

/** The largest body `PATCH /api/contacts/{id}` and `POST /api/contacts/delete` read. */
const BODY_BYTES = 8 * 1024;

/**
 * The owner's inbox, behind the admin password (`authorizeAdmin`):
 * - GET /api/contacts[?limit=1..100&cursor=…]: a page of submissions, newest first, as a
 *   JSON array, with `X-Total-Count`, `X-Unread-Count` and, while older ones remain,
 *   `Link: </api/contacts?cursor=…&limit=…>; rel="next"` (400 for a malformed limit or cursor);
 * - DELETE /api/contacts/{id}: 204; 404 unknown; 400 malformed id;
 * - PATCH /api/contacts/{id} `{ "read": boolean }`: 200 with the submission; 404; 400;
 * - POST /api/contacts/delete `{ "ids": [...] }` (1 to 100): 200 `{ deleted, missing }`; 400;
 * - GET /api/contacts/export: every submission as CSV, streamed.
 * Storage that fails or does not answer in time: 503 with Retry-After, in bounded time.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  const id = context.params?.id;
  const allowed =
    id === undefined || id === "export" ? ["GET"] : id === "delete" ? ["POST"] : ["DELETE", "PATCH"];
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed);

  const denied = await authorizeAdmin(req, context);
  if (denied) return denied;
  const afterAnswer = (work: Promise<unknown>) => context.waitUntil?.(work);

  try {
    if (id === undefined) return await page(req, afterAnswer);
    if (id === "export") return await exportCsv(afterAnswer);
    if (id === "delete") return await bulkDelete(req);
    if (!isContactId(id)) return errorResponse(400, "This is not a contact submission id.");
    if (req.method === "PATCH") return await markRead(req, id);
    const deleted = await bounded(deleteContact(id), "contacts: deleting a submission");
    return deleted ? empty(204) : notFound();
  } catch (error) {
    console.error("contacts: storage failed", errorLine(error));
    return unavailable();
  }
};

async function page(req: Request, afterAnswer: (work: Promise<unknown>) => void): Promise<Response> {
  const query = new URL(req.url).searchParams;
  const limitText = single(query, "limit");
  const cursorText = single(query, "cursor");
  if (limitText === null || cursorText === null) {
    return errorResponse(400, "Give limit and cursor at most once each.");
  }
  const limit = limitText === undefined ? contactsPaging.defaultLimit : Number(limitText);
  if (limitText !== undefined && !(/^[1-9]\d{0,2}$/.test(limitText) && limit <= contactsPaging.maxLimit)) {
    return errorResponse(400, `The limit must be a whole number from 1 to ${contactsPaging.maxLimit}.`);
  }
  const after = cursorText === undefined ? undefined : decodeCursor(cursorText);
  if (after === null) {
    return errorResponse(400, "The cursor is not one this inbox gave out. Start again from the first page.");
  }

  const result = await bounded(
    listContactsPage({ after, limit, maxBytes: contactsPaging.maxPageBytes }, afterAnswer),
    "contacts: a page",
  );
  const headers: Record<string, string> = {
    ...securityHeaders,
    "Cache-Control": "no-store",
    "Content-Type": "application/json",
    "X-Total-Count": String(result.total),
    "X-Unread-Count": String(result.unread),
  };
  if (result.next !== undefined) {
    headers.Link = `</api/contacts?cursor=${encodeCursor(result.next)}&limit=${limit}>; rel="next"`;
  }
  // The body as the store measured it, so the page is exactly the size it kept under the cap.
  return new Response(result.body, { status: 200, headers });
}

/** A query parameter given once (its value), not at all (undefined) or more than once (null). */
function single(query: URLSearchParams, name: string): string | undefined | null {
  const values = query.getAll(name);
  return values.length === 0 ? undefined : values.length === 1 ? values[0]! : null;
}

const encodeCursor = (id: string) => Buffer.from(id, "utf8").toString("base64url");

/** The id a cursor stands for, or null when it is not exactly one `encodeCursor` makes. */
function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  return isContactId(id) && encodeCursor(id) === cursor ? id : null;
}

async function markRead(req: Request, id: string): Promise<Response> {
  const body = await readJsonBody(req, BODY_BYTES);
  if (!body.ok) return body.response;
  const value = body.value as { read?: unknown } | null;
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    typeof value.read !== "boolean" ||
    Object.keys(value).length !== 1
  ) {
    return errorResponse(400, 'Send { "read": true } or { "read": false }.');
  }
  const updated = await bounded(setContactRead(id, value.read), "contacts: marking a submission");
  return updated ? json(updated) : notFound();
}

async function bulkDelete(req: Request): Promise<Response> {
  const body = await readJsonBody(req, BODY_BYTES);
  if (!body.ok) return body.response;
  const value = body.value as { ids?: unknown } | null;
  const ids = typeof value === "object" && value !== null && !Array.isArray(value) ? value.ids : undefined;
  if (
    !Array.isArray(ids) ||
    ids.length < 1 ||
    ids.length > contactsPaging.maxLimit ||
    !ids.every((item): item is string => typeof item === "string" && isContactId(item))
  ) {
    return errorResponse(
      400,
      `Send { "ids": [...] } with 1 to ${contactsPaging.maxLimit} contact submission ids.`,
    );
  }
  return json(await bounded(deleteContacts(ids), "contacts: deleting submissions"));
}

const csvColumns = ["id", "received", "name", "email", "phone", "message", "read", "notification failed"];

function csvRowOf(submission: ContactSubmission): string {
  return csvRow([
    submission.id,
    submission.createdAt,
    submission.name,
    submission.email,
    submission.phone ?? "",
    submission.message,
    submission.read ? "yes" : "no",
    submission.notificationFailed ? "yes" : "no",
  ]);
}

/**
 * Every submission as CSV, newest first, streamed: the rows are read a chunk at a time
 * while the download runs, so the inbox's size bounds neither memory nor the time to the
 * first byte. A storage failure before the first chunk answers 503; one later ends the
 * download early (the browser shows it as failed), since the status is already sent.
 */
async function exportCsv(afterAnswer: (work: Promise<unknown>) => void): Promise<Response> {
  const chunks = allContacts(afterAnswer);
  const first = await bounded(chunks.next(), "contacts: the export");
  const encoder = new TextEncoder();
  const rows = (submissions: ContactSubmission[]) => encoder.encode(submissions.map(csvRowOf).join(""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvByteOrderMark + csvRow(csvColumns)));
      if (first.done) controller.close();
      else controller.enqueue(rows(first.value));
    },
    async pull(controller) {
      try {
        const next = await bounded(chunks.next(), "contacts: the export");
        if (next.done) controller.close();
        else controller.enqueue(rows(next.value));
      } catch (error) {
        console.error("contacts: the export stopped", errorLine(error));
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      ...securityHeaders,
      "Cache-Control": "no-store",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contacts-${day}.csv"`,
    },
  });
}

/** Storage work, answered within one call limit of a storage that no longer answers. */
function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  return withStorageDeadline(work, blobsTimeoutMs(), what);
}

function notFound() {
  return errorResponse(404, "No contact submission has this id.");
}

function unavailable() {
  return errorResponse(
    503,
    "Contact submissions are unavailable right now. Please try again later.",
    {},
    {
      "Retry-After": "60",
    },
  );
}

// The platform's per-address limit in front of the owner's API, enforced before the
// function runs and with no storage call (the app throttles failed logins on its own).
// A literal: the platform reads it when it deploys.
export const config: Config = {
  path: ["/api/contacts", "/api/contacts/:id"],
  rateLimit: { windowSize: 60, windowLimit: 120, aggregateBy: ["ip", "domain"] },
};
