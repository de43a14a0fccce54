import { blockReadingLimits, type BlockReading } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { engagementKey } from "./engagement-key";
import { newEventId, parseEventKey } from "./keys";

const view = newEventId(Date.parse("2026-11-22T10:11:12.345Z"));
const prefix = `events/2026-11-22/10/${view}.`;

describe("engagement keys", () => {
  it("carry the seconds and depth, and a project page's blocks as read", () => {
    expect(parseEventKey(engagementKey(prefix, 52, 100))).toEqual({
      kind: "engagement",
      engagement: { view, seconds: 52, depth: 100 },
    });
    const blocks: BlockReading[] = [
      ["problem", 12],
      ["overview-2", 40],
      ["metrics", null],
    ];
    const key = engagementKey(prefix, 52, 100, blocks);
    expect(key).toBe(`${prefix}e.52.100.problem.12~overview-2.40~metrics`);
    expect(parseEventKey(key)).toEqual({
      kind: "engagement",
      engagement: { view, seconds: 52, depth: 100, blocks },
    });
  });

  it("stay within Blobs' 600-byte key limit and 255-byte file names with the most and longest blocks", () => {
    const blocks = Array.from({ length: blockReadingLimits.blocks }, (_, index): BlockReading => [
      `achievements-${index + 80}`,
      5400,
    ]);
    const key = engagementKey(prefix, 5400, 100, blocks);
    expect(new TextEncoder().encode(key).length).toBeLessThan(600);
    for (const segment of key.split("/")) expect(segment.length).toBeLessThanOrEqual(255);
    expect(parseEventKey(key)).toEqual({
      kind: "engagement",
      engagement: { view, seconds: 5400, depth: 100, blocks },
    });
  });

  it("read nothing of blocks the server never writes", () => {
    for (const read of ["made-up.3", "problem.61", "problem.", "problem~", `${"problem~".repeat(20)}problem`])
      expect(parseEventKey(`${prefix}e.60.50.${read}`)).toBeUndefined();
  });
});
