/**
 * What a stranger cannot cost the owner: the held list (honeypot hits and
 * messages past the daily cap, nothing dropped), deletion of a whole day or hour in one
 * action, retries that never bring back a deleted message, and counts updated after the
 * answer. Against a real local Blobs server, through the real handlers.
 */
import { getStore } from "@netlify/blobs";
import type { ContactSubmission, HeldReason } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayMs, hourMs, utcDate } from "@pmfolio/core";
import contactHandler from "../functions/contact.mjs";
import handler from "../functions/contacts.mjs";
import retention, { config as retentionConfig } from "../functions/contacts-retention.mjs";
import { readDayEvents } from "../../packages/netlify/src/analytics/events";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { contactDailyLimit } from "../../packages/netlify/src/contacts";
import { HELD_RETENTION_DAYS, saveContact } from "../../packages/netlify/src/contacts";
import { retryNotifications } from "../../packages/netlify/src/notices";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { startHttpReceiver } from "./helpers/notify-receivers";

blobsForFile();

const PASSWORD = "held-owner-password";
const auth = { Authorization: `Bearer ${PASSWORD}` };
let ipCounter = 0;
beforeEach(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.CONTACT_RATE_LIMIT = "1000";
  await settleBackgroundWork();
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
  // The day's held notice is queued once per day in the notifications store.
  await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
});
afterEach(async () => {
  await settleBackgroundWork();
  for (const name of ["ADMIN_PASSWORD", "CONTACT_RATE_LIMIT", "CONTACT_DAILY_LIMIT"])
    delete process.env[name];
  vi.restoreAllMocks();
});

const input = (n: number) => ({ name: `Sender ${n}`, email: `s${n}@example.com`, message: `Message ${n}` });

async function send(
  body: Record<string, string>,
  { form = false, key }: { form?: boolean; key?: string } = {},
) {
  ipCounter += 1;
  const res = await contactHandler(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
        ...(key ? { "Idempotency-Key": key } : {}),
      },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    }),
    testContext({ ip: `198.51.100.${ipCounter % 250}` }),
  );
  await settleBackgroundWork();
  return res;
}

async function call(path: string, init: RequestInit = {}, params: Record<string, string> = {}) {
  const res = await handler(
    new Request(`http://localhost${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } }),
    testContext({ ip: "203.0.113.99", params }),
  );
  await settleBackgroundWork();
  return res;
}

async function page(box: "inbox" | "held" = "inbox") {
  const res = await call(box === "held" ? "/api/contacts?box=held" : "/api/contacts");
  expect(res.status).toBe(200);
  return {
    contacts: (await res.json()) as ContactSubmission[],
    total: Number(res.headers.get("X-Total-Count")),
    held: res.headers.get("X-Held-Count"),
  };
}

const post = (path: string, body: unknown, params: Record<string, string>) =>
  call(
    path,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    params,
  );

describe("the honeypot", () => {
  it("holds a message whose hidden field was filled, with the reason, instead of dropping it", async () => {
    const json = await send({ ...input(1), website: "https://autofill.example" });
    expect(json.status).toBe(201);
    const form = await send({ ...input(2), website: "x" }, { form: true });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/contact/sent");

    const inbox = await page();
    expect(inbox.contacts).toEqual([]);
    expect(inbox.held).toBe("2");
    const held = await page("held");
    expect(held.total).toBe(2);
    expect(held.contacts.map((c) => [c.name, c.heldReason])).toEqual([
      ["Sender 2", "honeypot"],
      ["Sender 1", "honeypot"],
    ]);
  });

  it("is counted in the day's one held notice, sent through the queue and retried until a channel takes it", async () => {
    const hook = await startHttpReceiver();
    process.env.NOTIFY_WEBHOOK_URL = hook.url;
    process.env.SITE_URL = "https://pm.example.com";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      hook.status = 500;
      expect((await send({ ...input(1), website: "autofill" })).status).toBe(201);
      expect((await send({ ...input(2), website: "x" }, { form: true })).status).toBe(303);
      expect(hook.posts).toHaveLength(0);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^notify: webhook attempt 1 for held-\d{4}-\d{2}-\d{2} failed/),
      );

      hook.status = 200;
      const run = await retryNotifications(new Date(Date.now() + 6 * 60_000));
      expect(run.delivered).toBe(1);
      expect(hook.posts).toHaveLength(1);
      const { text } = hook.posts[0]!.body as { text: string };
      expect(text).toContain("Contact messages are being held");
      expect(text).toContain("2 messages were held today so far");
      expect(text).toContain("hidden anti-spam field");
      expect(text).toContain("Inbox: https://pm.example.com/admin/contacts");

      // One notice a day: more holds that day send nothing more.
      expect((await send({ ...input(3), website: "x" })).status).toBe(201);
      await retryNotifications(new Date(Date.now() + 60 * 60_000));
      expect(hook.posts).toHaveLength(1);
    } finally {
      delete process.env.NOTIFY_WEBHOOK_URL;
      delete process.env.SITE_URL;
      await hook.close();
    }
  });

  it("lets the owner move a held message to the inbox, or delete it", async () => {
    await send({ ...input(1), website: "x" });
    await send({ ...input(2), website: "x" });
    const [second, first] = (await page("held")).contacts;

    const moved = await post("/api/contacts/release", { ids: [first!.id] }, { id: "release" });
    expect(moved.status).toBe(200);
    const { released } = (await moved.json()) as { released: Array<{ id: string; inboxId: string }> };
    expect(released.map((r) => r.id)).toEqual([first!.id]);
    const inbox = await page();
    expect(inbox.contacts).toEqual(
      [{ ...first, id: released[0]!.inboxId, heldReason: undefined, read: false }].map(
        ({ heldReason: _h, ...rest }) => rest,
      ),
    );
    expect(inbox.held).toBe("1");

    expect(
      (await call(`/api/contacts/${second!.id}?box=held`, { method: "DELETE" }, { id: second!.id })).status,
    ).toBe(204);
    expect((await page("held")).contacts).toEqual([]);
    expect((await page()).held).toBe("0");
    // Moving or deleting what is not held changes nothing.
    const again = await post("/api/contacts/release", { ids: [first!.id] }, { id: "release" });
    expect(await again.json()).toEqual({ released: [], missing: [first!.id] });
    expect((await post("/api/contacts/release", { ids: ["nope"] }, { id: "release" })).status).toBe(400);
    expect((await call("/api/contacts?box=spam")).status).toBe(400);
  });

  it("moves a held message without notifying the owner of it, and a retry of its submission brings no copy back", async () => {
    const store = getStore({ name: "contacts", consistency: "strong" });
    await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
    const key = "held-then-moved-0001";
    expect((await send({ ...input(1), website: "autofill" }, { key })).status).toBe(201);
    const [held] = (await page("held")).contacts;
    const moved = await post("/api/contacts/release", { ids: [held!.id] }, { id: "release" });
    const { released } = (await moved.json()) as { released: Array<{ id: string; inboxId: string }> };
    expect(released).toHaveLength(1);

    // The outbox's scan for messages never notified does not take the moved one for a new one.
    const log = vi.spyOn(console, "log");
    const run = await retryNotifications(new Date(Date.now() + 60_000));
    expect(run.queued).toBe(0);
    expect(log.mock.calls.some((args) => String(args[0]).includes("Message 1"))).toBe(false);

    // The first attempt's record that it stored the message never landed: the retry finds the move.
    const { blobs: markers } = await store.list({ prefix: "retries/" });
    expect(markers).toHaveLength(1);
    const marker = (await store.get(markers[0]!.key, { type: "json" })) as Record<string, unknown>;
    await store.setJSON(markers[0]!.key, { ...marker, stored: undefined });

    const retried = await send({ ...input(1), website: "autofill" }, { key });
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { id: string }).id).toBe(held!.id);
    expect((await page()).contacts.map((c) => c.id)).toEqual([released[0]!.inboxId]);
    expect((await page("held")).total).toBe(0);

    // Deleted from the inbox, it stays deleted however often the form retries.
    const inboxId = released[0]!.inboxId;
    expect((await call(`/api/contacts/${inboxId}`, { method: "DELETE" }, { id: inboxId })).status).toBe(204);
    expect((await send({ ...input(1), website: "autofill" }, { key })).status).toBe(201);
    expect((await page()).total).toBe(0);
    expect((await page("held")).total).toBe(0);
    expect((await store.list({ prefix: "q/" })).blobs.filter((b) => b.key.includes("/m/"))).toEqual([]);
  });

  /**
   * Holds a message `daysPast` days past the 30 (held for `hold`) and a honeypot hit of 29 days
   * ago; resolves with their ids.
   */
  async function holdExpiredAndRecent(daysPast: number, hold: HeldReason) {
    const now = Date.now();
    const old = await saveContact(input(1), {
      now: new Date(now - (HELD_RETENTION_DAYS + daysPast) * dayMs),
      hold,
    });
    const recent = await saveContact(input(2), { now: new Date(now - 29 * dayMs), hold: "honeypot" });
    return { old: old.submission.id, recent: recent.submission.id };
  }

  const heldKeys = async () =>
    (await getStore({ name: "contacts", consistency: "strong" }).list({ prefix: "q/" })).blobs.map(
      (b) => b.key,
    );

  it("keeps held messages 30 days, then deletes them", async () => {
    const { old, recent } = await holdExpiredAndRecent(1, "honeypot");
    const held = await page("held");
    expect(held.contacts.map((c) => c.id)).toEqual([recent]);
    expect(held.total).toBe(1);
    expect((await page()).held).toBe("1");
    // The page's work after the answer deleted the expired one.
    const keys = await heldKeys();
    expect(keys.some((k) => k.endsWith(old))).toBe(false);
    expect(keys.some((k) => k.endsWith(recent))).toBe(true);
  });

  it("deletes held messages past 30 days on the hourly schedule, with no page opened", async () => {
    const { old, recent } = await holdExpiredAndRecent(2, "daily-limit");
    expect((await heldKeys()).some((k) => k.endsWith(old))).toBe(true);

    expect(retentionConfig.schedule).toBe("@hourly");
    expect((await retention()).status).toBe(204);
    const keys = await heldKeys();
    expect(keys.some((k) => k.endsWith(old))).toBe(false);
    expect(keys.some((k) => k.endsWith(recent))).toBe(true);
    expect((await page("held")).total).toBe(1);
  });
});

describe("the daily cap", () => {
  it("is 200 a day on a deploy, none on a local run unless set, and CONTACT_DAILY_LIMIT when set", () => {
    expect(contactDailyLimit("production")).toBe(200);
    expect(contactDailyLimit("deploy-preview")).toBe(200);
    expect(contactDailyLimit("dev")).toBe(Number.POSITIVE_INFINITY);
    // What `pnpm dev` and the local servers give a function as its deploy context.
    expect(contactDailyLimit("")).toBe(Number.POSITIVE_INFINITY);
    expect(contactDailyLimit(undefined)).toBe(Number.POSITIVE_INFINITY);
    process.env.CONTACT_DAILY_LIMIT = "3";
    expect(contactDailyLimit("production")).toBe(3);
    expect(contactDailyLimit("dev")).toBe(3);
  });

  it("holds messages past CONTACT_DAILY_LIMIT, notifies the owner once, and drops none", async () => {
    process.env.CONTACT_DAILY_LIMIT = "3";
    const log = vi.spyOn(console, "log");
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) statuses.push((await send(input(n))).status);
    expect(statuses).toEqual(Array(7).fill(201));

    const inbox = await page();
    expect(inbox.total).toBe(3);
    expect(inbox.held).toBe("4");
    const held = await page("held");
    expect(held.contacts.map((c) => c.heldReason)).toEqual(Array(4).fill("daily-limit"));
    expect(new Set([...inbox.contacts, ...held.contacts].map((c) => c.name)).size).toBe(7);
    const notices = log.mock.calls.filter((args) =>
      String(args[0]).includes("Contact messages are being held"),
    );
    expect(notices).toHaveLength(1);
  });

  it("holds with 50 messages in flight at once: exactly the cap reaches the inbox, none lost", async () => {
    process.env.CONTACT_DAILY_LIMIT = "10";
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => send(input(n)).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(50).fill(201));

    const all = await call("/api/contacts?limit=100");
    const inbox = (await all.json()) as ContactSubmission[];
    expect(inbox).toHaveLength(10);
    expect(all.headers.get("X-Total-Count")).toBe("10");
    expect(all.headers.get("X-Held-Count")).toBe("40");
    const heldRes = await call("/api/contacts?box=held&limit=100");
    const held = (await heldRes.json()) as ContactSubmission[];
    expect(held).toHaveLength(40);
    expect(held.every((c) => c.heldReason === "daily-limit")).toBe(true);
    expect(new Set([...inbox, ...held].map((c) => c.name)).size).toBe(50);
  });
});

describe("deleting everything received in a day or an hour", () => {
  const day = (offset: number) => utcDate(Date.now() - offset * dayMs);

  it("deletes a whole day in one action, keeps the other days, and changes nothing on bad input", async () => {
    const yesterday = Date.parse(`${day(1)}T00:00:00Z`);
    for (let n = 0; n < 30; n += 1)
      await saveContact(input(n), { now: new Date(yesterday + n * 47 * 60_000) });
    const kept = await saveContact(input(99), { now: new Date(yesterday - hourMs) });
    expect((await page()).total).toBe(31);

    for (const body of [
      { received: { day: "2026-02-30" } },
      { received: { day: "tomorrow" } },
      { received: { day: day(-2) } },
      { received: { day: day(1), hour: 24 } },
      { received: { day: day(1), hour: 1.5 } },
      { received: { day: day(1) }, extra: true },
      { received: { day: day(1) }, box: "spam" },
      { received: day(1) },
    ]) {
      const res = await post("/api/contacts/delete", body, { id: "delete" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    expect((await page()).total).toBe(31);

    const res = await post("/api/contacts/delete", { received: { day: day(1) } }, { id: "delete" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ from: `${day(1)}T00:00:00.000Z`, to: `${day(0)}T00:00:00.000Z` });
    const after = await page();
    expect(after.contacts.map((c) => c.id)).toEqual([kept.submission.id]);
    expect(after.total).toBe(1);
    // The blobs went after the answer.
    const left = (await getStore({ name: "contacts", consistency: "strong" }).list({ prefix: "d/" })).blobs;
    expect(left.filter((b) => b.key.includes("/m/"))).toHaveLength(1);
  });

  it("deletes one hour of today up to now, and keeps what arrives after", async () => {
    const hourStart = Math.floor(Date.now() / hourMs) * hourMs;
    const earlier = await saveContact(input(1), { now: new Date(Math.max(hourStart, Date.now() - 1000)) });
    const before = await saveContact(input(2), { now: new Date(hourStart - 1) });
    const hour = new Date(hourStart).getUTCHours();
    const res = await post("/api/contacts/delete", { received: { day: day(0), hour } }, { id: "delete" });
    expect(res.status).toBe(200);
    const later = await send(input(3));
    expect(later.status).toBe(201);
    const { id: laterId } = (await later.json()) as { id: string };
    const after = await page();
    expect(after.contacts.map((c) => c.id)).toEqual([laterId, before.submission.id]);
    expect(after.contacts.map((c) => c.id)).not.toContain(earlier.submission.id);
    expect(after.total).toBe(2);
  });

  it("deletes a held day the same way", async () => {
    for (let n = 0; n < 3; n += 1) await send({ ...input(n), website: "x" });
    expect(
      (await post("/api/contacts/delete", { received: { day: day(0) }, box: "held" }, { id: "delete" }))
        .status,
    ).toBe(200);
    expect((await page("held")).total).toBe(0);
    expect((await page()).held).toBe("0");
  });
});

describe("retries and counts", () => {
  it("a retry with the same Idempotency-Key never brings back a message the owner deleted, nor counts it twice", async () => {
    const key = "retry-after-delete-0001";
    const sent = async () =>
      (await readDayEvents(analyticsStore(), utcDate(Date.now()))).goals.filter(
        (goal) => goal.goal === "contact-sent",
      ).length;
    const goalsBefore = await sent();
    const first = await send(input(1), { key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const retry = await send(input(1), { key });
    expect(await retry.json()).toEqual({ id });
    expect((await call(`/api/contacts/${id}`, { method: "DELETE" }, { id })).status).toBe(204);
    const late = await send(input(1), { key });
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual({ id });
    expect((await page()).contacts).toEqual([]);
    expect((await sent()) - goalsBefore).toBe(1);
  });

  it("recounts after the answer when the owner deletes or marks a message read", async () => {
    const [a, b] = [await send(input(1)), await send(input(2))];
    const ids = await Promise.all([a, b].map(async (res) => ((await res.json()) as { id: string }).id));
    const index = async () =>
      JSON.parse(
        (await getStore({ name: "contacts", consistency: "strong" }).get("inbox-index", { type: "text" }))!,
      ) as { days: Record<string, [number, number]> };
    const before = Object.values((await index()).days)[0];
    expect(before).toEqual([2, 2]);

    for (const [init, id] of [
      [{ method: "PATCH", headers: { "Content-Type": "application/json" }, body: '{"read":true}' }, ids[0]!],
      [{ method: "DELETE" }, ids[1]!],
    ] as const) {
      const after: Array<Promise<unknown>> = [];
      const res = await handler(
        new Request(`http://localhost/api/contacts/${id}`, {
          ...init,
          headers: { ...auth, ...(init.headers ?? {}) },
        }),
        testContext({
          ip: "203.0.113.98",
          params: { id },
          waitUntil: (work: Promise<unknown>) => void after.push(work),
        }),
      );
      expect(res.status).toBeLessThan(300);
      expect(after.length).toBeGreaterThan(0); // the recount was handed to waitUntil
      await Promise.all(after);
    }
    expect(Object.values((await index()).days)[0]).toEqual([1, 0]);
  });
});
