import { formMessagesIn } from "./formMessages";
import { contactLanguage } from "./language";
import type { ContactField, ContactInput } from "./types";

/** Limits on the contact form, shared by the form's attributes and the server's checks. */
export const contactLimits = {
  /** Characters, after trimming. */
  nameMax: 100,
  /** Characters (RFC 5321 path limit). */
  emailMax: 254,
  phoneMax: 40,
  messageMax: 5000,
  /**
   * UTF-8 bytes, beside the characters, so a stored message has a known largest size.
   * Text in any script of up to three bytes a character (Latin, Greek, Cyrillic, Arabic,
   * Hindi, Chinese, Japanese…) fits at 5,000 characters; a message of emoji (four bytes
   * each) fits up to 4,000 of them, so a 5,000-character emoji message is refused.
   */
  messageMaxBytes: 16_000,
  /** UTF-8 bytes: 100 characters of up to three bytes each. */
  nameMaxBytes: 300,
  /** UTF-8 bytes (an SMTP path is limited in bytes: an internationalized address counts each byte). */
  emailMaxBytes: 254,
  /** The largest request body `POST /api/contact` reads. */
  bodyBytes: 32 * 1024,
} as const;

/**
 * The name of the hidden honeypot input. People never see or fill it; a bot that
 * fills every field gets a normal-looking answer, and nothing is stored.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

// A pragmatic address shape: a local part without spaces or @, a domain of at least
// two dot-separated labels (letters in any script, digits, inner hyphens) and a
// top-level domain of letters. Full RFC 5322 allows much more that no mailbox uses.
const emailPattern =
  /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;
const phonePattern = /^[0-9 +()-]+$/;

/**
 * Characters that can disguise a sender in the inbox or in mail: control characters,
 * line and paragraph separators, and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which reorder the text around them (a name can show as
 * someone else's). The marks (U+200E, U+200F) only steer neutral characters and stay allowed.
 */
const disguising = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, for the message, where line breaks and tabs are text. */
const disguisingInMessage = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const lineBreaksAndTabs = /[\t\n\r]/g;
/** Invisible formatting characters (\p{Cf}): no real address has one. */
const formatCharacter = /\p{Cf}/u;

/** True when `value` has the shape of a deliverable email address (up to 254 characters). */
export function isEmailAddress(value: string): boolean {
  return length(value) <= contactLimits.emailMax && emailPattern.test(value) && !value.includes("..");
}

/** A message that passed the checks: trimmed, and in one of the site's languages. */
export type CheckedContact = ContactInput & { language: string };

export type ContactValidation =
  { ok: true; value: CheckedContact } | { ok: false; fields: Partial<Record<ContactField, string>> };

/**
 * Checks an untrusted payload against the contact rules: every value trimmed; name
 * 1-100 characters and at most 300 bytes; email a real address shape up to 254
 * characters and bytes; phone optional, up to 40 of digits, spaces and + ( ) - (one
 * byte each); message 1-5,000 characters and at most 16,000 bytes. No field may hold a
 * control character (the message may hold line breaks and tabs) or a bidirectional
 * embedding, override or isolate; the email no invisible formatting character. Unknown fields are
 * ignored. The `language` field is one of the site's `languages` (the default first), else the
 * default: never a problem, since a visitor cannot fix it. The result names each bad field with a
 * sentence a person can act on, in that language (`formMessagesIn`).
 */
export function validateContactInput(
  input: unknown,
  languages: readonly string[] = ["en"],
): ContactValidation {
  const body: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const language = contactLanguage(body.language, languages);
  const { fields: words, numberLocale } = formMessagesIn(language);
  const count = (value: number) => value.toLocaleString(numberLocale);
  const { label } = words;
  const fields: Partial<Record<ContactField, string>> = {};

  const name = text(body.name);
  if (name === undefined || name === "") fields.name = words.required(label.name);
  else if (disguising.test(name)) fields.name = words.disguised(label.name);
  else if (length(name) > contactLimits.nameMax)
    fields.name = words.tooLong(label.name, count(contactLimits.nameMax));
  else if (bytes(name) > contactLimits.nameMaxBytes)
    fields.name = words.nameBytes(count(contactLimits.nameMaxBytes));

  const email = text(body.email);
  if (email === undefined || email === "") fields.email = words.required(label.email);
  else if (disguising.test(email) || formatCharacter.test(email))
    fields.email = `${words.disguised(label.email)} ${words.invisibleInEmail}`;
  else if (length(email) > contactLimits.emailMax)
    fields.email = words.tooLong(label.email, count(contactLimits.emailMax));
  else if (bytes(email) > contactLimits.emailMaxBytes)
    fields.email = words.emailBytes(count(contactLimits.emailMaxBytes));
  else if (!isEmailAddress(email)) fields.email = words.emailInvalid;

  const rawPhone = body.phone;
  const phone = rawPhone === undefined || rawPhone === null ? "" : text(rawPhone);
  if (phone === undefined) fields.phone = words.phoneNotText;
  else if (disguising.test(phone)) fields.phone = words.disguised(label.phone);
  else if (length(phone) > contactLimits.phoneMax)
    fields.phone = words.tooLong(label.phone, count(contactLimits.phoneMax));
  else if (phone !== "" && !phonePattern.test(phone)) fields.phone = words.phoneCharacters;

  const message = text(body.message);
  if (message === undefined || message === "") fields.message = words.required(label.message);
  else if (disguisingInMessage.test(message.replace(lineBreaksAndTabs, "")))
    fields.message = `${words.disguised(label.message)} ${words.breaksAllowed}`;
  else if (length(message) > contactLimits.messageMax)
    fields.message = words.tooLong(label.message, count(contactLimits.messageMax));
  else if (bytes(message) > contactLimits.messageMaxBytes)
    fields.message = words.messageBytes(
      count(contactLimits.messageMaxBytes),
      count(contactLimits.messageMaxBytes / 4),
    );

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { name: name!, email: email!, message: message!, ...(phone ? { phone } : {}), language },
  };
}

/** A trimmed string, or undefined when the value is not a string. */
function text(value: unknown): string | undefined {
  return typeof value === "string" ? value.trim() : undefined;
}

const encoder = new TextEncoder();

/** Length in UTF-8 bytes, as stored. */
function bytes(value: string): number {
  return encoder.encode(value).byteLength;
}

/** Length in characters a person counts (code points), not UTF-16 units. */
function length(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
