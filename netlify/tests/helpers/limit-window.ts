import { vi } from "vitest";

/**
 * Resolves once the current fixed window of `windowSeconds` has at least `roomMs` left,
 * waiting for the next window to begin when it has less. For a test that sends a limit's
 * worth of requests and expects the next one refused: the limiter counts per fixed window
 * (the contact form's hour, the owner login's 15 minutes), and a window that turns in the
 * middle of the sequence starts the count again. A long run on a busy machine makes that
 * likelier. It waits for the turn itself, so it costs nothing most of the time and at
 * most `roomMs` otherwise.
 */
export async function windowWithRoom(windowSeconds: number, roomMs = 60_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowOf = (time: number) => Math.floor(time / windowMs);
  const now = Date.now();
  if (windowMs - (now % windowMs) >= roomMs) return;
  await vi.waitUntil(() => windowOf(Date.now()) > windowOf(now), { timeout: roomMs + 10_000, interval: 250 });
}
