import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { STORYBOOK_PORT } from "../playwright.visual.config";
import { expectScreenshot } from "./expectScreenshot";

interface IndexEntry {
  id: string;
  name: string;
  title: string;
  type: "story" | "docs";
}

// One baseline per component: its story that shows every state at once.
const index = JSON.parse(readFileSync("storybook-static/index.json", "utf8")) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (e) => e.type === "story" && e.id.endsWith("--all-states"),
);

test("every component has an AllStates story", () => {
  expect(stories.length).toBeGreaterThan(10);
});

async function capture(page: Page, id: string, file: string, width = 1280, theme?: "dark") {
  await page.setViewportSize({ width, height: 800 });
  const globals = theme ? `&globals=theme:${theme}` : "";
  await page.goto(`http://localhost:${STORYBOOK_PORT}/iframe.html?id=${id}&viewMode=story${globals}`);
  // Some stories render only into portals (dialogs, toasts): wait for any rendered text.
  await page.waitForFunction(() => document.body.innerText.trim().length > 0);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await expectScreenshot(page, file);
}

for (const story of stories) {
  test(`${story.title} — all states`, async ({ page }) => {
    await capture(page, story.id, `${story.id}.png`);
  });
}

// Owner controls once reported broken in the dark scheme or on a phone (issue 32) keep those looks too.
const variants: Array<{ id: string; width: number; theme?: "dark" }> = [
  { id: "analytics-analyticsdashboard-excludebrowserswitch--all-states", width: 1280, theme: "dark" },
  { id: "analytics-analyticstabs--all-states", width: 390 },
  { id: "analytics-analyticstabs--all-states", width: 390, theme: "dark" },
  // The applications' pipeline and timeline (issue 37): a dark look, and a phone's in both themes.
  { id: "analytics-applicationspanel--all-states", width: 1280, theme: "dark" },
  { id: "analytics-applicationspanel--all-states", width: 390 },
  { id: "analytics-applicationspanel--all-states", width: 390, theme: "dark" },
  // The content editor (issue 50): its form and preview in the dark, and on a phone.
  { id: "admin-contenteditor--all-states", width: 1280, theme: "dark" },
  { id: "admin-contenteditor--all-states", width: 390 },
];
for (const { id, width, theme } of variants) {
  test(`${id} at ${width} px${theme ? `, ${theme}` : ""}`, async ({ page }) => {
    await capture(page, id, `${id}-${width}${theme ? `-${theme}` : ""}.png`, width, theme);
  });
}
