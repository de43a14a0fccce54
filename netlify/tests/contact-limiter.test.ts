/**
 * POST /api/contact when the per-address limiter cannot decide in time: every storage call
 * answers, but slower than the limiter's deadline allows for its calls together. The sender
 * may have sent one message, so the answer is the storage failure's 503, never "too many".
 */
import { describe, expect, it } from "vitest";
import handler from "../functions/contact.mjs";
import { blobsForFile } from "./helpers/blobs-for-file";
import { testContext } from "./helpers/blobs-server";
import { contactRequest } from "./helpers/contacts";

/** Each call answers within BLOBS_TIMEOUT_MS; the limiter's 3 or more calls together do not. */
const LATENCY_MS = 900;
const TIMEOUT_MS = 1000;

blobsForFile({ BLOBS_TIMEOUT_MS: String(TIMEOUT_MS), CONTACT_RATE_LIMIT: "1000" }, { latencyMs: LATENCY_MS });

describe("POST /api/contact with a limiter that does not decide in time", () => {
  it("answers 503 'could not be accepted right now' with Retry-After, not 429", async () => {
    const res = await handler(
      contactRequest({ name: "Ada", email: "ada@example.com", message: "Hello there" }),
      testContext({ ip: "203.0.113.40" }),
    );
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      error: "Your message could not be accepted right now. Please try again in a moment.",
    });
  });
});
