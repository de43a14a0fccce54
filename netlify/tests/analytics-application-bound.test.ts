/**
 * A flood cannot silence an application (issue 45): through the real page-view and résumé
 * functions, a real local Blobs server and real SMTP and webhook receivers, with the site's
 * daily bound lowered to 200 events (`ANALYTICS_DAILY_EVENTS`; the default is 50,000, and each
 * sender's share is 1 % of it). Junk from many senders fills the site's bound and stays within
 * it; a company's view through its application's link is still stored and told; one sender
 * stores only its share; and when an application's own bound is used up, its opening, its
 * sighting and its résumé download still notify.
 */
import { utcDate, type OwnedApplication } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import resumeHandler from "../functions/download-resume.mjs";
import { forgetDailyCapBlocks } from "../../packages/netlify/src/analytics/daily-cap";
import { readDayEvents } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { retryNotifications } from "../../packages/netlify/src/notices";
import { mapLimit } from "../../packages/netlify/src/concurrency";
import { sendPageView, pageViewBody } from "./helpers/analytics";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { SITE, withApplicationNotices } from "./helpers/application-notices";

const BOUND = 200;
const servers = withApplicationNotices(
  {
    ANALYTICS_DAILY_EVENTS: String(BOUND),
    NOTIFY_APPLICATION_FORWARDED: "1",
    NOTIFY_RESUME_DOWNLOADED: "1",
  },
  ["ANALYTICS_APPLICATION_EVENTS"],
);

const REF = "acme-corp-7k2qx9m4";
async function createAcme(): Promise<OwnedApplication> {
  forgetDailyCapBlocks();
  const application = { ref: REF, company: "Acme Corp.", created: new Date().toISOString() };
  await analyticsStore().setJSON("applications/owned", [application]);
  return application;
}

/** One page view from `ip` (its browser named after it), through `ref` when given. */
async function view(ip: string, options: { ref?: string; page?: string } = {}) {
  const response = await sendPageView(
    SITE,
    pageViewBody({
      pageUrl: options.page ?? "/",
      sessionId: `s-${ip}`,
      userId: `u-${ip}`,
      ...(options.ref ? { campaign: { ref: options.ref } } : {}),
    }),
    testContext({ ip, geo: { country: { code: "DE" } } } as never),
  );
  expect(response.status).toBe(202);
}

/** `count` junk views, two from each of `count / 2` addresses, on made-up pages and made-up tags. */
async function junk(count: number) {
  await mapLimit(
    Array.from({ length: count }, (_, index) => index),
    8,
    (index) =>
      view(`198.51.${Math.floor(index / 500)}.${Math.floor(index / 2) % 250}`, {
        page: `/junk-${index}`,
        ...(index % 3 === 0 ? { ref: `junk-${index}` } : {}),
      }),
  );
  await settleBackgroundWork();
}

const today = async () => readDayEvents(analyticsStore(), utcDate(Date.now()));
const subjects = () =>
  servers.smtp.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw.replace(/=\r\n/g, ""))?.[1]);

async function sendQueued() {
  await settleBackgroundWork();
  await retryNotifications(new Date());
}

describe("the daily bounds and an application", () => {
  it("stores and tells a company's opening after junk 1.2 times the bound filled the day, and keeps the junk within it", async () => {
    await createAcme();
    await junk(BOUND * 1.2);
    const flooded = await today();
    expect(flooded.visits.length).toBe(BOUND);

    await view("203.0.113.7", { ref: REF, page: "/projects/magic-leap" });
    await sendQueued();
    const after = await today();
    expect(after.visits.filter((visit) => visit.campaign === REF)).toHaveLength(1);
    expect(after.visits.length).toBe(BOUND + 1);
    expect(subjects()).toContain("Acme Corp. opened your portfolio");
  });

  it("lets one sender store only its share (1 % of the bound): an IPv4 address, or any address of an IPv6 /64", async () => {
    await createAcme();
    for (let index = 0; index < 5; index += 1) await view("192.0.2.1", { page: `/one-${index}` });
    await view("2001:db8:1:2::1", { page: "/v6-a" });
    await view("2001:db8:1:2::1", { page: "/v6-b" });
    await view("2001:db8:1:2:ffff:ffff:ffff:ffff", { page: "/v6-c" });
    await view("2001:db8:1:3::1", { page: "/v6-other" });
    await settleBackgroundWork();
    const pages = (await today()).visits.map((visit) => visit.pageUrl).sort();
    expect(pages).toEqual(["/one-0", "/one-1", "/v6-a", "/v6-b", "/v6-other"].sort());
    // The senders are counted by a daily hash: no address in any key.
    const keys = (await analyticsStore().list({ prefix: "limits/" })).blobs.map(({ key }) => key);
    expect(keys.some((key) => key.startsWith("limits/clients/"))).toBe(true);
    for (const address of ["192.0.2.1", "2001:db8", "2001-db8"])
      expect(keys.filter((key) => key.includes(address))).toEqual([]);
  });

  it("stores a company's view through its link even when its address has used its share of the day", async () => {
    await createAcme();
    // An office's one address: its untagged views use the share (2 at this bound) ...
    for (let index = 0; index < 4; index += 1) await view("192.0.2.80", { page: `/office-${index}` });
    // ... and the company's reading through its own link answers only to the application's bound.
    await view("192.0.2.80", { ref: REF, page: "/projects/magic-leap" });
    await settleBackgroundWork();
    const visits = (await today()).visits;
    expect(visits.filter((visit) => visit.pageUrl.startsWith("/office-"))).toHaveLength(2);
    expect(visits.filter((visit) => visit.campaign === REF)).toHaveLength(1);
  });

  it("still tells the opening, a forward and a download once the application's own bound is used up", async () => {
    process.env.ANALYTICS_APPLICATION_EVENTS = "1";
    await createAcme();
    await junk(BOUND * 1.2);
    await view("203.0.113.7", { ref: REF });
    await settleBackgroundWork();
    await view("203.0.113.8", { ref: REF });
    const response = await resumeHandler(
      new Request(`${SITE}/api/download-resume?ref=${REF}`, {
        headers: { "User-Agent": pageViewBody().userAgent, "Sec-Fetch-Site": "same-origin" },
      }),
      testContext({ ip: "203.0.113.9" }),
    );
    expect(response.status).toBe(200);
    await sendQueued();
    const events = await today();
    // Only the first of the application's events fitted its bound of 1.
    expect(events.visits.filter((visit) => visit.campaign === REF)).toHaveLength(1);
    expect(events.goals).toEqual([]);
    const told = subjects();
    expect(told).toContain("Acme Corp. opened your portfolio");
    expect(told).toContain("Acme Corp. passed your portfolio on");
    // The subject is MIME-encoded for its "é".
    expect(told.filter((subject) => /Acme_Corp=2E_downloaded_your_r/.test(subject ?? ""))).toHaveLength(1);
    expect(told).toContain(`Analytics reached the daily limit on ${utcDate(Date.now())}`);
    expect(told).toHaveLength(4);
  });
});
