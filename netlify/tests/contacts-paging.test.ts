/**
 * The inbox endpoints past the first page: paging (limit, cursor, Link, totals), read
 * state, bulk delete, the CSV export, and the contact limit under a parallel burst.
 * Real handlers against a real local Blobs server.
 */
import { getStore } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactsPaging } from "../../packages/core/src/contact";
import { readCsv } from "../../packages/core/src/csv/fixtures/readCsv";
import contactHandler from "../functions/contact.mjs";
import handler from "../functions/contacts.mjs";
import { contactRequest, saveAt } from "./helpers/contacts";
import { blobsForFile } from "./helpers/blobs-for-file";
import { testContext } from "./helpers/blobs-server";
import { windowWithRoom } from "./helpers/limit-window";
import { CONTACT_RATE_WINDOW_SECONDS } from "../../packages/netlify/src/handlers/contact";

blobsForFile();

const PASSWORD = "paging-owner-password";
const auth = { Authorization: `Bearer ${PASSWORD}` };
/** Work the handlers handed to `waitUntil`, awaited before the next check. */
const pending: Array<Promise<unknown>> = [];
const context = (params: Record<string, string> = {}, ip = "198.51.100.200") =>
  testContext({ ip, params, waitUntil: (work: Promise<unknown>) => void pending.push(work) });

beforeEach(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.CONTACT_RATE_LIMIT = "100000";
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});
afterEach(async () => {
  await Promise.all(pending.splice(0));
  delete process.env.ADMIN_PASSWORD;
  delete process.env.CONTACT_RATE_LIMIT;
});

const input = (n: number, message = `Message number ${n}`) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  message,
});

function get(path: string) {
  return handler(new Request(`http://localhost${path}`, { headers: auth }), context());
}

function patch(id: string, body: unknown) {
  return handler(
    new Request(`http://localhost/api/contacts/${id}`, {
      method: "PATCH",
      headers: { ...auth, "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context({ id }),
  );
}

function bulkDelete(body: unknown) {
  return handler(
    new Request("http://localhost/api/contacts/delete", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context({ id: "delete" }),
  );
}

function remove(id: string) {
  return handler(
    new Request(`http://localhost/api/contacts/${id}`, { method: "DELETE", headers: auth }),
    context({ id }),
  );
}

/** The path of the `rel="next"` link, or null. */
function nextPath(res: Response): string | null {
  const link = res.headers.get("Link");
  if (link === null) return null;
  const match = /^<(\/api\/contacts\?cursor=[A-Za-z0-9_-]+&limit=\d+)>; rel="next"$/.exec(link);
  expect(match, link).not.toBeNull();
  return match![1]!;
}

/** Saves `count` submissions a minute apart, ending at `end`. */
async function seed(count: number, end = Date.UTC(2026, 10, 22, 12)): Promise<ContactSubmission[]> {
  const saved: ContactSubmission[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) => start + i);
    saved.push(...(await Promise.all(batch.map((n) => saveAt(input(n), new Date(end - n * 60_000))))));
  }
  return saved;
}

describe("GET /api/contacts paging", () => {
  it("answers the newest 50 by default with the totals and a Link to the next page", async () => {
    const saved = await seed(120);
    const res = await get("/api/contacts");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Total-Count")).toBe("120");
    expect(res.headers.get("X-Unread-Count")).toBe("120");
    const page = (await res.json()) as ContactSubmission[];
    expect(page.map((c) => c.id)).toEqual(saved.slice(0, 50).map((c) => c.id));
    expect(nextPath(res)).toMatch(/&limit=50$/);

    const last = await get(
      "/api/contacts?limit=100&cursor=" + new URL(`http://x${nextPath(res)!}`).searchParams.get("cursor"),
    );
    expect(((await last.json()) as unknown[]).length).toBe(70);
    expect(last.headers.get("Link")).toBeNull();
  });

  it("reaches every message exactly once while others arrive and are deleted between pages", async () => {
    const saved = await seed(130, Date.now() - 3600_000);
    const deleted = new Set<string>();
    const arrived: string[] = [];
    const seen: string[] = [];
    let path: string | null = "/api/contacts?limit=20";
    let round = 0;
    while (path) {
      const res = await get(path);
      expect(res.status).toBe(200);
      seen.push(...((await res.json()) as ContactSubmission[]).map((c) => c.id));
      path = nextPath(res);
      round += 1;
      // Between pages: new messages arrive, and messages both behind and ahead of the cursor go.
      const [fresh] = await Promise.all([
        saveAt(input(1000 + round)),
        remove(saved[(round * 17) % 130]!.id),
        remove(saved[Math.min(129, round * 20 + 5)]!.id),
      ]);
      arrived.push(fresh.id);
      deleted.add(saved[(round * 17) % 130]!.id);
      deleted.add(saved[Math.min(129, round * 20 + 5)]!.id);
    }
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    const seenSet = new Set(seen);
    for (const { id } of saved) {
      // Every message there from start to end was reached.
      if (!deleted.has(id)) expect(seenSet.has(id), id).toBe(true);
    }
    for (const id of arrived) expect(seenSet.has(id)).toBe(false); // newer than the walk's start
    const totals = await get("/api/contacts?limit=1");
    expect(totals.headers.get("X-Total-Count")).toBe(String(130 - deleted.size + arrived.length));
  });

  it("keeps X-Total-Count and X-Unread-Count exact under concurrent sends, deletes and read marks", async () => {
    const saved = await seed(30);
    const send = (n: number) => contactHandler(contactRequest(input(n)), context({}, `192.0.2.${n}`));
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, (_, n) => send(n)),
      ...saved.slice(0, 8).map((c) => remove(c.id)),
      ...saved.slice(8, 14).map((c) => patch(c.id, { read: true })),
    ]);
    expect(answers.slice(0, 25).map((res) => res.status)).toEqual(Array(25).fill(201));
    // A busy machine may run an owner's delete or mark past the storage deadline: that one is
    // answered 503 and changes nothing, so the counts must follow exactly what was answered.
    const owner = answers.slice(25);
    expect(owner.filter((res) => !res.ok).map((res) => res.status)).toEqual(
      owner.filter((res) => !res.ok).map(() => 503),
    );
    const deleted = answers.slice(25, 33).filter((res) => res.ok).length;
    const marked = answers.slice(33).filter((res) => res.ok).length;
    await Promise.all(pending.splice(0)); // the index updates handed to waitUntil
    const res = await get("/api/contacts?limit=1");
    expect(res.headers.get("X-Total-Count")).toBe(String(30 - deleted + 25));
    expect(res.headers.get("X-Unread-Count")).toBe(String(30 - deleted + 25 - marked));
  });

  it.each([
    ["limit=0"],
    ["limit=101"],
    ["limit=abc"],
    ["limit=1.5"],
    ["limit=-1"],
    ["limit=010"],
    ["limit="],
    ["limit=5&limit=6"],
    ["cursor=nope!"],
    ["cursor="],
    ["cursor=" + Buffer.from("8230000000000-0123456789ABCDEF").toString("base64url")],
    ["cursor=" + Buffer.from("../inbox-index").toString("base64url")],
    ["cursor=" + Buffer.from("8230000000000-0123456789abcdef").toString("base64") + "="],
  ])("answers 400 with a clear message to ?%s", async (query) => {
    await seed(3);
    const res = await get(`/api/contacts?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/limit|cursor/);
  });

  it("accepts limits 1 and 100", async () => {
    await seed(120);
    expect(((await (await get("/api/contacts?limit=1")).json()) as unknown[]).length).toBe(1);
    expect(((await (await get("/api/contacts?limit=100")).json()) as unknown[]).length).toBe(100);
  });

  it("keeps a page under 1 MB by holding fewer of the largest messages", async () => {
    const largest = "😀".repeat(4000); // the largest message the validator accepts (16,000 bytes)
    const end = Date.UTC(2026, 10, 22, 12);
    for (let start = 0; start < 90; start += 30) {
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          saveAt(input(start + i, largest), new Date(end - (start + i) * 60_000)),
        ),
      );
    }
    const ids: string[] = [];
    let path: string | null = "/api/contacts?limit=100";
    while (path) {
      const res = await get(path);
      const body = await res.text();
      expect(Buffer.byteLength(body)).toBeLessThan(contactsPaging.maxPageBytes);
      const page = JSON.parse(body) as ContactSubmission[];
      expect(page.length).toBeGreaterThan(0);
      ids.push(...page.map((c) => c.id));
      path = nextPath(res);
    }
    expect(ids.length).toBe(90);
    expect(new Set(ids).size).toBe(90);
  });
});

describe("PATCH /api/contacts/{id}", () => {
  it("marks a message read and unread (200 with it), and the unread count follows", async () => {
    const [first] = await seed(2);
    const res = await patch(first!.id, { read: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ ...first, read: true });
    let list = await get("/api/contacts");
    expect(list.headers.get("X-Unread-Count")).toBe("1");
    expect(((await list.json()) as ContactSubmission[]).map((c) => c.read)).toEqual([true, false]);
    expect((await patch(first!.id, { read: true })).status).toBe(200); // again: no change
    expect(await (await patch(first!.id, { read: false })).json()).toEqual({ ...first, read: false });
    list = await get("/api/contacts");
    expect(list.headers.get("X-Unread-Count")).toBe("2");
  });

  it("answers 400 to a bad body and 404 to an unknown id, changing nothing", async () => {
    const [first] = await seed(1);
    for (const body of [{}, { read: "yes" }, { read: 1 }, [], { read: true, extra: 1 }, "null", "nope"]) {
      const res = await patch(first!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await patch("8230000000000-0123456789abcdef", { read: true })).status).toBe(404);
    expect((await patch("nope", { read: true })).status).toBe(400);
    expect((await get("/api/contacts")).headers.get("X-Unread-Count")).toBe("1");
  });
});

describe("POST /api/contacts/delete", () => {
  it("deletes several in one action and names the ids that did not exist", async () => {
    const saved = await seed(5);
    const unknown = "8230000000000-0123456789abcdef";
    const res = await bulkDelete({ ids: [saved[0]!.id, saved[3]!.id, unknown] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: [saved[0]!.id, saved[3]!.id], missing: [unknown] });
    const list = await get("/api/contacts");
    expect(list.headers.get("X-Total-Count")).toBe("3");
    expect(((await list.json()) as ContactSubmission[]).map((c) => c.id)).toEqual(
      [saved[1], saved[2], saved[4]].map((c) => c!.id),
    );
  });

  it("answers 400 to bad input and deletes nothing", async () => {
    const saved = await seed(2);
    const ok = saved[0]!.id;
    for (const body of [
      {},
      { ids: [] },
      { ids: ok },
      { ids: [ok, "nope"] },
      { ids: [ok, 5] },
      { ids: Array.from({ length: 101 }, () => ok) },
      [ok],
    ]) {
      const res = await bulkDelete(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/1 to 100/);
    }
    expect((await get("/api/contacts")).headers.get("X-Total-Count")).toBe("2");
  });
});

describe("GET /api/contacts/export", () => {
  it("streams every message as CSV a spreadsheet opens safely", async () => {
    const hostile = await saveAt(
      {
        name: '=HYPERLINK("http://x","y")',
        email: "a@example.com",
        phone: "+1 555 0100",
        message: '@SUM(A1)\nline 2, "quoted"',
        language: "de",
      },
      new Date("2026-11-22T10:00:00Z"),
      { application: { ref: "acme-corp-7k2qx9m4", company: "Acme Corp." } },
    );
    const plain = await saveAt(input(1, "-2+3"), new Date("2026-11-21T10:00:00Z"));
    const many = await seed(150, Date.UTC(2026, 10, 20, 12));
    await patch(plain.id, { read: true });

    const res = await handler(
      new Request("http://localhost/api/contacts/export", { headers: auth }),
      context({ id: "export" }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.body).toBeInstanceOf(ReadableStream);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
    const rows = readCsv(new TextDecoder().decode(bytes)); // the decoder drops the mark
    expect(rows[0]).toEqual([
      "id",
      "received",
      "name",
      "email",
      "phone",
      "message",
      "read",
      "notification failed",
      "language",
      "application",
    ]);
    expect(rows).toHaveLength(1 + 152);
    expect(rows[1]).toEqual([
      hostile.id,
      "2026-11-22T10:00:00.000Z",
      '\'=HYPERLINK("http://x","y")',
      "a@example.com",
      "'+1 555 0100",
      '\'@SUM(A1)\nline 2, "quoted"',
      "no",
      "no",
      "de",
      "Acme Corp.",
    ]);
    expect(rows[2]).toEqual([
      plain.id,
      "2026-11-21T10:00:00.000Z",
      "Sender 1",
      "sender1@example.com",
      "",
      "'-2+3",
      "yes",
      "no",
      // A message stored before languages were kept has none, and one that came with no application none.
      "",
      "",
    ]);
    expect(rows.slice(3).map((row) => row[0])).toEqual(many.map((c) => c.id));
  });

  it("opens safely in a spreadsheet whose list separator is ';'", async () => {
    await saveAt(
      { name: "Ada;=cmd|' /C calc'!A0", email: "a@example.com", message: 'x; +1\ny;"@SUM(A1)' },
      new Date("2026-11-22T10:00:00Z"),
    );
    const res = await handler(
      new Request("http://localhost/api/contacts/export", { headers: auth }),
      context({ id: "export" }),
    );
    const text = new TextDecoder().decode(await res.arrayBuffer());
    const cells = readCsv(text, ";").flat();
    expect(cells.length).toBeGreaterThan(2);
    for (const cell of cells) expect(cell, cell).not.toMatch(/^ *[=+\-@\t\r]/);
    // Read with ',' the text is whole, each guard a single "'".
    const [, row] = readCsv(text);
    expect(row![2]).toBe("Ada;'=cmd|' /C calc'!A0");
    expect(row![5]).toBe("x;' +1\ny;'\"@SUM(A1)");
  });

  it("answers a header row alone for an empty inbox", async () => {
    const res = await handler(
      new Request("http://localhost/api/contacts/export", { headers: auth }),
      context({ id: "export" }),
    );
    expect(readCsv(await res.text())).toHaveLength(1);
  });
});

describe("the contact limit under a burst", () => {
  it("accepts exactly `limit` of 50 parallel sends from one address, stores each once, refuses the rest", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    process.env.CONTACT_RATE_LIMIT = "7";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        contactHandler(contactRequest(input(n)), context({}, "203.0.113.250")),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.every((s) => s === 201 || s === 429 || s === 503)).toBe(true);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    const accepted = await Promise.all(
      answers.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id),
    );
    await Promise.all(pending.splice(0));
    const listed = (await (await get("/api/contacts?limit=100")).json()) as ContactSubmission[];
    expect(listed.map((c) => c.id).sort()).toEqual([...accepted].sort());
  });
});
