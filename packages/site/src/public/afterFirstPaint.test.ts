import { describe, expect, it, vi } from "vitest";
import { afterFirstPaint, IDLE_TIMEOUT_MS, PAINT_TIMEOUT_MS, type PaintWindow } from "./afterFirstPaint";

/** A window (still loading unless told), whose idle callbacks run when the test says. */
function loadingWindow(readyState: DocumentReadyState = "loading") {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: vi.fn((callback: () => void) => idle.push(callback)),
    setTimeout: vi.fn(),
  }) as unknown as PaintWindow & EventTarget;
  return { win, runIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

describe("afterFirstPaint", () => {
  it("waits for the load, then for idle time", () => {
    const { win, runIdle } = loadingWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    runIdle();
    expect(run).not.toHaveBeenCalled();

    win.dispatchEvent(new Event("load"));
    expect(run).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"])(
    "runs at once at the visitor's first %s, and never again",
    (type) => {
      const { win, runIdle } = loadingWindow();
      const run = vi.fn();
      afterFirstPaint(run, win);
      win.dispatchEvent(new Event(type));
      expect(run).toHaveBeenCalledTimes(1);

      win.dispatchEvent(new Event("keydown"));
      win.dispatchEvent(new Event("load"));
      runIdle();
      expect(run).toHaveBeenCalledTimes(1);
      expect(win.requestIdleCallback).not.toHaveBeenCalled();
    },
  );

  it("goes straight to idle time when the page has already loaded, and falls back to a timer without idle callbacks", () => {
    const { win } = loadingWindow("complete");
    delete win.requestIdleCallback;
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1);
    (vi.mocked(win.setTimeout).mock.calls[0]![0] as () => void)();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("afterFirstPaint where the browser reports largest paints", () => {
  /** A loaded window whose largest-paint observer reports entries when the test says. */
  function paintingWindow() {
    const { win, runIdle } = loadingWindow("complete");
    const observers: Array<{ callback: PerformanceObserverCallback; disconnected: boolean }> = [];
    const timers: Array<() => void> = [];
    class Observer {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
      constructor(callback: PerformanceObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.assign(win, { PerformanceObserver: Observer });
    vi.mocked(win.setTimeout).mockImplementation(((callback: () => void) => {
      timers.push(callback);
      return 0;
    }) as unknown as typeof setTimeout);
    const paint = () =>
      observers.forEach(({ callback, disconnected }) => {
        if (!disconnected)
          callback(
            { getEntries: () => [{ startTime: 1 }] } as unknown as PerformanceObserverEntryList,
            {} as PerformanceObserver,
          );
      });
    return { win, runIdle, paint, runTimers: () => timers.splice(0).forEach((timer) => timer()), observers };
  }

  it("waits for the first largest paint before asking for idle time", () => {
    const { win, runIdle, paint, observers } = paintingWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    runIdle();
    expect(win.requestIdleCallback).not.toHaveBeenCalled();

    paint();
    expect(observers[0]!.disconnected).toBe(true);
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`gives up waiting for a largest paint after ${PAINT_TIMEOUT_MS} ms (a hidden tab reports none)`, () => {
    const { win, runIdle, runTimers } = paintingWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), PAINT_TIMEOUT_MS);
    runTimers();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs once when both the paint and the timeout come", () => {
    const { win, paint, runIdle, runTimers } = paintingWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    paint();
    runTimers();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
