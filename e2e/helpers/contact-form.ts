import type { Page } from "@playwright/test";
import { appReady } from "../app-ready";
import { formLanguages } from "./form-languages";

/** The home page's contact form. */
export function contactForm(page: Page) {
  return page.locator("#contact").getByRole("form").or(page.locator("#contact form")).first();
}

/**
 * Types the values into the contact form's fields, as a visitor would, then waits for the form's
 * island, which the first focus loads: these tests are about the island's answers (toasts, cleared
 * fields). What a send before it arrives does is the production suite's subject.
 */
export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
  fields: { name: string; email: string; phone: string; message: string } = formLanguages[0].fields,
) {
  const form = contactForm(page);
  await form.getByRole("textbox", { name: fields.name }).fill(values.name);
  await form.getByRole("textbox", { name: fields.email }).fill(values.email);
  await form.getByRole("textbox", { name: fields.phone }).fill(values.phone);
  await form.getByRole("textbox", { name: fields.message }).fill(values.message);
  await appReady(page);
}

/** The contact function's answer to the form's next send: start waiting for it before the click that sends. */
export function contactAnswer(page: Page) {
  return page.waitForResponse(
    (res) => res.url().endsWith("/api/contact") && res.request().method() === "POST",
  );
}

/** Sends the filled contact form with its button (`send`, in the page's language) and resolves to the status it was answered. */
export async function sendContactForm(page: Page, send = "Send Message"): Promise<number> {
  const answered = contactAnswer(page);
  await contactForm(page).getByRole("button", { name: send }).click();
  return (await answered).status();
}
