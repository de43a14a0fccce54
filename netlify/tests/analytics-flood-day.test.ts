import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setEnvironmentContext } from "@netlify/blobs";
import { dayMs, hourMs, utcDate, type AnalyticsSummary, type ApplicationTimeline } from "@pmfolio/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import handler from "../functions/analytics.mjs";
import applicationsHandler from "../functions/analytics-applications.mjs";
import exportHandler from "../functions/analytics-export.mjs";
import sessionHandler from "../functions/session.mjs";
import { appendVisit, readDayEvents } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { loadAnalyticsSummary } from "../../packages/netlify/src/analytics/summary";
import { mapLimit } from "../../packages/netlify/src/concurrency";
import { settleBackgroundWork, startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";

const PASSWORD = "analytics-flood-password";
/**
 * Views on the flooded day. The benchmark (bench/analytics.ts) carries 40,000; here, to stay
 * fast, a smaller day. Reading it "given the time", the proxy below holds a listing PAGE_MS per
 * 1,000 keys, as the platform pages through them. Against the storage time limit, it holds the
 * flooded day's listing until the test ends: that day outruns the limit by construction, not by a
 * ratio of durations a busy machine can upset. The limit is wide for everything else: the days
 * get three quarters of it and the rest of the answer the last quarter, and at a load average of 17
 * the rest took more than the 2 s an 8 s limit leaves (503). The five requests wait for it at once.
 */
const FLOOD = 4000;
const PAGE_MS = 2500;
const BLOBS_TIMEOUT_MS = "30000";

let blobs: TestBlobs;
let proxy: Server;
beforeAll(async () => {
  blobs = await startBlobs();
  proxy = await startPagingProxy(blobs.port);
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.ADMIN_FAILED_LOGIN_LIMIT = "1000";
});
afterEach(() => {
  delete process.env.BLOBS_TIMEOUT_MS;
});
afterAll(async () => {
  held.listings = false;
  for (const send of held.answers.splice(0)) send();
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await blobs.close();
});

/**
 * A loopback proxy to the Blobs server that holds each listing's answer as long as the
 * platform takes to page through that many keys: the local server answers any listing
 * in one call, which hides what a day of thousands of keys costs there.
 */
const held = { listings: false, answers: [] as Array<() => void> };

async function startPagingProxy(targetPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const upstream = httpRequest(
        { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => body.push(chunk));
          answer.on("end", () => {
            const text = Buffer.concat(body);
            let keys = 0;
            if (answer.headers["content-type"]?.includes("json")) {
              try {
                keys = ((JSON.parse(text.toString()) as { blobs?: unknown[] }).blobs ?? []).length;
              } catch {
                keys = 0;
              }
            }
            const send = () => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(text);
            };
            // Only the flooded day lists more than a thousand keys.
            if (held.listings && keys > 1000) held.answers.push(send);
            else setTimeout(send, Math.ceil(keys / 1000) * PAGE_MS);
          });
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/**
 * The owner's session cookie. The requests under test carry it rather than the password: a
 * password is checked against the login limiter, which fails closed after 4 s of its own, and
 * that limiter is not what this file is about.
 */
let cookie = "";
async function logIn() {
  const login = await sessionHandler(
    new Request("https://pm.example.com/api/session", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        Origin: "https://pm.example.com",
      },
      body: JSON.stringify({ password: PASSWORD }),
    }),
    testContext({ ip: "203.0.113.20" }),
  );
  expect(login.status).toBe(200);
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function get(path: string) {
  const chosen = path.startsWith("/api/analytics/export")
    ? exportHandler
    : path.startsWith("/api/analytics/applications")
      ? applicationsHandler
      : handler;
  const response = await chosen(
    new Request(`https://pm.example.com${path}`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    }),
    testContext({ ip: "203.0.113.20" }),
  );
  await settleBackgroundWork();
  return response;
}

describe("a day with too many page views", () => {
  it("is answered as incomplete, never as a 503, in every range that contains it", async () => {
    const store = analyticsStore();
    const now = Date.now();
    const today = utcDate(now);
    const yesterday = utcDate(now - dayMs);
    const visit = (timestamp: number, i: number) => ({
      timestamp,
      pageUrl: "/",
      browser: "Chrome" as const,
      os: "macOS" as const,
      isMobile: false,
      isTablet: false,
      trafficSource: "Direct",
      visitor: `visitor-${i}`,
      // Yesterday's first visit opened an application's link.
      ...(timestamp <= now - dayMs && i === 0 ? { campaign: "acme", viaRef: true as const } : {}),
    });
    // Acme's application, created in the link builder (a tag nobody created is no application).
    await store.setJSON("applications/owned", [
      { ref: "acme", company: "Acme", created: new Date(now - 2 * dayMs).toISOString() },
    ]);
    // Yesterday, three ordinary visits; today, the flood, all within this hour.
    for (let i = 0; i < 3; i += 1) await appendVisit(store, yesterday, visit(now - dayMs - i, i));
    const hourStart = now - (now % hourMs);
    await mapLimit(
      Array.from({ length: FLOOD }, (_, i) => i),
      64,
      (i) => appendVisit(store, today, visit(hourStart + Math.floor(((now - hourStart) * i) / FLOOD), i)),
    );
    expect((await readDayEvents(store, today)).visits).toHaveLength(FLOOD);

    await logIn();
    // From here on, listings take as long as on the platform (seeding went straight to the server).
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID: "test-site", token: "test-token" });

    // Given the time, every day is read (and the closed ones are summarised and stored).
    const whole = await loadAnalyticsSummary(store, 90, new Date(), { daysMs: 60_000 });
    expect(whole.totalVisits).toBe(FLOOD + 3);
    expect(whole.incompleteDays).toBeUndefined();

    // With a time limit that the flooded day's listing outruns (as 40,000 keys outrun 8 s).
    process.env.BLOBS_TIMEOUT_MS = BLOBS_TIMEOUT_MS;
    held.listings = true;
    const [week, month, quarter, timeline, csv] = await Promise.all([
      get("/api/analytics?days=7"),
      get("/api/analytics?days=30"),
      get("/api/analytics?days=90"),
      get("/api/analytics/applications?ref=acme&days=7"),
      get("/api/analytics/export?days=7"),
    ]);
    for (const response of [week, month, quarter]) {
      expect(response.status, await response.clone().text()).toBe(200);
      const summary = (await response.json()) as AnalyticsSummary;
      expect(summary.incompleteDays).toEqual([today]);
      expect(summary.visitsPerDay.at(-1)).toEqual({
        date: today,
        visits: 0,
        uniqueVisitors: 0,
        incomplete: true,
      });
      // The other days are all there.
      expect(summary.totalVisits).toBe(3);
      expect(summary.visitsPerDay.find((day) => day.date === yesterday)).toEqual({
        date: yesterday,
        visits: 3,
        uniqueVisitors: 3,
      });
    }
    // An application's timeline gets the same deadline: the flooded day is named, the others are read.
    expect(timeline.status, await timeline.clone().text()).toBe(200);
    const { visits, incompleteDays } = (await timeline.json()) as ApplicationTimeline;
    expect(incompleteDays).toEqual([today]);
    expect(visits).toHaveLength(1);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`${today} (incomplete)`);
  }, 180_000);
});
