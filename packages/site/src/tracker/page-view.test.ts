import { analyticsLimits, type GoalEvent } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildPageView,
  CAMPAIGN_TAG_MAX,
  campaignTags,
  countGoalClicks,
  EXCLUDE_STORAGE_KEY,
  sendPageView,
  USER_ID_STORAGE_KEY,
  visitorId,
} from "./page-view";

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

  it("has every field of the page-view event, the current path and 'direct' for an empty referrer", () => {
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
      campaign: { utm_source: "x" },
    });
  });

  it("sends the campaign tags of the address, and nothing else of its query", () => {
    window.history.replaceState(
      null,
      "",
      "/?ref=acme-pm-role&utm_source=linkedin&utm_medium=social&utm_campaign=fall&email=a%40b.example&utm_term=x",
    );
    const event = buildPageView();
    expect(event.pageUrl).toBe("/");
    expect(event.campaign).toEqual({
      ref: "acme-pm-role",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "fall",
    });
    expect(JSON.stringify(event)).not.toMatch(/email|a@b|utm_term/);
  });

  it("has no campaign without tags", () => {
    window.history.replaceState(null, "", "/projects/magic-leap?page=2");
    expect(buildPageView().campaign).toBeUndefined();
    expect(JSON.stringify(buildPageView())).not.toContain("campaign");
  });

  it("sends the referrer alone: the server names the source", () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/feed/");
    const event = buildPageView();
    expect(event.referrer).toBe("https://www.linkedin.com/feed/");
    expect(event).not.toHaveProperty("trafficSource");
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

describe("campaignTags", () => {
  it("keeps only the four tags, trimmed, non-empty and capped at the server's length", () => {
    expect(CAMPAIGN_TAG_MAX).toBe(analyticsLimits.campaignTagMax);
    expect(campaignTags("")).toBeUndefined();
    expect(campaignTags("?ref=%20%20&utm_source=")).toBeUndefined();
    expect(campaignTags(`?ref=${"x".repeat(500)}`)).toEqual({
      ref: "x".repeat(analyticsLimits.campaignTagMax),
    });
    expect(campaignTags("?ref=<script>&gclid=abc&fbclid=def")).toEqual({ ref: "<script>" });
  });
});

describe("counting goal clicks", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the link's goal with a beacon, as JSON, without stopping the link", async () => {
    window.history.replaceState(null, "", "/projects/magic-leap");
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: beacon }));
    document.body.innerHTML = `
      <a href="https://cal.example/me" target="_blank" data-goal="booking-click"><svg><path /></svg><span>Book</span></a>
      <a href="https://profile.example/me" target="_blank" data-goal="profile-click">Profile</a>
      <a href="mailto:me@example.com">Email</a>`;
    countGoalClicks({ sessionId: "s1", userId: "u1", campaign: { ref: "acme-pm-role" } } as never);
    const prevented: boolean[] = [];
    const click = (element: Element) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      prevented.push(event.defaultPrevented);
    };

    click(document.querySelector("svg path")!);
    click(document.querySelector("[data-goal='profile-click']")!);
    click(document.querySelector("a[href^='mailto:']")!);

    expect(prevented).toEqual([false, false, false]);
    expect(beacon).toHaveBeenCalledTimes(2);
    const sent = await Promise.all(
      beacon.mock.calls.map(async ([url, body]) => {
        expect(url).toBe("/api/analytics/goal");
        expect(body.type).toBe("application/json");
        return JSON.parse(await body.text()) as GoalEvent;
      }),
    );
    expect(sent).toEqual([
      {
        goal: "booking-click",
        pageUrl: "/projects/magic-leap",
        sessionId: "s1",
        userId: "u1",
        campaign: { ref: "acme-pm-role" },
      },
      {
        goal: "profile-click",
        pageUrl: "/projects/magic-leap",
        sessionId: "s1",
        userId: "u1",
        campaign: { ref: "acme-pm-role" },
      },
    ]);
  });
});

describe("refusing to track", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const refusals: Array<[string, () => void]> = [
    [
      "Global Privacy Control",
      () =>
        vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { globalPrivacyControl: true })),
    ],
    [
      "Do Not Track",
      () => vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { doNotTrack: "1" })),
    ],
    ["the owner's 'Don't count this browser'", () => localStorage.setItem(EXCLUDE_STORAGE_KEY, "1")],
  ];
  for (const [why, refuse] of refusals) {
    it(`sends nothing, and creates no visitor id, under ${why}`, async () => {
      const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
      vi.stubGlobal("fetch", fetchMock);
      refuse();
      await sendPageView();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    });
  }

  it("still counts a visitor whose storage is blocked and who sent no signal", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    await sendPageView();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("with ANALYTICS_VISITOR_ID=daily", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the page view and keeps nothing in localStorage, reading no stored id either", async () => {
    vi.stubGlobal("__PMFOLIO_ANALYTICS_VISITOR_ID__", "daily");
    localStorage.setItem(USER_ID_STORAGE_KEY, "an-id-from-before-the-switch");
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    await sendPageView();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { userId: string }).userId).not.toBe(
      "an-id-from-before-the-switch",
    );
    expect(setItem).not.toHaveBeenCalled();
    expect(getItem.mock.calls.map(([key]) => key)).not.toContain(USER_ID_STORAGE_KEY);
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
