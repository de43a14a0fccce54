import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { STORYBOOK_PORT } from "../playwright.visual.config";

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

for (const story of stories) {
  test(`${story.title} — all states`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`http://localhost:${STORYBOOK_PORT}/iframe.html?id=${story.id}&viewMode=story`);
    // Some stories render only into portals (dialogs, toasts): wait for any rendered text.
    await page.waitForFunction(() => document.body.innerText.trim().length > 0);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
