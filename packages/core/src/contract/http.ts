/**
 * The HTTP side of the API contract: header names, the idempotency key's shape, the paging
 * link and the owner pages' paths. The functions answer with these names and the browser reads
 * them, so a rename on one side cannot leave the other behind.
 */

/**
 * A client-chosen key on `POST /api/contact`: a retry with the same key answers the first
 * result instead of storing the message twice.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** True for an idempotency key the API accepts: 16 to 128 letters, digits, `-` or `_`. */
export function isIdempotencyKey(value: string): boolean {
  return idempotencyKeyPattern.test(value);
}

/** Every stored submission of the box a page of `GET /api/contacts` belongs to. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** The submissions not marked read. */
export const UNREAD_COUNT_HEADER = "X-Unread-Count";
/** How many messages the held list holds (inbox pages only). */
export const HELD_COUNT_HEADER = "X-Held-Count";

/** Where the owner's pages live; the functions link to them and the site routes them. */
export const OWNER_PATHS = {
  inbox: "/admin/contacts",
  analytics: "/analytics",
  content: "/admin/content",
} as const;

/** What a next-page link of `GET /api/contacts` carries. */
export interface ContactsPageLink {
  /** The opaque cursor the server gave out: the last submission of the page shown. */
  cursor: string;
  limit: number;
  box?: "inbox" | "held";
}

/** The `Link` header value pointing at the next, older page of `GET /api/contacts`. */
export function contactsNextLink({ cursor, limit, box }: ContactsPageLink): string {
  const query = new URLSearchParams({ cursor, limit: String(limit) });
  if (box === "held") query.set("box", "held");
  return `</api/contacts?${query}>; rel="next"`;
}

/**
 * The target of the `rel="next"` entry of a `Link` header (any server's, several entries
 * allowed), as a URL relative to an invalid origin, or null when there is none.
 */
export function parseNextLink(link: string | null): URL | null {
  if (!link) return null;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match || !/;\s*rel="?next"?\s*(;|$)/i.test(match[2]!)) continue;
    return new URL(match[1]!, "http://origin.invalid");
  }
  return null;
}
