import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { readCsv } from "../packages/core/src/csv/fixtures/readCsv";
import { allContacts, deleteContacts, logIn, sendMessages, type StoredContact } from "./helpers/inbox";

// The inbox as its owner uses it, against the built site's real functions and local Blobs.
// The store is shared with the other tests of this worker, so each test works on messages it
// sent itself (named with a marker) and deletes them again.

test.describe.configure({ mode: "serial" });

test("logging in sets an HttpOnly session; the password is in no URL and no storage the page can read", async ({
  page,
  context,
}) => {
  const urls: string[] = [];
  page.on("request", (req) => urls.push(req.url()));

  await page.goto("/admin/contacts");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid password" })).toBeVisible();

  const login = page.waitForRequest((req) => req.url().endsWith("/api/session") && req.method() === "POST");
  await logIn(page);
  expect((await login).postDataJSON()).toEqual({ password: E2E_ADMIN_PASSWORD });

  expect(
    urls.filter(
      (url) => url.includes(encodeURIComponent(E2E_ADMIN_PASSWORD)) || url.includes(E2E_ADMIN_PASSWORD),
    ),
  ).toEqual([]);
  const readable = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));
  for (const [where, text] of Object.entries(readable)) expect(text, where).not.toContain(E2E_ADMIN_PASSWORD);
  const cookies = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((cookie) => cookie.sameSite === "Strict")).toBe(true);

  // A reload keeps the session; no owner call carries the password.
  const authorized: string[] = [];
  page.on("request", (req) => {
    if (req.headers()["authorization"]) authorized.push(req.url());
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Form Submissions" })).toBeVisible();
  expect(authorized).toEqual([]);

  // Logging out ends the session on the server: the old cookie no longer opens anything.
  const before = await context.cookies();
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  const replay = await page.request.get("/api/contacts", {
    headers: { Cookie: before.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
  });
  expect(replay.status()).toBe(401);
});

// The login without JavaScript posts to the session endpoint; it needs the prerendered
// form, so it runs against the production build (e2e-production/forms-before-app.spec.ts).
test("a failed login made before the app ran reads 'Invalid password' once the app runs", async ({
  browser,
  baseURL,
}) => {
  // With the app running, the failed no-script login reads 'Invalid password', and the marker leaves the address.
  const scripted = await browser.newPage({ baseURL });
  await scripted.goto("/admin/contacts?login=failed");
  await expect(scripted.getByRole("alert").filter({ hasText: "Invalid password" })).toBeVisible();
  await expect(scripted).toHaveURL(/\/admin\/contacts$/);
  await scripted.close();
});

test("the inbox pages through more than 50 messages, marks read, bulk-deletes and exports", async ({
  page,
  request,
}) => {
  // The longest walk in the suite (55 sends, every page, marks, deletes, an export): on a busy
  // machine it outlasts the default minute, which is a safety net here, not a speed check.
  test.slow();
  const marker = `Pager ${Date.now()}`;
  await sendMessages(request, marker, 55);
  const mine = (await allContacts(request)).filter((c) => c.name.startsWith(`${marker} `));
  expect(mine).toHaveLength(55);

  try {
    await logIn(page);
    const total = async () =>
      Number((await page.getByText(/^\d+ total submissions?$/).textContent())!.split(" ")[0]);
    const unread = async () =>
      Number((await page.getByText(/^[\d,]+ unread$/).textContent())!.replace(/\D/g, ""));
    const totalBefore = await total();
    expect(totalBefore).toBeGreaterThanOrEqual(55);

    // Newest first: the last one sent leads the first page; older pages reach the rest, each once.
    const cards = page.getByRole("article");
    await expect(cards.first()).toHaveAccessibleName(`${marker} 55`);
    const seen: string[] = [];
    let shown = 0;
    for (;;) {
      const status = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
      await expect(status).toHaveText(new RegExp(`^Showing ${(shown + 1).toLocaleString("en-US")}–`));
      const names = await cards.evaluateAll((articles) =>
        articles.map((article) => article.querySelector("h2")?.textContent ?? ""),
      );
      expect(names.length).toBeLessThanOrEqual(50);
      shown += names.length;
      seen.push(...names.filter((name) => name.startsWith(`${marker} `)));
      if (seen.length >= 55) break;
      const older = page.getByRole("button", { name: "Older submissions" });
      await expect(older).toBeEnabled();
      await older.click();
      await expect(page.getByRole("heading", { level: 1, name: "Contact Form Submissions" })).toBeFocused();
    }
    expect(new Set(seen).size).toBe(55);
    expect(seen.sort()).toEqual(mine.map((c) => c.name).sort());

    // Back to the newest page.
    await page.getByRole("button", { name: "Newer submissions" }).click();
    await expect(page.getByText(/^Showing 1–/)).toBeVisible();

    // Read and unread, saved on the server and counted.
    const unreadBefore = await unread();
    const first = page.getByRole("article", { name: `${marker} 55` });
    await expect(first.getByText("Unread", { exact: true })).toBeVisible();
    await first.getByRole("button", { name: `Mark as read: submission from ${marker} 55` }).click();
    await expect(
      first.getByRole("button", { name: `Mark as unread: submission from ${marker} 55` }),
    ).toBeVisible();
    await expect(first.getByText("Unread", { exact: true })).toHaveCount(0);
    expect(await unread()).toBe(unreadBefore - 1);
    const stored = (await allContacts(request)).find((c) => c.name === `${marker} 55`)!;
    expect(stored.read).toBe(true);

    // Three selected, one confirmation, three gone.
    for (const n of [54, 53, 52]) {
      await page.getByRole("checkbox", { name: `Select submission from ${marker} ${n}` }).check();
    }
    await page.getByRole("button", { name: "Delete selected (3)" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 3 selected submissions?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: `${marker} 53` })).toHaveCount(0);
    await expect(page.getByText(/^\d+ total submissions?$/)).toHaveText(
      `${totalBefore - 3} total submissions`,
    );
    const left = (await allContacts(request)).filter((c) => c.name.startsWith(`${marker} `));
    expect(left).toHaveLength(52);

    // The export downloads every submission once, as CSV rows matching the stored ones.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = readCsv(await readFile(await download.path(), "utf8")).filter((row) => row.some(Boolean));
    const [header, ...records] = rows;
    const everything: StoredContact[] = await allContacts(request);
    expect(records).toHaveLength(everything.length);
    const nameColumn = header!.findIndex((cell) => /name/i.test(cell));
    const messageColumn = header!.findIndex((cell) => /message/i.test(cell));
    expect(nameColumn).toBeGreaterThanOrEqual(0);
    for (const contact of left) {
      const matching = records.filter((row) => row[nameColumn] === contact.name);
      expect(matching, contact.name).toHaveLength(1);
      expect(matching[0]![messageColumn]).toBe(contact.message);
    }
  } finally {
    const remaining = (await allContacts(request)).filter((c) => c.name.startsWith(`${marker} `));
    await deleteContacts(
      request,
      remaining.map((c) => c.id),
    );
  }
});

test("a delete that never reaches the server leads back to the list without logging out", async ({
  page,
  request,
}) => {
  const marker = `Offline ${Date.now()}`;
  await sendMessages(request, marker, 1);
  try {
    await logIn(page);
    await page.route("**/api/contacts/*", (route) =>
      route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: `Delete submission from ${marker} 1` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error deleting contact" })).toBeVisible();
    await page.unroute("**/api/contacts/*");
    await page.getByRole("button", { name: "Back to the list" }).click();
    await expect(page.getByRole("article", { name: `${marker} 1` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out", exact: true })).toBeVisible();
  } finally {
    const mine = (await allContacts(request)).filter((c) => c.name.startsWith(`${marker} `));
    await deleteContacts(
      request,
      mine.map((c) => c.id),
    );
  }
});
