/**
 * A page view whose write reaches storage but whose answer comes after the time limit (issue
 * 32, item 13): a burst through `pnpm dev` answered 31 of 50 views 503 and stored every one,
 * so a tracker that sends again after an error counts the view twice. The view is answered
 * 202 with its id, and stored once; a write that surely stored nothing is still answered 503.
 */
import { describe, expect, it } from "vitest";
import analyticsHandler from "../functions/analytics.mjs";
import { analyticsStore } from "../../packages/netlify/src/analytics/store";
import { chromeOnWindows, pageViewBody } from "./helpers/analytics";
import { blobsForFile } from "./helpers/blobs-for-file";
import { testContext } from "./helpers/blobs-server";

/** Each storage call is held this long before it reaches the server: well past the limit. */
const LATENCY_MS = 2000;
const TIMEOUT_MS = 500;

const blobs = blobsForFile({ BLOBS_TIMEOUT_MS: String(TIMEOUT_MS) }, { latencyMs: LATENCY_MS });

const postView = (sessionId: string) =>
  analyticsHandler(
    new Request("http://localhost/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": chromeOnWindows },
      body: JSON.stringify(pageViewBody({ sessionId })),
    }),
    testContext(),
  );

/** The stored views' keys, read straight from the server. */
const storedViews = () =>
  blobs().direct(async () =>
    (await analyticsStore().list({ prefix: "events/" })).blobs
      .map(({ key }) => key)
      .filter((key) => key.includes(".v.")),
  );

describe("a page view whose write is answered late", () => {
  it("is answered 202 with its id, and stored once, not 503", async () => {
    // Straight to the server first: the day's visitor salt is then read, and the late view's
    // only storage call is its write.
    const first = await blobs().direct(() => postView("s-first"));
    expect(first.status).toBe(202);
    await expect.poll(storedViews, { timeout: 10_000 }).toHaveLength(1);

    const late = await postView("s-late");
    expect(late.status).toBe(202);
    const { view } = (await late.json()) as { view: string };
    // The proxy delivers the write after the answer: it lands, once.
    await expect.poll(storedViews, { timeout: 10_000 }).toHaveLength(2);
    expect((await storedViews()).filter((key) => key.includes(view))).toHaveLength(1);
  });

  it("is answered 503 when the write surely stored nothing (the server refused the connection)", async () => {
    const before = await storedViews();
    await blobs().stop();
    try {
      const refused = await blobs().direct(() => postView("s-refused"));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    } finally {
      await blobs().start();
    }
    expect(await storedViews()).toEqual(before);
  });
});
