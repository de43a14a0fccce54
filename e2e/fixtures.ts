import { E2E_PORT } from "../playwright.config";
import { test as appTest } from "./app-ready";

export * from "./app-ready";

/** The server, and so the Blobs store, of the worker with this parallel index (playwright.config.ts). */
export const workerBaseURL = (parallelIndex: number) => `http://localhost:${E2E_PORT + parallelIndex}`;

/**
 * The end-to-end suite's `test`: each worker on its own server and so its own data
 * (playwright.config.ts), every page waiting for the app after it loads (./app-ready).
 */
export const test = appTest.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(workerBaseURL(testInfo.parallelIndex));
  },
});
