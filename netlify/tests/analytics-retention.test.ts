/**
 * Retention (lib/analytics/retention): visit data older than the dashboard's longest
 * range (or ANALYTICS_RETENTION_DAYS, when longer) is deleted by the daily roll-up;
 * everything the dashboard can show is untouched. Against a real local Blobs server.
 */
import { addDays, daySummaryVersion, utcDate, type VisitRecord } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import rollup from "../functions/analytics-rollup.mjs";
import {
  MIN_RETENTION_DAYS,
  pruneExpiredDays,
  retentionDays,
} from "../../packages/netlify/src/analytics/retention";
import { appendBot, appendVisit, readDayEvents } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { computeDaySummary, loadAnalyticsSummary } from "../../packages/netlify/src/analytics/summary";
import { blobsForFile } from "./helpers/blobs-for-file";
import { visitToStore } from "../../packages/core/src/analytics/fixtures/visits";

blobsForFile();
afterEach(() => {
  delete process.env.ANALYTICS_RETENTION_DAYS;
});

const now = new Date("2026-11-23T12:00:00.000Z");
const today = utcDate(now.getTime());
const daysAgo = (n: number) => addDays(today, -n);

function visitOn(date: string, page: string): Omit<VisitRecord, "id"> {
  return visitToStore({
    timestamp: Date.parse(`${date}T09:30:00.000Z`),
    pageUrl: page,
    browser: "Firefox",
    os: "Linux",
    visitor: "0123456789abcdef",
  });
}

/** Every key of the analytics store, sorted. */
async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of analyticsStore().list({ paginate: true }))
    keys.push(...page.blobs.map((b) => b.key));
  return keys.sort();
}

/** Two visits and a bot on each day, and the stored summary of each closed day. */
async function seed(ages: number[]) {
  const store = analyticsStore();
  for (const age of ages) {
    const date = daysAgo(age);
    await appendVisit(store, date, visitOn(date, "/"));
    await appendVisit(store, date, visitOn(date, "/projects/magic-leap"));
    await appendBot(store, date, Date.parse(`${date}T10:00:00.000Z`));
    if (age > 0) {
      const summary = await computeDaySummary(store, date);
      await store.setJSON(`days/v1/${date}`, summary);
    }
  }
}

describe("analytics retention", () => {
  beforeEach(async () => {
    const store = analyticsStore();
    for (const key of await allKeys()) await store.delete(key);
  });

  it("keeps at least the dashboard's longest range, whatever is configured", () => {
    expect(MIN_RETENTION_DAYS).toBe(90);
    expect(retentionDays()).toBe(90);
    process.env.ANALYTICS_RETENTION_DAYS = "30";
    expect(retentionDays()).toBe(90);
    process.env.ANALYTICS_RETENTION_DAYS = "400";
    expect(retentionDays()).toBe(400);
    process.env.ANALYTICS_RETENTION_DAYS = "not a number";
    expect(retentionDays()).toBe(90);
  });

  it("deletes events and summaries of days before the last 90, and nothing the dashboard shows", async () => {
    await seed([0, 1, 89, 90, 91, 200]);
    const ninetyDays = await loadAnalyticsSummary(analyticsStore(), 90, now);
    const keysBefore = await allKeys();

    const result = await pruneExpiredDays(analyticsStore(), now);

    expect(result.days).toEqual([daysAgo(200), daysAgo(91), daysAgo(90)]);
    // Per expired day: two visits, a bot, the partials of their two hours and the summary.
    expect(result.deleted).toBe(3 * 6);
    const keysAfter = await allKeys();
    expect(keysAfter).toEqual(
      keysBefore.filter((key) => ![daysAgo(90), daysAgo(91), daysAgo(200)].some((d) => key.includes(d))),
    );
    for (const age of [90, 91, 200]) {
      expect(await readDayEvents(analyticsStore(), daysAgo(age))).toEqual({
        visits: [],
        goals: [],
        bots: 0,
        engagement: [],
      });
    }
    // The dashboard's figures are exactly what they were.
    expect(await loadAnalyticsSummary(analyticsStore(), 90, now)).toEqual(ninetyDays);
  });

  it("is idempotent: a second run deletes nothing", async () => {
    await seed([5, 120]);
    expect((await pruneExpiredDays(analyticsStore(), now)).deleted).toBe(6);
    expect(await pruneExpiredDays(analyticsStore(), now)).toEqual({ days: [], deleted: 0 });
  });

  it("keeps longer when ANALYTICS_RETENTION_DAYS says so", async () => {
    process.env.ANALYTICS_RETENTION_DAYS = "180";
    await seed([120, 179, 180, 365]);
    const result = await pruneExpiredDays(analyticsStore(), now);
    expect(result.days).toEqual([daysAgo(365), daysAgo(180)]);
    const kept = await allKeys();
    expect(kept.some((key) => key.includes(daysAgo(120)))).toBe(true);
    expect(kept.some((key) => key.includes(daysAgo(179)))).toBe(true);
  });

  it("deletes summaries of older summary versions too", async () => {
    const store = analyticsStore();
    await store.setJSON(`days/v0/${daysAgo(150)}`, { stale: true });
    await store.setJSON(`days/v0/${daysAgo(10)}`, { stale: true });
    const result = await pruneExpiredDays(store, now);
    expect(result).toEqual({ days: [daysAgo(150)], deleted: 1 });
    expect(await allKeys()).toEqual([`days/v0/${daysAgo(10)}`]);
  });

  it("runs in the scheduled roll-up, which answers 204", async () => {
    // The roll-up works on the real clock: seed relative to it.
    const realToday = utcDate(Date.now());
    const store = analyticsStore();
    const old = addDays(realToday, -95);
    const recent = addDays(realToday, -3);
    await appendVisit(store, old, visitOn(old, "/"));
    await appendVisit(store, recent, visitOn(recent, "/"));

    const response = await rollup();

    expect(response.status).toBe(204);
    const keys = await allKeys();
    expect(keys.some((key) => key.includes(old))).toBe(false);
    // The visit, its hour's partial and the day's new summary (and the partials of hours
    // an earlier test left an empty folder in: the local store keeps folders).
    const kept = keys.filter((key) => key.includes(recent));
    expect(kept.filter((key) => !key.startsWith(`hours/v1/${recent}/`))).toEqual([
      `days/v${daySummaryVersion}/${recent}`,
      expect.stringMatching(new RegExp(`^events/${recent}/09/`)),
    ]);
    expect(kept).toContain(`hours/v1/${recent}/09`);
  });
});
