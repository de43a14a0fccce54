import type { Page } from "@playwright/test";

/** The home page's contact form. */
export function contactForm(page: Page) {
  return page.locator("#contact").getByRole("form").or(page.locator("#contact form")).first();
}

/** Types the values into the contact form's fields, as a visitor would. */
export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel(/Phone/).fill(values.phone);
  await form.getByLabel("Message").fill(values.message);
}
