/**
 * An application's signals through the real functions, a real local Blobs server, a real
 * SMTP server and a real webhook receiver on loopback: bots on the link are labelled on
 * the timeline and notify nobody; a second browser from another country gives one
 * "forwarded" notice; a case study read to the end and a résumé downloaded each notify
 * once per application; each kind is off unless its variable is 1.
 */
import type { AnalyticsSummary, ApplicationTimeline, OwnedApplication } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import resumeHandler from "../functions/download-resume.mjs";
import applicationsHandler from "../functions/analytics-applications.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { retryNotifications } from "../../packages/netlify/src/notices";
import { pruneApplicationBrowsers } from "../../packages/netlify/src/analytics/application-signals";
import { askSummary, pageViewBody, sendPageView } from "./helpers/analytics";
import { engage as engageNow } from "./helpers/engagement";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { SITE, withApplicationNotices } from "./helpers/application-notices";

const PASSWORD = "signals-test-password";
const auth = { Authorization: `Bearer ${PASSWORD}` };
const servers = withApplicationNotices({
  ADMIN_PASSWORD: PASSWORD,
  NOTIFY_APPLICATION_FORWARDED: "1",
  NOTIFY_APPLICATION_READ_TO_END: "1",
  NOTIFY_RESUME_DOWNLOADED: "1",
});

async function createAcme(): Promise<OwnedApplication> {
  const application = { ref: "acme-7k2q", company: "Acme", created: new Date().toISOString() };
  await analyticsStore().setJSON("applications/owned", [application]);
  return application;
}

interface Visitor {
  /** The tracker says the browser came through an application's tag before. */
  tagged?: boolean;
  userAgent?: string;
  ip?: string;
  country?: string;
  userId?: string;
}

/** One page view; resolves once its after-answer work is done. */
async function view(pageUrl: string, ref: string | null, visitor: Visitor = {}) {
  const { userAgent = pageViewBody().userAgent, ip = "198.51.100.1", country = "DE" } = visitor;
  const userId = visitor.userId ?? `u-${ip}`;
  const response = await sendPageView(
    SITE,
    pageViewBody({
      pageUrl,
      userAgent,
      sessionId: `s-${userId}`,
      userId,
      ...(ref ? { campaign: { ref } } : {}),
      ...(visitor.tagged ? { tagged: true } : {}),
    }),
    testContext({ ip, geo: { country: { code: country } } } as never),
  );
  expect(response.status).toBe(202);
  await settleBackgroundWork();
  return response.status === 202 && response.headers.get("content-type")?.includes("json")
    ? ((await response.json()) as { view: string }).view
    : undefined;
}

/** The after-answer work, then the retry schedule's next run (a minute on: an engagement is sent seconds after its view). */
async function sendQueued() {
  await settleBackgroundWork();
  await retryNotifications(new Date(Date.now() + 60_000));
}

async function summary(): Promise<AnalyticsSummary> {
  return (await askSummary(SITE, PASSWORD, { ip: "203.0.113.9" })).json() as Promise<AnalyticsSummary>;
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

/** A header's encoded words ("=?UTF-8?Q?r=C3=A9sum=C3=A9?=") as text. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
    Buffer.from(
      text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );

/** The subjects of the mails sent so far, sorted (one retry run sends what it found in any order). */
const subjects = () =>
  servers.smtp.mails
    .map((mail) => {
      const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? "";
      return decodeWords(folded.replace(/\r\n[ \t]/g, "")).replace(/\?=\s*=\?UTF-8\?Q\?/gi, "");
    })
    .sort();

const engage = (view: string, pageUrl: string, userId: string, seconds: number, depth: number) =>
  engageNow(SITE, { view, pageUrl, sessionId: `s-${userId}`, seconds, depth });

async function download(query: string, userId?: string) {
  const response = await resumeHandler(
    new Request(`${SITE}/api/download-resume${query}`, {
      headers: {
        "User-Agent": pageViewBody().userAgent,
        "Sec-Fetch-Site": "same-origin",
        ...(userId ? { "X-Pmfolio-Visitor": userId } : {}),
      },
    }),
    testContext({ geo: { country: { code: "DE" } } } as never),
  );
  expect(response.status).toBe(200);
  await settleBackgroundWork();
}

describe("forwarded", () => {
  it("a second browser from another country on the same tag gives exactly one notice", async () => {
    const { ref } = await createAcme();
    await view("/", ref, { ip: "198.51.100.1", country: "DE" });
    await view("/projects/magic-leap", ref, { ip: "198.51.100.1", country: "DE" }); // the same browser again
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio"]);

    await view("/", ref, { ip: "203.0.113.50", country: "US", userId: "colleague" });
    await view("/", ref, { ip: "203.0.113.51", country: "FR", userId: "another-colleague" });
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio", "Acme passed your portfolio on"]);
    const raw = servers.smtp.mails.find((mail) => mail.raw.includes("passed your portfolio on"))!.raw;
    expect(raw).toContain("Country: United States");
    expect(raw).not.toContain("203.0.113.50");
    const hook = servers.hook.posts.at(-1)!.body as Record<string, unknown>;
    expect(hook.signal).toBe("forwarded");
    expect(hook.application).toEqual({ ref, company: "Acme", page: "/", country: "US" });

    // The timeline's events say it each time: a second browser, then a third in a new country.
    const events = (await summary()).applications[0]!.events;
    expect(events.filter((event) => event.type === "forwarded")).toHaveLength(2);
  });

  it("keeps no browser as itself: only the countries and today's daily hashes", async () => {
    const { ref } = await createAcme();
    await view("/", ref, { userId: "reader-id" });
    const stored = (await analyticsStore().get(`applications/signals/${ref}`, { type: "json" })) as Record<
      string,
      unknown
    >;
    expect(stored).toEqual({
      countries: ["DE"],
      day: new Date().toISOString().slice(0, 10),
      browsers: [expect.stringMatching(/^[A-Za-z0-9_-]{16}$/)],
      notified: [],
    });
    expect(JSON.stringify(stored)).not.toContain("reader-id");
  });

  it("tells nothing while the link is paused; once resumed, the next one is told", async () => {
    const acme = await createAcme();
    await analyticsStore().setJSON("applications/owned", [{ ...acme, paused: true }]);
    await view("/", acme.ref, { country: "DE" });
    await view("/", acme.ref, { ip: "203.0.113.50", country: "US", userId: "colleague" });
    await sendQueued();
    expect(subjects()).toEqual([]);
    await analyticsStore().setJSON("applications/owned", [acme]);
    await view("/", acme.ref, { ip: "203.0.113.51", country: "FR", userId: "another-colleague" });
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio", "Acme passed your portfolio on"]);
  });

  it("tells nobody with NOTIFY_APPLICATION_FORWARDED unset", async () => {
    delete process.env.NOTIFY_APPLICATION_FORWARDED;
    const { ref } = await createAcme();
    await view("/", ref, { country: "DE" });
    await view("/", ref, { ip: "203.0.113.50", country: "US", userId: "colleague" });
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio"]);
  });
});

describe("read to the end", () => {
  it("a case study past 90 % for 10 s, by a browser that came through the tag, notifies once", async () => {
    const { ref } = await createAcme();
    await view("/", ref, { userId: "reader" });
    const shallow = (await view("/projects/magic-leap", null, { userId: "reader", tagged: true }))!;
    await engage(shallow, "/projects/magic-leap", "reader", 60, 80);
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio"]);

    const deep = (await view("/projects/interview-coach", null, { userId: "reader", tagged: true }))!;
    await engage(deep, "/projects/interview-coach", "reader", 12, 95);
    const again = (await view("/projects/magic-leap", null, { userId: "reader", tagged: true }))!;
    await engage(again, "/projects/magic-leap", "reader", 30, 100);
    await sendQueued();
    expect(subjects()).toEqual(["Acme opened your portfolio", "Acme read a case study to the end"]);
    expect(servers.smtp.mails.map((mail) => mail.raw).join("\n")).toContain(
      "Page: /projects/interview-coach",
    );
  });

  it("costs an engagement without a tag no storage call beyond its own (a listing and a write)", async () => {
    await createAcme();
    const viewed = (await view("/projects/magic-leap", null, { userId: "someone" }))!;
    servers.blobs.resetOperations();
    await engage(viewed, "/projects/magic-leap", "someone", 30, 100);
    expect(servers.blobs.operations).toEqual({ list: 1, set: 1 });
    await sendQueued();
    expect(subjects()).toEqual([]);
  });
});

describe("résumé downloaded", () => {
  it("notifies once per application, by the link's tag or by the browser that came with it", async () => {
    const { ref } = await createAcme();
    await view("/", ref, { userId: "reader" });
    await download("", "reader");
    await download(`?ref=${ref}`);
    await sendQueued();
    expect(subjects()).toEqual(["Acme downloaded your résumé", "Acme opened your portfolio"]);
    expect(servers.smtp.mails).toHaveLength(2);
  });

  it("does not notify for a download without an owned tag", async () => {
    await createAcme();
    await download("?ref=acme");
    await download("", "stranger");
    await sendQueued();
    expect(subjects()).toEqual([]);
  });
});

describe("a browser's application for the day", () => {
  it("is kept for its UTC day only: the roll-up's step deletes the days before today", async () => {
    const { ref } = await createAcme();
    await view("/", ref);
    const store = analyticsStore();
    await store.set("applications/browsers/2020-01-01/old-hash", ref);
    const listed = async () =>
      (await store.list({ prefix: "applications/browsers/" })).blobs.map(({ key }) => key.split("/")[2]);
    expect((await listed()).sort()).toEqual(["2020-01-01", new Date().toISOString().slice(0, 10)]);
    expect(await pruneApplicationBrowsers(store)).toBe(1);
    expect(await listed()).toEqual([new Date().toISOString().slice(0, 10)]);
  });
});
