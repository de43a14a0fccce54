import { describe, expect, it } from "vitest";
import { pagePath, validatePageView } from "./validate";

const origin = "https://jordan.example";
const event = {
  pageUrl: "/projects/magic-leap",
  timestamp: "2026-11-22T10:00:00.000Z",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  deviceInfo: {
    isMobile: false,
    isTablet: false,
    isDesktop: true,
    browser: "Firefox",
    os: "Linux",
    screenWidth: 1920,
    screenHeight: 1080,
  },
  sessionId: "3b1f4c0e-8a5d-4b8e-9c1f-2d6e7a8b9c0d",
  userId: "f47ac10b-58cc-4372-a567-0e02b2c3d479",
  referrer: "direct",
  trafficSource: "Direct",
};

describe("validatePageView", () => {
  it("accepts the tracker's event and keeps what the server uses", () => {
    expect(validatePageView(event, origin)).toEqual({
      ok: true,
      value: {
        pageUrl: "/projects/magic-leap",
        userAgent: event.userAgent,
        userId: event.userId,
        sessionId: event.sessionId,
        referrer: "",
        hints: { screenWidth: 1920, screenHeight: 1080, isTablet: false, browser: "Firefox", os: "Linux" },
      },
    });
  });

  it("turns unknown enum values into Unknown and clamps screens", () => {
    const result = validatePageView(
      { ...event, deviceInfo: { browser: "Netscape", os: "BeOS", screenWidth: 1e9, screenHeight: -5 } },
      origin,
    );
    expect(result.ok && result.value.hints).toEqual({
      screenWidth: 20_000,
      screenHeight: 0,
      isTablet: false,
      browser: "Unknown",
      os: "Unknown",
    });
  });

  it.each([
    ["not an object", "nope"],
    ["an array", [event]],
    ["a missing userId", { ...event, userId: undefined }],
    ["a userId with spaces", { ...event, userId: "a b" }],
    ["a long sessionId", { ...event, sessionId: "x".repeat(101) }],
    ["a page on another site", { ...event, pageUrl: "https://evil.example/" }],
    ["a protocol-relative page", { ...event, pageUrl: "//evil.example/x" }],
    ["a javascript: page", { ...event, pageUrl: "javascript:alert(1)" }],
    ["a relative page", { ...event, pageUrl: "projects" }],
    ["a very long path", { ...event, pageUrl: `/${"a".repeat(200)}` }],
    ["a user agent that is not text", { ...event, userAgent: 42 }],
    ["a referrer with a newline", { ...event, referrer: "https://a.example/\nx" }],
    ["a deviceInfo that is not an object", { ...event, deviceInfo: "desktop" }],
  ])("refuses %s", (_, body) => {
    expect(validatePageView(body, origin).ok).toBe(false);
  });
});

describe("pagePath", () => {
  it.each([
    ["/", "/"],
    ["/projects/magic-leap/", "/projects/magic-leap"],
    ["/projects/magic-leap?utm_source=x&email=a@b.c#top", "/projects/magic-leap"],
    ["https://jordan.example/analytics", "/analytics"],
    ["/a b", "/a%20b"],
    ["/\\evil.example", undefined],
    ["https://jordan.example.evil.example/", undefined],
  ])("%j is %j", (value, path) => {
    expect(pagePath(value, origin)).toBe(path);
  });
});
