/**
 * Contact messages for tests and benchmarks (never deployed): a shorthand for saving one,
 * and a flood written straight to its keys.
 */
import { getStore } from "@netlify/blobs";
import type { ContactInput, ContactSubmission } from "@pmfolio/core";
import { blobsStore } from "../../../packages/netlify/src/blobs";
import {
  contactIdOfKey,
  contactKeyOf,
  newContactId,
  recountContacts,
  saveContact,
  type SaveOptions,
} from "../../../packages/netlify/src/contacts";
import { settleBackgroundWork, type TestBlobs } from "./blobs-server";

/** Every stored message (inbox and held alike), once the work after the answers is done. */
export async function storedMessages(): Promise<ContactSubmission[]> {
  await settleBackgroundWork();
  const store = getStore({ name: "contacts", consistency: "strong" });
  const { blobs: list } = await store.list({ prefix: "d/" });
  const messages = list.filter((blob) => contactIdOfKey(blob.key) !== null);
  return Promise.all(messages.map((blob) => store.get(blob.key, { type: "json" })));
}

/** Saves a message received at `now` and resolves with its submission: the tests' shorthand for `saveContact`. */
export async function saveAt(
  input: ContactInput,
  now: Date = new Date(),
  options: Omit<SaveOptions, "now"> = {},
): Promise<ContactSubmission> {
  return (await saveContact(input, { ...options, now })).submission;
}

/**
 * Writes a message received at each of `times` straight to its key (past the latency proxy,
 * with no count update per message), then counts once: saving tens of thousands one by one
 * takes too long. Message `n` is from "Sender n" and says `message(n)`.
 */
export async function seedMessages(
  blobs: TestBlobs,
  times: readonly number[],
  message: (n: number) => string = (n) => `Hello, this is message ${n}.`,
): Promise<void> {
  await blobs.direct(async () => {
    const store = blobsStore("contacts");
    for (let start = 0; start < times.length; start += 64) {
      await Promise.all(
        times.slice(start, start + 64).map((at, i) => {
          const id = newContactId(at);
          const n = start + i;
          return store.setJSON(contactKeyOf(id), {
            id,
            name: `Sender ${n}`,
            email: `s${n}@example.com`,
            message: message(n),
            createdAt: new Date(at).toISOString(),
          });
        }),
      );
    }
    await recountContacts();
  });
}

/** A contact form post as the page's island sends it: `body` as JSON, from no address in particular. */
export function contactRequest(body: unknown): Request {
  return new Request("http://localhost/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
