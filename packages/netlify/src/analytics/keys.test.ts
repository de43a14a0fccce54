import type { VisitRecord } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { botKey, eventIdTime, goalKey, newEventId, parseEventKey, visitKey } from "./keys";
import { sessionHash, visitorHash } from "./visitor";

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
  country: "DE",
  campaign: "acme-pm-role",
  session: sessionHash("s-1"),
};

describe("event keys", () => {
  it("carry the whole visit, so a listing reads events without a get each", () => {
    expect(parseEventKey(visitKey("2026-11-22", visit))).toEqual({ kind: "visit", visit });
    // Through an application's link, from its résumé, after the link closed.
    const flagged = { ...visit, viaRef: true, tagged: true, viaResume: true, linkClosed: true } as const;
    expect(parseEventKey(visitKey("2026-11-22", flagged))).toEqual({ kind: "visit", visit: flagged });
  });

  it("sit in the folder of their UTC hour, so a day is listed hour by hour", () => {
    expect(visitKey("2026-11-22", visit)).toMatch(new RegExp(`^events/2026-11-22/10/${visit.id}\\.v\\.`));
  });

  it("stay within Blobs' 600-byte key limit and 255-byte file names at the largest allowed fields", () => {
    const largest = {
      ...visit,
      pageUrl: `/${"p".repeat(199)}`,
      trafficSource: `${"h".repeat(76)}.com`,
      campaign: "c".repeat(64),
    };
    const key = visitKey("2026-11-22", largest);
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(600);
    for (const segment of key.split("/")) expect(segment.length).toBeLessThanOrEqual(255);
    expect(parseEventKey(key)).toEqual({ kind: "visit", visit: largest });
  });

  it("read no layout that never shipped: a six-field visit, or a key outside an hour folder", () => {
    // Before 1.0 a layout change wipes development stores (CONTRIBUTING): such keys are not events.
    const record = [visit.pageUrl, "Safari", "iOS", "mt", "LinkedIn", visit.visitor].join("\t");
    const encoded = Buffer.from(record).toString("base64url");
    expect(parseEventKey(`events/2026-11-22/10/${visit.id}.v.${encoded}`)).toBeUndefined();
    const current = visitKey("2026-11-22", visit);
    expect(parseEventKey(current.replace("/10/", "/"))).toBeUndefined();
  });

  it("carry a goal completion, with or without a visitor and a campaign", () => {
    const goal = { id: visit.id, timestamp: visit.timestamp, goal: "resume-download" as const };
    expect(parseEventKey(goalKey("2026-11-22", goal))).toEqual({ kind: "goal", goal });
    const credited = { ...goal, visitor: visit.visitor, campaign: "acme-pm-role" };
    expect(parseEventKey(goalKey("2026-11-22", credited))).toEqual({ kind: "goal", goal: credited });
    const unknown = Buffer.from("made-up-goal\t\t").toString("base64url");
    expect(parseEventKey(`events/2026-11-22/10/${visit.id}.g.${unknown}`)).toBeUndefined();
  });

  it("count bots without keeping anything about them", () => {
    const id = newEventId(Date.now());
    const hour = String(new Date(eventIdTime(id)).getUTCHours()).padStart(2, "0");
    expect(botKey("2026-11-22", id)).toBe(`events/2026-11-22/${hour}/${id}.b`);
    expect(parseEventKey(botKey("2026-11-22", id))).toEqual({ kind: "bot", id });
  });

  it("ignore keys that are not events", () => {
    expect(parseEventKey("days/v1/2026-11-22")).toBeUndefined();
    expect(parseEventKey("events/2026-11-22/nonsense")).toBeUndefined();
    expect(
      parseEventKey(`events/2026-11-22/10/${visit.id}.v.${Buffer.from("a\tb").toString("base64url")}`),
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
