import { afterEach, describe, expect, it, vi } from "vitest";
import { windowWithRoom } from "./limit-window";

const windowStart = Date.UTC(2026, 10, 27, 10, 15);

describe("windowWithRoom", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes on at once when the window has the room asked for", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: windowStart + 1000, shouldAdvanceTime: true });
    await windowWithRoom(15 * 60, 60_000);
    expect(Date.now() - windowStart).toBeLessThan(60_000);
  });

  it("waits for the next window when the current one is about to turn", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: windowStart + 15 * 60_000 - 1500, shouldAdvanceTime: true });
    await windowWithRoom(15 * 60, 60_000);
    expect(Date.now()).toBeGreaterThanOrEqual(windowStart + 15 * 60_000);
  });
});
