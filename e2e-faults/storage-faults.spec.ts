/**
 * What a visitor and the owner see while Netlify Blobs is down, answering 500, or
 * answering later than BLOBS_TIMEOUT_MS: the spec's error texts (SPEC §8), each within the
 * time limit plus a few seconds, and after recovery everything stored before is intact.
 *
 * Nothing is mocked: the pages call the real functions of the built site, whose storage
 * goes through the fault proxy of scripts/blobs-fault-proxy.ts, switched from here.
 */
import { expect, test, type Page } from "../e2e/app-ready";
import type { FaultMode, FaultState } from "../scripts/blobs-fault-proxy";
import { FAULTS_ADMIN_PASSWORD, FAULTS_CONTROL_URL } from "../playwright.faults.config";
import { contactAnswer, contactForm, fillContactForm, sendContactForm } from "../e2e/helpers/contact-form";

test.describe.configure({ mode: "serial" });

async function storage(): Promise<FaultState> {
  const res = await fetch(`${FAULTS_CONTROL_URL}/`);
  return (await res.json()) as FaultState;
}

async function setStorage(mode: FaultMode): Promise<FaultState> {
  const res = await fetch(`${FAULTS_CONTROL_URL}/mode`, { method: "PUT", body: mode });
  expect(res.status, `switching storage to ${mode}`).toBe(200);
  return (await res.json()) as FaultState;
}

/** Waits until the proxy has forwarded every call it held in slow mode. */
async function drained() {
  await expect.poll(async () => (await storage()).pending, { timeout: 15_000 }).toBe(0);
}

/** BLOBS_TIMEOUT_MS of the functions under test. */
let timeoutMs = 0;
/**
 * The promise to check: an answer within the storage time limit plus a few seconds (on a
 * saturated machine the browser and the local functions runtime add up to about 3 s), where a client waiting out its retries takes 25 s or more. A
 * send waits for two bounded steps in turn, the rate limiter (up to the time limit) and
 * the write (the time limit and 250 ms), so its bound holds the limit twice.
 */
const bound = (steps: 1 | 2 = 1) => steps * timeoutMs + 5000;

/** Runs `action` and returns how long until `shown` resolved, failing past `limitMs`. */
async function timeUntil(
  action: () => Promise<void>,
  shown: () => Promise<void>,
  limitMs = bound(),
): Promise<number> {
  const started = Date.now();
  await action();
  await shown();
  const elapsed = Date.now() - started;
  expect(elapsed, `shown after ${elapsed} ms`).toBeLessThan(limitMs);
  return elapsed;
}

const run = Date.now().toString(36);
/** Every message this run sent, and whether the server answered it with success. */
const sent: { name: string; answered: number; mode: FaultMode }[] = [];

const kept = {
  name: `Stored Before ${run}`,
  email: "before@example.com",
  phone: "+1 (206) 555-0142",
  message: `Sent before any fault (${run}).\nIt must survive every one of them.`,
};

async function logIn(page: Page, path: "/admin/contacts" | "/analytics") {
  await page.goto(path);
  await page.getByLabel("Password").fill(FAULTS_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

test.beforeAll(async ({ browser, baseURL }) => {
  const state = await setStorage("pass");
  await fetch(`${FAULTS_CONTROL_URL}/late`, { method: "DELETE" });
  timeoutMs = state.timeoutMs;

  // Sent through the form, which also loads the toast region (loaded on first use) and warms the
  // contact function before any send is timed.
  const page = await browser.newPage({ baseURL });
  await page.goto("/");
  await fillContactForm(page, kept);
  const status = await sendContactForm(page);
  expect(status).toBe(201);
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  sent.push({ name: kept.name, answered: status, mode: "pass" });
  await page.close();

  // A function's first call loads it: the owner's endpoints too, untimed. On a busy machine a cold
  // summary can outlast the short storage limit these tests set (503), so each is called until it
  // answers 200.
  for (const path of ["/api/contacts", "/api/analytics?days=30"]) {
    const status = async () =>
      (await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${FAULTS_ADMIN_PASSWORD}` } }))
        .status;
    await expect.poll(status, { message: path, timeout: 30_000 }).toBe(200);
  }
});

test.afterEach(async () => {
  await setStorage("pass");
});

for (const mode of ["down", "error", "slow"] as const) {
  test.describe(`storage ${mode}`, () => {
    test("sending the contact form shows the error toast and keeps the fields", async ({ page }) => {
      const values = {
        name: `Failed Send ${run} ${mode}`,
        email: "failed@example.com",
        phone: "",
        message: `Sent while storage was ${mode} (${run}).`,
      };
      await page.goto("/");
      await fillContactForm(page, values);
      await setStorage(mode);

      const answered = contactAnswer(page);
      const elapsed = await timeUntil(
        () => contactForm(page).getByRole("button", { name: "Send Message" }).click(),
        async () => {
          await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
          await expect(
            page.getByText("Please try again later or contact me directly.", { exact: true }),
          ).toBeVisible();
        },
        bound(2),
      );
      const status = (await answered).status();
      expect(status).toBe(503);
      sent.push({ name: values.name, answered: status, mode });
      test.info().annotations.push({ type: "elapsed", description: `${elapsed} ms` });

      await expect(contactForm(page).getByLabel("Name")).toHaveValue(values.name);
      await expect(contactForm(page).getByLabel("Email")).toHaveValue(values.email);
      await expect(contactForm(page).getByLabel("Message")).toHaveValue(values.message);
      await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    });

    test("a login while storage fails says why and leaves the page locked", async ({ page }) => {
      await page.goto("/admin/contacts");
      await page.getByLabel("Password").fill(FAULTS_ADMIN_PASSWORD);
      await setStorage(mode);

      const answered = page.waitForResponse(
        (res) => res.url().endsWith("/api/session") && res.request().method() === "POST",
      );
      const elapsed = await timeUntil(
        () => page.getByRole("button", { name: "Login" }).click(),
        () => expect(page.getByRole("alert")).not.toBeEmpty(),
      );
      expect((await answered).status()).toBeGreaterThanOrEqual(500);
      test.info().annotations.push({ type: "elapsed", description: `${elapsed} ms` });
      // Still locked: a failed login never unlocks the page.
      await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    });

    test("a delete that fails shows 'Failed to delete contact' and the submission stays", async ({
      page,
    }) => {
      await logIn(page, "/admin/contacts");
      const card = page.getByRole("article", { name: kept.name });
      await expect(card).toBeVisible();
      await setStorage(mode);

      await card.getByRole("button", { name: `Delete submission from ${kept.name}` }).click();
      const dialog = page.getByRole("alertdialog", {
        name: "Are you sure you want to delete this contact submission?",
      });
      const answered = page.waitForResponse((res) => res.request().method() === "DELETE");
      const elapsed = await timeUntil(
        () => dialog.getByRole("button", { name: "Delete" }).click(),
        () => expect(page.getByRole("alert").filter({ hasText: "Failed to delete contact" })).toBeVisible(),
      );
      expect((await answered).status()).toBe(503);
      test.info().annotations.push({ type: "elapsed", description: `${elapsed} ms` });
      await expect(card).toBeVisible();

      // After recovery the submission is still stored (the tab keeps its credential).
      await setStorage("pass");
      await page.reload();
      await expect(page.getByRole("article", { name: kept.name })).toBeVisible();
    });

    test("the dashboard shows 'Error: Failed to fetch analytics', and Retry recovers", async ({ page }) => {
      await logIn(page, "/analytics");
      await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: "Total Visits" })).toBeVisible();
      await setStorage(mode);

      // A range not fetched yet: the dashboard asks the server again.
      const problem = page.getByRole("alert").filter({ hasText: "Error: Failed to fetch analytics" });
      const elapsed = await timeUntil(
        () => page.getByRole("button", { name: "Last 7 days" }).click(),
        () => expect(problem).toBeVisible(),
      );
      test.info().annotations.push({ type: "elapsed", description: `${elapsed} ms` });
      const retry = problem.getByRole("button", { name: "Retry" });
      await expect(retry).toBeVisible();

      await setStorage("pass");
      await retry.click();
      await expect(problem).toBeHidden();
      await expect(page.getByRole("term").filter({ hasText: "Total Visits" })).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: "Unique Visitors" })).toBeVisible();
    });
  });
}

// With owner sessions, a reload first asks the session endpoint, whose check needs storage
// too: the page stays locked, says why, and shows no message.
test("storage error: reloaded, the owner page stays locked with the server's reason and shows no message", async ({
  page,
}) => {
  await logIn(page, "/admin/contacts");
  await expect(page.getByRole("article", { name: kept.name })).toBeVisible();
  await setStorage("error");

  const checked = page.waitForResponse(
    (res) => res.url().endsWith("/api/session") && res.request().method() === "GET",
  );
  await page.reload();
  const response = await checked;
  expect(response.status()).toBe(503);
  // The page load itself is not the endpoint's time: the answer's own is checked.
  expect(response.request().timing().responseEnd).toBeLessThan(bound());
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("after recovery: what was stored is intact, and the inbox lists the answered messages and nothing half-written", async ({
  page,
}) => {
  // A slow store still performs the calls it was sent: let the held ones land first.
  await drained();

  // Sending works again.
  const recovered = {
    name: `Sent After ${run}`,
    email: "after@example.com",
    phone: "",
    message: `Sent after recovery (${run}).`,
  };
  await page.goto("/");
  await fillContactForm(page, recovered);
  expect(await sendContactForm(page)).toBe(201);
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  sent.push({ name: recovered.name, answered: 201, mode: "pass" });

  await logIn(page, "/admin/contacts");
  await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
  // The gate opens, then the list loads: wait for the newest message before reading the list.
  await expect(page.getByRole("article", { name: recovered.name })).toBeVisible();
  const listed = (
    await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents()
  ).filter((name) => name.includes(run));

  // Answered with success: listed. Refused while storage was down or answering 500: never
  // stored. Answered 503 because storage was too slow: stored only if the store performed
  // the submission's write after the function gave up (a late PUT of a submission key), and
  // then whole (one blob, written at once), never in part.
  const lateWrites = (await storage()).late.filter(
    ({ method, path }) => method === "PUT" && /^contacts\/d\/\d{5}\/m\/\d{13}-[0-9a-f]{16}$/.test(path),
  );
  expect(lateWrites.length).toBeLessThanOrEqual(1); // one send met the slow store
  expect(lateWrites.every(({ status }) => status === 200)).toBe(true);
  const slowSend = sent.find(({ mode }) => mode === "slow")!;
  const expected = [
    ...sent.filter(({ answered: status }) => status === 201).map(({ name }) => name),
    ...(lateWrites.length > 0 ? [slowSend.name] : []),
  ];
  expect(listed.sort()).toEqual(expected.sort());
  test.info().annotations.push({
    type: "slow send",
    description:
      lateWrites.length > 0 ? "answered 503, stored whole by a late write" : "answered 503, not stored",
  });
  if (lateWrites.length > 0) {
    const slowCard = page.getByRole("article", { name: slowSend.name });
    await expect(slowCard.getByText(`Sent while storage was slow (${run}).`, { exact: true })).toBeVisible();
    await expect(slowCard.getByRole("link", { name: "failed@example.com" })).toBeVisible();
  }

  // The message stored before the faults, intact.
  const card = page.getByRole("article", { name: kept.name });
  await expect(card.getByRole("link", { name: kept.email })).toHaveAttribute("href", `mailto:${kept.email}`);
  await expect(card.getByRole("link", { name: kept.phone })).toHaveAttribute("href", "tel:+12065550142");
  expect(await card.getByText(/^Sent before any fault/).textContent()).toBe(kept.message);
});
