import { existsSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { SCREENSHOT_OPTIONS } from "../playwright.visual.config";

/**
 * `expect(page).toHaveScreenshot(name, { fullPage: true })`, with one shortcut taken first: a
 * screenshot byte for byte equal to its baseline matches it, without decoding both PNGs and
 * comparing every pixel. Chromium encodes the same pixels to the same bytes, so an unchanged
 * component takes the shortcut; on a 7,000 px story the comparison was 3.8 s of the 5.3 s the
 * assertion took. Any other screenshot, a missing baseline and `--update-snapshots=all` go to
 * `toHaveScreenshot` unchanged, with its thresholds (playwright.visual.config.ts).
 */
export async function expectScreenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: "screenshot" });
  // "changed" rewrites only a baseline that differs, so an equal one is left as it is either way.
  if (info.config.updateSnapshots !== "all" && existsSync(baseline)) {
    // Taken as toHaveScreenshot takes it, so the bytes are those it would compare.
    const shot = await page.screenshot({ fullPage: true, ...SCREENSHOT_OPTIONS });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}
