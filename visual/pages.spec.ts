import { expect, test } from "@playwright/test";
import { SITE_PORT } from "../playwright.visual.config";

const routes = [
  ["home", "/"],
  ["personal-cloud", "/projects/personal-cloud"],
  ["mobile-self-service", "/projects/mobile-self-service"],
  ["magic-leap", "/projects/magic-leap"],
  ["interview-coach", "/projects/interview-coach"],
  ["admin-contacts", "/admin/contacts"],
  ["analytics", "/analytics"],
  ["not-found", "/404.html"],
] as const;
const widths = [
  ["phone", 390, 844],
  ["tablet", 820, 1180],
  ["desktop", 1440, 900],
] as const;

for (const [name, path] of routes) {
  for (const [device, width, height] of widths) {
    test(`${name} at ${device} width (${width} px)`, async ({ page }) => {
      // Analytics calls are not part of the picture; the tracker's request is answered empty.
      await page.route("**/api/**", (route) => route.fulfill({ status: 204 }));
      await page.setViewportSize({ width, height });
      await page.goto(`http://localhost:${SITE_PORT}${path}`);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`${name}-${device}.png`, { fullPage: true });
    });
  }
}

// The dark scheme, followed from the system setting, on a public page, a project page and the owner pages.
const darkRoutes = routes.filter(([name]) =>
  ["home", "interview-coach", "admin-contacts", "analytics"].includes(name),
);
for (const [name, path] of darkRoutes) {
  for (const [device, width, height] of widths) {
    test(`${name} at ${device} width (${width} px), dark`, async ({ page }) => {
      await page.route("**/api/**", (route) => route.fulfill({ status: 204 }));
      await page.emulateMedia({ colorScheme: "dark" });
      await page.setViewportSize({ width, height });
      await page.goto(`http://localhost:${SITE_PORT}${path}`);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`${name}-${device}-dark.png`, { fullPage: true });
    });
  }
}
