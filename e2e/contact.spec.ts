import { readFile } from "node:fs/promises";
import { appReady, expect, test } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { contactForm, fillContactForm, sendContactForm } from "./helpers/contact-form";
import { formLanguages } from "./helpers/form-languages";

// Dates on the admin page follow the viewer's time zone; pin it so the expected text is known.
// Toast texts are matched exactly: the toast region also announces them in a longer live text.
test.use({ timezoneId: "UTC" });

const adminHeaders = { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}` };

/** "November 22, 2026 at 3:04 PM": the spec's en-US long date and time, in UTC. */
function longDateTime(iso: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

test("a message sent through the form reaches the admin inbox, and can be deleted there", async ({
  page,
  request,
}) => {
  const marker = `E2E ${Date.now()}`;
  const values = {
    name: `Recruiter ${marker}`,
    email: "recruiter@example.com",
    phone: "+1 (206) 555-0142",
    message: `Hello from the end-to-end test (${marker}).\nSecond line.`,
  };

  // Send it through the form on the home page.
  await page.goto("/");
  await fillContactForm(page, values);
  expect(await sendContactForm(page)).toBe(201);
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Thank you for your message. I'll get back to you soon.", { exact: true }),
  ).toBeVisible();
  await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");

  // The server's record of it, for its time of receipt.
  const listed = await request.get("/api/contacts", { headers: adminHeaders });
  expect(listed.status()).toBe(200);
  const stored = ((await listed.json()) as Array<{ name: string; createdAt: string; phone?: string }>).find(
    (c) => c.name === values.name,
  );
  expect(stored).toBeTruthy();
  expect(stored!.phone).toBe(values.phone);

  // The admin page: locked, not indexed.
  await page.goto("/admin/contacts");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", "Enter admin password");

  // A wrong password.
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid password" })).toBeVisible();

  // The right one.
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
  const count = page.getByText(/^\d+ total submissions?$/);
  const before = Number((await count.textContent())!.split(" ")[0]);
  expect(before).toBeGreaterThanOrEqual(1);

  const card = page.getByRole("article", { name: values.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(longDateTime(stored!.createdAt))).toBeVisible();
  await expect(card.getByRole("link", { name: values.email })).toHaveAttribute(
    "href",
    `mailto:${values.email}`,
  );
  await expect(card.getByRole("link", { name: values.phone })).toHaveAttribute("href", "tel:+12065550142");
  await expect(card.getByText("Second line.", { exact: false })).toBeVisible();

  // Delete it after the confirmation.
  await card.getByRole("button", { name: `Delete submission from ${values.name}` }).click();
  const dialog = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete this contact submission?",
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  await expect(count).toHaveText(`${before - 1} total ${before - 1 === 1 ? "submission" : "submissions"}`);

  // Gone on the server too, and still gone after a reload (the session cookie keeps the owner in).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
  await expect(page.getByText(/^\d+ total submissions?$/)).toBeVisible();
  await expect(page.getByRole("article", { name: values.name })).toHaveCount(0);

  // Log out locks the page again.
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
});

// The island on each language's home page: its own checks' words, the toasts, and the message
// stored with the language it was sent in.
for (const words of formLanguages) {
  test(`the island speaks its page's language: its checks, its toasts, the message's language (${words.language})`, async ({
    page,
    request,
  }) => {
    const marker = `E2E ${words.language} ${Date.now()}`;
    await page.goto(words.home);
    await fillContactForm(
      page,
      { name: `Sender ${marker}`, email: "sender@localhost", phone: "", message: `Hello (${marker})` },
      words.fields,
    );
    const form = contactForm(page);
    const email = form.getByRole("textbox", { name: words.fields.email });
    await form.getByRole("button", { name: words.send }).click();
    await expect(email).toHaveAccessibleDescription(words.invalidEmail);

    await email.fill("sender@example.com");
    expect(await sendContactForm(page, words.send)).toBe(201);
    await expect(page.getByText(words.sentToast.title, { exact: true })).toBeVisible();
    await expect(page.getByText(words.sentToast.description, { exact: true })).toBeVisible();

    const listed = await request.get("/api/contacts", { headers: adminHeaders });
    const stored = ((await listed.json()) as Array<{ id: string; name: string; language?: string }>).find(
      (contact) => contact.name === `Sender ${marker}`,
    );
    expect(stored?.language).toBe(words.language);
    await request.delete(`/api/contacts/${stored!.id}`, { headers: adminHeaders });
  });
}

test("the resume link downloads the owner's PDF", async ({ page }) => {
  await page.goto("/");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Resume" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+-Resume\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("with the island, each field's problem shows under it, tied to it, and nothing is sent", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/contact") && req.method() === "POST") posts.push(req.url());
  });
  await page.goto("/");
  const form = contactForm(page);
  await form.getByLabel("Name").focus();
  await appReady(page);

  // Empty required fields: the browser's own check stops the send, and the form says why under each.
  await form.getByRole("button", { name: "Send Message" }).click();
  const name = form.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Enter your name.");
  await expect(form.getByText("Enter your name.")).toBeVisible();
  await expect(form.getByText("Enter a message.")).toBeVisible();

  // An address the browser takes but the server would refuse: named under the field, before any send.
  await name.fill("Ada Lovelace");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(form.getByText("Enter your name.")).toBeHidden();
  const email = form.getByRole("textbox", { name: "Email" });
  await email.fill("ada@localhost");
  await form.getByRole("textbox", { name: "Message" }).fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Email must be a valid email address.");
  await expect(form.getByText("Email must be a valid email address.")).toBeVisible();
  await expect(email).toBeFocused();
  expect(posts).toEqual([]);
});
