/**
 * A flooded day behind a 40 ms-per-call proxy (a platform round trip) still pages,
 * exports and deletes by day, and every older message stays reachable. The day holds
 * FLOOD messages, more than a page lists whole (400), one every few minutes through all
 * 24 hours (so a page lists up to one minute folder per message, the most calls a page
 * can need), plus OLDER messages over the year before, written straight to their keys.
 * The layout and its bounds are what this proves; `bench/inbox.ts flood` measures the
 * same at scale (30,000 in the day, 3,000 over the year).
 */
import type { ContactSubmission } from "@pmfolio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import handler from "../functions/contacts.mjs";
import { startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";
import { seedMessages } from "./helpers/contacts";
import { dayMs } from "@pmfolio/core";

const FLOOD = 600;
const OLDER = 100;
const PASSWORD = "flood-owner-password";
const auth = { Authorization: `Bearer ${PASSWORD}` };
const floodDay = Date.UTC(2026, 10, 20);

let blobs: TestBlobs;
const pending: Array<Promise<unknown>> = [];

beforeAll(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  blobs = await startBlobs({ latencyMs: 40 });
  const flood = Array.from({ length: FLOOD }, (_, n) => floodDay + Math.floor((n * dayMs) / FLOOD) + 7);
  const older = Array.from(
    { length: OLDER },
    (_, n) => floodDay - (n + 1) * Math.floor((365 * dayMs) / OLDER),
  );
  await seedMessages(blobs, [...flood, ...older], (n) => `Flood message ${n}`);
}, 300_000);
afterAll(async () => {
  await Promise.all(pending.splice(0));
  await blobs.close();
  delete process.env.ADMIN_PASSWORD;
});

async function call(path: string, init: RequestInit = {}, params: Record<string, string> = {}) {
  await Promise.all(pending.splice(0));
  blobs.resetOperations();
  // What is counted is the inbox's own storage calls ("contacts"): the owner gate's login
  // limiter adds a few of its own to every request, and once per window it sweeps ended
  // windows after the answer, which a long run makes likelier to fall in any one request.
  // They stop where the request hands its inbox work to after the answer (a purge, a
  // recount): that work starts at once and races the count, more so on a busy machine. A
  // hand-off before the first inbox call is the limiter's, and changes nothing.
  let handedOff: number | undefined;
  const res = await handler(
    new Request(`http://localhost${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } }),
    testContext({
      ip: "203.0.113.5",
      params,
      waitUntil: (work: Promise<unknown>) => {
        const calls = blobs.proxiedCalls("contacts");
        if (calls > 0) handedOff = calls;
        pending.push(work);
      },
    }),
  );
  const body = await res.text();
  return { res, body, calls: handedOff ?? blobs.proxiedCalls("contacts") };
}

const next = (res: Response) => /^<([^>]+)>/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;

describe(`a day of ${FLOOD.toLocaleString("en-US")} messages, 40 ms a storage call`, () => {
  it("pages through every message, the flooded day and the days before it, each page in bounded calls", async () => {
    const first = await call("/api/contacts?limit=100");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Total-Count")).toBe(String(FLOOD + OLDER));
    const seen = (JSON.parse(first.body) as ContactSubmission[]).map((c) => c.id);
    let mostCalls = first.calls;
    for (let path = next(first.res); path;) {
      const page = await call(path);
      expect(page.res.status).toBe(200);
      seen.push(...(JSON.parse(page.body) as ContactSubmission[]).map((c) => c.id));
      mostCalls = Math.max(mostCalls, page.calls);
      path = next(page.res);
    }
    expect(seen).toHaveLength(FLOOD + OLDER);
    expect(new Set(seen).size).toBe(FLOOD + OLDER);
    // Index, held index and days; then a large day's hours, the minutes of the hours it needs and up
    // to one listing per message, or up to 16 small days; then the reads: bounded by the page.
    expect(mostCalls).toBeGreaterThan(0);
    expect(mostCalls).toBeLessThanOrEqual(3 + 1 + 24 + 100 + 16 + 100);
  }, 300_000);

  it("exports every message", async () => {
    const exported = await call("/api/contacts/export", {}, { id: "export" });
    expect(exported.res.status).toBe(200);
    expect(exported.body.split("\r\n").filter(Boolean)).toHaveLength(1 + FLOOD + OLDER);
  }, 300_000);

  it("deletes the flooded day in one action, and the day before it is then the first page", async () => {
    const removed = await call(
      "/api/contacts/delete",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ received: { day: "2026-11-20" } }),
      },
      { id: "delete" },
    );
    expect(removed.res.status).toBe(200);
    // The index, the day's counts and the index again: 9 calls, however many messages the day holds.
    expect(removed.calls).toBeGreaterThan(0);
    expect(removed.calls).toBeLessThan(12);
    const first = await call("/api/contacts");
    expect(first.res.headers.get("X-Total-Count")).toBe(String(OLDER));
    const contacts = JSON.parse(first.body) as ContactSubmission[];
    expect(contacts).toHaveLength(50);
    expect(contacts.every((c) => Date.parse(c.createdAt) < floodDay)).toBe(true);
  }, 300_000);
});
