/**
 * Contact submissions in Netlify Blobs, one blob per submission.
 *
 * A submission's key is its id: `{reverse timestamp}-{random}`. The reverse timestamp
 * (13 digits, 9999999999999 minus the receipt time in ms) makes the key order the
 * newest-first order, so listing needs keys only, never a read of every blob to sort.
 * The random half (64 bits) keeps two submissions of the same millisecond apart, and
 * every write is `onlyIfNew`, so a write can never replace another submission.
 * Reads are strongly consistent: the owner sees a message as soon as it is stored and
 * never sees a deleted one come back.
 */
import { randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { ContactInput, ContactSubmission } from "@pmfolio/core";
import { blobsStore, boundedWrite } from "./blobs";

const STORE_NAME = "contacts";
const MAX_TIMESTAMP = 9_999_999_999_999;
const ID_PATTERN = /^\d{13}-[0-9a-f]{16}$/;
/** How many submissions are read from storage at once while listing. */
const READ_CONCURRENCY = 8;

function contactsStore(): Store {
  return blobsStore(STORE_NAME);
}

/** A fresh submission id for a message received at `receivedAt` (ms since the epoch). */
export function newContactId(receivedAt: number = Date.now()): string {
  const reverse = String(MAX_TIMESTAMP - receivedAt).padStart(13, "0");
  return `${reverse}-${randomBytes(8).toString("hex")}`;
}

/** True when `id` has the shape of a submission id (anything else cannot be a key of ours). */
export function isContactId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/**
 * Stores a validated submission with the server's time and resolves once it is durably
 * written. Throws when storage fails or does not answer in time (BLOBS_TIMEOUT_MS); the
 * submission is then either not stored or stored whole (one blob, written at once), never
 * in part.
 */
export async function saveContact(input: ContactInput, now: Date = new Date()): Promise<ContactSubmission> {
  const store = contactsStore();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const submission: ContactSubmission = {
      id: newContactId(now.getTime()),
      name: input.name,
      email: input.email,
      ...(input.phone ? { phone: input.phone } : {}),
      message: input.message,
      createdAt: now.toISOString(),
    };
    const { modified } = await boundedWrite(
      store.setJSON(submission.id, submission, { onlyIfNew: true }),
      "contact: storing a submission",
    );
    if (modified) return submission;
    // An id collision (64 random bits in the same millisecond): draw another id.
  }
  throw new Error("Could not find a free id for the contact submission");
}

/**
 * Every stored submission, newest first. Throws when storage fails. A blob that is not a
 * whole submission (which this module never writes) is left out and logged, so one bad
 * blob cannot lock the owner out of every other message.
 */
export async function listContacts(): Promise<ContactSubmission[]> {
  const store = contactsStore();
  const keys: string[] = [];
  for await (const page of store.list({ paginate: true })) {
    for (const blob of page.blobs) if (isContactId(blob.key)) keys.push(blob.key);
  }
  keys.sort(); // reverse timestamps: ascending keys are newest first

  const submissions: Array<ContactSubmission | null> = new Array(keys.length).fill(null);
  let next = 0;
  const reader = async () => {
    while (next < keys.length) {
      const index = next++;
      submissions[index] = parseSubmission(keys[index]!, await store.get(keys[index]!, { type: "text" }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, keys.length) }, reader));
  // A submission deleted between the listing and its read is simply gone.
  return submissions.filter((submission): submission is ContactSubmission => submission !== null);
}

/** The submission stored as `text` under `key`, or null when there is none or it is not whole. */
function parseSubmission(key: string, text: string | null): ContactSubmission | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (isSubmission(value) && value.id === key) return value;
  console.error(`contacts: the blob ${key} is not a whole submission; it is left out of the list`);
  return null;
}

function isSubmission(value: unknown): value is ContactSubmission {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { id, name, email, phone, message, createdAt } = value as Record<string, unknown>;
  return (
    [id, name, email, message, createdAt].every((field) => typeof field === "string") &&
    (phone === undefined || typeof phone === "string") &&
    !Number.isNaN(Date.parse(createdAt as string))
  );
}

/** Deletes a submission; resolves false when there is none with this id. Throws when storage fails. */
export async function deleteContact(id: string): Promise<boolean> {
  if (!isContactId(id)) return false;
  const store = contactsStore();
  const existing = await store.getMetadata(id);
  if (!existing) return false;
  await store.delete(id);
  return true;
}
