import { expect, test } from "@playwright/test";

// How a public page loads (issue 5): it paints from its prerendered HTML, and only then
// fetches the app that hydrates it and the page-view tracker, so neither competes with
// what the first paint needs on a slow connection. Then the page is interactive.
const pages = ["/", "/projects/personal-cloud", "/projects/interview-coach"];

test("the entry script is a module fetched at low priority; the only blocking script is the tiny colour scheme one", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)].map((m) => m[0]);
  expect(scripts).toEqual(['<script src="/color-scheme.js">', expect.stringContaining('type="module"')]);
  expect(scripts[1]).toContain('fetchpriority="low"');
  // It applies a stored light/dark choice before the first paint (ADR 11), so it must stay small.
  expect((await (await request.get("/color-scheme.js")).body()).byteLength).toBeLessThan(512);
});

for (const path of pages) {
  test(`${path} fetches the app and the tracker only after its first contentful paint, then hydrates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");

    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const started = (pattern: RegExp) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime);
      return {
        fcp,
        app: started(/\/assets\/startApp-[^/]+\.js$/),
        tracker: started(/\/assets\/page-view-[^/]+\.js$/),
        pageView: started(/\/api\/analytics$/),
      };
    });
    expect(timing.fcp).toBeGreaterThan(0);
    for (const requests of [timing.app, timing.tracker, timing.pageView]) {
      expect(requests).toHaveLength(1);
      expect(requests[0]).toBeGreaterThanOrEqual(timing.fcp!);
    }

    // Interactive: the menu button opens the navigation sheet, which needs the hydrated app.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation Menu" })).toBeVisible();
  });
}
