import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTimeZone, zonedDate, zonedDayBounds, zonedDayStart } from "./timezone";
import { hourMs } from "./units";

const hour = hourMs;

describe("days in the owner's time zone", () => {
  it("knows IANA names", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });

  it("keeps a Californian Tuesday in one day: 17:00 and 23:30 local are the same date", () => {
    // 2026-11-24 17:00 and 23:30 PST are 2026-11-25 01:00 and 07:30 UTC.
    expect(zonedDate(Date.parse("2026-11-25T01:00:00Z"), "America/Los_Angeles")).toBe("2026-11-24");
    expect(zonedDate(Date.parse("2026-11-25T07:30:00Z"), "America/Los_Angeles")).toBe("2026-11-24");
    expect(zonedDate(Date.parse("2026-11-25T01:00:00Z"), "UTC")).toBe("2026-11-25");
    expect(zonedDayStart("2026-11-24", "America/Los_Angeles")).toBe(Date.parse("2026-11-24T08:00:00Z"));
  });

  it("gives DST days their 23 and 25 hours", () => {
    const spring = zonedDayBounds("2026-03-08", "America/Los_Angeles");
    expect(spring.fromMs).toBe(Date.parse("2026-03-08T08:00:00Z"));
    expect(spring.toMs + 1 - spring.fromMs).toBe(23 * hour);
    const autumn = zonedDayBounds("2026-11-01", "America/Los_Angeles");
    expect(autumn.fromMs).toBe(Date.parse("2026-11-01T07:00:00Z"));
    expect(autumn.toMs + 1 - autumn.fromMs).toBe(25 * hour);
    const berlin = zonedDayBounds("2026-03-29", "Europe/Berlin");
    expect(berlin.toMs + 1 - berlin.fromMs).toBe(23 * hour);
  });

  it("starts every day where the previous one ends, and each moment lies in its own day (property)", () => {
    const zones = [
      "UTC",
      "America/Los_Angeles",
      "Europe/Berlin",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "America/Santiago",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2025-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const date = zonedDate(ms, zone);
          const { fromMs, toMs } = zonedDayBounds(date, zone);
          expect(ms).toBeGreaterThanOrEqual(fromMs);
          expect(ms).toBeLessThanOrEqual(toMs);
          expect(zonedDate(fromMs - 1, zone)).not.toBe(date);
          expect(zonedDate(toMs + 1, zone)).not.toBe(date);
        },
      ),
      { numRuns: 300 },
    );
  });
});
