import { describe, expect, it } from "vitest";
import { memo } from "./memo";

describe("memo", () => {
  it("makes each key once, and forgets one whose making failed", async () => {
    let made = 0;
    const value = memo(async (key) => {
      made += 1;
      if (key === "bad" && made === 1) throw new Error("first try fails");
      return key.toUpperCase();
    });
    await expect(value("bad")).rejects.toThrow("first try fails");
    expect(await value("bad")).toBe("BAD");
    expect(await value("bad")).toBe("BAD");
    expect(made).toBe(2);
  });

  it("keeps the newest keys by sort order by default, the ones used last with least-recent", async () => {
    const makes: string[] = [];
    const byKey = memo(async (key) => makes.push(key), 2);
    for (const key of ["2026-01-02", "2026-01-03", "2026-01-02", "2026-01-01", "2026-01-03"])
      await byKey(key);
    // 01-01 is the oldest key: made, then dropped at once, whatever was used last.
    expect(makes).toEqual(["2026-01-02", "2026-01-03", "2026-01-01"]);

    makes.length = 0;
    const byUse = memo(async (key) => makes.push(key), 2, "least-recent");
    for (const key of ["acme", "beta", "acme", "zeta", "acme", "beta"]) await byUse(key);
    // zeta pushed out beta (acme was used after it); beta then pushed out zeta.
    expect(makes).toEqual(["acme", "beta", "zeta", "beta"]);
  });
});
