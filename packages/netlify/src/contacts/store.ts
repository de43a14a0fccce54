/**
 * The `contacts` store: its handle, and the codec of a stored submission (the one check that
 * a blob is a whole submission, and the markers a read adds to it). Its keys are `./ids`'s;
 * its folder listings are `./listing`'s.
 */
import type { Store } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { blobsStore } from "../blobs";
import { isContactId, movedKey, type ContactBox } from "./ids";

/** Storage calls one operation keeps in flight at once (listings, reads, deletes). */
export const PARALLEL_CALLS = 16;

/** Called with work that must finish after the answer is sent (`context.waitUntil`). */
export type AfterAnswer = (work: Promise<unknown>) => void;

export function contactsStore(): Store {
  return blobsStore("contacts");
}

/** A listing's markers of one submission. */
export const markersOf = (listing: { read: Set<string>; failed: Set<string> }, id: string) => ({
  read: listing.read.has(id),
  failed: listing.failed.has(id),
});

/** The inbox id a held submission was moved to (or is being moved to), or null when it never was. */
export async function movedTo(heldId: string): Promise<string | null> {
  const marker = (await contactsStore().get(movedKey(heldId), { type: "json" })) as {
    inboxId?: unknown;
  } | null;
  return typeof marker?.inboxId === "string" && isContactId(marker.inboxId) ? marker.inboxId : null;
}

/** The submission stored as `text` under `id`, or null when there is none or it is not whole. */
export function parseSubmission(id: string, text: string | null): ContactSubmission | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (isSubmission(value) && value.id === id) {
    // `read` and `notificationFailed` live in their markers (`withMarkers`); none is written here.
    const { read: _read, notificationFailed: _failed, ...submission } = value;
    return submission;
  }
  console.error(`contacts: the blob of ${id} is not a whole submission; it is left out`);
  return null;
}

/** The submission with its markers, as pages, exports and the outbox see it. */
export function withMarkers(
  submission: ContactSubmission,
  box: ContactBox,
  { read, failed }: { read: boolean; failed: boolean },
): ContactSubmission {
  if (box !== "inbox") return submission;
  return { ...submission, ...(failed ? { notificationFailed: true } : {}), read };
}

function isSubmission(value: unknown): value is ContactSubmission {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { id, name, email, phone, message, createdAt, heldReason, language } = value as Record<
    string,
    unknown
  >;
  return (
    [id, name, email, message, createdAt].every((field) => typeof field === "string") &&
    [phone, language].every((field) => field === undefined || typeof field === "string") &&
    (heldReason === undefined || heldReason === "daily-limit" || heldReason === "honeypot") &&
    !Number.isNaN(Date.parse(createdAt as string))
  );
}
