import { describe, expect, it } from "vitest";
import { editedContentJson } from "./contentText";

/** What `JSON.stringify` writes, as the create command writes a new site's files. */
const stringified = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The lines of `after` that differ from `before`'s, and how many lines each has. */
function changedLines(before: string, after: string) {
  const [was, now] = [before.split("\n"), after.split("\n")];
  return { lines: [was.length, now.length], changed: now.filter((line, i) => line !== was[i]) };
}

describe("editedContentJson", () => {
  it("keeps a file's own layout: one changed field is one changed line", () => {
    const profile = {
      name: "Priya Raman",
      headline: "UX Researcher",
      tags: ["a", "b"],
      email: "p@example.com",
    };
    const before = stringified(profile);
    const after = editedContentJson(before, { ...profile, headline: "Staff UX Researcher" });
    expect(changedLines(before, after)).toEqual({
      lines: [10, 10],
      changed: ['  "headline": "Staff UX Researcher",'],
    });
  });

  it("adds, removes and moves a projects.json entry as lines, never folding the list onto one line", () => {
    const before = stringified({ order: ["example-project", "second"] });
    const added = editedContentJson(before, { order: ["example-project", "second", "third"] });
    expect(added).toBe('{\n  "order": [\n    "example-project",\n    "second",\n    "third"\n  ]\n}\n');
    expect(editedContentJson(before, { order: ["second", "example-project"] })).toBe(
      '{\n  "order": [\n    "second",\n    "example-project"\n  ]\n}\n',
    );
    expect(editedContentJson(before, { order: ["second"] })).toBe('{\n  "order": [\n    "second"\n  ]\n}\n');
  });

  it("writes a new list in the file's layout, at its indent, and keeps a four-space file four-space", () => {
    const before = `${JSON.stringify({ title: "A", tags: ["x"], page: { blocks: [] } }, null, 4)}\n`;
    const after = editedContentJson(before, {
      title: "A",
      tags: ["x"],
      page: { blocks: [], tags: ["y", "z"] },
    });
    expect(after).toBe(
      `${JSON.stringify({ title: "A", tags: ["x"], page: { blocks: [], tags: ["y", "z"] } }, null, 4)}\n`,
    );
  });

  it("writes a file that is not JSON afresh", () => {
    expect(editedContentJson("{ not json", { order: ["a"] })).toBe('{\n  "order": ["a"]\n}\n');
  });
});
