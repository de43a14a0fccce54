import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const sendPageView = vi.fn(async () => {});
vi.mock("./page-view", () => ({ sendPageView }));

const SCHEDULED = Symbol.for("pmfolio.pageViewScheduled");

describe("scheduleTracking", () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[SCHEDULED];
    sendPageView.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // With the timers faked, what is scheduled can be counted: a send not scheduled is never made.
  it("sends one page view per app load, however often it is called", async () => {
    vi.useFakeTimers();
    const { scheduleTracking } = await import("./schedule");
    scheduleTracking();
    scheduleTracking(); // StrictMode's second effect, a remount…
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never sends while rendering: the send waits for idle time", async () => {
    const { scheduleTracking } = await import("./schedule");
    scheduleTracking();
    expect(sendPageView).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
  });

  it("waits for the load event when the page is still loading", async () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { scheduleTracking } = await import("./schedule");
    scheduleTracking();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event("load"));
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
  });

  it("logs a failure to the console only", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    sendPageView.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { scheduleTracking } = await import("./schedule");
    scheduleTracking();
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith("Page view tracking failed", expect.any(TypeError)),
    );
  });

  it("uses requestIdleCallback when the browser has it", async () => {
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    const { scheduleTracking } = await import("./schedule");
    scheduleTracking();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });
});
