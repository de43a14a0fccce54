import { describe, expect, it, vi } from "vitest";
import { afterFirstPaint, IDLE_TIMEOUT_MS, type PaintWindow } from "./afterFirstPaint";

/** A window still loading, whose idle callbacks run when the test says. */
function loadingWindow() {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = Object.assign(target, {
    document: { readyState: "loading" as DocumentReadyState },
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
    const { win } = loadingWindow();
    win.document.readyState = "complete";
    delete win.requestIdleCallback;
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1);
    (vi.mocked(win.setTimeout).mock.calls[0]![0] as () => void)();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
