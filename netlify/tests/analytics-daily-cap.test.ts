/**
 * The site-wide daily bound on stored analytics events, through the real page-view and
 * goal functions, a real local Blobs server and a real SMTP server: past the bound every
 * event is still answered as usual, nothing more is stored, the drops are counted for the
 * dashboard, and the owner is told once. Counting costs the same calls on a full day as
 * on an empty one.
 */
import { getStore } from "@netlify/blobs";
import { utcDate } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import goalHandler from "../functions/analytics-goal.mjs";
import { forgetDailyCapBlocks, storedFolder } from "../../packages/netlify/src/analytics/daily-cap";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { retryNotifications } from "../../packages/netlify/src/notices";
import { mapLimit } from "../../packages/netlify/src/concurrency";
import { ownerSummary, pageViewBody, sendPageView } from "./helpers/analytics";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { withNotifyServers } from "./helpers/notify-receivers";

const SITE = "https://pm.example.com";
const PASSWORD = "daily-cap-password";
const servers = withNotifyServers();
const variables = ["SMTP_URL", "NOTIFY_EMAIL_TO", "SITE_URL", "ADMIN_PASSWORD", "ANALYTICS_DAILY_EVENTS"];

beforeEach(async () => {
  await settleBackgroundWork();
  servers.smtp.mails.length = 0;
  await analyticsStore().deleteAll();
  await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
  forgetDailyCapBlocks();
  process.env.SMTP_URL = servers.smtp.url;
  process.env.NOTIFY_EMAIL_TO = "owner@example.com";
  process.env.SITE_URL = SITE;
  process.env.ADMIN_PASSWORD = PASSWORD;
});
afterEach(() => {
  for (const name of variables) delete process.env[name];
});

async function view(index: number) {
  const response = await sendPageView(
    SITE,
    pageViewBody({ pageUrl: `/made-up-${index}`, sessionId: `s-${index}`, userId: `u-${index}` }),
    testContext({ ip: `198.51.100.${(index % 250) + 1}` }),
  );
  return response.status;
}

const summary = () => ownerSummary(SITE, PASSWORD, { ip: "203.0.113.9" });

const storedEvents = async () =>
  (await analyticsStore().list({ prefix: `events/${utcDate(Date.now())}/` })).blobs.length;

describe("the daily bound on stored analytics events", () => {
  it("answers every view as usual past the bound, stores none of them, counts them, and tells the owner once", async () => {
    process.env.ANALYTICS_DAILY_EVENTS = "20";
    const statuses = await mapLimit(
      Array.from({ length: 35 }, (_, index) => index),
      10,
      view,
    );
    expect(statuses.every((status) => status === 202)).toBe(true);
    const goal = await goalHandler(
      new Request(`${SITE}/api/analytics/goal`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": pageViewBody().userAgent },
        body: JSON.stringify({ goal: "booking-click", pageUrl: "/", userId: "u-1", sessionId: "s-1" }),
      }),
      testContext(),
    );
    expect(goal.status).toBe(202);
    await settleBackgroundWork();
    expect(await storedEvents()).toBe(20);

    const answer = await summary();
    expect(answer.totalVisits).toBe(20);
    expect(answer.goals["booking-click"].completions).toBe(0);
    expect(answer.cappedDays).toEqual([{ date: utcDate(Date.now()), dropped: 16 }]);

    await retryNotifications(new Date());
    expect(servers.smtp.mails).toHaveLength(1);
    const raw = servers.smtp.mails[0]!.raw.replace(/=\r\n/g, "");
    expect(raw).toMatch(/^Subject: Analytics reached the daily limit on \d{4}-\d{2}-\d{2}$/m);
    expect(raw).toContain(`${SITE}/analytics`);

    // More views that day: still answered, still not stored, and no second notice.
    expect(await view(100)).toBe(202);
    await settleBackgroundWork();
    await retryNotifications(new Date());
    expect(await storedEvents()).toBe(20);
    expect(servers.smtp.mails).toHaveLength(1);
  });

  it("says nothing in the summary of a day under the bound", async () => {
    expect(await view(1)).toBe(202);
    await settleBackgroundWork();
    expect((await summary()).cappedDays).toBeUndefined();
  });

  it("costs a new instance the same calls on a nearly full day as on an empty one, and a warm one none", async () => {
    // Each run from a sender new to the day: its first view claims the first block of its share.
    const cold = async (index: number) => {
      forgetDailyCapBlocks();
      servers.blobs.resetOperations();
      expect(await view(index)).toBe(202);
      await settleBackgroundWork();
      return { ...servers.blobs.operations };
    };
    const empty = await cold(1);
    // 990 of the 1,000 blocks of today's allowance already claimed by other instances.
    const folder = storedFolder(utcDate(Date.now()));
    await servers.blobs.writeFiles(
      "analytics",
      Array.from({ length: 990 }, (_, index) => `${folder}${String(index).padStart(4, "0")}`),
    );
    expect(await cold(3)).toEqual(empty);

    // Warm: the blocks claimed cover the sender's next views (50 events per block at the default bound).
    servers.blobs.resetOperations();
    expect(await view(3)).toBe(202);
    await settleBackgroundWork();
    const warm = { ...servers.blobs.operations };
    expect(warm.list ?? 0).toBe((empty.list ?? 0) - 1);
    expect(warm.set).toBe((empty.set ?? 0) - 2);
  });
});
