import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import type { ContactSubmission } from "@pmfolio/core";
// Values by path: Playwright compiles the repository's TypeScript, not a package's.
import { OWNER_PATHS, parseNextLink } from "../../packages/core/src/contract";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";

/** Scripts and curl keep using the password as a bearer credential; the pages never do. */
export const adminHeaders = { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}` };

/** A submission as `GET /api/contacts` answers it. */
export type StoredContact = ContactSubmission;

/** Logs in on an owner page through its form, as the owner would. */
export async function logIn(
  page: Page,
  path: (typeof OWNER_PATHS)[keyof typeof OWNER_PATHS] = OWNER_PATHS.inbox,
) {
  await page.goto(path);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  const heading = path === OWNER_PATHS.analytics ? "Analytics Dashboard" : "Contact Form Submissions";
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Every stored submission, walking the API's pages by their Link headers. */
export async function allContacts(request: APIRequestContext): Promise<StoredContact[]> {
  const contacts: StoredContact[] = [];
  let next: string | null = "/api/contacts?limit=100";
  while (next) {
    const res: APIResponse = await request.get(next, { headers: adminHeaders });
    expect(res.status()).toBe(200);
    contacts.push(...((await res.json()) as StoredContact[]));
    const link = parseNextLink(res.headers()["link"] ?? null);
    next = link && `${link.pathname}${link.search}`;
  }
  return contacts;
}

/** Sends `count` messages through the real API, oldest first, each named `${prefix} N`. */
export async function sendMessages(request: APIRequestContext, prefix: string, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const res = await request.post("/api/contact", {
      data: { name: `${prefix} ${i}`, email: `sender${i}@example.com`, message: `Message ${i} of ${prefix}` },
    });
    expect(res.status(), `message ${i}`).toBe(201);
  }
}

/** Deletes the given submissions through the API (in chunks the bulk endpoint accepts). */
export async function deleteContacts(request: APIRequestContext, ids: string[]) {
  for (let i = 0; i < ids.length; i += 100) {
    const res = await request.post("/api/contacts/delete", {
      headers: adminHeaders,
      data: { ids: ids.slice(i, i + 100) },
    });
    expect(res.status()).toBe(200);
  }
}
