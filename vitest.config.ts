import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (one worker on a 2-core CI machine); files share nothing
    // (each Blobs test starts its own server), so use every core.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/core/src/**/*.test.ts",
            "packages/netlify/src/**/*.test.ts",
            "packages/create-pmfolio/src/**/*.test.ts",
            "site/content-check/**/*.test.ts",
            "packages/site/build/**/*.test.ts",
            "netlify/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // A safety net, not a speed check (benchmarks print speed): the suite runs this step beside
          // the package check and the Storybook build, and a busy machine takes several times longer
          // (at a load average of 12 on two cores, tests of 5 s took over a minute).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "component",
          environment: "jsdom",
          // One jsdom per worker, each file still in a fresh context of its own: with a new jsdom per
          // file (66 files) creating them took a third of the step (290 of 457 s on a busy machine;
          // 205 s in all with this pool).
          pool: "vmThreads",
          include: ["packages/kit/src/**/*.test.{ts,tsx}", "packages/site/src/**/*.test.{ts,tsx}"],
          setupFiles: ["packages/kit/src/test/setup.ts"],
          // The same safety net: jsdom's rendering is all CPU, so load slows it as much.
          testTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
