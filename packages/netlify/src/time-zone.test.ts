import { afterEach, describe, expect, it, vi } from "vitest";
import { siteTimeZone } from "./time-zone";

afterEach(() => {
  delete process.env.SITE_TIME_ZONE;
  vi.restoreAllMocks();
});

describe("siteTimeZone", () => {
  it("is UTC when SITE_TIME_ZONE is unset or blank", () => {
    expect(siteTimeZone()).toBe("UTC");
    process.env.SITE_TIME_ZONE = "  ";
    expect(siteTimeZone()).toBe("UTC");
  });

  it("spells UTC one way, so UTC day summaries keep their keys", () => {
    process.env.SITE_TIME_ZONE = "utc";
    expect(siteTimeZone()).toBe("UTC");
  });

  it("is the IANA name SITE_TIME_ZONE gives", () => {
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    expect(siteTimeZone()).toBe("America/Los_Angeles");
  });

  it("treats a name no runtime knows as UTC and says so once", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.SITE_TIME_ZONE = "Mars/Olympus_Mons";
    expect(siteTimeZone()).toBe("UTC");
    expect(siteTimeZone()).toBe("UTC");
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      'config: SITE_TIME_ZONE "Mars/Olympus_Mons" refused: it is not a time zone this runtime knows; using UTC',
    );
  });

  it("takes canonical IANA location names, with a region too", () => {
    for (const name of ["Asia/Kolkata", "America/Argentina/Buenos_Aires", "America/Port-au-Prince"]) {
      process.env.SITE_TIME_ZONE = name;
      expect(siteTimeZone()).toBe(name);
    }
  });

  it("refuses what the runtime would silently misread, saying what and why", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = {
      EST: "is not a canonical IANA location name (Area/Location, e.g. America/New_York); the runtime would read it as America/Panama",
      "+05:30": "is a fixed offset, not an IANA zone name (its daylight saving rules would be lost)",
      "US/Pacific":
        "is not a canonical IANA location name (Area/Location, e.g. America/New_York); the runtime would read it as America/Los_Angeles",
      "asia/kolkata": "is not a canonical IANA location name (Area/Location, e.g. America/New_York)",
    };
    for (const [name, why] of Object.entries(refused)) {
      process.env.SITE_TIME_ZONE = name;
      expect(siteTimeZone(), name).toBe("UTC");
      expect(errors).toHaveBeenLastCalledWith(
        expect.stringContaining(`config: SITE_TIME_ZONE ${JSON.stringify(name)} refused: it ${why}`),
      );
    }
  });
});
