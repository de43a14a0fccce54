import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { STORYBOOK_PORT } from "../playwright.visual.config";

// The Applications tab on a phone (390 px): each application reads as a card, with every path
// on one line and nothing wider than the screen (the table once wrapped paths letter by letter).
const story = "analytics-applicationspanel--all-states";

async function open(page: Page, theme?: "dark") {
  await page.setViewportSize({ width: 390, height: 844 });
  // Storybook's own axe run is turned off (manual): it would race the one below.
  const globals = `&globals=a11y.manual:!true${theme ? `;theme:${theme}` : ""}`;
  await page.goto(`http://localhost:${STORYBOOK_PORT}/iframe.html?id=${story}&viewMode=story${globals}`);
  await expect(page.getByRole("table").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // The scheme is applied after the first render: the colours' (reduced) transitions must have run.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

test("at 390 px every page read is one line, a date at most two, and the page does not scroll sideways", async ({
  page,
}) => {
  await open(page);
  const table = page.getByRole("table", { name: "Applications, most recently seen first" });
  const lines = await table.evaluate((element) => {
    const count = (selector: string) =>
      [...element.querySelectorAll(selector)].map((node) => ({
        text: node.textContent,
        lines: node.getClientRects().length,
      }));
    return { paths: count("td code"), dates: count("td time") };
  });
  expect(lines.paths.length).toBeGreaterThan(3);
  for (const path of lines.paths) expect(path, `${path.text} on one line`).toMatchObject({ lines: 1 });
  for (const date of lines.dates)
    expect(date.lines, `${date.text} on at most two lines`).toBeLessThanOrEqual(2);

  // Every path, in the table and in the timelines, ends inside the screen.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("code")]
      .filter((code) => code.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((code) => code.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("at 390 px a cut path is whole in its title and on focus, and the row's controls come in reading order", async ({
  page,
}) => {
  await open(page);
  const row = page.getByRole("row", { name: /^Acme Corp\./ });
  const path = row.getByTitle("/projects/interview-coach");
  await expect(path).toHaveText("/projects/interview-coach");
  // Tab order in the card is its order on screen: timeline, status, then the pages read.
  await row.getByRole("button", { name: "Timeline of Acme Corp." }).focus();
  await page.keyboard.press("Tab");
  await expect(row.getByRole("combobox", { name: "Status of Acme Corp." })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(row.getByTitle("/", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(path).toBeFocused();
  expect(await path.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // Each figure keeps its column header for assistive technology.
  await expect(page.getByRole("columnheader", { name: "Pages read" }).first()).toBeAttached();
});

for (const theme of [undefined, "dark"] as const) {
  test(`at 390 px the applications are axe-clean${theme ? ", dark" : ""}`, async ({ page }) => {
    await open(page, theme);
    const results = await new AxeBuilder({ page })
      .include("#storybook-root")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .disableRules(["region", "page-has-heading-one", "landmark-one-main"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
