import { describe, expect, it } from "vitest";
import { contactIdOfKey, contactIdTime, contactKeyOf, isContactId, newContactId } from "./ids";

describe("contact ids", () => {
  it("makes ids whose order is newest first, distinct within one millisecond", () => {
    const older = newContactId(Date.parse("2026-11-21T00:00:00Z"));
    const newer = newContactId(Date.parse("2026-11-22T00:00:00Z"));
    expect([older, newer].sort()).toEqual([newer, older]);
    const sameMs = new Set(Array.from({ length: 1000 }, () => newContactId(1_800_000_000_000)));
    expect(sameMs.size).toBe(1000);
    for (const id of sameMs) expect(isContactId(id)).toBe(true);
  });

  it("keys a message under its receipt time, and reads the id back from the key", () => {
    const at = Date.parse("2026-11-22T15:04:05.678Z");
    const id = newContactId(at);
    expect(contactIdTime(id)).toBe(at);
    expect(contactKeyOf(id)).toMatch(/^d\/\d{5}\/08\/55\/m\//);
    expect(contactIdOfKey(contactKeyOf(id))).toBe(id);
    expect(contactIdOfKey(contactKeyOf(id, "held"))).toBe(id);
    expect(contactIdOfKey(`d/00000/08/55/m/${id}`)).toBeNull();
    expect(contactIdOfKey("not a key")).toBeNull();
  });
});
