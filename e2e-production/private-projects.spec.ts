import { expect, test } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { publicByLanguage, readContentByLanguage } from "../packages/site/build/readContent";
import { PRODUCTION_ADMIN_PASSWORD } from "../playwright.production.config";

/**
 * A private case study (issue 47): the built site holds its synopsis only. Every text of a private
 * project that the public content does not also show (its card text, metrics, page, tags, in every
 * language) is looked for in every file of the published folder: pages, JSON, the sitemap, the
 * feeds, the scripts and their source maps. The share images are drawn from the same public content.
 */
const dist = path.join(import.meta.dirname, "..", "site", "dist");
const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|pdf)$/;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

test("no private project's text is in any file the site publishes", async () => {
  const full = readContentByLanguage();
  const shown = new Set(strings(publicByLanguage(full).byLanguage));
  const secrets = [
    ...new Set(
      Object.values(full.byLanguage)
        .flatMap((content) => content.projects.filter((project) => project.visibility === "private"))
        .flatMap(strings)
        .filter((text) => text.length >= 12 && !shown.has(text)),
    ),
  ];
  expect(secrets.length, "the sample site ships a private case study").toBeGreaterThan(5);
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !binary.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(20);
  const leaks: string[] = [];
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const secret of secrets)
      if (text.includes(secret)) leaks.push(`${path.relative(dist, file)}: "${secret.slice(0, 60)}"`);
  }
  expect(leaks).toEqual([]);
});

test("a private project's page says it is shared on request, and a tagged address nobody created unlocks nothing", async ({
  page,
}) => {
  for (const address of ["/projects/payments-risk", "/projects/payments-risk?ref=made-up-tag"]) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payments Risk");
    await expect(page.getByText("I share this case study with companies on request.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask me for it" })).toHaveAttribute("href", "/#contact");
    await expect(page.getByText("Fraud losses")).toHaveCount(0);
  }
  const tagged = await page.request.get("/?ref=made-up-tag");
  expect(tagged.headers()["cache-control"]).toBe("private, no-store");
  expect(await tagged.text()).not.toContain("PMFOLIO_GREETING_SLOT");
});

test("on the production build, an application's link gives its greeting and its case study in full, and the public pages once it expires", async ({
  page,
  request,
}) => {
  const owner = { Authorization: `Bearer ${PRODUCTION_ADMIN_PASSWORD}` };
  const tag = `acme-robotics-${Date.now().toString(36)}`;
  const greeting = "Danke fürs Lesen, Team Acme Robotics";
  const created = await request.post("/api/analytics/applications", {
    headers: owner,
    data: { company: "Acme Robotics", ref: tag },
  });
  expect(created.status()).toBe(201);
  const link = (data: Record<string, unknown>) =>
    request.patch("/api/analytics/applications", { headers: owner, data: { ref: tag, ...data } });
  expect((await link({ greeting, privateProjects: ["payments-risk"] })).status()).toBe(200);

  // The German pages, through the same rules: each language's home page and case study.
  const home = await page.goto(`/de/?ref=${tag}`);
  expect(home?.headers()["cache-control"]).toBe("private, no-store");
  expect(home?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByText(greeting)).toBeVisible();
  await page.getByRole("link", { name: /über Zahlungsrisiko/ }).click();
  await expect(page).toHaveURL(`/de/projects/payments-risk?ref=${tag}`);
  await expect(page.getByText("Geteilt mit Acme Robotics")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kennzahlen" })).toBeVisible();

  expect((await link({ expiresAt: new Date(Date.now() - 60_000).toISOString() })).status()).toBe(200);
  await page.goto(`/de/?ref=${tag}`);
  await expect(page.getByText(greeting)).toHaveCount(0);
  await page.goto(`/de/projects/payments-risk?ref=${tag}`);
  await expect(page.getByText("Diese Fallstudie teile ich auf Anfrage mit Unternehmen.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kennzahlen" })).toHaveCount(0);
});
