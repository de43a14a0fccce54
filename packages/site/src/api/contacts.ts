/** The owner's inbox: pages of submissions, read state, deletes and the CSV export. */
import {
  HELD_COUNT_HEADER,
  parseNextLink,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  type ContactReadUpdate,
  type ContactSubmission,
  type ContactsBulkDelete,
  type ContactsBulkDeleted,
  type ContactsDeleteReceived,
  type ContactsReceivedDeleted,
  type ContactsRelease,
  type ContactsReleased,
} from "@pmfolio/core";
import { ApiError, apiCall, apiRoute, isApiError, readJson } from "./client";

/** A page of the inbox, newest first. */
export interface ContactsPage {
  contacts: ContactSubmission[];
  /** Every stored submission (TOTAL_COUNT_HEADER). */
  total: number;
  /** Those not marked read (UNREAD_COUNT_HEADER). */
  unread: number;
  /** How many messages are held (HELD_COUNT_HEADER; inbox pages only, else 0). */
  held: number;
  /** The cursor of the next, older page, or null on the last page. */
  nextCursor: string | null;
}

/** Every query of the inbox, to refetch after a change. */
export const allContactsKey = ["/api/contacts"] as const;

/** The query key of the page that starts at `cursor` (null: the newest page). */
export const contactsKey = (cursor: string | null) => [...allContactsKey, cursor] as const;

/** The query key of the held list's page that starts at `cursor`. */
export const heldKey = (cursor: string | null) => [...allContactsKey, "held", cursor] as const;

/** Where the CSV export of every submission downloads from (the session cookie authorizes it). */
export const contactsExportUrl = "/api/contacts/export";

/** The `cursor` of the `rel="next"` target of a Link header, or null when there is none. */
export function nextCursor(link: string | null): string | null {
  return parseNextLink(link)?.searchParams.get("cursor") ?? null;
}

/** A count header as a number; a missing or malformed one counts what the page itself shows. */
function countHeader(res: Response, header: string, fallback: number): number {
  const text = res.headers.get(header);
  const value = Number(text);
  return text !== null && text.trim() !== "" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** One page of submissions (of the held list with `held`), from the newest when `cursor` is null. */
export async function fetchContactsPage(
  cursor: string | null,
  signal?: AbortSignal,
  held = false,
): Promise<ContactsPage> {
  const res = await apiRoute("GET /api/contacts", {
    query: { box: held ? "held" : undefined, cursor: cursor ?? undefined },
    signal,
  });
  const contacts = await readJson<ContactSubmission[]>(res);
  if (!Array.isArray(contacts)) throw new ApiError(res.status);
  return {
    contacts,
    total: countHeader(res, TOTAL_COUNT_HEADER, contacts.length),
    unread: countHeader(res, UNREAD_COUNT_HEADER, contacts.filter((contact) => !contact.read).length),
    held: countHeader(res, HELD_COUNT_HEADER, 0),
    nextCursor: nextCursor(res.headers.get("Link")),
  };
}

/** Deletes one submission (a held one with `held`). A submission already gone (404) counts as deleted. */
export async function deleteContact(id: string, held = false): Promise<void> {
  try {
    await apiCall("DELETE /api/contacts/:id", { params: { id }, query: { box: held ? "held" : undefined } });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

/** Deletes several submissions in one call; answers which were deleted and which did not exist. */
export function deleteContacts(ids: readonly string[]): Promise<ContactsBulkDeleted> {
  const body: ContactsBulkDelete = { ids: [...ids] };
  return apiCall<"POST /api/contacts/delete", ContactsBulkDeleted>("POST /api/contacts/delete", {
    json: body,
  });
}

/** Marks one submission read or unread; answers the submission as stored. */
export function setContactRead(id: string, read: boolean): Promise<ContactSubmission> {
  const body: ContactReadUpdate = { read };
  return apiCall("PATCH /api/contacts/:id", { params: { id }, json: body });
}

/** Deletes everything the inbox received in a UTC day, or one hour of it, up to now. */
export function deleteReceived(
  received: ContactsDeleteReceived["received"],
): Promise<ContactsReceivedDeleted> {
  const body: ContactsDeleteReceived = { received };
  return apiCall<"POST /api/contacts/delete", ContactsReceivedDeleted>("POST /api/contacts/delete", {
    json: body,
  });
}

/** Moves held messages to the inbox. */
export function releaseHeld(ids: readonly string[]): Promise<ContactsReleased> {
  const body: ContactsRelease = { ids: [...ids] };
  return apiCall("POST /api/contacts/release", { json: body });
}
