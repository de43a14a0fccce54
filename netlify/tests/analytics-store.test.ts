import type { VisitRecord } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import {
  botKey,
  eventIdTime,
  newEventId,
  parseEventKey,
  visitKey,
  visitorHash,
} from "../lib/analytics-store";

const visit: VisitRecord = {
  id: newEventId(Date.parse("2026-11-22T10:11:12.345Z")),
  timestamp: Date.parse("2026-11-22T10:11:12.345Z"),
  pageUrl: "/projects/magic-leap",
  browser: "Safari",
  os: "iOS",
  isMobile: true,
  isTablet: true,
  trafficSource: "LinkedIn",
  visitor: visitorHash("f47ac10b-58cc-4372-a567-0e02b2c3d479"),
};

describe("event keys", () => {
  it("carry the whole visit, so a listing reads events without a get each", () => {
    expect(parseEventKey(visitKey("2026-11-22", visit))).toEqual({ kind: "visit", visit });
  });

  it("stay within Blobs' 600-byte key limit and 255-byte file names at the largest allowed fields", () => {
    const largest = { ...visit, pageUrl: `/${"p".repeat(199)}`, trafficSource: `${"h".repeat(76)}.com` };
    const key = visitKey("2026-11-22", largest);
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(600);
    for (const segment of key.split("/")) expect(segment.length).toBeLessThanOrEqual(255);
    expect(parseEventKey(key)).toEqual({ kind: "visit", visit: largest });
  });

  it("count bots without keeping anything about them", () => {
    const id = newEventId(Date.now());
    expect(botKey("2026-11-22", id)).toBe(`events/2026-11-22/${id}.b`);
    expect(parseEventKey(botKey("2026-11-22", id))).toEqual({ kind: "bot", id });
  });

  it("ignore keys that are not events", () => {
    expect(parseEventKey("days/v1/2026-11-22")).toBeUndefined();
    expect(parseEventKey("events/2026-11-22/nonsense")).toBeUndefined();
    expect(
      parseEventKey(`events/2026-11-22/${visit.id}.v.${Buffer.from("a\tb").toString("base64url")}`),
    ).toBeUndefined();
  });

  it("ids sort by time and differ within one millisecond", () => {
    const now = Date.now();
    const ids = Array.from({ length: 1000 }, () => newEventId(now));
    expect(new Set(ids).size).toBe(1000);
    expect(eventIdTime(ids[0]!)).toBe(now);
    expect(newEventId(now - 1) < newEventId(now)).toBe(true);
  });

  it("hash visitor ids one way, stably", () => {
    expect(visitorHash("abc")).toBe(visitorHash("abc"));
    expect(visitorHash("abc")).not.toBe(visitorHash("abd"));
    expect(visitorHash("abc")).not.toContain("abc");
  });
});
