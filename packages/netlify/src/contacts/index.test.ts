import { getStore } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  contactIdOfKey,
  contactIdTime,
  contactKeyOf,
  deleteContact,
  deleteReceived,
  runRetention,
  saveContact,
  getContact,
  listContactsPage,
  newContactId,
  recentContactIds,
  recountContacts,
  setContactRead,
  setNotificationFailed,
} from ".";
import { messageKey } from "./ids";
import { saveAt, seedMessages } from "../../../../netlify/tests/helpers/contacts";
import { blobsForFile } from "../../../../netlify/tests/helpers/blobs-for-file";

const blobs = blobsForFile();
beforeEach(async () => {
  await store().deleteAll();
});

const store = () => getStore({ name: "contacts", consistency: "strong" });
const input = { name: "Ada", email: "ada@example.com", message: "Hi" };
const maxBytes = 1024 * 1024;

/** Every submission, walking the pages to the end. */
async function walk(limit = 50): Promise<ContactSubmission[]> {
  const all: ContactSubmission[] = [];
  let after: string | undefined;
  do {
    const page = await listContactsPage({ after, limit, maxBytes });
    all.push(...page.contacts);
    after = page.next;
  } while (after !== undefined);
  return all;
}

/** `count` submissions, `perDay` a day, going back from 2026-11-22, written in parallel. */
async function seed(count: number, perDay: number): Promise<void> {
  const end = Date.UTC(2026, 10, 22, 12);
  const times = Array.from(
    { length: count },
    (_, i) => end - Math.floor(i / perDay) * 86_400_000 - (i % perDay) * 1000,
  );
  for (let start = 0; start < times.length; start += 50) {
    await Promise.all(
      times
        .slice(start, start + 50)
        .map((t, i) => saveAt({ ...input, message: `m${start + i}` }, new Date(t))),
    );
  }
}

describe("contacts", () => {
  it("files each submission in its day folder, newest first across days", async () => {
    const times = [
      "2026-11-20T09:00:00Z",
      "2026-11-22T15:04:00Z",
      "2026-11-22T08:00:00Z",
      "2026-11-21T12:30:00Z",
    ];
    for (const t of times) await saveAt(input, new Date(t));
    const { blobs: keys } = await store().list({ prefix: "d/" });
    const ids = keys.map(({ key }) => contactIdOfKey(key)).filter((id) => id !== null);
    expect(ids).toHaveLength(4);
    const page = await listContactsPage({ limit: 10, maxBytes });
    expect(page.contacts.map((c) => c.createdAt)).toEqual(
      [...times]
        .sort()
        .reverse()
        .map((t) => new Date(t).toISOString()),
    );
    expect(page).toMatchObject({ total: 4, unread: 4 });
    expect(page.next).toBeUndefined();
  });

  it("costs the same storage calls for a page whatever the inbox holds", async () => {
    const counts: Array<Record<string, number>> = [];
    for (const size of [300, 600]) {
      await store().deleteAll();
      await seed(size, 20);
      await listContactsPage({ limit: 1, maxBytes }); // the first page of this instance
      blobs().resetOperations();
      const first = await listContactsPage({ limit: 50, maxBytes });
      counts.push({ ...blobs().operations });
      // A deep page: after the 250th submission.
      const all = await walk(100);
      expect(all).toHaveLength(size);
      blobs().resetOperations();
      const deep = await listContactsPage({ after: all[249]!.id, limit: 50, maxBytes });
      expect(deep.contacts[0]!.id).toBe(all[250]!.id);
      counts.push({ ...blobs().operations });
      expect(first.total).toBe(size);
    }
    expect(counts[2]).toEqual(counts[0]);
    expect(counts[3]).toEqual(counts[1]);
    // The index and the held list's index, 50 submission reads, one listing of the days and
    // one per day covered (each holds 20, so each is listed whole).
    expect(counts[0]).toEqual({ get: 52, list: 1 + 3 });
  });

  it("pages a large day by its minute counts, yet shows a message the counts do not know yet", async () => {
    const day = Date.UTC(2026, 10, 20);
    // 450 messages (more than a page lists whole), one every 3 minutes, counted.
    await seedMessages(
      blobs(),
      Array.from({ length: 450 }, (_, i) => day + i * 180_000 + 5),
    );
    // Then one in a minute of its own whose count update never happened.
    const late = newContactId(day + 20 * 3_600_000 + 60_000 + 5);
    await store().setJSON(contactKeyOf(late), {
      id: late,
      name: "Late",
      email: "late@example.com",
      message: "Not counted yet",
      createdAt: new Date(day + 20 * 3_600_000 + 60_000 + 5).toISOString(),
    });
    const all = await walk(100);
    expect(all).toHaveLength(451);
    expect(new Set(all.map((c) => c.id)).size).toBe(451);
    expect(all.map((c) => c.id)).toContain(late);
    expect(all.map((c) => c.id)).toEqual(all.map((c) => c.id).sort());
  });

  it("keeps the index exact under concurrent saves, deletes and read marks", async () => {
    const saved = await Promise.all(
      Array.from({ length: 40 }, (_, i) => saveAt(input, new Date(Date.UTC(2026, 10, 20 + (i % 3), 10, i)))),
    );
    await Promise.all([
      ...saved.slice(0, 10).map((s) => deleteContact(s.id)),
      ...saved.slice(10, 20).map((s) => setContactRead(s.id, true)),
      ...Array.from({ length: 15 }, (_, i) => saveAt(input, new Date(Date.UTC(2026, 10, 21, 11, i)))),
    ]);
    const page = await listContactsPage({ limit: 1, maxBytes });
    expect(page).toMatchObject({ total: 45, unread: 35 });
    // The index alone (no day listed on this page is the whole inbox) agrees.
    const { days } = JSON.parse((await store().get("inbox-index", { type: "text" }))!) as {
      days: Record<string, [number, number]>;
    };
    const sum = Object.values(days).reduce((acc, [t, u]) => [acc[0]! + t, acc[1]! + u], [0, 0]);
    expect(sum).toEqual([45, 35]);
  });

  it("shows a message whose index update never happened, and repairs the count", async () => {
    await saveAt(input, new Date("2026-11-21T10:00:00Z"));
    // A message written as if its index update had failed: straight to its day folder.
    const lost = {
      ...input,
      id: newContactId(Date.parse("2026-11-22T10:00:00Z")),
      createdAt: "2026-11-22T10:00:00.000Z",
    };
    const at = Date.parse(lost.createdAt);
    const day = String(99_999 - Math.floor(at / 86_400_000)).padStart(5, "0");
    const ofDay = Math.floor((at % 86_400_000) / 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const key = `d/${day}/${pad(23 - Math.floor(ofDay / 60))}/${pad(59 - (ofDay % 60))}/m/${lost.id}`;
    expect(contactIdOfKey(key)).toBe(lost.id);
    await store().setJSON(key, lost);
    const repairs: Array<Promise<unknown>> = [];
    const page = await listContactsPage({ limit: 10, maxBytes }, (work) => repairs.push(work));
    expect(page.contacts.map((c) => c.id)).toContain(lost.id);
    expect(page.total).toBe(2);
    await Promise.all(repairs);
    const index = JSON.parse((await store().get("inbox-index", { type: "text" }))!) as { days: object };
    expect(Object.values(index.days).reduce((n: number, [t]: [number]) => n + t, 0)).toBe(2);
    // A deleted index is rebuilt from the folders.
    await store().delete("inbox-index");
    expect(await listContactsPage({ limit: 1, maxBytes })).toMatchObject({ total: 2, unread: 2 });
    await recountContacts();
    expect((await listContactsPage({ limit: 1, maxBytes })).total).toBe(2);
    // So is a damaged one.
    await store().set("inbox-index", "{not json");
    expect(await listContactsPage({ limit: 1, maxBytes })).toMatchObject({ total: 2, unread: 2 });
    expect(JSON.parse((await store().get("inbox-index", { type: "text" }))!)).toEqual({
      days: expect.any(Object),
      gone: [],
    });
  });

  it("reads one submission, records a failed notification, and finds recent ids by day", async () => {
    const old = await saveAt(input, new Date("2026-11-01T10:00:00Z"));
    const recent = await saveAt(input, new Date("2026-11-22T10:00:00Z"));
    const newest = await saveAt(input, new Date("2026-11-22T11:00:00Z"));
    expect(await getContact(recent.id)).toEqual({ ...recent, read: false });
    expect(await setNotificationFailed(recent.id)).toBe(true);
    expect(await setNotificationFailed(recent.id)).toBe(true);
    expect(await getContact(recent.id)).toEqual({ ...recent, read: false, notificationFailed: true });
    expect(await setNotificationFailed(newContactId())).toBe(false);
    expect(await getContact(newContactId())).toBeNull();
    // The marker is the only record of a failed notification: a flag in the message's own blob
    // (no deploy writes one) is not read as one.
    await store().set(messageKey("inbox", old.id), JSON.stringify({ ...old, notificationFailed: true }));
    expect(await getContact(old.id)).toEqual({ ...old, read: false });

    blobs().resetOperations();
    const ids = await recentContactIds(new Date("2026-11-22T10:00:00Z"), new Date("2026-11-22T12:00:00Z"));
    expect(ids).toEqual([newest.id, recent.id]);
    // The day's hours, the minutes of the two hours since 10:00, then the two minutes that hold messages.
    expect(blobs().operations).toEqual({ list: 5 });
    expect(ids).not.toContain(old.id);

    await deleteContact(recent.id);
    expect(await setNotificationFailed(recent.id)).toBe(false);
    expect(await getContact(recent.id)).toBeNull(); // not brought back
  });

  it("keeps a message answered just after a delete-a-day, though received before it", async () => {
    // The save was under way when the owner deleted today: received inside the range, written
    // after the deletion was recorded. Answered 201, it must not be hidden and purged with it.
    const received = new Date(Date.now() - 5_000);
    const { from, to } = await deleteReceived("inbox", { day: received.toISOString().slice(0, 10) });
    expect(received.getTime()).toBeGreaterThanOrEqual(from);
    expect(received.getTime()).toBeLessThan(to);
    const key = "late-save-after-delete-1";
    const saved = await saveContact(input, { now: received, idempotencyKey: key });
    expect(contactIdTime(saved.submission.id)).toBeGreaterThanOrEqual(to);
    expect(saved.submission.createdAt).toBe(received.toISOString());
    await runRetention();
    expect((await walk()).map((contact) => contact.id)).toEqual([saved.submission.id]);
    // A retry of the same message finds it under its new id and writes nothing more.
    const retry = await saveContact(input, { now: new Date(), idempotencyKey: key });
    expect(retry).toMatchObject({ created: false, submission: { id: saved.submission.id } });
    expect(await walk()).toHaveLength(1);
  });

  it("deletes only what exists", async () => {
    const saved = await saveAt(input);
    expect(await deleteContact(saved.id)).toBe(true);
    expect(await deleteContact(saved.id)).toBe(false);
    expect(await deleteContact("not-an-id")).toBe(false);
    expect((await listContactsPage({ limit: 10, maxBytes })).contacts).toEqual([]);
  });

  it("rejects (never pretends) when storage is down", async () => {
    const saved = await saveAt(input);
    await blobs().stop();
    try {
      await expect(saveAt(input)).rejects.toThrow();
      await expect(listContactsPage({ limit: 10, maxBytes })).rejects.toThrow();
      await expect(deleteContact(saved.id)).rejects.toThrow();
      await expect(setContactRead(saved.id, true)).rejects.toThrow();
    } finally {
      await blobs().start();
    }
    expect((await listContactsPage({ limit: 10, maxBytes })).contacts).toEqual([{ ...saved, read: false }]);
  });
});
