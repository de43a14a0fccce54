/**
 * Reading per block through the real functions and a real local Blobs server: a project
 * page's blocks ride the view's one engagement beacon, are refused whole when the tracker
 * would not send them, are never read longer than their page, cost no storage call more,
 * and come back on the application's timeline, before and after the hour is summarised.
 */
import type { ApplicationTimeline, BlockReading, OwnedApplication } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import applicationsHandler from "../functions/analytics-applications.mjs";
import { recordEngagement } from "../../packages/netlify/src/analytics/engagement";
import { hourPartialKey } from "../../packages/netlify/src/analytics/keys";
import { computeDaySummary } from "../../packages/netlify/src/analytics/summary";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { withEmptyAnalyticsStore } from "./helpers/analytics";
import { engage, postEngagement, storedEngagement, viewPage as viewPageOf } from "./helpers/engagement";
import { onTestDay, storeTestDayVisit } from "./helpers/stored-visits";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";

const PASSWORD = "block-reading-test-password";
const site = "https://jordan.example";
const page = "/projects/magic-leap";
const blocks: BlockReading[] = [
  ["overview", 9],
  ["problem", 12],
  ["features", 40],
  ["metrics", null],
];

const blobs = withEmptyAnalyticsStore(PASSWORD);

const viewPage = (pageUrl: string, sessionId: string, userId = `u-${sessionId}`) =>
  viewPageOf(site, pageUrl, sessionId, { userId });
const post = (body: Record<string, unknown>) => postEngagement(site, body);

function owner(query = "", init: RequestInit = {}) {
  return applicationsHandler(
    new Request(`${site}/api/analytics/applications${query}`, {
      ...init,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${PASSWORD}` },
    }),
    testContext({ ip: "203.0.113.10" }),
  );
}

describe("reading per block", () => {
  it("shows on the application's timeline which blocks a view reached and the seconds in each", async () => {
    const created = await owner("", { method: "POST", body: JSON.stringify({ company: "Acme" }) });
    const { ref } = (await created.json()) as OwnedApplication;
    const arrival = await viewPage(`${page}?ref=${ref}`, "s1", "reader");
    await engage(site, { view: arrival, pageUrl: page, sessionId: "s1", seconds: 70, depth: 60, blocks });
    // A page without blocks sends none, as before.
    const home = await viewPage("/", "s2", "reader");
    await engage(site, { view: home, pageUrl: "/", sessionId: "s2", seconds: 5, depth: 100 });

    const timeline = (await (await owner(`?ref=${ref}&days=7`)).json()) as ApplicationTimeline;
    expect(timeline.visits[0]!.pages).toEqual([
      { page, at: expect.any(String), seconds: 70, depth: 60, blocks },
      { page: "/", at: expect.any(String), seconds: 5, depth: 100 },
    ]);
  });

  it("refuses a list the tracker would not send with 400, naming it, and stores nothing", async () => {
    const view = await viewPage(page, "s1");
    const read = { view, pageUrl: page, sessionId: "s1", seconds: 30, depth: 50 };
    const overview = (count: number) =>
      Array.from({ length: count }, (_, index) => [index ? `overview-${index + 1}` : "overview", 1]);
    for (const wrong of [
      overview(21),
      [["problem", 31]],
      [["made-up", 1]],
      [
        ["problem", 1],
        ["problem", 2],
      ],
      { problem: 1 },
    ]) {
      const response = await post({ ...read, blocks: wrong });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "The engagement is not valid.",
        fields: {
          blocks:
            "blocks must list at most 20 of the page's blocks once each, as [key, seconds from 0 to 30 or null].",
        },
      });
    }
    // A stranger's list past the body limit is refused before it is read.
    expect((await post({ ...read, blocks: overview(1000) })).status).toBe(413);
    expect(await storedEngagement()).toEqual([]);
    // The most a page reports fits the beacon's body limit.
    expect((await post({ ...read, blocks: overview(20) })).status).toBe(202);
  });

  it("clips each block to its page's read, the time since the view", async () => {
    const view = await viewPage(page, "s1");
    const response = await post({
      view,
      pageUrl: page,
      sessionId: "s1",
      seconds: 3000,
      depth: 90,
      blocks: [
        ["problem", 3000],
        ["metrics", null],
      ],
    });
    expect(response.status).toBe(202);
    const [stored] = await storedEngagement();
    expect(stored!.seconds).toBeLessThan(60);
    expect(stored!.blocks).toEqual([
      ["problem", stored!.seconds],
      ["metrics", null],
    ]);
  });

  it("keeps the blocks in the hour's partial, which the day is read from once its hour closed", async () => {
    const store = analyticsStore();
    const view = await storeTestDayVisit("10:15:00", "s1", {
      pageUrl: page,
      campaign: "acme-7k2qx9m4",
      viaRef: true,
    });
    const read = { view, pageUrl: page, sessionId: "s1", seconds: 60, depth: 80, blocks };
    expect(await recordEngagement(store, read, { nowMs: onTestDay("10:16:00") })).toBe("stored");
    const nowMs = onTestDay("15:10:00");
    const fromEvents = await computeDaySummary(store, "2026-11-24", { timeZone: "UTC", nowMs });
    expect(fromEvents.trails[0]!.views[0]).toMatchObject({ page, seconds: 60, blocks });
    await settleBackgroundWork();
    expect(await store.get(hourPartialKey(onTestDay("10:00:00")), { type: "json" })).toMatchObject({
      engagement: [[view, 60, 80, blocks]],
    });
    // Without the hour's events, the partial alone gives the same trail.
    const { blobs: events } = await store.list({ prefix: "events/2026-11-24/" });
    await Promise.all(events.map(({ key }) => store.delete(key)));
    const fromPartial = await computeDaySummary(store, "2026-11-24", { timeZone: "UTC", nowMs });
    expect(fromPartial.trails).toEqual(fromEvents.trails);
  });

  it("costs the same storage calls as an engagement without blocks: one listing, one write", async () => {
    const plain = await viewPage(page, "s1");
    const withBlocks = await viewPage(page, "s2");
    const calls = async (body: Record<string, unknown>) => {
      await settleBackgroundWork();
      blobs().resetOperations();
      expect((await post(body)).status).toBe(202);
      await settleBackgroundWork();
      return { ...blobs().operations };
    };
    const without = await calls({ view: plain, pageUrl: page, sessionId: "s1", seconds: 0, depth: 10 });
    const withThem = await calls({
      view: withBlocks,
      pageUrl: page,
      sessionId: "s2",
      seconds: 0,
      depth: 10,
      blocks: [
        ["overview", 0],
        ["problem", null],
      ],
    });
    expect(withThem).toEqual(without);
    expect(without).toEqual({ list: 1, set: 1 });
  });
});
