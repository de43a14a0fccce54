import type { ContactInput } from "@pmfolio/core";

/** The contact form's values, with the hidden honeypot input (CONTACT_HONEYPOT_FIELD) when the form has one. */
export type ContactFormValues = ContactInput & { website?: string };

/**
 * Sends the contact form to `POST /api/contact`. Resolves true only when the server
 * answered OK (the message is stored); false for any other answer or a network failure,
 * so the caller shows the error toast and keeps the fields.
 */
export async function sendContactMessage(values: ContactFormValues): Promise<boolean> {
  try {
    const res = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
    return res.ok;
  } catch {
    return false;
  }
}
