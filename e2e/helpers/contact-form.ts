import type { Page } from "@playwright/test";
import { appReady } from "../app-ready";

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
) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel(/Phone/).fill(values.phone);
  await form.getByLabel("Message").fill(values.message);
  await appReady(page);
}
