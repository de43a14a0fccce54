// core's printers (content/contentText.ts) held to Prettier on this repository's files: here, as core's own tests have no Node types to read them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { editedContentJson, formatContentJson } from "../core";

const folder = path.resolve(import.meta.dirname, "../../../../site/content");
const files = [
  ...readdirSync(folder).filter((name) => name.endsWith(".json")),
  ...readdirSync(path.join(folder, "projects")).map((name) => `projects/${name}`),
];

const prettierJson = async (text: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(path.join(folder, "x.json"))), parser: "json" });

describe("formatContentJson", () => {
  it.each(files)("writes %s exactly as the repository keeps it", (name) => {
    const text = readFileSync(path.join(folder, name), "utf8");
    expect(formatContentJson(JSON.parse(text))).toBe(text);
  });

  it("changes one line of a file when one field changes", () => {
    const text = readFileSync(path.join(folder, "projects", "magic-leap.json"), "utf8");
    const value = JSON.parse(text) as { title: { en: string } };
    value.title.en = "A new title";
    const before = text.split("\n");
    const after = formatContentJson(value).split("\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([`    "en": "A new title",`]);
  });

  it("agrees with Prettier on arrays at the print width, nested, empty and wide", async () => {
    const samples = [
      { tags: Array.from({ length: 12 }, (_, i) => `tag number ${i}`) },
      { a: { b: { list: ["x".repeat(88)], last: ["y".repeat(89)] } } },
      { a: ["x".repeat(97)], b: ["x".repeat(98)], c: ["x".repeat(99)] },
      {
        nested: [
          [1, 2],
          ["three", [4]],
        ],
        objects: [{ a: 1 }, {}],
        empty: [],
        none: {},
        nil: null,
      },
      { wide: ["日本語のテキスト".repeat(6)], emoji: ["🚀".repeat(48)], dash: ["—".repeat(96)] },
      { quote: 'He said "hi" \\ \u0001 </script>', unicode: "é ✓" },
      [{ a: [true, false] }, "top-level array"],
    ];
    for (const sample of samples) {
      const ours = formatContentJson(sample);
      expect(await prettierJson(ours), JSON.stringify(sample)).toBe(ours);
    }
  });
});

describe("editedContentJson on this repository's files", () => {
  it("gives Prettier's text for this repository's files, whatever changed", async () => {
    const text = readFileSync(path.join(folder, "profile.json"), "utf8");
    const profile = JSON.parse(text) as Record<string, unknown> & { links?: unknown[] };
    const edits: Record<string, unknown>[] = [
      { ...profile, headline: "Staff Product Manager" },
      { ...profile, links: [...(profile.links ?? []), { label: "Blog", href: "https://blog.example" }] },
      { ...profile, links: (profile.links ?? []).slice(1) },
      { ...profile, phone: undefined, extra: ["a", "b"] },
      { ...profile, tags: Array.from({ length: 12 }, (_, i) => `tag number ${i}`) },
    ];
    for (const edit of edits) {
      const value = JSON.parse(JSON.stringify(edit)) as unknown;
      const ours = editedContentJson(text, value);
      expect(JSON.parse(ours)).toEqual(value);
      expect(ours).toBe(formatContentJson(value));
      expect(await prettierJson(ours)).toBe(ours);
    }
  });
});
