import { getStore } from "@netlify/blobs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mapLimit } from "./concurrency";
import { rateLimit } from "./rate-limit";
import { blobsForFile } from "../../../netlify/tests/helpers/blobs-for-file";

const blobs = blobsForFile();
afterEach(() => {
  vi.useRealTimers();
});

async function storedKeys() {
  const { blobs: list } = await getStore({ name: "rate-limits", consistency: "strong" }).list();
  return list.map((blob) => blob.key);
}

describe("rateLimit", () => {
  it("allows `limit` requests per window, then refuses with the seconds left in the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:10Z"));
    const key = { scope: "test-window", ip: "203.0.113.1" };
    const options = { limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) expect(await rateLimit(key, options)).toEqual({ ok: true });
    expect(await rateLimit(key, options)).toEqual({ ok: false, retryAfterSeconds: 50 });

    // A new window starts afresh, and the old window's slots are tidied away.
    vi.setSystemTime(new Date("2026-11-22T10:01:00Z"));
    expect(await rateLimit(key, options)).toEqual({ ok: true });
    await vi.waitFor(async () => {
      const keys = (await storedKeys()).filter((k) => k.startsWith("test-window/"));
      expect(keys).toHaveLength(1);
    });
  });

  it("counts each address and each scope separately", async () => {
    const options = { limit: 1, windowSeconds: 3600 };
    expect(await rateLimit({ scope: "test-sep", ip: "203.0.113.2" }, options)).toEqual({ ok: true });
    expect((await rateLimit({ scope: "test-sep", ip: "203.0.113.2" }, options)).ok).toBe(false);
    expect(await rateLimit({ scope: "test-sep", ip: "203.0.113.3" }, options)).toEqual({ ok: true });
    expect(await rateLimit({ scope: "test-other", ip: "203.0.113.2" }, options)).toEqual({ ok: true });
  });

  it("never stores the address itself", async () => {
    await rateLimit({ scope: "test-privacy", ip: "203.0.113.77" }, { limit: 5, windowSeconds: 60 });
    const keys = await storedKeys();
    expect(keys.some((k) => k.startsWith("test-privacy/"))).toBe(true);
    expect(keys.join("\n")).not.toContain("203.0.113.77");
  });

  it("holds under a burst of parallel requests", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        rateLimit({ scope: "test-burst", ip: "203.0.113.4" }, { limit: 5, windowSeconds: 3600 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it("keeps every folder of a window small, however many addresses write in it", async () => {
    // The local Blobs server reads every sibling of each folder on a listing's path: with one
    // folder per address side by side, each claim read them all, and a burst from many
    // addresses slowed every claim past the limiter's deadline.
    const addresses = 300;
    const claims = await mapLimit(
      Array.from({ length: addresses }, (_, n) => `198.51.${n >> 8}.${n & 255}`),
      10,
      (ip) => rateLimit({ scope: "test-spread", ip }, { limit: 5, windowSeconds: 3600 }),
    );
    expect(claims.every((claim) => claim.ok)).toBe(true);
    const keys = (await storedKeys()).filter((k) => k.startsWith("test-spread/"));
    // Fewer than one slot per address would mean claims that failed open (wrote nothing).
    expect(keys).toHaveLength(addresses);
    const children = new Map<string, Set<string>>();
    for (const key of keys) {
      const parts = key.split("/");
      for (let depth = 1; depth < parts.length; depth += 1) {
        const folder = parts.slice(0, depth).join("/");
        children.set(folder, (children.get(folder) ?? new Set()).add(parts[depth]!));
      }
    }
    const widest = Math.max(...[...children.values()].map((names) => names.size));
    expect(widest).toBeLessThanOrEqual(64);
  });

  it("once a window is full, refuses from memory without a storage call, even with storage down", async () => {
    const key = { scope: "test-full", ip: "203.0.113.9" };
    const options = { limit: 2, windowSeconds: 3600 };
    expect((await rateLimit(key, options)).ok).toBe(true);
    expect((await rateLimit(key, options)).ok).toBe(true);
    expect((await rateLimit(key, options)).ok).toBe(false);
    blobs().resetOperations();
    await blobs().stop();
    try {
      const refused = await Promise.all(Array.from({ length: 20 }, () => rateLimit(key, options)));
      for (const result of refused) {
        expect(result).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
      }
    } finally {
      await blobs().start();
    }
    expect(blobs().operations).toEqual({});
  });

  it("fails open by default and closed on request when its storage is down", async () => {
    await blobs().stop();
    try {
      const key = { scope: "test-down", ip: "203.0.113.5" };
      expect(await rateLimit(key, { limit: 1, windowSeconds: 60 })).toEqual({ ok: true });
      expect(await rateLimit(key, { limit: 1, windowSeconds: 60, onStorageError: "closed" })).toEqual({
        ok: false,
        retryAfterSeconds: 60,
        storageError: true,
      });
    } finally {
      await blobs().start();
    }
  });
});
