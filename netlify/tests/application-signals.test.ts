/**
 * An application's signals through the real functions, a real local Blobs server, a real
 * SMTP server and a real webhook receiver on loopback: bots on the link are labelled on
 * the timeline and notify nobody.
 */
import { getStore } from "@netlify/blobs";
import type { AnalyticsSummary, ApplicationTimeline, OwnedApplication } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handler from "../functions/analytics.mjs";
import applicationsHandler from "../functions/analytics-applications.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { retryNotifications } from "../../packages/netlify/src/notices";
import { pageViewBody } from "./helpers/analytics";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { withNotifyServers } from "./helpers/notify-receivers";

const SITE = "https://pm.example.com";
const PASSWORD = "signals-test-password";
const auth = { Authorization: `Bearer ${PASSWORD}` };
const servers = withNotifyServers();
const variables = [
  "SMTP_URL",
  "NOTIFY_EMAIL_TO",
  "NOTIFY_WEBHOOK_URL",
  "SITE_URL",
  "NOTIFY_APPLICATION_OPENED",
  "ADMIN_PASSWORD",
];

beforeEach(async () => {
  await settleBackgroundWork();
  servers.smtp.mails.length = 0;
  servers.hook.posts.length = 0;
  await analyticsStore().deleteAll();
  await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
  process.env.SMTP_URL = servers.smtp.url;
  process.env.NOTIFY_EMAIL_TO = "owner@example.com";
  process.env.NOTIFY_WEBHOOK_URL = servers.hook.url;
  process.env.SITE_URL = SITE;
  process.env.NOTIFY_APPLICATION_OPENED = "1";
  process.env.ADMIN_PASSWORD = PASSWORD;
});
afterEach(() => {
  for (const name of variables) delete process.env[name];
  vi.useRealTimers();
});

async function createAcme(): Promise<OwnedApplication> {
  const application = { ref: "acme-7k2q", company: "Acme", created: new Date().toISOString() };
  await analyticsStore().setJSON("applications/owned", [application]);
  return application;
}

interface Visitor {
  userAgent?: string;
  ip?: string;
  country?: string;
  userId?: string;
}

/** One page view; resolves once its after-answer work is done. */
async function view(pageUrl: string, ref: string | null, visitor: Visitor = {}) {
  const { userAgent = pageViewBody().userAgent, ip = "198.51.100.1", country = "DE" } = visitor;
  const userId = visitor.userId ?? `u-${ip}`;
  const response = await handler(
    new Request(`${SITE}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent },
      body: JSON.stringify(
        pageViewBody({
          pageUrl,
          userAgent,
          sessionId: `s-${userId}`,
          userId,
          ...(ref ? { campaign: { ref } } : {}),
        }),
      ),
    }),
    testContext({ ip, geo: { country: { code: country } } } as never),
  );
  expect(response.status).toBe(202);
  await settleBackgroundWork();
  return response.status === 202 && response.headers.get("content-type")?.includes("json")
    ? ((await response.json()) as { view: string }).view
    : undefined;
}

async function sendQueued() {
  await settleBackgroundWork();
  await retryNotifications(new Date());
}

async function summary(): Promise<AnalyticsSummary> {
  const response = await handler(
    new Request(`${SITE}/api/analytics?days=7`, { headers: auth }),
    testContext({ ip: "203.0.113.9" }),
  );
  return (await response.json()) as AnalyticsSummary;
}

async function timeline(ref: string): Promise<ApplicationTimeline> {
  const response = await applicationsHandler(
    new Request(`${SITE}/api/analytics/applications?ref=${ref}&days=7`, { headers: auth }),
    testContext({ ip: "203.0.113.9" }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ApplicationTimeline;
}

/** The user agents of the link previewers and tracking systems' fetchers a shared link meets first. */
export const botUserAgents = {
  "LinkedIn preview": "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Slack preview": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  Greenhouse: "Mozilla/5.0 (compatible; Greenhouse/1.0; +https://www.greenhouse.com)",
  Lever: "Lever-Link-Checker/1.0",
} as const;

describe("bots on an application's link", () => {
  it("are labelled on the timeline, never notify and never open the application", async () => {
    const { ref } = await createAcme();
    for (const [index, userAgent] of Object.values(botUserAgents).entries())
      await view(index === 0 ? "/" : "/projects/magic-leap", ref, { userAgent, ip: `192.0.2.${index + 1}` });
    await sendQueued();
    expect(servers.smtp.mails).toHaveLength(0);
    expect(servers.hook.posts).toHaveLength(0);

    const [acme] = (await summary()).applications;
    expect(acme).toEqual(expect.objectContaining({ ref, visits: 0, firstSeen: null, events: [] }));
    const { visits } = await timeline(ref);
    expect(visits.map((visit) => visit.bot).sort()).toEqual(Object.keys(botUserAgents).sort());
    expect(visits.find((visit) => visit.bot === "LinkedIn preview")?.pages).toEqual([
      { page: "/", at: expect.any(String) },
    ]);

    // A person opening the link afterwards is the opening, and is told about.
    await view("/", ref);
    await sendQueued();
    expect(servers.smtp.mails).toHaveLength(1);
    expect((await summary()).applications[0]!.events.map((event) => event.type)).toEqual(["opened"]);
  });
});
