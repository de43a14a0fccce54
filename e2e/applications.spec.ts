import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

interface Application {
  ref: string;
  pages: { page: string; views: number; seconds: number; maxDepth: number }[];
}

async function applications(request: APIRequestContext): Promise<Application[]> {
  const response = await request.get("/api/analytics?days=7", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { applications: Application[] }).applications;
}

async function logIn(page: Page) {
  await page.goto("/analytics");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
}

test("a company opens its link, reads to the bottom and leaves: the Applications tab shows the page read past 90% and its seconds", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const tag = `acme-${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL, timezoneId: "UTC" });
  const visit = await context.newPage();
  const accepted = visit.waitForResponse(
    (res) => res.url().endsWith("/api/analytics") && res.request().method() === "POST",
  );
  await visit.goto(`/?ref=${tag}`);
  const answer = await accepted;
  expect(answer.status()).toBe(202);
  // The tracker starts measuring once the page view's answer, which names the view, has arrived.
  await answer.finished();

  // Reading: a few seconds of scrolling down to the end of the page (time must pass to be measured).
  const height = await visit.evaluate(() => document.documentElement.scrollHeight);
  for (let step = 1; step <= 6; step += 1) {
    await visit.mouse.wheel(0, height / 5);
    await visit.waitForTimeout(600);
  }
  await visit.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await visit.waitForTimeout(300);

  // Leaving (closing the tab fires pagehide) sends the engagement once, as a beacon; the
  // summary shows what it carried.
  await visit.close({ runBeforeUnload: true });
  await visit.waitForEvent("close");
  await context.close();

  // The page view counts at once; its engagement follows when the page is left.
  await expect
    .poll(
      async () =>
        (await applications(request)).find((application) => application.ref === tag)?.pages[0]?.maxDepth ?? 0,
    )
    .toBeGreaterThan(90);
  const [home] = (await applications(request)).find((application) => application.ref === tag)!.pages;
  expect(home!.maxDepth).toBeGreaterThan(90);
  expect(home!.seconds).toBeGreaterThanOrEqual(3);
  expect(home!.seconds).toBeLessThan(60);

  await logIn(page);
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await page.getByRole("tab", { name: "Applications" }).click();
  const row = page
    .getByRole("table", { name: "Applications, most recently seen first" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(tag) }) });
  await expect(row).toContainText(new RegExp(`/ read ${home!.seconds} sec, ${home!.maxDepth}% deep`));
  await row.getByRole("button", { name: `Timeline of ${tag}` }).click();
  await expect(page.getByRole("heading", { name: `${tag}: timeline` })).toBeFocused();
});
