/**
 * A module that imports itself through others is loaded half-made by whichever side the
 * bundler reaches first, and ties the files of the cycle into one chunk. The site's and the
 * kit's sources have none: this follows every relative value import (type-only imports
 * vanish in the build) and names any cycle it finds.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["'](\.{1,2}\/[^"']*)["']/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && !file.endsWith(spec + "/"));
}

/** The relative specifiers of a module's value imports: `import type` and `export type` are left out. */
function valueSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1]!);
}

function valueImports(file: string): string[] {
  return valueSpecifiers(readFileSync(file, "utf8"))
    .map((spec) => resolve(file, spec))
    .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
}

/** Each cycle once, from its first module back to it. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        found.set([...cycle].sort().join(), [...cycle, cycle[0]!]);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

/** The cycles among these files, as repository paths. */
function cycles(files: string[]): string[][] {
  return cyclesIn(new Map(files.map((file) => [file, valueImports(file)]))).map((cycle) =>
    cycle.map((file) => path.relative(root, file)),
  );
}

describe("import cycles", () => {
  it("the site's sources have none", () => {
    expect(cycles(sources(path.join(root, "packages/site/src")))).toEqual([]);
  });

  it("the kit's sources have none", () => {
    expect(cycles(sources(path.join(root, "packages/kit/src")))).toEqual([]);
  });

  it("finds a cycle once, whatever module it is entered from", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cyclesIn(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      cyclesIn(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("follows value imports and re-exports, never type-only ones", () => {
    const source = [
      'import { beacon } from "./beacon";',
      'import type { PageViewEvent } from "./types";',
      'export type { Cleanup } from "./once";',
      'export { enhance } from "./enhance";',
      'import "./side-effect";',
      'import { styled } from "styled-components";',
    ].join("\n");
    expect(valueSpecifiers(source)).toEqual(["./beacon", "./enhance", "./side-effect"]);
  });
});
