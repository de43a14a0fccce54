import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// Chromatic runs only in hosted CI; here its configuration is checked for validity.
test("the Chromatic workflow publishes Storybook with the project token and tolerates changes", () => {
  const workflow = readFileSync(".github/workflows/chromatic.yml", "utf8");
  expect(workflow).toContain("secrets.CHROMATIC_PROJECT_TOKEN");
  expect(workflow).toContain("corepack pnpm build-storybook");
  expect(workflow).toContain("corepack pnpm chromatic");
  const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.chromatic as string;
  expect(script).toContain("--exit-zero-on-changes");
  expect(script).toContain("--storybook-build-dir storybook-static");
});

test("Chromatic captures exactly the AllStates stories", () => {
  const preview = readFileSync(".storybook/preview.tsx", "utf8");
  expect(preview).toMatch(/chromatic: \{ disableSnapshot: true/);
  const index = JSON.parse(readFileSync("storybook-static/index.json", "utf8")) as {
    entries: Record<string, { id: string; importPath: string; type: string }>;
  };
  const files = new Set(
    Object.values(index.entries)
      .filter((e) => e.type === "story" && e.id.endsWith("--all-states"))
      .map((e) => e.importPath),
  );
  // A section's AllStates comes from the kit's story factory, which turns snapshots on for it.
  const factory = readFileSync("packages/kit/src/fixtures/decorators.tsx", "utf8");
  const sectionStates = factory.slice(factory.indexOf("export function sectionStates"));
  expect(sectionStates).toMatch(/chromatic: \{ disableSnapshot: false \}/);
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const block = source.slice(source.indexOf("export const AllStates"));
    expect(block, file).toMatch(
      /chromatic: \{ disableSnapshot: false \}|^export const AllStates: Story = sectionStates\(/,
    );
  }
});
