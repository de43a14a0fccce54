import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildPageView, sendPageView, USER_ID_STORAGE_KEY, visitorId } from "./page-view";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("the page-view event", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/projects/magic-leap?utm_source=x");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("has the spec's fields, the current path and 'direct' for an empty referrer", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(iPhone);
    vi.spyOn(screen, "width", "get").mockReturnValue(390);
    vi.spyOn(screen, "height", "get").mockReturnValue(844);
    const event = buildPageView();
    expect(event).toEqual({
      pageUrl: "/projects/magic-leap",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      userAgent: iPhone,
      deviceInfo: {
        isMobile: true,
        isTablet: false,
        isDesktop: false,
        browser: "Safari",
        os: "iOS",
        screenWidth: 390,
        screenHeight: 844,
      },
      sessionId: expect.stringMatching(/^[0-9a-z]{28}$/),
      userId: expect.stringMatching(/^[0-9a-z]{28}$/),
      referrer: "direct",
      trafficSource: "Direct",
    });
  });

  it("sends the referrer and its host; the server names the source", () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/feed/");
    expect(buildPageView()).toMatchObject({
      referrer: "https://www.linkedin.com/feed/",
      trafficSource: "linkedin.com",
    });
  });

  it("keeps the visitor id in localStorage and makes a new session id each time", () => {
    const first = buildPageView();
    const second = buildPageView();
    expect(second.userId).toBe(first.userId);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(first.userId);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("still has a visitor id when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(visitorId()).toMatch(/^[0-9a-z]{28}$/);
  });
});

describe("sendPageView", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("posts the event as JSON with keepalive", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    await sendPageView();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/analytics");
    expect(init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(init.body as string)).toHaveProperty("pageUrl");
  });

  it("does not read the answer, and rejects when the request cannot be sent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(sendPageView()).resolves.toBeUndefined();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(sendPageView()).rejects.toThrow("Failed to fetch");
  });
});
