import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_CAP_MS } from "./engagement";
import { EXCLUDE_STORAGE_KEY, sendPageView, TAGGED_STORAGE_KEY } from "./page-view";
import { blockReadingLimits, hourMs } from "@pmfolio/core";

const view = "mhx1a2b3c0123456789ab";

/** The page's clock, moved by hand. */
let now = 0;

function setVisibility(state: "visible" | "hidden") {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

/** The main content: 2,000 px tall, starting at the top, its top `scrolled` px above the window. */
function layout(scrolled: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top: -scrolled,
    height: 2000,
  } as DOMRect);
}

describe("engagement", () => {
  let beacons: { url: string; body: Record<string, unknown> }[];
  /** Beacons handed to the browser, counted as they are sent (their bodies are read later). */
  let beaconsSent: number;

  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = "<main><h1>Case study</h1></main>";
    window.history.replaceState(null, "", "/projects/magic-leap");
    now = 1000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    vi.stubGlobal("innerHeight", 500);
    layout(0);
    beacons = [];
    beaconsSent = 0;
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, blob: Blob) => {
        beaconsSent += 1;
        void blob
          .text()
          .then((text) => beacons.push({ url, body: JSON.parse(text) as Record<string, unknown> }));
        return true;
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ view }, { status: 202 })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends one event when the page is first hidden: visible, active seconds and the deepest point reached", async () => {
    await sendPageView();
    const fetchBody = JSON.parse((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).body as string) as {
      sessionId: string;
    };
    now += 10_000;
    layout(1500); // the window's bottom at 2,000 of 2,000 px
    dispatchEvent(new Event("scroll"));
    layout(300); // scrolling back up does not lower the deepest point
    dispatchEvent(new Event("scroll"));
    // In a background tab for an hour: not counted.
    setVisibility("hidden");
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    now += hourMs;
    setVisibility("visible");
    now += 5_000;
    setVisibility("hidden");
    dispatchEvent(new Event("pagehide"));
    // The page sends as it hides, synchronously: a second event would have been counted by now.
    expect(beaconsSent).toBe(1);
    expect(beacons).toEqual([
      {
        url: "/api/analytics/engagement",
        body: {
          view,
          pageUrl: "/projects/magic-leap",
          sessionId: fetchBody.sessionId,
          seconds: 10,
          depth: 100,
        },
      },
    ]);
  });

  describe("on a project's page", () => {
    /** The blocks' observer, driven by hand: `show` says which blocks are now in the window's middle. */
    let observed: Element[];
    let show: (inView: Record<string, boolean>) => void;

    beforeEach(() => {
      observed = [];
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
            show = (inView) =>
              callback(
                Object.entries(inView).map(([key, isIntersecting]) => ({
                  target: document.querySelector(`[data-block="${key}"]`)!,
                  isIntersecting,
                })),
              );
          }
          observe(target: Element) {
            observed.push(target);
          }
        },
      );
    });

    const sections = (keys: string[]) =>
      `<main><h1>Case study</h1>${keys.map((key) => `<section data-block="${key}"></section>`).join("")}</main>`;

    it("sends each block's seconds in the middle of the window, capped like the page's, and null for one never reached", async () => {
      document.body.innerHTML = sections(["problem", "features", "metrics"]);
      await sendPageView();
      show({ problem: true, features: false, metrics: false });
      now += 12_000;
      show({ problem: false, features: true });
      // Ten minutes on one block without a scroll, key or pointer press: counted as the idle cap.
      now += 10 * 60_000;
      dispatchEvent(new Event("pagehide"));
      await vi.waitFor(() => expect(beacons).toHaveLength(1));
      expect(beacons[0]!.body).toMatchObject({
        seconds: 12 + IDLE_CAP_MS / 1000,
        blocks: [
          ["problem", 12],
          ["features", IDLE_CAP_MS / 1000],
          ["metrics", null],
        ],
      });
    });

    it("counts a block scrolled past without a stop as reached, with 0 seconds", async () => {
      document.body.innerHTML = sections(["overview", "problem"]);
      await sendPageView();
      show({ overview: true });
      show({ overview: false });
      now += 5_000;
      dispatchEvent(new Event("pagehide"));
      await vi.waitFor(() => expect(beacons).toHaveLength(1));
      expect(beacons[0]!.body.blocks).toEqual([
        ["overview", 0],
        ["problem", null],
      ]);
    });

    it("watches and reports the first 20 blocks only, what the server takes", async () => {
      expect(blockReadingLimits.blocks).toBe(20);
      const keys = Array.from({ length: 25 }, (_, index) => (index ? `overview-${index + 1}` : "overview"));
      document.body.innerHTML = sections(keys);
      await sendPageView();
      expect(observed).toHaveLength(20);
      dispatchEvent(new Event("pagehide"));
      await vi.waitFor(() => expect(beacons).toHaveLength(1));
      expect(beacons[0]!.body.blocks).toEqual(keys.slice(0, 20).map((key) => [key, null]));
    });
  });

  it("counts a long stretch without input as at most the idle cap", async () => {
    await sendPageView();
    now += 10 * 60_000;
    dispatchEvent(new Event("pagehide"));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.body).toMatchObject({ seconds: IDLE_CAP_MS / 1000, depth: 25 });
  });

  it("sends nothing when the page view has no id (a bot's, or refused), or tracking is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 202 })),
    );
    await sendPageView();
    localStorage.setItem(EXCLUDE_STORAGE_KEY, "1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ view }, { status: 202 })),
    );
    await sendPageView();
    expect(fetch).not.toHaveBeenCalled();
    dispatchEvent(new Event("pagehide"));
    expect(beaconsSent).toBe(0);
  });

  it("remembers only that the browser came through an application's link, and says so on later views", async () => {
    window.history.replaceState(null, "", "/?ref=acme");
    await sendPageView();
    const first = JSON.parse((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).body as string) as Record<
      string,
      unknown
    >;
    expect(first.tagged).toBeUndefined();
    expect(localStorage.getItem(TAGGED_STORAGE_KEY)).toBe("1");
    window.history.replaceState(null, "", "/projects/magic-leap");
    await sendPageView();
    const later = JSON.parse((vi.mocked(fetch).mock.calls[1]![1] as RequestInit).body as string) as Record<
      string,
      unknown
    >;
    expect(later.tagged).toBe(true);
    expect(later.campaign).toBeUndefined();
  });
});
