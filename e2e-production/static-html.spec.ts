import { expect, test } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { PRODUCTION_ADMIN_PASSWORD } from "../playwright.production.config";

// What a crawler or a phone on a slow connection gets on the first response, without JavaScript,
// in each of the sample's languages: English at /, German under /de/.
const english = [
  { path: "/", heading: "Jordan Lee", text: "Senior Product Manager", type: "Person" },
  {
    path: "/projects/personal-cloud",
    heading: "Personal Cloud Storage",
    text: "Back to Projects",
    type: "CreativeWork",
  },
  {
    path: "/projects/mobile-self-service",
    heading: "Mobile Self-Service",
    text: "Back to Projects",
    type: "CreativeWork",
  },
  {
    path: "/projects/magic-leap",
    heading: "Magic Leap Enterprise Partners",
    text: "Back to Projects",
    type: "CreativeWork",
  },
  {
    path: "/projects/interview-coach",
    heading: "Interview Coach",
    text: "Try Interview Coach",
    type: "CreativeWork",
  },
  { path: "/resume", heading: "Jordan Lee", text: "Download PDF", type: "Person" },
].map((page) => ({ ...page, lang: "en" }));
const german = [
  {
    path: "/de/",
    heading: "Jordan Lee",
    text: "Produktführung, verankert in Kundschaft und Daten",
    type: "Person",
  },
  {
    path: "/de/projects/personal-cloud",
    heading: "Persönlicher Cloud-Speicher",
    text: "Zurück zu den Projekten",
    type: "CreativeWork",
  },
  {
    path: "/de/projects/mobile-self-service",
    heading: "Mobile Self-Service",
    text: "Zurück zu den Projekten",
    type: "CreativeWork",
  },
  {
    path: "/de/projects/magic-leap",
    heading: "Magic Leap Enterprise-Partner",
    text: "Zurück zu den Projekten",
    type: "CreativeWork",
  },
  {
    path: "/de/projects/interview-coach",
    heading: "Interview Coach",
    text: "Interview Coach ausprobieren",
    type: "CreativeWork",
  },
  {
    path: "/de/resume",
    heading: "Jordan Lee",
    text: "Leite den persönlichen Cloud-Speicher",
    type: "Person",
  },
].map((page) => ({ ...page, lang: "de" }));
const pages = [...english, ...german];

for (const page of pages) {
  test(`${page.path} answers 200 with its content and head tags in the HTML`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${page.heading}`));
    expect(html).toContain(page.text);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`"@type":"${page.type}"`);
    expect(html).toContain(`<html lang="${page.lang}" dir="ltr">`);
    expect(html).not.toContain("noindex");
    // The largest content is never hidden in the static HTML (entrance animations start after hydration).
    expect(html).not.toMatch(/<h1[^>]*style="[^"]*opacity:\s*0/);
  });
}

// A new connection's first flight is 10 packets (RFC 6928), about 14 KB: a page whose HTML, inline
// CSS and data included, fits paints after one round trip. The build's budget check fails past it too.
for (const page of pages) {
  test(`${page.path}'s HTML fits the first round trip: at most 14 KB gzip`, async ({ request }) => {
    const html = await (await request.get(page.path)).body();
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
  });
}

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");
  expect(heading).toBe("404 Page Not Found");
  expect(html).toContain("noindex");
});

test("an unknown path under /de/ answers 404 with the German not-found page", async ({ request }) => {
  const response = await request.get("/de/keine/solche/seite");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="de" dir="ltr">');
  expect(html).toContain("Seite nicht gefunden");
  expect(html).toContain('href="/de/"');
  expect(html).toContain("noindex");
});

for (const path of ["/admin/contacts", "/analytics"]) {
  test(`${path} answers 200 with a noindex shell, one robots tag, the route table's`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const robots = (await response.text()).match(/<meta name="robots"[^>]*>/g);
    expect(robots).toEqual(['<meta name="robots" content="noindex, nofollow" />']);
  });
}

test("robots.txt and sitemap.xml are generated from the content", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin/contacts");
  expect(robots).toContain("Disallow: /analytics");
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of pages) expect(sitemap).toContain(`${page.path === "/" ? "/" : page.path}</loc>`);
  expect(sitemap).not.toContain("/admin");
});

for (const page of pages) {
  test(`${page.path} hydrates without warnings or CSP violations`, async ({ page: browserPage }) => {
    const problems: string[] = [];
    browserPage.on("console", (message) => {
      if (["error", "warning"].includes(message.type()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    browserPage.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await browserPage.goto(page.path);
    await browserPage.waitForLoadState("networkidle");
    await expect(browserPage.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// Trusted Types (`require-trusted-types-for 'script'` in the CSP): no route, owner pages logged in
// included, writes HTML or script through a DOM sink. An owner page logs its 401 session check as
// a failed resource, so only policy violations and page errors count here.
test("no route breaks the script policy or Trusted Types, logged out or logged in", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/trusted|content security policy|refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`pageerror: ${error.message}`));
  for (const path of ["/", "/contact/sent", "/no-such-page", "/admin/contacts", "/analytics"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.getByLabel("Password").fill(PRODUCTION_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Form Submissions" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
