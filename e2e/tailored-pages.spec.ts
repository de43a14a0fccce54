import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, type APIRequestContext } from "./fixtures";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

/**
 * Each company sees a portfolio made for it (issue 47), on the production build served through
 * Netlify's local chain as every spec here is (decision 13; scripts/dev.test.ts checks `pnpm dev`): the link of an
 * application with a greeting, a résumé variant, a shared private case study and an expiry date
 * gives its greeting, its résumé (page and PDF) and the case study in full; paused, it gives the public site;
 * a tag nobody created unlocks nothing.
 */
const owner = { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}` };
const greeting = "Thanks for reading, Acme Robotics team: here is what I built for payments";
const summary = "Product lead for payments and risk, for Acme's checkout team.";

async function setLink(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.patch("/api/analytics/applications", { headers: owner, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

async function resumeText(request: APIRequestContext, tag: string): Promise<string> {
  const response = await request.get(`/api/download-resume?ref=${tag}`, { headers: { "Sec-GPC": "1" } });
  expect(response.status()).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

test("an application's link shows what the owner made for it until it is paused", async ({
  page,
  request,
}) => {
  const tag = `acme-robotics-${Date.now().toString(36)}`;
  const created = await request.post("/api/analytics/applications", {
    headers: owner,
    data: { company: "Acme Robotics", ref: tag },
  });
  expect(created.status()).toBe(201);
  await setLink(request, {
    ref: tag,
    greeting,
    resume: { summary },
    privateProjects: ["payments-risk"],
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });

  await page.goto(`/?ref=${tag}`);
  await expect(page.getByText(greeting)).toBeVisible();
  // The case study's card leads to its full page, the tag carried by the link itself.
  await page.getByRole("link", { name: /about Payments Risk/ }).click();
  await expect(page).toHaveURL(`/projects/payments-risk?ref=${tag}`);
  await expect(page.getByText("Shared with Acme Robotics")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key Metrics" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await resumeText(request, tag)).toContain(summary);
  // The résumé page says what its PDF says.
  await page.goto(`/resume?ref=${tag}`);
  await expect(page.getByText(summary)).toBeVisible();

  // Another tag, made up, opens nothing.
  await page.goto("/projects/payments-risk?ref=acme-robotics-guessed");
  await expect(page.getByText("I share this case study with companies on request.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key Metrics" })).toHaveCount(0);

  await setLink(request, { ref: tag, paused: true });
  await page.goto(`/?ref=${tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(greeting)).toHaveCount(0);
  await page.goto(`/projects/payments-risk?ref=${tag}`);
  await expect(page.getByText("I share this case study with companies on request.")).toBeVisible();
  await expect(page.getByText("Shared with Acme Robotics")).toHaveCount(0);
  expect(await resumeText(request, tag)).not.toContain(summary);
  await page.goto(`/resume?ref=${tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(summary)).toHaveCount(0);
});
