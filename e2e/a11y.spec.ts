import AxeBuilder from "@axe-core/playwright";
import { appReady, expect, test, workerBaseURL, type Page } from "./fixtures";
import { logIn } from "./helpers/inbox";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { OWNER_PATHS } from "../packages/core/src/contract";

/** Runs axe (WCAG 2.x A and AA) on the page as it is, or on the parts named, and expects no violations. */
async function expectNoViolations(page: Page, state: string, parts: string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const part of parts) builder.include(part);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(violations, `axe violations in state "${state}"`).toEqual([]);
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
}

test.use({ reducedMotion: "reduce" });

const routes = [
  "/",
  "/projects/personal-cloud",
  "/projects/mobile-self-service",
  "/projects/magic-leap",
  "/projects/interview-coach",
  "/resume",
  "/writing",
  "/writing/what-counts-as-an-activated-family",
  "/writing/how-i-write-a-prd",
  "/writing/family-sharing-launch-retrospective",
  "/writing/tags/product-strategy",
  "/de/writing/family-sharing-launch-retrospective",
  "/admin/contacts",
  "/analytics",
  "/admin/content",
  "/no-such-page",
];

for (const route of routes) {
  test(`${route} has no axe violations`, async ({ page }) => {
    await page.goto(route);
    await settle(page);
    await expectNoViolations(page, route);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the open navigation sheet has no axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation Menu" })).toBeVisible();
    await expectNoViolations(page, "menu open");
  });
});

test("a shown toast has no axe violations", async ({ page }) => {
  await page.goto("/#contact");
  await page.getByLabel("Name").fill("Axe Audit");
  await page.getByLabel("Email").fill("axe@example.com");
  await page.getByLabel("Message").fill("Checking the toast with axe.");
  await appReady(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expectNoViolations(page, "toast shown");
});

test("the unlocked inbox and its delete dialog have no axe violations", async ({ page, request }) => {
  const sent = await request.post("/api/contact", {
    data: { name: "Axe Inbox", email: "axe-inbox@example.com", message: "A message for the audit." },
  });
  expect(sent.status()).toBe(201);
  await page.goto("/admin/contacts");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
  await expectNoViolations(page, "inbox unlocked");
  await page
    .getByRole("button", { name: /Delete.*Axe Inbox/ })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoViolations(page, "delete dialog open");
});

// A test per tab, so each audit has its own ceiling and a failure names its tab; they share one
// logged-in dashboard, as the owner moves through it. The whole dashboard is audited on its first tab;
// another tab changes only the tab list and its panel, so it audits those.
test.describe("the analytics dashboard", () => {
  test.describe.configure({ mode: "serial" });
  let dashboard: Page;

  test.beforeAll(async ({ browser }, workerInfo) => {
    const context = await browser.newContext({
      baseURL: workerBaseURL(workerInfo.parallelIndex),
      reducedMotion: "reduce",
    });
    dashboard = await context.newPage();
    await logIn(dashboard, OWNER_PATHS.analytics);
  });

  test.afterAll(async () => {
    await dashboard.context().close();
  });

  for (const tab of [
    "Pages",
    "Entry Pages",
    "Traffic Sources",
    "Campaigns",
    "Countries",
    "Goals",
    "Devices",
    "Browsers",
    "Recent Visits",
  ]) {
    test(`the analytics tab ${tab} has no axe violations`, async () => {
      await dashboard.getByRole("tab", { name: tab, exact: true }).click();
      await expect(dashboard.getByRole("tab", { name: tab, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expectNoViolations(
        dashboard,
        `analytics tab ${tab}`,
        tab === "Pages" ? [] : ['[role="tablist"]', '[role="tabpanel"]'],
      );
    });
  }
});
