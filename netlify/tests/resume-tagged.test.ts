/**
 * The résumé carries the application (issue 37): a download reached through a tag the owner
 * created in the link builder is drawn for that application, every link to the site in it
 * carrying `ref=<tag>&utm_source=resume`; any other download gets the public, untagged PDF,
 * and a tag nobody created is never echoed. Through the real function, a real local Blobs
 * server and a PDF reader (pdf.js, through unpdf) that reads the link annotations.
 */
import { utcDate } from "@pmfolio/core";
import { beforeEach, describe, expect, it } from "vitest";
import { content } from "../../packages/site/src/content";
import handler from "../functions/download-resume.mjs";
import booking, { config as bookingConfig } from "../functions/go-booking.mjs";
import { readDayEvents } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { chromeOnWindows } from "./helpers/analytics";
import { pdfLinks } from "./helpers/pdf";

const SITE = content.site.url.replace(/\/+$/, "");
const SITE_HOST = new URL(SITE).host;
const TAG = "acme-corp-7k2qx9m4";

const blobs = blobsForFile();
beforeEach(async () => {
  await settleBackgroundWork();
  await analyticsStore().deleteAll();
  await analyticsStore().setJSON("applications/owned", [
    { ref: TAG, company: "Acme Corp.", created: new Date().toISOString() },
  ]);
  blobs().resetOperations();
});

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await handler(
    new Request(`${SITE}${path}`, {
      headers: { "User-Agent": chromeOnWindows, "Sec-Fetch-Site": "same-origin", ...headers },
    }),
    testContext(),
  );
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, links: await pdfLinks(bytes) };
}

const onSite = (url: string) => new URL(url).host === SITE_HOST;

describe("a tagged résumé", () => {
  it("is drawn for the application the page's address named (the same-origin Referer): every link to the site carries the tag", async () => {
    // Sec-GPC: the download is not counted, so every storage call below is the PDF's.
    const { response, links } = await download("/api/download-resume", {
      Referer: `${SITE}/?ref=${TAG}`,
      "Sec-GPC": "1",
    });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const site = links.filter(onSite);
    // The portfolio, each project with a page, the contact form and the booking page (through the site).
    const projectsWithPages = content.projects.filter((project) => project.page).length;
    expect(site.length).toBe(projectsWithPages + 3);
    for (const link of site) {
      const query = new URL(link).searchParams;
      expect(query.get("ref"), link).toBe(TAG);
      expect(query.get("utm_source"), link).toBe("resume");
    }
    expect(site).toContain(`${SITE}/?ref=${TAG}&utm_source=resume`);
    expect(site).toContain(`${SITE}/?ref=${TAG}&utm_source=resume#contact`);
    expect(site).toContain(`${SITE}/api/go/booking?ref=${TAG}&utm_source=resume`);
    // The address stays a plain mailto: (no mail client reports an open); profiles elsewhere never learn the tag.
    expect(links).toContain(`mailto:${content.profile.email}`);
    const elsewhere = links.filter((link) => !onSite(link) && !link.startsWith("mailto:"));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const link of elsewhere) expect(link).not.toContain(TAG);
    // The tag cost one storage read: the owner's list of applications.
    expect(blobs().operations).toEqual({ get: 1 });
  });

  it("is drawn for the tag on the download's own address, and the download counts for the application", async () => {
    const { response, links } = await download(`/api/download-resume?ref=${TAG}`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(links.filter(onSite).every((link) => new URL(link).searchParams.get("ref") === TAG)).toBe(true);

    // From the Referer, the goal carries the tag too, so the timeline can show "résumé downloaded".
    await download("/api/download-resume", { Referer: `${SITE}/resume?ref=${TAG}` });
    await settleBackgroundWork();
    const { goals } = await readDayEvents(analyticsStore(), utcDate(Date.now()));
    const downloads = goals.filter((goal) => goal.goal === "resume-download");
    expect(downloads).toHaveLength(2);
    for (const goal of downloads) expect(goal.campaign).toBe(TAG);
  });
});

describe("an untagged résumé", () => {
  it("has no tagged link, is public, and costs no storage call", async () => {
    const { response, links } = await download("/api/download-resume", {
      Referer: `${SITE}/resume`,
      "Sec-GPC": "1",
    });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    // The same address is tagged for a tagged page: a shared cache must keep them apart.
    expect(response.headers.get("Vary")).toBe("Referer");
    expect(links.filter(onSite).length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).searchParams.has("ref"), link).toBe(false);
    // The booking link still goes through the site, so its click counts.
    expect(links).toContain(`${SITE}/api/go/booking?utm_source=resume`);
    expect(blobs().operations).toEqual({});
  });

  it("is what a tag nobody created gets, by address or by Referer, without the value anywhere in it", async () => {
    const untagged = await download("/api/download-resume");
    const strangers = [
      await download("/api/download-resume?ref=stranger-tag"),
      await download("/api/download-resume", { Referer: `${SITE}/?ref=stranger-tag` }),
      // Not an application tag at all.
      await download("/api/download-resume?ref=%3Cscript%3E"),
      // An owned tag in another site's address is not this site's page.
      await download("/api/download-resume", { Referer: `https://elsewhere.example/?ref=${TAG}` }),
    ];
    for (const stranger of strangers) {
      expect(stranger.response.headers.get("Cache-Control")).toBe("public, max-age=3600");
      expect(stranger.bytes).toEqual(untagged.bytes);
      expect(stranger.links.join(" ")).not.toContain("stranger");
    }
  });

  it("is what a tagged download gets while storage fails: the download never waits on analytics", async () => {
    await blobs().stop();
    try {
      const { response, links } = await download(`/api/download-resume?ref=${TAG}`);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
      for (const link of links) expect(link).not.toContain(TAG);
    } finally {
      await blobs().start();
    }
  });
});

describe("GET /api/go/booking", () => {
  const go = (query: string, init: RequestInit = {}) =>
    booking(
      new Request(`${SITE}/api/go/booking${query}`, {
        ...init,
        headers: { "User-Agent": chromeOnWindows, ...init.headers },
      }),
      testContext(),
    );

  it("is served at /api/go/booking, rate-limited per address", () => {
    expect(bookingConfig.path).toBe("/api/go/booking");
    expect(bookingConfig.rateLimit?.aggregateBy).toContain("ip");
  });

  it("counts the click for the application and sends the reader to the owner's booking page only", async () => {
    const response = await go(`?ref=${TAG}&utm_source=resume`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(content.profile.bookingUrl);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // No parameter can choose where it goes.
    for (const query of [
      "?url=https://evil.example/",
      "?to=//evil.example",
      "?next=https%3A%2F%2Fevil.example",
      "?redirect=javascript:alert(1)",
    ]) {
      const other = await go(query);
      expect(other.status, query).toBe(302);
      expect(other.headers.get("Location"), query).toBe(content.profile.bookingUrl);
    }
    await settleBackgroundWork();
    const { goals } = await readDayEvents(analyticsStore(), utcDate(Date.now()));
    const clicks = goals.filter((goal) => goal.goal === "booking-click");
    expect(clicks).toHaveLength(5);
    expect(clicks.filter((goal) => goal.campaign === TAG)).toHaveLength(1);
  });

  it("does not count another site's <img> or frame pointing here, and counts a link followed from anywhere", async () => {
    const crossSite = { "Sec-Fetch-Site": "cross-site" };
    const image = await go(`?ref=${TAG}`, {
      headers: { ...crossSite, "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
    });
    expect(image.status).toBe(302);
    const frame = await go("", {
      headers: { ...crossSite, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe" },
    });
    expect(frame.status).toBe(302);
    await settleBackgroundWork();
    expect((await readDayEvents(analyticsStore(), utcDate(Date.now()))).goals).toEqual([]);
    // A link in a PDF or an email is a cross-site top-level navigation: a click.
    await go(`?ref=${TAG}`, {
      headers: { ...crossSite, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    });
    await settleBackgroundWork();
    const { goals } = await readDayEvents(analyticsStore(), utcDate(Date.now()));
    expect(goals.map((goal) => [goal.goal, goal.campaign])).toEqual([["booking-click", TAG]]);
  });

  it("does not count HEAD, a bot or a browser that declines tracking, and refuses other methods", async () => {
    expect((await go("", { method: "HEAD" })).status).toBe(302);
    expect((await go("", { headers: { "Sec-GPC": "1" } })).status).toBe(302);
    expect((await go("", { headers: { "User-Agent": "Slackbot-LinkExpanding 1.0" } })).status).toBe(302);
    const post = await go("", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    await settleBackgroundWork();
    const { goals } = await readDayEvents(analyticsStore(), utcDate(Date.now()));
    expect(goals).toEqual([]);
  });
});
