import { getStore } from "@netlify/blobs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactSubmission } from "@pmfolio/core";
import contactHandler from "../functions/contact.mjs";
import handler, { config } from "../functions/contacts.mjs";
import { contactRequest, saveAt } from "./helpers/contacts";
import { blobsForFile } from "./helpers/blobs-for-file";
import { testContext } from "./helpers/blobs-server";
import { windowWithRoom } from "./helpers/limit-window";
import { ADMIN_FAILED_LOGIN_WINDOW_SECONDS } from "../../packages/netlify/src/owner/auth";

const blobs = blobsForFile();

const PASSWORD = "owner-password";
let ipCounter = 0;
let ip: string;
beforeEach(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.CONTACT_RATE_LIMIT = "1000";
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});
afterEach(() => {
  delete process.env.ADMIN_PASSWORD;
  delete process.env.CONTACT_RATE_LIMIT;
  delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
});

const auth = { Authorization: `Bearer ${PASSWORD}` };

function list(headers: Record<string, string> = auth) {
  return handler(new Request("http://localhost/api/contacts", { headers }), testContext({ ip }));
}

function remove(id: string, headers: Record<string, string> = auth) {
  return handler(
    new Request(`http://localhost/api/contacts/${encodeURIComponent(id)}`, { method: "DELETE", headers }),
    testContext({ ip, params: { id } }),
  );
}

const input = (n: number) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  message: `Message number ${n}`,
});

function expectPrivate(res: Response) {
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
}

describe("/api/contacts", () => {
  it("is one function for the collection and its items", () => {
    expect(config.path).toEqual(["/api/contacts", "/api/contacts/:id"]);
  });

  describe("GET", () => {
    it("lists every submission newest first, as stored", async () => {
      const first = await saveAt(input(1), new Date("2026-11-20T09:00:00Z"));
      const third = await saveAt({ ...input(3), phone: "555 0100" }, new Date("2026-11-22T15:04:00Z"));
      const second = await saveAt(input(2), new Date("2026-11-21T12:30:00Z"));
      const res = await list();
      expect(res.status).toBe(200);
      expectPrivate(res);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual([third, second, first].map((c) => ({ ...c, read: false })));
      expect(res.headers.get("X-Total-Count")).toBe("3");
      expect(res.headers.get("X-Unread-Count")).toBe("3");
      expect(res.headers.get("Link")).toBeNull();
      expect(third).toEqual({
        id: expect.any(String),
        name: "Sender 3",
        email: "sender3@example.com",
        phone: "555 0100",
        message: "Message number 3",
        createdAt: "2026-11-22T15:04:00.000Z",
      });
    });

    it("answers an empty list when there is nothing", async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it("answers 503 when storage is down", async () => {
      await saveAt(input(1));
      await blobs().stop();
      let res: Response;
      try {
        res = await list();
      } finally {
        await blobs().start();
      }
      // The admin throttle cannot be checked either, so the gate itself fails closed.
      expect(res.status).toBe(503);
      expectPrivate(res);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe("DELETE", () => {
    it("deletes one submission (204), and it is gone from the list", async () => {
      const keep = await saveAt(input(1));
      const gone = await saveAt(input(2));
      const res = await remove(gone.id);
      expect(res.status).toBe(204);
      expectPrivate(res);
      expect(await res.text()).toBe("");
      expect(await (await list()).json()).toEqual([{ ...keep, read: false }]);
    });

    it("answers 404 for an unknown id, and for one already deleted", async () => {
      const saved = await saveAt(input(1));
      expect((await remove(saved.id)).status).toBe(204);
      const again = await remove(saved.id);
      expect(again.status).toBe(404);
      expectPrivate(again);
      expect((await remove("8230000000000-0123456789abcdef")).status).toBe(404);
    });

    it("answers 400 for a malformed id, without touching storage", async () => {
      for (const id of ["nope", "../salt", "1234-abc", "8230000000000-0123456789ABCDEF", " "]) {
        const res = await remove(id);
        expect(res.status, id).toBe(400);
        expectPrivate(res);
      }
    });
  });

  it("answers 405 with Allow to other methods", async () => {
    const cases: Array<[string, string, Record<string, string>, string]> = [
      ["POST", "http://localhost/api/contacts", {}, "GET"],
      ["DELETE", "http://localhost/api/contacts", {}, "GET"],
      ["GET", "http://localhost/api/contacts/x", { id: "x" }, "DELETE, PATCH"],
      ["PUT", "http://localhost/api/contacts/x", { id: "x" }, "DELETE, PATCH"],
      ["POST", "http://localhost/api/contacts/export", { id: "export" }, "GET"],
      ["GET", "http://localhost/api/contacts/delete", { id: "delete" }, "POST"],
    ];
    for (const [method, url, params, allow] of cases) {
      const res = await handler(new Request(url, { method, headers: auth }), testContext({ ip, params }));
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get("Allow")).toBe(allow);
    }
  });

  describe("admin access", () => {
    it("answers 401 to a wrong or missing password, and shows nothing", async () => {
      const saved = await saveAt(input(1));
      for (const headers of [{}, { Authorization: "Bearer wrong" }, { Authorization: PASSWORD }] as Array<
        Record<string, string>
      >) {
        const res = await list(headers);
        expect(res.status).toBe(401);
        expectPrivate(res);
        expect(JSON.stringify(await res.json())).not.toContain("Sender");
        expect((await remove(saved.id, headers)).status).toBe(401);
      }
      expect(await (await list()).json()).toHaveLength(1);
    });

    it("answers 503 'Admin access is not configured' when ADMIN_PASSWORD is unset", async () => {
      delete process.env.ADMIN_PASSWORD;
      const saved = await saveAt(input(1));
      for (const res of [await list(), await list({}), await remove(saved.id)]) {
        expect(res.status).toBe(503);
        expectPrivate(res);
        expect(await res.json()).toEqual({ error: "Admin access is not configured" });
      }
    });

    it("throttles an address after repeated failures (429 with Retry-After)", async () => {
      await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
      process.env.ADMIN_FAILED_LOGIN_LIMIT = "2";
      expect((await list({ Authorization: "Bearer a" })).status).toBe(401);
      expect((await list({ Authorization: "Bearer b" })).status).toBe(401);
      const res = await list();
      expect(res.status).toBe(429);
      expectPrivate(res);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    });
  });

  it("keeps all of 50 concurrent submissions, and lists them all", async () => {
    // Fifty visitors at once, each from their own address: one address's claims on the limiter
    // queue behind each other, and on a busy machine the last ones would pass its 4 s decision
    // limit and be refused (429), which is the limiter's test, not this one's.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        contactHandler(contactRequest(input(n)), testContext({ ip: `192.0.2.${n + 1}` })),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(50);

    const listed = (await (await list()).json()) as ContactSubmission[];
    expect(listed).toHaveLength(50);
    expect(new Set(listed.map((c) => c.id))).toEqual(new Set(ids));
    expect(new Set(listed.map((c) => c.message))).toEqual(
      new Set(Array.from({ length: 50 }, (_, n) => `Message number ${n}`)),
    );
    const times = listed.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
