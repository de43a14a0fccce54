import { expect, test, type Page } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { expectSectionAtOffset } from "./helpers/scroll";

/** The focused element shows a visible focus indicator (outline or ring). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "no focus";
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    return outline || ring
      ? "visible"
      : `invisible on ${el.tagName} "${el.textContent?.trim().slice(0, 30)}"`;
  });
  expect(indicator).toBe("visible");
}

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens `path` and waits until it shows its navigation: key presses do not wait for anything. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Primary" })).toBeVisible();
}

test("skip link, then the navigation in reading order, every stop visibly focused", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectVisibleFocus(page);

  const names: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  // Brand mark first, then the entries in their visual order: the sample writes, so Writing is one.
  expect(names.slice(1)).toEqual(["Home", "About", "Experience", "Projects", "Writing", "Skills", "Contact"]);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement));
  expect(inMain).toBe(true);
});

test("a nav entry works from the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Projects" }).focus();
  await page.keyboard.press("Enter");
  await expectSectionAtOffset(page, "projects");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu sheet opens, is operable and closes from the keyboard", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test("the delete confirmation is reachable, focused and dismissible from the keyboard", async ({
  page,
  request,
}) => {
  const sent = await request.post("/api/contact", {
    data: { name: "Keyboard Walker", email: "keys@example.com", message: "Delete me with the keyboard." },
  });
  expect(sent.status()).toBe(201);
  await page.goto("/admin/contacts");
  await page.getByLabel("Password").focus();
  await page.keyboard.type(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();

  const deleteButton = page.getByRole("button", { name: /Delete.*Keyboard Walker/ }).first();
  await deleteButton.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this contact submission?");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
});

test("analytics tabs follow the arrow keys", async ({ page }) => {
  await page.goto("/analytics");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
  const pages = page.getByRole("tab", { name: "Pages", exact: true });
  await pages.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Entry Pages" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Entry Pages" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Recent Visits" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(pages).toHaveAttribute("aria-selected", "true");
  await expectVisibleFocus(page);
});
