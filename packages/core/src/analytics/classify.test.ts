import { describe, expect, it } from "vitest";
import {
  browserFromUserAgent,
  classifyDevice,
  deviceClass,
  deviceFromSignals,
  osFromUserAgent,
} from "./classify";
import { desktopModeIPad, userAgentCases } from "./fixtures/user-agents";

describe("classifyDevice (the tracker's view)", () => {
  it.each([...userAgentCases, desktopModeIPad])("$name", (c) => {
    const info = classifyDevice(c.userAgent, c.screen, { maxTouchPoints: c.maxTouchPoints ?? 0 });
    expect(info).toEqual({
      browser: c.browser,
      os: c.os,
      isMobile: c.isMobile,
      isTablet: c.isTablet,
      isDesktop: !c.isMobile && !c.isTablet,
      screenWidth: c.screen.width,
      screenHeight: c.screen.height,
    });
  });

  it("reads a Mac user agent without touch points as a Mac, not an iPad", () => {
    const info = classifyDevice(
      desktopModeIPad.userAgent,
      { width: 1440, height: 900 },
      { maxTouchPoints: 0 },
    );
    expect(info).toMatchObject({ os: "macOS", isMobile: false, isTablet: false, isDesktop: true });
  });
});

describe("the tablet band", () => {
  it.each([
    [767, false],
    [768, true],
    [1023, true],
    [1024, false],
  ])("screen width %i is a tablet: %s", (screenWidth, isTablet) => {
    expect(deviceFromSignals({ tabletUserAgent: false, mobileUserAgent: false, screenWidth }).isTablet).toBe(
      isTablet,
    );
  });
});

describe("deviceClass", () => {
  it("counts a visit once: tablet before mobile before desktop", () => {
    expect(deviceClass({ isMobile: true, isTablet: true })).toBe("tablet");
    expect(deviceClass({ isMobile: true, isTablet: false })).toBe("mobile");
    expect(deviceClass({ isMobile: false, isTablet: false })).toBe("desktop");
  });
});

describe("unnamed and empty user agents", () => {
  it("are Unknown", () => {
    expect(browserFromUserAgent("")).toBe("Unknown");
    expect(osFromUserAgent("")).toBe("Unknown");
    expect(browserFromUserAgent("Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1")).toBe("Unknown");
  });
});
