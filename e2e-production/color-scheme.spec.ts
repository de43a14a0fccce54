import { expect, test, type Browser } from "@playwright/test";

// The first paint is already in the right scheme: the prerendered CSS follows the system, and
// the colour scheme script inlined in <head> (allowed by its hash in the CSP) applies a stored
// choice before the body is parsed. Every module script (the entry and the app) is blocked here,
// so nothing the app does can be what paints the page; a CSP violation fails the test.

const darkBackground = "rgb(11, 16, 32)";
const lightBackground = "rgb(255, 255, 255)";

async function firstPaint(
  browser: Browser,
  baseURL: string | undefined,
  system: "light" | "dark",
  stored: "light" | "dark" | null,
  path = "/",
) {
  const context = await browser.newContext({ baseURL, colorScheme: system });
  if (stored)
    await context.addInitScript((scheme) => localStorage.setItem("pm-color-scheme", scheme), stored);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort("blockedbyclient"));
  // The values at the first chance the page has to paint: before DOMContentLoaded's scripts and styles settle.
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForSelector("body");
  const painted = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    attribute: document.documentElement.getAttribute("data-pm-color-scheme"),
  }));
  await context.close();
  return { ...painted, violations };
}

test("a stored dark choice paints dark on the first frame on a light system, without the app", async ({
  browser,
  baseURL,
}) => {
  const painted = await firstPaint(browser, baseURL, "light", "dark");
  expect(painted).toMatchObject({ background: darkBackground, colorScheme: "dark", attribute: "dark" });
  expect(painted.violations).toEqual([]);
});

test("a stored light choice paints light on a dark system", async ({ browser, baseURL }) => {
  const painted = await firstPaint(browser, baseURL, "dark", "light", "/projects/interview-coach");
  expect(painted).toMatchObject({ background: lightBackground, colorScheme: "light", attribute: "light" });
});

test("with no choice stored the page follows the system, light and dark", async ({ browser, baseURL }) => {
  expect(await firstPaint(browser, baseURL, "dark", null)).toMatchObject({
    background: darkBackground,
    colorScheme: "dark",
    attribute: null,
  });
  expect(await firstPaint(browser, baseURL, "light", null)).toMatchObject({
    background: lightBackground,
    colorScheme: "light",
    attribute: null,
  });
});

test("owner pages paint dark too", async ({ browser, baseURL }) => {
  for (const path of ["/admin/contacts", "/analytics"])
    expect(await firstPaint(browser, baseURL, "light", "dark", path), path).toMatchObject({
      background: darkBackground,
    });
});
