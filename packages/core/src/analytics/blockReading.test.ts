import { describe, expect, it } from "vitest";
import { blockReadingLimits, clipBlockReadings, validateBlockReadings } from "./blockReading";
import { engagementByView, validateEngagement } from "./engagement";
import { encodeHour, decodeHour } from "./hourPartial";
import { engagementOrigin as origin, projectPageRead as read } from "./fixtures/engagement";
import { projectBlockKeys, projectBlockKeyType, projectBlockTypes } from "../content/blockKeys";

describe("block keys", () => {
  it("names each block by its kind, and a later one of the same kind by its count", () => {
    expect(
      projectBlockKeys([
        { type: "overview" },
        { type: "problem" },
        { type: "overview" },
        { type: "overview" },
      ]),
    ).toEqual(["overview", "problem", "overview-2", "overview-3"]);
    expect(projectBlockTypes).toContain("techStack");
    expect(projectBlockKeyType("techStack")).toBe("techStack");
    expect(projectBlockKeyType("metrics-12")).toBe("metrics");
    for (const key of ["metrics-1", "metrics-0", "metrics-100", "nope", "constructor", "", "metrics "])
      expect(projectBlockKeyType(key)).toBeUndefined();
  });
});

describe("validateBlockReadings", () => {
  it("takes the page's blocks in order, reached ones with whole seconds, others null", () => {
    const blocks = [
      ["problem", 12.4],
      ["overview-2", 40],
      ["metrics", null],
    ];
    expect(validateEngagement({ ...read, blocks }, origin)).toEqual({
      ok: true,
      value: {
        ...read,
        blocks: [
          ["problem", 12],
          ["overview-2", 40],
          ["metrics", null],
        ],
      },
    });
    expect(validateEngagement(read, origin)).toEqual({ ok: true, value: read });
  });

  it("refuses, naming the field, anything the tracker would not send", () => {
    const error = `blocks must list at most 20 of the page's blocks once each, as [key, seconds from 0 to 60 or null].`;
    const tooMany = projectBlockKeys(Array.from({ length: 21 }, () => ({ type: "overview" as const })));
    for (const blocks of [
      "problem",
      { problem: 3 },
      tooMany.map((key) => [key, 1]),
      [["problem", 61]], // longer than its page was read
      [["problem", -1]],
      [["problem", "3"]],
      [["problem", Number.NaN]],
      [["problem", 3, 4]],
      [["problem"]],
      [["made-up", 3]],
      [["<script>", 3]],
      [
        ["problem", 3],
        ["problem", 4],
      ],
      [null],
    ]) {
      expect(validateEngagement({ ...read, blocks }, origin)).toEqual({
        ok: false,
        fields: { blocks: error },
      });
    }
    expect(
      validateBlockReadings(
        tooMany.slice(0, blockReadingLimits.blocks).map((key) => [key, 1]),
        60,
      ).ok,
    ).toBe(true);
  });

  it("clips a block to its page's clipped read", () => {
    expect(
      clipBlockReadings(
        [
          ["problem", 50],
          ["metrics", null],
        ],
        30,
      ),
    ).toEqual([
      ["problem", 30],
      ["metrics", null],
    ]);
  });
});

describe("a view's blocks through the day", () => {
  const blocks: [string, number | null][] = [
    ["problem", 12],
    ["metrics", null],
  ];

  it("keeps the blocks of a view's longest read, whatever order its records come in", () => {
    const records = [
      { view: "a", seconds: 10, depth: 90, blocks: [["problem", 10]] as [string, number][] },
      { view: "a", seconds: 20, depth: 50, blocks },
    ];
    expect(engagementByView(records).get("a")).toEqual({ seconds: 20, depth: 90, blocks });
    expect(engagementByView([...records].reverse()).get("a")).toEqual({ seconds: 20, depth: 90, blocks });
  });

  it("keeps them in an hour's partial", () => {
    const start = Date.parse("2026-11-24T10:00:00.000Z");
    const engagement = [
      { view: "mhx1a2b3c0123456789ab", seconds: 20, depth: 50, blocks },
      { view: "mhx1a2b3c0123456789ac", seconds: 5, depth: 10 },
    ];
    const partial = encodeHour(start, { visits: [], goals: [], engagement, bots: [] });
    expect(decodeHour(start, JSON.parse(JSON.stringify(partial)))?.engagement).toEqual(engagement);
  });
});
