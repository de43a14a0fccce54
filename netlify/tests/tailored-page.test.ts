/**
 * The pages made for applications (issue 47, ADR 036), through the real function and a real local
 * Blobs server: the greeting, escaped, for an application whose link is open; a private project in
 * full only to an application it is shared with; the public page to a made-up tag, another
 * application's, a paused or an expired link, and when storage fails to answer.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { tailoredPages, type OwnedApplication } from "@pmfolio/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import handler from "../functions/tailored-page.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { TAILORED_DIR_ENV } from "../../packages/netlify/src/tailored/pages";
import { settleBackgroundWork, startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";

const SITE = "https://jordan.example";
const home = `<html><body><main><p class="g1">${tailoredPages.greetingSlot}</p><h1>Jordan</h1>
<a href="/projects/secret">Secret</a><a href="/projects/other">Other</a></main></body></html>`;
const secret = `<html><head><meta name="robots" content="noindex, nofollow" /></head><body>
<p>${tailoredPages.companySlot}</p><p>The confidential numbers</p></body></html>`;
const synopsis = "<html><body><p>Shared with companies on request</p></body></html>";

const acme: OwnedApplication = {
  ref: "acme-robotics-7k2qx9m4",
  company: "Acme <Robotics> & Co",
  created: "2026-11-01T00:00:00.000Z",
  greeting: 'Thanks for reading, Acme team: <script>alert("$&")</script>',
  privateProjects: ["secret"],
};
const globex: OwnedApplication = {
  ref: "globex-3f8k2m9q",
  company: "Globex",
  created: "2026-11-02T00:00:00.000Z",
};

let blobs: TestBlobs;
let folder: string;
beforeAll(async () => {
  blobs = await startBlobs();
  folder = await mkdtemp(path.join(tmpdir(), "pmfolio-tailored-"));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  };
  await write("index.html", home);
  await write("projects/secret/index.html", secret);
  await write("public/projects/secret/index.html", synopsis);
  await write("headers.json", JSON.stringify({ "Content-Security-Policy": "default-src 'self'" }));
  process.env[TAILORED_DIR_ENV] = folder;
});
afterAll(async () => {
  delete process.env[TAILORED_DIR_ENV];
  await settleBackgroundWork();
  await blobs.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await analyticsStore().deleteAll();
  await analyticsStore().setJSON("applications/owned", [acme, globex]);
});

async function page(address: string) {
  const response = await handler(new Request(`${SITE}${address}`), testContext());
  return { response, html: await response.text() };
}

describe("a page made for an application", () => {
  it("greets the application whose link it is, as escaped text, and links its shared private projects with its tag", async () => {
    const { response, html } = await page(`/?ref=${acme.ref}`);
    expect(response.status).toBe(200);
    expect(html).toContain(
      "Thanks for reading, Acme team: &lt;script&gt;alert(&quot;$&amp;&quot;)&lt;/script&gt;",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(tailoredPages.greetingSlot);
    expect(html).toContain(`href="/projects/secret?ref=${acme.ref}"`);
    expect(html).toContain('href="/projects/other"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
  });

  it("answers the same page through the function's own path (a rewrite may hand either)", async () => {
    const { html } = await page(`${tailoredPages.functionPath}?ref=${acme.ref}`);
    expect(html).toContain("Thanks for reading");
  });

  it("opens a private project in full to an application it is shared with, naming the company", async () => {
    const { html } = await page(`/projects/secret?ref=${acme.ref}`);
    expect(html).toContain("The confidential numbers");
    expect(html).toContain("Acme &lt;Robotics&gt; &amp; Co");
  });

  it("gives the public page to another application, a made-up tag, a paused or an expired link", async () => {
    expect((await page(`/projects/secret?ref=${globex.ref}`)).html).toBe(synopsis);
    expect((await page("/projects/secret?ref=acme-robotics-0000000")).html).toBe(synopsis);
    const greeted = await page(`/?ref=${globex.ref}`);
    expect(greeted.html).not.toContain(tailoredPages.greetingSlot);
    expect(greeted.html).not.toContain("Thanks for reading");

    await analyticsStore().setJSON("applications/owned", [{ ...acme, paused: true }]);
    expect((await page(`/projects/secret?ref=${acme.ref}`)).html).toBe(synopsis);
    expect((await page(`/?ref=${acme.ref}`)).html).not.toContain("Thanks for reading");

    await analyticsStore().setJSON("applications/owned", [
      { ...acme, expiresAt: "2026-01-01T00:00:00.000Z" },
    ]);
    expect((await page(`/projects/secret?ref=${acme.ref}`)).html).toBe(synopsis);
  });

  it("answers 404 for a page the build made none for, and 405 for anything but GET and HEAD", async () => {
    expect((await page(`/projects/other?ref=${acme.ref}`)).response.status).toBe(404);
    const post = await handler(new Request(`${SITE}/?ref=${acme.ref}`, { method: "POST" }), testContext());
    expect(post.status).toBe(405);
  });
});
