/**
 * "Acme opened your portfolio" through the real page-view function, a real local Blobs
 * server, a real SMTP server and a real webhook receiver on loopback: sent once for the
 * first view through a tag the owner created, once per tag and day in the owner's time
 * zone however many views arrive at once, never for a stranger's tag or with the notices
 * off or through a paused or expired link, and marked failed for the dashboard when no channel
 * takes it for a day. The page
 * view only queues the notice; the retry schedule sends it (`sendQueued`).
 */
import type { AnalyticsSummary, ApplicationTimeline, OwnedApplication } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import applicationsHandler from "../functions/analytics-applications.mjs";
import { createApplication } from "../../packages/netlify/src/analytics/applications";
import { readOwnedApplications } from "../../packages/netlify/src/analytics/store";
import { forgetDailyCapBlocks } from "../../packages/netlify/src/analytics/daily-cap";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { RETRY_WINDOW_MS, retryNotifications } from "../../packages/netlify/src/notices";
import { askSummary, pageViewBody, sendPageView } from "./helpers/analytics";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { SITE, withApplicationNotices } from "./helpers/application-notices";

const servers = withApplicationNotices({}, ["SITE_TIME_ZONE", "ADMIN_PASSWORD"]);

/**
 * Acme's application as one made before builder tags had an unguessable part, stored as
 * such: its link (`?ref=acme-corp`) keeps working.
 */
async function createAcme(): Promise<OwnedApplication> {
  const application = { ref: "acme-corp", company: "Acme Corp.", created: new Date().toISOString() };
  await analyticsStore().setJSON("applications/owned", [application]);
  return application;
}

/** One page view through `ref`, from a browser in Germany; resolves once the after-answer work is done. */
async function view(pageUrl: string, ref: string | null, ip = "198.51.100.1") {
  const response = await sendPageView(
    SITE,
    pageViewBody({ pageUrl, sessionId: `s-${ip}`, userId: `u-${ip}`, ...(ref ? { campaign: { ref } } : {}) }),
    testContext({ ip, geo: { country: { code: "DE", name: "Germany" } } } as never),
  );
  expect(response.status).toBe(202);
}

/** The page views' work after their answers, then the retry schedule's run that sends what they queued. */
async function sendQueued() {
  await settleBackgroundWork();
  await retryNotifications(new Date());
}

/** Sends what is queued, then expects `count` notices in all: as many mails as webhook posts. */
async function expectNoticesSent(count: number) {
  await sendQueued();
  expect(servers.smtp.mails).toHaveLength(count);
  expect(servers.hook.posts).toHaveLength(count);
}

/** A raw mail's body with quoted-printable soft breaks joined and "=3D" read as "=". */
const mailText = (raw: string) => raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");

/** Sends what is queued, expects it to be one mail in all, and answers that mail's text. */
async function onlyMailSent(): Promise<string> {
  await sendQueued();
  expect(servers.smtp.mails).toHaveLength(1);
  return mailText(servers.smtp.mails[0]!.raw);
}

describe("the application-opened notice", () => {
  it("tells the owner once: company, page, country and a link to the application, by email and webhook", async () => {
    await createAcme();
    await view("/projects/magic-leap", "acme-corp");
    const raw = await onlyMailSent();
    expect(servers.smtp.mails[0]!.to).toEqual(["owner@example.com"]);
    expect(raw).toMatch(/^Subject: Acme Corp\. opened your portfolio$/m);
    expect(raw).toContain("Page: /projects/magic-leap");
    expect(raw).toContain("Country: Germany");
    expect(raw).toContain(`${SITE}/analytics?tab=applications&ref=acme-corp`);
    // Nothing of the visit beyond those: no address, no browser.
    expect(raw).not.toContain("198.51.100.1");
    expect(raw).not.toContain("Chrome");

    expect(servers.hook.posts).toHaveLength(1);
    const body = servers.hook.posts[0]!.body as Record<string, unknown>;
    expect(body.application).toEqual({
      ref: "acme-corp",
      company: "Acme Corp.",
      page: "/projects/magic-leap",
      country: "DE",
    });
    expect(body.applicationUrl).toBe(`${SITE}/analytics?tab=applications&ref=acme-corp`);
    expect(body.text).toBe(
      // Slack reads "&amp;" as "&" (its text escapes only &, < and >).
      `Acme Corp. opened your portfolio\nPage: /projects/magic-leap\nCountry: Germany\nApplication: ${SITE}/analytics?tab=applications&amp;ref=acme-corp`,
    );
    expect(body.allowed_mentions).toEqual({ parse: [] });

    // The same company reading on, and another visitor through the same link that day: no more notices.
    await view("/resume", "acme-corp");
    await view("/", "acme-corp", "198.51.100.2");
    await expectNoticesSent(1);
  });

  it("makes a builder tag nobody can guess from the company: the guess notifies nothing and opens no application", async () => {
    process.env.ADMIN_PASSWORD = "opened-test-password";
    const created = await createApplication(analyticsStore(), { company: "Initech" }, new Date());
    if (!created.ok) throw new Error(created.error);
    const { ref } = created.application;
    expect(ref).toMatch(/^initech-[0-9a-z]{8}$/);
    await view("/", "initech");
    await view("/", "initech-pm");
    await sendQueued();
    expect(servers.smtp.mails).toHaveLength(0);
    const summary = await askSummary(SITE, "opened-test-password", { ip: "203.0.113.9" });
    const { applications } = (await summary.json()) as AnalyticsSummary;
    expect(applications).toEqual([expect.objectContaining({ ref, visits: 0 })]);

    await view("/", ref, "198.51.100.7");
    expect(await onlyMailSent()).toMatch(/^Subject: Initech opened your portfolio$/m);
  });

  it("names the page as the dashboard does, never the text a visitor sent as a path", async () => {
    await createAcme();
    await view("/call-me-at-555-0100-or-visit-evil.example", "acme-corp");
    const raw = await onlyMailSent();
    expect(raw).toContain("Page: (not found)");
    expect(raw).not.toContain("evil.example");
    expect((servers.hook.posts[0]!.body as { application: { page: string } }).application.page).toBe(
      "(not found)",
    );
  });

  it("sends one notice however many views of the link arrive at once", async () => {
    await createAcme();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => view("/", "acme-corp", `198.51.100.${index + 1}`)),
    );
    await expectNoticesSent(1);
  });

  it("never notifies for a tag nobody created in the link builder", async () => {
    await createAcme();
    await view("/", "someone-elses-tag");
    await view("/", "acme-corp-2");
    await expectNoticesSent(0);
  });

  it("never notifies unless NOTIFY_APPLICATION_OPENED is 1", async () => {
    await createAcme();
    delete process.env.NOTIFY_APPLICATION_OPENED;
    await view("/", "acme-corp");
    process.env.NOTIFY_APPLICATION_OPENED = "true";
    await view("/", "acme-corp", "198.51.100.2");
    await expectNoticesSent(0);
  });

  it("tells nothing through a paused or expired link, marks those visits on the timeline, and costs no extra call", async () => {
    process.env.ADMIN_PASSWORD = "opened-test-password";
    const acme = await createAcme();
    const closedFrom = (link: Partial<OwnedApplication>) =>
      analyticsStore().setJSON("applications/owned", [{ ...acme, ...link }]);
    delete process.env.NOTIFY_APPLICATION_OPENED;
    forgetDailyCapBlocks();
    await view("/", "acme-corp", "198.51.100.3");
    await settleBackgroundWork();
    servers.blobs.resetOperations();
    await view("/", "acme-corp", "198.51.100.4");
    await settleBackgroundWork();
    const open = { ...servers.blobs.operations };
    await closedFrom({ paused: true });
    servers.blobs.resetOperations();
    await view("/", "acme-corp", "198.51.100.5");
    await settleBackgroundWork();
    // Judging the link reuses the view's read of the applications: no call of any kind is added.
    for (const [operation, count] of Object.entries(servers.blobs.operations))
      expect(count, operation).toBeLessThanOrEqual(open[operation as keyof typeof open] ?? 0);

    process.env.NOTIFY_APPLICATION_OPENED = "1";
    await view("/resume", "acme-corp", "198.51.100.6");
    await closedFrom({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    await view("/projects/magic-leap", "acme-corp", "198.51.100.7");
    await expectNoticesSent(0);

    // Resumed, the link tells again; the visits made while it was closed stay marked.
    await closedFrom({});
    await view("/", "acme-corp", "198.51.100.8");
    await sendQueued();
    expect(servers.smtp.mails).toHaveLength(1);
    const timeline = await applicationsHandler(
      new Request(`${SITE}/api/analytics/applications?ref=acme-corp&days=7`, {
        headers: { Authorization: "Bearer opened-test-password" },
      }),
      testContext({ ip: "203.0.113.9" }),
    );
    const { visits } = (await timeline.json()) as ApplicationTimeline;
    expect(visits.map((visit) => [visit.pages[0]!.page, visit.linkClosed ?? false]).reverse()).toEqual([
      ["/", false],
      ["/", false],
      ["/", true],
      ["/resume", true],
      ["/projects/magic-leap", true],
      ["/", false],
    ]);
  });

  it("costs an untagged page view no storage call", async () => {
    await createAcme();
    delete process.env.NOTIFY_APPLICATION_OPENED;
    // A fresh block of the daily limit's count (./daily-cap) first, so both views below draw on it.
    forgetDailyCapBlocks();
    await view("/", null, "198.51.100.3");
    await settleBackgroundWork();
    servers.blobs.resetOperations();
    await view("/", null);
    await settleBackgroundWork();
    const off = { ...servers.blobs.operations };

    process.env.NOTIFY_APPLICATION_OPENED = "1";
    servers.blobs.resetOperations();
    await view("/", null, "198.51.100.2");
    await settleBackgroundWork();
    expect(servers.blobs.operations).toEqual(off);
  });

  it("notifies at most once per tag and day in the owner's time zone", async () => {
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    await createAcme();
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:30 on Nov 24 in California, then 00:30 and 01:00 on Nov 25 there (all Nov 25 in UTC).
    vi.setSystemTime(new Date("2026-11-25T07:30:00.000Z"));
    await view("/", "acme-corp");
    await sendQueued();
    vi.setSystemTime(new Date("2026-11-25T08:30:00.000Z"));
    await view("/projects/magic-leap", "acme-corp", "198.51.100.2");
    await sendQueued();
    vi.setSystemTime(new Date("2026-11-25T09:00:00.000Z"));
    await view("/resume", "acme-corp", "198.51.100.3");
    await sendQueued();

    expect(servers.smtp.mails).toHaveLength(2);
    expect(mailText(servers.smtp.mails[0]!.raw)).toContain("Page: /\r\n");
    expect(mailText(servers.smtp.mails[1]!.raw)).toContain("Page: /projects/magic-leap");
    expect(servers.hook.posts).toHaveLength(2);
  });

  it("retries a notice no channel took, and after a day marks the application's notification failed", async () => {
    delete process.env.SMTP_URL;
    servers.hook.status = 500;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await createAcme();
      await view("/", "acme-corp");
      await sendQueued();
      expect(servers.hook.posts).toHaveLength(0);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(
          /^notify: webhook attempt 1 for application-\d{4}-\d{2}-\d{2}-acme-corp failed/,
        ),
      );
      expect((await readOwnedApplications(analyticsStore()))[0]!.notificationFailed).toBeUndefined();

      const run = await retryNotifications(new Date(Date.now() + RETRY_WINDOW_MS + 60_000));
      expect(run.failed).toBe(1);
    } finally {
      servers.hook.status = 200;
    }
    expect((await readOwnedApplications(analyticsStore()))[0]!.notificationFailed).toBe(true);

    // The dashboard's summary says so for the application.
    process.env.ADMIN_PASSWORD = "application-opened-test-password";
    const summary = await askSummary(SITE, "application-opened-test-password");
    const { applications } = (await summary.json()) as AnalyticsSummary;
    expect(applications.find((application) => application.ref === "acme-corp")).toMatchObject({
      company: "Acme Corp.",
      notificationFailed: true,
    });
  });

  it("is retried by the next run and delivered once a channel takes it", async () => {
    servers.hook.status = 500;
    delete process.env.SMTP_URL;
    vi.spyOn(console, "error").mockImplementation(() => {});
    await createAcme();
    await view("/", "acme-corp");
    await sendQueued();
    servers.hook.status = 200;
    const run = await retryNotifications(new Date(Date.now() + 10 * 60_000));
    expect(run.delivered).toBe(1);
    expect(servers.hook.posts).toHaveLength(1);
    expect((servers.hook.posts[0]!.body as { application: { ref: string } }).application.ref).toBe(
      "acme-corp",
    );
    // Delivered: a later run has nothing left to send.
    expect((await retryNotifications(new Date(Date.now() + 60 * 60_000))).delivered).toBe(0);
    expect(servers.hook.posts).toHaveLength(1);
  });
});
