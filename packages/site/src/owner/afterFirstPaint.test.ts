import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./afterFirstPaint";

// The order against a real first paint is tested in Chromium (e2e-production/loading.spec.ts);
// these cover the browser differences jsdom can stand in for.
describe("afterFirstPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the browser's first-contentful-paint entry, then runs once on the next task", async () => {
    let notify: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.useFakeTimers();
    const callback = vi.fn();
    afterFirstPaint(callback);

    notify!({ getEntriesByName: () => [] }); // first-paint only: nothing contentful yet
    expect(vi.getTimerCount()).toBe(0); // nothing scheduled, so nothing will run
    expect(callback).not.toHaveBeenCalled();

    notify!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(callback).not.toHaveBeenCalled(); // not inside the observer's callback
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it("falls back to the next frame where Paint Timing is missing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const frame = vi.fn((run: FrameRequestCallback) => {
      run(0);
      return 1;
    });
    vi.stubGlobal("requestAnimationFrame", frame);
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(frame).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it("does not wait for a paint that a hidden tab never makes", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frame);
    const callback = vi.fn();
    afterFirstPaint(callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(frame).not.toHaveBeenCalled();
  });
});
