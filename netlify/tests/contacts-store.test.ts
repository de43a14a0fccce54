import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteContact, isContactId, listContacts, newContactId, saveContact } from "../lib/contacts-store";
import { startBlobs, type TestBlobs } from "./helpers/blobs-server";

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.close());
beforeEach(async () => {
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});

const input = { name: "Ada", email: "ada@example.com", message: "Hi" };

describe("contacts store", () => {
  it("makes ids whose order is newest first, distinct within one millisecond", () => {
    const older = newContactId(Date.parse("2026-11-21T00:00:00Z"));
    const newer = newContactId(Date.parse("2026-11-22T00:00:00Z"));
    expect([older, newer].sort()).toEqual([newer, older]);
    const sameMs = new Set(Array.from({ length: 1000 }, () => newContactId(1_800_000_000_000)));
    expect(sameMs.size).toBe(1000);
    for (const id of sameMs) expect(isContactId(id)).toBe(true);
  });

  it("lists by key order alone: one list call plus one read per submission", async () => {
    for (let i = 0; i < 5; i += 1) await saveContact(input, new Date(Date.UTC(2026, 10, 22, 10, i)));
    blobs.resetOperations();
    const listed = await listContacts();
    expect(listed.map((c) => c.createdAt)).toEqual(
      [4, 3, 2, 1, 0].map((i) => new Date(Date.UTC(2026, 10, 22, 10, i)).toISOString()),
    );
    expect(blobs.operations).toEqual({ list: 1, get: 5 });
  });

  it("keeps submissions of the same millisecond apart", async () => {
    const at = new Date("2026-11-22T15:04:00Z");
    await Promise.all(Array.from({ length: 10 }, () => saveContact(input, at)));
    expect(await listContacts()).toHaveLength(10);
  });

  it("deletes only what exists", async () => {
    const saved = await saveContact(input);
    expect(await deleteContact(saved.id)).toBe(true);
    expect(await deleteContact(saved.id)).toBe(false);
    expect(await deleteContact("not-an-id")).toBe(false);
    expect(await listContacts()).toEqual([]);
  });

  it("rejects (never pretends) when storage is down", async () => {
    const saved = await saveContact(input);
    await blobs.stop();
    try {
      await expect(saveContact(input)).rejects.toThrow();
      await expect(listContacts()).rejects.toThrow();
      await expect(deleteContact(saved.id)).rejects.toThrow();
    } finally {
      await blobs.start();
    }
    expect(await listContacts()).toEqual([saved]);
  });
});
