import { expect, test, type Page } from "@playwright/test";
import { PRODUCTION_ADMIN_PASSWORD } from "../playwright.production.config";
import { afterFrames, afterIdle } from "../e2e/app-ready";

// Public pages are documents (decision 14): no React, router or styled-components code at load,
// the contact form hydrated as an island on intent, and every behaviour but the toasts working with
// JavaScript off.

const bearer = { Authorization: `Bearer ${PRODUCTION_ADMIN_PASSWORD}` };

/** Strings each framework's production build carries, whatever the minifier renamed. */
const signatures = {
  react: /react\.dev\/errors|react\.transitional\.element/,
  router: /<Router>/,
  styledComponents: /data-styled/,
};

/**
 * The scripts the page has requested so far. Their bodies are fetched again from the server, not
 * read from the browser's responses: a response's body can be gone from the browser (evicted, or
 * the request superseded) and then reading it waits until the test ends.
 */
function recordScripts(page: Page) {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /^https?:/.test(request.url())) urls.add(request.url());
  });
  return async () => {
    const scripts = await Promise.all(
      [...urls].map(async (url) => {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        return { url, body: await response.text() };
      }),
    );
    const has = (pattern: RegExp) => scripts.some(({ body }) => pattern.test(body));
    return {
      urls: scripts.map(({ url }) => new URL(url).pathname),
      react: has(signatures.react),
      router: has(signatures.router),
      styledComponents: has(signatures.styledComponents),
    };
  };
}

/** Loads `path` until the network is idle, recording the scripts it requests from the start. */
async function loadRecordingScripts(page: Page, path: string) {
  const scripts = recordScripts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

test("a public page requests no React, router or styled-components code at load, and the island only after intent", async ({
  page,
}) => {
  const scripts = await loadRecordingScripts(page, "/");
  // Scrolling and reading are not intent.
  await page.mouse.wheel(0, 2000);
  // The scroll has been painted and the page has been idle since: what it set off has been requested.
  await afterFrames(page);
  await afterIdle(page);
  const atLoad = await scripts();
  expect(atLoad).toMatchObject({ react: false, router: false, styledComponents: false });
  expect(atLoad.urls.filter((url) => url.includes("contactIsland"))).toEqual([]);

  const island = page.waitForResponse(/\/assets\/contactIsland-[^/]+\.js$/);
  await page.locator("#contact").getByLabel("Name").focus();
  await island;
  // Hydrated: React has taken the form's card as a root.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('[data-pm-island="contact-form"]')!).some((key) =>
          key.startsWith("__react"),
        ),
      ),
    )
    .toBe(true);
  const afterIntent = await scripts();
  expect(afterIntent).toMatchObject({ react: true, styledComponents: true, router: false });
  // The page's styles are plain CSS that the island's styled-components leaves alone (it only adds
  // the rules it renders): the page keeps its own style element and looks the same.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll("style:not([data-styled])")].some((style) =>
        style.textContent!.includes("--pm-color-background"),
      ),
    ),
  ).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Lee" })).toHaveCSS(
    "font-family",
    /Inter Variable/,
  );
});

test("the signatures are real: an owner page loads React, the router and styled-components", async ({
  page,
}) => {
  const scripts = await loadRecordingScripts(page, "/analytics");
  expect(await scripts()).toMatchObject({ react: true, router: true, styledComponents: true });
});

test("a click on a link to the contact section is intent too", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const island = page.waitForResponse(/\/assets\/contactIsland-[^/]+\.js$/);
  await page.getByRole("link", { name: "Get In Touch" }).click();
  await island;
});

async function storedNamed(page: Page, name: string) {
  const res = await page.request.get("/api/contacts?limit=100", { headers: bearer });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string; name: string; email: string; message: string }[]).filter(
    (contact) => contact.name === name,
  );
}

async function fillForm(page: Page, name: string) {
  const form = page.locator("#contact form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("held-back@example.com");
  await form.getByLabel("Message").fill(`Typed while the island was held back (${name}).`);
  return form;
}

test.describe("filling the form while the island's code is held back", () => {
  test("the island arrives in time: it sends what was typed, once, and shows the toast", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contactIsland-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/contact")) posts.push(req.postData() ?? "");
    });
    await page.goto("/");
    const name = `Island in time ${Date.now()}`;
    const form = await fillForm(page, name);
    await form.getByRole("button", { name: "Send Message" }).click();
    // Idle since the click: a post the click set off (the browser's own, or a script's) has been requested.
    await afterIdle(page);
    expect(posts).toEqual([]);
    release();

    await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
    expect(page.url()).not.toContain("/contact/sent");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ name, email: "held-back@example.com" });
    const stored = await storedNamed(page, name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: `Typed while the island was held back (${name}).` });
    await page.request.delete(`/api/contacts/${stored[0]!.id}`, { headers: bearer });
  });

  test("the island does not arrive: the browser posts the form itself, once", async ({ page }) => {
    await page.route(/\/assets\/contactIsland-[^/]+\.js$/, () => {
      // Never answered: the island never arrives.
    });
    let posts = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/contact")) posts += 1;
    });
    await page.goto("/");
    const name = `Island too late ${Date.now()}`;
    const form = await fillForm(page, name);
    await form.getByRole("button", { name: "Send Message" }).click();
    // A second press while it waits adds nothing.
    await form.getByRole("button", { name: "Send Message" }).click();

    await page.waitForURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message sent successfully!" })).toBeVisible();
    expect(posts).toBe(1);
    const stored = await storedNamed(page, name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: `Typed while the island was held back (${name}).` });
    await page.request.delete(`/api/contacts/${stored[0]!.id}`, { headers: bearer });
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an address with a hash lands 80 px above its section", async ({ page }) => {
    await page.goto("/#skills");
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("skills")!.getBoundingClientRect().top)),
      )
      .toBe(80);
  });

  test("section links work, from the home page and from another page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Projects" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("projects")!.getBoundingClientRect().top)),
      )
      .toBe(80);

    await page.goto("/projects/magic-leap");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Skills" }).click();
    await expect(page).toHaveURL(/\/#skills$/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("skills")!.getBoundingClientRect().top)),
      )
      .toBe(80);
  });

  test("the menu sheet opens, keeps the page still, and choosing an entry closes it at its section", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Open menu" });
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await rootOverflow()).not.toBe("hidden");

    await menu.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Skills" })).toBeVisible();
    // The page behind it does not scroll while it is open.
    expect(await rootOverflow()).toBe("hidden");

    await sheet.getByRole("link", { name: "Projects" }).click();
    await expect(sheet).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("projects")!.getBoundingClientRect().top)),
      )
      .toBe(80);
    expect(await rootOverflow()).not.toBe("hidden");

    // The close control closes it.
    await menu.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(sheet).toBeHidden();
  });

  test("dark mode follows the system", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(11, 16, 32)",
    );
    await context.close();
  });
});
