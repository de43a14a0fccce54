import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { PRODUCTION_ADMIN_PASSWORD, PRODUCTION_SESSION_TTL_SECONDS } from "../playwright.production.config";
import { formLanguages } from "../e2e/helpers/form-languages";

// The contact and login forms work, and leak nothing into URLs, before the app runs: with
// JavaScript off, and with JavaScript on but the app's chunk (the contact island on public pages,
// the owner app on owner pages) failing to load. Then the
// owner's session with the app running: no password in readable storage, logout and
// expiry end it on the server.

const bearer = { Authorization: `Bearer ${PRODUCTION_ADMIN_PASSWORD}` };

const modes = {
  "JavaScript off": { javaScriptEnabled: false, blockApp: false },
  "the app chunk blocked": { javaScriptEnabled: true, blockApp: true },
} as const;

/** Every URL the page requests, to check that nothing typed ends up in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (req) => urls.push(decodeURIComponent(req.url())));
  return urls;
}

async function storedNamed(request: Page["request"], name: string) {
  const res = await request.get("/api/contacts?limit=100", { headers: bearer });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { id: string; name: string; email: string; message: string; language?: string }[]
  ).filter((contact) => contact.name === name);
}

for (const [mode, { javaScriptEnabled, blockApp }] of Object.entries(modes)) {
  test.describe(`with ${mode}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeEach(async ({ browser, baseURL }) => {
      context = await browser.newContext({ baseURL, javaScriptEnabled });
      page = await context.newPage();
      // Only the app's chunk fails; the entry and everything else load.
      if (blockApp)
        await page.route(/\/assets\/(startApp|contactIsland)-[^/]+\.js$/, (route) => route.abort("failed"));
    });
    test.afterEach(() => context.close());

    // The contact form on each language's home page: its words, the server's answers and the
    // confirmation page in that language.
    for (const words of formLanguages) {
      const { language, home, fields, send } = words;
      const contactForm = () => page.locator("form", { has: page.getByRole("button", { name: send }) });
      /** Opens the home page's contact form and types `name` and `email`, recording every URL from the start. */
      const startMessage = async (name: string, email: string) => {
        const urls = recordUrls(page);
        await page.goto(`${home}#contact`);
        const form = contactForm();
        await form.getByRole("textbox", { name: fields.name }).fill(name);
        await form.getByRole("textbox", { name: fields.email }).fill(email);
        return { urls, form };
      };

      test(`the contact form stores the message and shows the confirmation, with nothing in a URL (${language})`, async () => {
        const name = `No-app sender ${language} ${Date.now()}`;
        const { urls, form } = await startMessage(name, "no-app@example.com");
        await form.getByRole("textbox", { name: fields.message }).fill("Sent before the app ran.");
        await form.getByRole("button", { name: send }).click();

        await page.waitForURL((url) => url.pathname === words.sentPath);
        await expect(page.getByRole("heading", { level: 1, name: words.sentPage.heading })).toBeVisible();
        await expect(page.getByRole("link", { name: words.sentPage.backHome })).toHaveAttribute("href", home);
        for (const secret of [name, "no-app@example.com", "Sent before the app ran."]) {
          expect(urls.filter((url) => url.includes(secret))).toEqual([]);
        }

        const [stored] = await storedNamed(page.request, name);
        expect(stored).toMatchObject({
          email: "no-app@example.com",
          message: "Sent before the app ran.",
          language,
        });
        await page.request.delete(`/api/contacts/${stored!.id}`, { headers: bearer });
      });

      test(`a field the browser stops shows the kit's message under it, as its description (${language})`, async () => {
        await page.goto(`${home}#contact`);
        const form = contactForm();
        await form.getByRole("button", { name: send }).click();
        // The message is in the page's HTML; the browser shows it once the field is :user-invalid.
        const nameField = form.getByRole("textbox", { name: fields.name });
        await expect(form.getByText(words.nameError)).toBeVisible();
        await expect(nameField).toHaveAccessibleDescription(words.nameError);
        await expect(form.getByText(words.messageError)).toBeVisible();
        await expect(form.getByText(words.emailError)).toBeVisible();
        await nameField.fill("Ada");
        await expect(form.getByText(words.nameError)).toBeHidden();
      });

      test(`a field the server refuses comes back under it, in the form with what was sent, nothing in a URL (${language})`, async () => {
        const name = `No-app bad fields ${language} ${Date.now()}`;
        // The browser takes "no-app@localhost" as an email, and has no rule for a phone; the server has both.
        const { urls, form } = await startMessage(name, "no-app@localhost");
        await form.getByRole("textbox", { name: fields.phone }).fill("call me maybe");
        await form.getByRole("textbox", { name: fields.message }).fill("Hello");
        const answered = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
        await form.getByRole("button", { name: send }).click();
        expect((await answered).status()).toBe(400);

        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1, name: words.notSent })).toBeVisible();
        const again = contactForm();
        const email = again.getByRole("textbox", { name: fields.email });
        await expect(email).toHaveValue("no-app@localhost");
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(email).toHaveAccessibleDescription(words.invalidEmail);
        await expect(email).toBeFocused();
        const phone = again.getByRole("textbox", { name: fields.phone });
        await expect(phone).toHaveAttribute("aria-invalid", "true");
        await expect(phone).toHaveAccessibleDescription(words.invalidPhone);
        await expect(again.getByRole("textbox", { name: fields.name })).toHaveValue(name);
        await expect(again.getByRole("textbox", { name: fields.message })).toHaveValue("Hello");
        expect(await storedNamed(page.request, name)).toEqual([]);

        // Corrected on that page, it is sent from there, in the same language.
        await email.fill("no-app@example.com");
        await phone.fill("");
        await again.getByRole("button", { name: send }).click();
        await page.waitForURL((url) => url.pathname === words.sentPath);
        const [stored] = await storedNamed(page.request, name);
        expect(stored).toMatchObject({ email: "no-app@example.com", message: "Hello", language });
        await page.request.delete(`/api/contacts/${stored!.id}`, { headers: bearer });
        for (const secret of [name, "no-app@localhost", "call me maybe"]) {
          expect(urls.filter((url) => url.includes(secret))).toEqual([]);
        }
      });
    }

    test("the login form posts the password in the body, never in a URL, and comes back to the page", async () => {
      const urls = recordUrls(page);
      await page.goto("/analytics");
      await page.getByLabel("Password").fill("a wrong password, before the app");
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(/\/analytics\?login=failed$/);

      await page.getByLabel("Password").fill(PRODUCTION_ADMIN_PASSWORD);
      const posted = page.waitForRequest(
        (req) => req.url().endsWith("/api/session") && req.method() === "POST",
      );
      await page.getByRole("button", { name: "Login" }).click();
      expect(new URLSearchParams((await posted).postData() ?? "").get("password")).toBe(
        PRODUCTION_ADMIN_PASSWORD,
      );
      await page.waitForURL(/\/analytics$/);

      expect(
        urls.filter((url) => url.includes("password") || url.includes(PRODUCTION_ADMIN_PASSWORD)),
      ).toEqual([]);
      const session = (await context.cookies()).find((cookie) => cookie.name.startsWith("__Host-"));
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
      expect(session!.value).not.toContain(PRODUCTION_ADMIN_PASSWORD);
    });
  });
}

test.describe("with the app running", () => {
  test("after a login the password is in no storage the page can read, and logout ends the session", async ({
    page,
    context,
  }) => {
    await page.goto("/admin/contacts");
    await page.getByLabel("Password").fill(PRODUCTION_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Form Submissions" })).toBeVisible();

    const readable = await page.evaluate(() => ({
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    }));
    for (const [where, text] of Object.entries(readable))
      expect(text, where).not.toContain(PRODUCTION_ADMIN_PASSWORD);
    // The session cookie itself is HttpOnly: the page cannot read it.
    expect(readable.cookie).not.toContain("__Host-");

    const cookies = await context.cookies();
    const replay = { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
    expect((await page.request.get("/api/session", { headers: replay })).status()).toBe(200);

    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    expect((await page.request.get("/api/session", { headers: replay })).status()).toBe(401);
    expect((await page.request.get("/api/contacts", { headers: replay })).status()).toBe(401);
  });

  test("an expired session answers 401", async ({ playwright, baseURL }) => {
    // A fresh request context with no cookie jar of its own: the cookie goes only where it is sent.
    const api = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const loggingIn = Date.now();
    const login = await api.post("/api/session", { data: { password: PRODUCTION_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const cookie = (login.headers()["set-cookie"] ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^__Host-/);
    expect(cookie).not.toContain(PRODUCTION_ADMIN_PASSWORD);
    const check = () => api.get("/api/session", { headers: { Cookie: cookie } });
    expect((await check()).status()).toBe(200);
    // Asked until it ends, which is no sooner than its lifetime (less a second: times are whole seconds).
    await expect
      .poll(async () => (await check()).status(), {
        timeout: (PRODUCTION_SESSION_TTL_SECONDS + 15) * 1000,
        intervals: [500],
      })
      .toBe(401);
    expect(Date.now() - loggingIn).toBeGreaterThanOrEqual((PRODUCTION_SESSION_TTL_SECONDS - 1) * 1000);
    await api.dispose();
  });
});
