/**
 * What an application's link shows (issue 47), set through the real function on a real local
 * Blobs server: each field is stored and cleared with null, any mix lands in one change with
 * the status, a field that is not valid (a project the content lacks included) changes nothing,
 * and two tabs changing two applications at once both land. The content is a copy of the site's
 * with one private project added, so the check against private projects has one to find.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { OwnedApplication } from "@pmfolio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR_ENV } from "../../packages/netlify/src/site";
import { withEmptyAnalyticsStore } from "./helpers/analytics";
import { ownerApplications } from "./helpers/applications";
import { copyOfSiteContent } from "./helpers/content-folder";

const PASSWORD = "application-link-test-password";
const site = "https://jordan.example";

let content: ReturnType<typeof copyOfSiteContent>;
beforeAll(() => {
  content = copyOfSiteContent();
  const project = JSON.parse(
    readFileSync(path.join(content.folder, "projects/magic-leap.json"), "utf8"),
  ) as Record<string, unknown>;
  writeFileSync(
    path.join(content.folder, "projects/secret-bank.json"),
    JSON.stringify({
      ...project,
      visibility: "private",
      synopsis: { en: "A bank's payments, under NDA.", de: "Zahlungen einer Bank, unter NDA." },
    }),
  );
  const order = JSON.parse(readFileSync(path.join(content.folder, "projects.json"), "utf8")) as {
    order: string[];
  };
  writeFileSync(
    path.join(content.folder, "projects.json"),
    JSON.stringify({ order: [...order.order, "secret-bank"] }),
  );
  process.env[CONTENT_DIR_ENV] = content.folder;
});
afterAll(() => {
  delete process.env[CONTENT_DIR_ENV];
  content.remove();
});

const { call: applications, create, listed } = ownerApplications(site, PASSWORD, "203.0.113.21");

async function change(body: Record<string, unknown>): Promise<OwnedApplication> {
  const response = await applications("PATCH", body);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (await response.json()) as OwnedApplication;
}

withEmptyAnalyticsStore(PASSWORD);

const filled = {
  greeting: "Hello Acme payments team",
  paused: true,
  expiresAt: "2027-01-31T23:59:59.999Z",
  resume: { summary: "Payments PM", projects: ["magic-leap", "personal-cloud"], highlights: ["0.1", "1.0"] },
  privateProjects: ["secret-bank"],
};

describe("an application's link", () => {
  it("stores each field, answers the application as stored, and clears each with null", async () => {
    const acme = await create("Acme");
    let stored = acme;
    for (const [field, value] of Object.entries(filled)) {
      stored = await change({ ref: acme.ref, [field]: value });
      expect(stored[field as keyof OwnedApplication], field).toEqual(value);
    }
    expect(stored).toEqual({ ...acme, ...filled });
    expect(await listed()).toEqual([stored]);

    for (const field of Object.keys(filled)) {
      stored = await change({ ref: acme.ref, [field]: field === "paused" ? false : null });
      expect(stored, field).not.toHaveProperty(field);
    }
    expect(stored).toEqual(acme);
    expect(await listed()).toEqual([acme]);
  });

  it("takes any mix with the status in one change, dating the status only when it changes", async () => {
    const acme = await create("Acme");
    const both = await change({ ref: acme.ref, status: "interviewing", ...filled });
    expect(both).toEqual({ ...acme, ...filled, status: "interviewing", statusChangedAt: expect.any(String) });
    const again = await change({ ref: acme.ref, status: "interviewing", greeting: "Hi again" });
    expect(again).toEqual({ ...both, greeting: "Hi again" });
    expect(await listed()).toEqual([again]);
  });

  it("refuses every field that is not valid at once, changing nothing", async () => {
    const acme = await create("Acme");
    await change({ ref: acme.ref, greeting: "Kept" });
    const stored = await listed();
    const response = await applications("PATCH", {
      ref: acme.ref,
      status: "hired",
      greeting: "x".repeat(161),
      paused: "yes",
      expiresAt: "2027-02-30T10:00:00Z",
      resume: { projects: ["magic-leap", "no-such-project"] },
      privateProjects: ["magic-leap"],
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual([
      "expiresAt",
      "greeting",
      "paused",
      "privateProjects",
      "resume",
      "status",
    ]);
    expect(fields.resume).toContain('"no-such-project"');
    expect(fields.privateProjects).toContain('"magic-leap"');
    // Only the unknown slug is refused: a valid field beside it is not stored either.
    const oneBad = await applications("PATCH", { ref: acme.ref, greeting: "New", privateProjects: ["nope"] });
    expect(oneBad.status).toBe(400);
    expect(((await oneBad.json()) as { fields: Record<string, string> }).fields).toEqual({
      privateProjects: 'privateProjects names "nope": no private project of the site.',
    });
    const badHighlight = await applications("PATCH", { ref: acme.ref, resume: { highlights: ["0.99"] } });
    expect(badHighlight.status).toBe(400);
    expect(await listed()).toEqual(stored);
  });

  it("refuses a change that names nothing to change, and answers 404 for a tag that is no application", async () => {
    const acme = await create("Acme");
    const nothing = await applications("PATCH", { ref: acme.ref });
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { error: string }).error).toMatch(/^Name what changes/);
    const stranger = await applications("PATCH", { ref: "initech", greeting: "Hi" });
    expect(stranger.status).toBe(404);
    expect(await listed()).toEqual([acme]);
  });

  it("keeps both when two tabs change two applications at once", async () => {
    const acme = await create("Acme");
    const globex = await create("Globex");
    const both = await Promise.all([
      applications("PATCH", { ref: acme.ref, paused: true, greeting: "Hi Acme" }),
      applications("PATCH", { ref: globex.ref, resume: { projects: ["magic-leap"] } }),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(await listed()).toEqual([
      { ...acme, paused: true, greeting: "Hi Acme" },
      { ...globex, resume: { projects: ["magic-leap"] } },
    ]);
  });
});
