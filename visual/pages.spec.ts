import { test, type Page } from "@playwright/test";
import { SITE_PORT } from "../playwright.visual.config";
import { expectScreenshot } from "./expectScreenshot";

const routes = [
  ["home", "/"],
  // The German home page: its longer words in the nav, the hero and the form, at each layout's width.
  ["home-de", "/de/"],
  ["personal-cloud", "/projects/personal-cloud"],
  ["mobile-self-service", "/projects/mobile-self-service"],
  ["magic-leap", "/projects/magic-leap"],
  ["interview-coach", "/projects/interview-coach"],
  // The writing: the list, and a post with a picture, a code block and notes.
  ["writing", "/writing"],
  ["post", "/writing/what-counts-as-an-activated-family"],
  ["admin-contacts", "/admin/contacts"],
  ["analytics", "/analytics"],
  ["not-found", "/404.html"],
] as const;
const widths = {
  phone: [390, 844],
  tablet: [820, 1180],
  desktop: [1440, 900],
} as const;
type Device = keyof typeof widths;

/**
 * One baseline per layout a page has. Below 768 px the navigation is a menu button; the home page's
 * hero, about and contact sections change their grid again at 1024 px, so only it has a tablet
 * layout of its own. Every other page at tablet width is its desktop layout, narrower.
 */
const layouts = (name: string): Device[] =>
  name === "home" ? ["phone", "tablet", "desktop"] : ["phone", "desktop"];

async function capture(page: Page, path: string, device: Device, file: string) {
  // Analytics calls are not part of the picture; the tracker's request is answered empty.
  await page.route("**/api/**", (route) => route.fulfill({ status: 204 }));
  const [width, height] = widths[device];
  await page.setViewportSize({ width, height });
  await page.goto(`http://localhost:${SITE_PORT}${path}`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  await expectScreenshot(page, file);
}

for (const [name, path] of routes) {
  for (const device of layouts(name)) {
    test(`${name} at ${device} width (${widths[device][0]} px)`, async ({ page }) => {
      await capture(page, path, device, `${name}-${device}.png`);
    });
  }
}

// The dark scheme, followed from the system setting, on a public page, a project page and the owner
// pages. Colours change, not layouts: one width each, the phone a recruiter most often reads on.
const darkRoutes = routes.filter(([name]) =>
  ["home", "interview-coach", "post", "admin-contacts", "analytics"].includes(name),
);
for (const [name, path] of darkRoutes) {
  test(`${name} at phone width (${widths.phone[0]} px), dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await capture(page, path, "phone", `${name}-phone-dark.png`);
  });
}
