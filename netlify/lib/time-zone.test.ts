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
      'config: SITE_TIME_ZONE "Mars/Olympus_Mons" is not a known IANA time zone; using UTC',
    );
  });
});
