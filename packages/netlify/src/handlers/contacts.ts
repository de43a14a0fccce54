import type { Context } from "@netlify/functions";
import type { ContactSubmission } from "@pmfolio/core";
import { storageDeadline } from "../blobs";
import {
  allContacts,
  deleteContact,
  deleteContacts,
  deleteReceived,
  isContactId,
  listContactsPage,
  releaseHeld,
  setContactRead,
  type AfterAnswer,
  type ContactBox,
} from "../contacts";
import {
  hourMs,
  HELD_COUNT_HEADER,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  contactsNextLink,
  contactsPaging,
  csvByteOrderMark,
  csvRow,
} from "../core";
import { answer, empty, errorResponse, methodNotAllowed, readJsonBody, send, unavailable } from "../http";
import { errorLine } from "../log";
import { authorizeAdmin } from "../owner/auth";

/** The largest body `PATCH /api/contacts/{id}` and `POST /api/contacts/delete` read. */
const BODY_BYTES = 8 * 1024;

/**
 * The owner's inbox, behind the admin password (`authorizeAdmin`):
 * - GET /api/contacts[?limit=1..100&cursor=…]: a page of submissions, newest first, as a
 *   JSON array, with `X-Total-Count`, `X-Unread-Count` and, while older ones remain,
 *   `Link: </api/contacts?cursor=…&limit=…>; rel="next"` (400 for a malformed limit or cursor);
 *   `X-Held-Count`; `?box=held` pages through the held list (400 for any other box);
 * - DELETE /api/contacts/{id}[?box=held]: 204; 404 unknown; 400 malformed id;
 * - PATCH /api/contacts/{id} `{ "read": boolean }`: 200 with the submission; 404; 400;
 * - POST /api/contacts/delete `{ "ids": [...], "box"? }` (1 to 100): 200 `{ deleted, missing }`; 400;
 * - POST /api/contacts/delete `{ "received": { "day": "YYYY-MM-DD", "hour"?: 0..23 }, "box"? }`:
 *   deletes everything received in that UTC day or hour, up to now, in one action: 200
 *   `{ from, to }`; 400 for a malformed or future period;
 * - POST /api/contacts/release `{ "ids": [...] }` (1 to 100): moves held messages to the
 *   inbox, 200 `{ released, missing }`; 400;
 * - GET /api/contacts/export: every inbox submission as CSV, streamed.
 * Counts are updated after the answer (`context.waitUntil`).
 * Storage that fails or does not answer in time: 503 with Retry-After, in bounded time.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  const id = context.params?.id;
  const allowed =
    id === undefined || id === "export"
      ? ["GET"]
      : id === "delete" || id === "release"
        ? ["POST"]
        : ["DELETE", "PATCH"];
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed);

  const denied = await authorizeAdmin(req, context);
  if (denied) return denied;
  const afterAnswer = (work: Promise<unknown>) => context.waitUntil?.(work);

  try {
    if (id === undefined) return await page(req, afterAnswer);
    if (id === "export") return await exportCsv();
    if (id === "delete") return await bulkDelete(req, afterAnswer);
    if (id === "release") return await release(req, afterAnswer);
    if (!isContactId(id)) return errorResponse(400, "This is not a contact submission id.");
    if (req.method === "PATCH") return await markRead(req, id, afterAnswer);
    const box = boxOf(single(new URL(req.url).searchParams, "box"));
    if (!box) return badBox();
    const deleted = await bounded(deleteContact(id, box, afterAnswer), "contacts: deleting a submission");
    return deleted ? empty(204) : notFound();
  } catch (error) {
    return unavailable(UNAVAILABLE, { what: "contacts: storage failed", error });
  }
};

/** The box a `box` parameter names: the inbox when absent, null when it names none. */
function boxOf(value: unknown): ContactBox | null {
  return value === undefined || value === "inbox" ? "inbox" : value === "held" ? "held" : null;
}

const badBox = () => errorResponse(400, 'The box must be "inbox" or "held".');

async function page(req: Request, afterAnswer: AfterAnswer): Promise<Response> {
  const query = new URL(req.url).searchParams;
  const limitText = single(query, "limit");
  const cursorText = single(query, "cursor");
  const boxText = single(query, "box");
  if (limitText === null || cursorText === null || boxText === null) {
    return errorResponse(400, "Give limit, cursor and box at most once each.");
  }
  const box = boxOf(boxText);
  if (!box) return badBox();
  const limit = limitText === undefined ? contactsPaging.defaultLimit : Number(limitText);
  if (limitText !== undefined && !(/^[1-9]\d{0,2}$/.test(limitText) && limit <= contactsPaging.maxLimit)) {
    return errorResponse(400, `The limit must be a whole number from 1 to ${contactsPaging.maxLimit}.`);
  }
  const after = cursorText === undefined ? undefined : decodeCursor(cursorText);
  if (after === null) {
    return errorResponse(400, "The cursor is not one this inbox gave out. Start again from the first page.");
  }

  const result = await bounded(
    listContactsPage({ after, limit, maxBytes: contactsPaging.maxPageBytes, box }, afterAnswer),
    "contacts: a page",
  );
  const headers: Record<string, string> = {
    [TOTAL_COUNT_HEADER]: String(result.total),
    [UNREAD_COUNT_HEADER]: String(result.unread),
  };
  if (result.held !== undefined) headers[HELD_COUNT_HEADER] = String(result.held);
  if (result.next !== undefined) {
    headers.Link = contactsNextLink({ cursor: encodeCursor(result.next), limit, box });
  }
  return answer("GET /api/contacts", result.contacts, 200, { headers });
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

async function markRead(req: Request, id: string, afterAnswer: AfterAnswer): Promise<Response> {
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
  const updated = await bounded(
    setContactRead(id, value.read, afterAnswer),
    "contacts: marking a submission",
  );
  return updated ? answer("PATCH /api/contacts/:id", updated) : notFound();
}

/** The ids of a `{ "ids": [...] }` body (1 to maxLimit submission ids), or null when it is not one. */
function idsOf(value: Record<string, unknown>): string[] | null {
  const { ids } = value;
  return Array.isArray(ids) &&
    ids.length >= 1 &&
    ids.length <= contactsPaging.maxLimit &&
    ids.every((item): item is string => typeof item === "string" && isContactId(item))
    ? ids
    : null;
}

/** A JSON object body; otherwise the answer saying what to send (`expected`). */
async function jsonObject(req: Request, expected: string): Promise<Record<string, unknown> | Response> {
  const body = await readJsonBody(req, BODY_BYTES);
  if (!body.ok) return body.response;
  const value = body.value;
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : errorResponse(400, expected);
}

const SEND_IDS_OR_PERIOD = `Send { "ids": [...] } with 1 to ${contactsPaging.maxLimit} contact submission ids, or { "received": { "day": "YYYY-MM-DD", "hour": 0 to 23 } }.`;

async function bulkDelete(req: Request, afterAnswer: AfterAnswer): Promise<Response> {
  const value = await jsonObject(req, SEND_IDS_OR_PERIOD);
  if (value instanceof Response) return value;
  const box = boxOf(value.box);
  if (!box) return badBox();
  if ("received" in value) return await deleteByPeriod(value, box, afterAnswer);
  const ids = idsOf(value);
  if (!ids || Object.keys(value).some((key) => key !== "ids" && key !== "box")) {
    return errorResponse(400, SEND_IDS_OR_PERIOD);
  }
  return answer<"POST /api/contacts/delete">(
    "POST /api/contacts/delete",
    await bounded(deleteContacts(ids, box, afterAnswer), "contacts: deleting submissions"),
  );
}

/** The earliest day a deletion by day may name: nothing here was received before it. */
const FIRST_DAY = "2020-01-01";

async function deleteByPeriod(
  value: Record<string, unknown>,
  box: ContactBox,
  afterAnswer: AfterAnswer,
): Promise<Response> {
  const received = value.received as Record<string, unknown> | null;
  const problem = (text: string) =>
    errorResponse(400, `${text} Send { "received": { "day": "YYYY-MM-DD", "hour": 0 to 23 } }, in UTC.`);
  if (
    typeof received !== "object" ||
    received === null ||
    Array.isArray(received) ||
    Object.keys(value).some((key) => key !== "received" && key !== "box") ||
    Object.keys(received).some((key) => key !== "day" && key !== "hour")
  ) {
    return problem("The period to delete is not one this inbox understands.");
  }
  const { day, hour } = received;
  const start =
    typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00.000Z`) : NaN;
  if (typeof day !== "string" || Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) {
    return problem("The day must be a real date written YYYY-MM-DD.");
  }
  if (hour !== undefined && !(Number.isInteger(hour) && (hour as number) >= 0 && (hour as number) <= 23)) {
    return problem("The hour must be a whole number from 0 to 23.");
  }
  const from = start + ((hour as number | undefined) ?? 0) * hourMs;
  if (day < FIRST_DAY || from > Date.now()) {
    return problem(`The day must be from ${FIRST_DAY} to today, and the hour not after this one.`);
  }
  const period = hour === undefined ? { day } : { day, hour: hour as number };
  const range = await bounded(deleteReceived(box, period, afterAnswer), "contacts: deleting a period");
  return answer("POST /api/contacts/delete", {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
  });
}

async function release(req: Request, afterAnswer: AfterAnswer): Promise<Response> {
  const expected = `Send { "ids": [...] } with 1 to ${contactsPaging.maxLimit} held submission ids.`;
  const value = await jsonObject(req, expected);
  if (value instanceof Response) return value;
  const ids = idsOf(value);
  if (!ids || Object.keys(value).length !== 1) return errorResponse(400, expected);
  return answer(
    "POST /api/contacts/release",
    await bounded(releaseHeld(ids, afterAnswer), "contacts: moving held submissions"),
  );
}

// New columns go last, so a spreadsheet built on the earlier ones keeps reading them.
const csvColumns = [
  "id",
  "received",
  "name",
  "email",
  "phone",
  "message",
  "read",
  "notification failed",
  "language",
  "application",
];

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
    submission.language ?? "",
    submission.application?.company ?? "",
  ]);
}

/**
 * Every submission as CSV, newest first, streamed: the rows are read a chunk at a time
 * while the download runs, so the inbox's size bounds neither memory nor the time to the
 * first byte. A storage failure before the first chunk answers 503; one later ends the
 * download early (the browser shows it as failed), since the status is already sent.
 */
async function exportCsv(): Promise<Response> {
  const chunks = allContacts();
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
  return send(body, 200, {
    contentType: "text/csv; charset=utf-8",
    headers: { "Content-Disposition": `attachment; filename="contacts-${day}.csv"` },
  });
}

/** Storage work, answered within one call limit of a storage that no longer answers. */
function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  return storageDeadline(work, 1, what);
}

function notFound() {
  return errorResponse(404, "No contact submission has this id.");
}

const UNAVAILABLE = "Contact submissions are unavailable right now. Please try again later.";
