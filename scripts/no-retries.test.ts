import { readFileSync } from "node:fs";
import type { PlaywrightTestConfig } from "@playwright/test";
import { describe, expect, it } from "vitest";
import vitestConfig from "../vitest.config";
import e2e from "../playwright.config";
import faults from "../playwright.faults.config";
import production from "../playwright.production.config";
import visual from "../playwright.visual.config";

// A retry turns a flaky test green on its second try and hides the wrong assumption behind it
// (docs/testing.md): every suite runs each test once, and a failure is a bug in the test or the product.
describe("no suite retries a failed test", () => {
  it.each([
    ["playwright.config.ts", e2e],
    ["playwright.faults.config.ts", faults],
    ["playwright.production.config.ts", production],
    ["playwright.visual.config.ts", visual],
  ] as [string, PlaywrightTestConfig][])("%s", (_name, config) => {
    expect(config.retries ?? 0).toBe(0);
    for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
  });

  it("vitest.config.ts, in every project", () => {
    const { test } = vitestConfig as {
      test: { retry?: number; projects: { test: { name: string; retry?: number } }[] };
    };
    expect(test.retry ?? 0).toBe(0);
    expect(test.projects.map((project) => [project.test.name, project.test.retry ?? 0])).toEqual(
      test.projects.map((project) => [project.test.name, 0]),
    );
  });

  it("no script passes a retry flag", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    const commands = [...Object.values(scripts), readFileSync("scripts/test.mjs", "utf8")];
    expect(commands.filter((command) => /--retr(y|ies)\b/.test(command))).toEqual([]);
  });
});
