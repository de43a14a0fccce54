import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";

/**
 * Visual regression against committed baselines (visual/__screenshots__): every
 * AllStates story from the static Storybook build, and every route of the
 * production build at phone, tablet and desktop widths. Update on purpose with
 * `pnpm test:visual:update` and review the changed PNGs in the diff.
 */
// Overridable so two checkouts on one machine can run the suite side by side.
export const STORYBOOK_PORT = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);
export const SITE_PORT = Number(process.env.VISUAL_SITE_PORT ?? 4174);
/** How every baseline is taken: by toHaveScreenshot below, and by visual/expectScreenshot.ts's shortcut. */
export const SCREENSHOT_OPTIONS = { animations: "disabled", caret: "hide", scale: "css" } as const;

export default defineConfig({
  testDir: "visual",
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/visual" }]],
  expect: {
    // A full-page screenshot of a long page takes seconds on a busy 2-core machine; a matching pair must fit.
    timeout: 20_000,
    toHaveScreenshot: {
      // A 2 px shift moves thousands of pixels; anti-aliasing noise moves a handful.
      maxDiffPixels: 20,
      threshold: 0.1,
      ...SCREENSHOT_OPTIONS,
    },
  },
  use: {
    reducedMotion: "reduce",
    colorScheme: "light",
    locale: "en-US",
    timezoneId: "UTC",
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, "--font-render-hinting=none"] },
  },
  webServer: [
    {
      command: `pnpm exec vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort`,
      url: `http://localhost:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `pnpm --filter pmfolio-example exec pmfolio-site preview --port ${SITE_PORT} --strictPort`,
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
