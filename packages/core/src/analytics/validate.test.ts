import { describe, expect, it } from "vitest";
import { desktopPageView } from "./fixtures/pageViews";
import { pagePath, validatePageView } from "./validate";

const origin = "https://jordan.example";
const event = desktopPageView({ pageUrl: "/projects/magic-leap", timestamp: "2026-11-22T10:00:00.000Z" });

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
