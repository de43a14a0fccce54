import { expect, test } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { contactForm, fillContactForm, sendContactForm } from "./helpers/contact-form";
import { HOSTILE_FLAG, hostileContacts } from "../packages/kit/src/owner/inbox/fixtures/contacts";

// Hostile submissions (issue 7) go through the real form and API into storage, and the
// owner's inbox shows them on a phone as inert text without breaking the layout.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: "UTC" });

const adminHeaders = { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}` };
/** The kit's stored markup submission, which the inbox's stories show: here it goes through the form. */
const storedMarkup = hostileContacts[0]!;

interface Submission {
  name: string;
  email: string;
  phone: string;
  message: string;
}

test("hostile submissions show verbatim as inert text in the inbox, on a phone", async ({
  page,
  request,
}) => {
  const marker = Date.now().toString(36);
  // Within the contact rules (name 100, message 5,000 characters, phone digits and + ( ) -).
  const markup: Submission = {
    name: `${storedMarkup.name} ${marker}`,
    email: storedMarkup.email,
    phone: "",
    message: storedMarkup.message,
  };
  const scripted: Submission = {
    name: `javascript:alert(document.cookie) ${marker}`,
    email: "scripted@example.com",
    phone: "((((((((((",
    message: `javascript:window.${HOSTILE_FLAG}='message'`,
  };
  // A direction override can disguise a sender ("Invoice exe.pdf"): refused at the door (issue 24).
  const reversed: Submission = {
    name: `Invoice \u202Efdp.exe ${marker}`,
    email: "rtl\u202Eevil@example.com",
    phone: "+1 (206) 555-0100",
    message: "Please open the attachment \u202Egpj.exe and reply.",
  };
  // Right-to-left text itself is a name like any other, and must not reorder the sentences around it.
  const rightToLeft: Submission = {
    name: `שרה כהן ${marker}`,
    email: "sarah@example.com",
    phone: "+972 (3) 555-0100",
    message: "שלום, I would like to talk about the role.",
  };
  const longWord: Submission = {
    name: `Long Word ${marker}`,
    email: "long.word@example.com",
    phone: "",
    message: "W".repeat(5000),
  };
  const all = [markup, scripted, rightToLeft, longWord];

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Markup and the longest word through the form, as a visitor would type them.
  await page.goto("/");
  for (const values of [markup, longWord]) {
    const form = contactForm(page);
    await fillContactForm(page, values);
    expect(await sendContactForm(page)).toBe(201);
    await expect(form.getByLabel("Name")).toHaveValue("");
  }
  // What the form's native checks would refuse (an address with a direction override) through the API.
  for (const values of [scripted, rightToLeft]) {
    const res = await request.post("/api/contact", { data: values });
    expect(res.status(), values.name).toBe(201);
  }
  const refused = await request.post("/api/contact", { data: reversed });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("direction of text");

  // Stored verbatim.
  const listed = await request.get("/api/contacts", { headers: adminHeaders });
  const stored = ((await listed.json()) as Array<Submission & { id: string }>).filter((c) =>
    c.name.endsWith(marker),
  );
  expect(stored).toHaveLength(all.length);
  for (const values of all) {
    const record = stored.find((c) => c.name === values.name)!;
    expect(record).toMatchObject({ email: values.email, message: values.message });
  }

  try {
    await page.goto("/admin/contacts");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    const inbox = page.getByRole("region", { name: "Contact Form Submissions" });
    await expect(inbox.getByRole("heading", { level: 1 })).toBeVisible();

    for (const values of all) {
      const card = inbox.getByRole("article", { name: values.name });
      await expect(card).toBeVisible();
      expect(await card.getByRole("heading", { level: 2 }).textContent()).toBe(values.name);
      const message = card.getByText(values.message.slice(0, 20), { exact: false });
      expect(await message.textContent()).toBe(values.message);
    }
    // The scripted sender's phone has the form's characters but no digits: text, not a link.
    const scriptedCard = inbox.getByRole("article", { name: scripted.name });
    await expect(scriptedCard.getByText(scripted.phone, { exact: true })).toBeVisible();
    await expect(scriptedCard.getByRole("link")).toHaveCount(1);

    // Nothing parsed as markup, nothing ran, no script URL anywhere.
    expect(await inbox.locator("script, img, iframe, object, embed, [onerror], [onload]").count()).toBe(0);
    await expect(page.locator('[href*="javascript:" i]')).toHaveCount(0);
    // Every link a submission's card holds (the inbox's own export link is not the sender's).
    for (const href of await inbox
      .getByRole("article")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^(mailto|tel):/);
    }
    expect(
      await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_FLAG),
    ).toBe(undefined);

    // The 5,000-character word wraps inside its card: no sideways scrolling.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const card = inbox.getByRole("article", { name: longWord.name });
    const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The confirmation names the right-to-left sender inside an isolate, so the sentence keeps its order.
    await inbox.getByRole("button", { name: `Delete submission from ${rightToLeft.name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.locator("bdi")).toHaveText(rightToLeft.name);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    expect(dialogs).toEqual([]);
  } finally {
    // Leave the inbox as it was for the next test of this worker.
    for (const { id } of stored) {
      const res = await request.delete(`/api/contacts/${id}`, { headers: adminHeaders });
      expect(res.status()).toBe(204);
    }
  }
});
