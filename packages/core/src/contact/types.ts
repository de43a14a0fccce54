/** The contact form's payload, as the browser sends it to `POST /api/contact`. */
export interface ContactInput {
  name: string;
  email: string;
  /** Optional; an empty string means none. */
  phone?: string;
  message: string;
  /**
   * The language of the page the form is on, one of the site's languages: the answer's sentences
   * come in it, and the inbox shows it. Any other value (or none) is taken as the site's default.
   */
  language?: string;
}

/**
 * What the contact form sends: the input as typed (empty optional fields left out) and the
 * honeypot field, which people never see and only bots fill.
 */
export interface ContactFormValues extends ContactInput {
  website?: string;
}

/** A stored contact submission, as `GET /api/contacts` returns it (newest first). */
export interface ContactSubmission {
  /** Opaque identifier, used by `DELETE /api/contacts/{id}`. */
  id: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** Server time of receipt, ISO 8601. */
  createdAt: string;
  /** The language of the page it was sent from; absent on messages stored before it was kept. */
  language?: string;
  /**
   * The application it came with: sent from a page reached through a link the owner made for
   * that company (the page's address named the tag). Absent otherwise.
   */
  application?: ContactApplication;
  /** True once the owner has marked the message read; absent or false means unread. */
  read?: boolean;
  /**
   * True when the owner could not be told about this message through a configured
   * notification channel, even after every retry. The message itself is stored.
   */
  notificationFailed?: boolean;
  /**
   * Set on a held message (`GET /api/contacts?box=held`): why it was kept out of the
   * inbox. `daily-limit`: it arrived after the day's cap on new messages was reached;
   * `honeypot`: a field people never see was filled (a bot, or a browser's autofill).
   */
  heldReason?: HeldReason;
}

/** An application a message came with: its tag and the company the owner made it for. */
export interface ContactApplication {
  ref: string;
  company: string;
}

/** Why a message was held instead of reaching the inbox (see `ContactSubmission.heldReason`). */
export type HeldReason = "daily-limit" | "honeypot";

/**
 * Paging of `GET /api/contacts`. The answer is a JSON array of submissions, newest
 * first, with the headers:
 * - `X-Total-Count`: every stored submission;
 * - `X-Unread-Count`: those not marked read;
 * - `X-Held-Count`: how many messages the held list holds (inbox pages only);
 * - `Link: </api/contacts?cursor=…&limit=…>; rel="next"` while older submissions remain.
 * `?box=held` pages through the held list the same way (its submissions carry
 * `heldReason`). A malformed `cursor`, `limit` or `box` answers 400.
 */
export const contactsPaging = {
  /** Submissions per page when `limit` is not given. */
  defaultLimit: 50,
  /** The largest `limit` accepted. */
  maxLimit: 100,
  /** The largest page answer in bytes; a page holds fewer submissions rather than grow past it. */
  maxPageBytes: 1024 * 1024,
} as const;

/** The body of `PATCH /api/contacts/{id}`: mark one submission read or unread. Answers the submission. */
export interface ContactReadUpdate {
  read: boolean;
}

/** The body of `POST /api/contacts/delete`: delete several submissions in one confirmed action. */
export interface ContactsBulkDelete {
  /** 1 to `contactsPaging.maxLimit` submission ids. */
  ids: string[];
  /** @defaultValue "inbox" */
  box?: "inbox" | "held";
}

/**
 * The body of `POST /api/contacts/delete` that deletes, in one confirmed action, every
 * message of a box received in one UTC day, or one hour of it, up to now. Messages that
 * arrive later in that day or hour are kept. Answered with `ContactsReceivedDeleted`.
 */
export interface ContactsDeleteReceived {
  received: {
    /** A UTC day, `YYYY-MM-DD`, not after today. */
    day: string;
    /** One hour of that day, 0 to 23 (UTC); the whole day when absent. */
    hour?: number;
  };
  /** @defaultValue "inbox" */
  box?: "inbox" | "held";
}

/** The answer of a deletion by day or hour: the receipt times it covers, [from, to), ISO 8601. */
export interface ContactsReceivedDeleted {
  from: string;
  to: string;
}

/** The body of `POST /api/contacts/release`: held messages to move to the inbox. */
export interface ContactsRelease {
  /** 1 to `contactsPaging.maxLimit` held submission ids. */
  ids: string[];
}

/** The answer of `POST /api/contacts/release`: each moved message's new inbox id, and the ids not held. */
export interface ContactsReleased {
  released: Array<{ id: string; inboxId: string }>;
  missing: string[];
}

/** The answer of `POST /api/contacts/delete`: what was deleted, and the ids that did not exist. */
export interface ContactsBulkDeleted {
  deleted: string[];
  missing: string[];
}

/**
 * The owner's session. `POST /api/session` takes `{ password }` as JSON (or the form
 * field `password`, with an optional `returnTo` path) and sets an HttpOnly cookie the
 * owner pages use from then on; `GET /api/session` answers 200 with this while the
 * session lasts and 401 otherwise; `DELETE /api/session` ends it, and
 * `DELETE /api/session?scope=all` ends every session.
 */
export interface SessionInfo {
  /** When the session ends unless renewed, ISO 8601. */
  expiresAt: string;
  /** The owner's time zone (an IANA name, e.g. "America/Los_Angeles"): the owner pages show times in it. */
  timeZone: string;
}

/** The 201 answer of `POST /api/contact`, sent only once the submission is stored. */
export interface ContactCreated {
  id: string;
}

/** The fields of the contact form a validation error can name. */
export type ContactField = "name" | "email" | "phone" | "message";

/** Every error answer of the API: a sentence a person can read, and for 400s the bad fields. */
export interface ApiErrorBody {
  error: string;
  /** For validation errors: what is wrong with each named field. */
  fields?: Partial<Record<ContactField, string>>;
}
