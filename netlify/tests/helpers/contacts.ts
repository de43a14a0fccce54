import type { ContactInput, ContactSubmission } from "@pmfolio/core";
import { saveContact, type SaveOptions } from "../../lib/contacts";

/** Saves a message received at `now` and resolves with its submission: the tests' shorthand for `saveContact`. */
export async function saveAt(
  input: ContactInput,
  now: Date = new Date(),
  options: Omit<SaveOptions, "now"> = {},
): Promise<ContactSubmission> {
  return (await saveContact(input, { ...options, now })).submission;
}
