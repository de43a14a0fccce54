import { IDEMPOTENCY_HEADER, type ApiErrorBody, type ContactFormValues } from "@pmfolio/core";
import { apiCall, isApiError } from "./client";

/** How a send went: stored (`true`), refused for the named fields (a 400), or failed otherwise (`false`). */
export type ContactSendResult = boolean | { fields: NonNullable<ApiErrorBody["fields"]> };

/**
 * Sends the contact form to `POST /api/contact`. Resolves true only when the server
 * answered OK (the message is stored); the named fields of a 400; false for any other
 * answer or a network failure, so the caller shows the error toast and keeps the fields.
 * `idempotencyKey` names the message across attempts (see createContactSender).
 */
export async function sendContactMessage(
  values: ContactFormValues,
  idempotencyKey?: string,
): Promise<ContactSendResult> {
  try {
    await apiCall("POST /api/contact", {
      headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      json: values,
    });
    return true;
  } catch (error) {
    return isApiError(error, 400) && error.fields ? { fields: error.fields } : false;
  }
}

/** A random key for one message (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * A sender for one form. Every attempt at the same message carries the same
 * Idempotency-Key, so a retry after a failure or a lost answer never stores the message
 * twice; once a message is delivered, the next one gets a new key. (The server tells an
 * edited message from a retry by its content.)
 */
export function createContactSender(send: typeof sendContactMessage = sendContactMessage) {
  let key: string | undefined;
  return async (values: ContactFormValues): Promise<ContactSendResult> => {
    key ??= newIdempotencyKey();
    const result = await send(values, key);
    if (result === true) key = undefined;
    return result;
  };
}
