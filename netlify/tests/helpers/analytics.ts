import { afterAll, beforeAll, beforeEach } from "vitest";
import { analyticsStore } from "../../lib/analytics/store";
import { settleBackgroundWork, startBlobs, type TestBlobs } from "./blobs-server";

/**
 * For a test file of the analytics endpoints: a real local Blobs server for the file, the owner's
 * password set, and an analytics store emptied before each test (after the previous test's
 * after-answer work has settled), so no test reads another's visits.
 */
export function withEmptyAnalyticsStore(password: string): void {
  let blobs: TestBlobs;
  beforeAll(async () => {
    blobs = await startBlobs();
    process.env.ADMIN_PASSWORD = password;
  });
  afterAll(async () => {
    delete process.env.ADMIN_PASSWORD;
    await blobs.close();
  });
  beforeEach(async () => {
    await settleBackgroundWork();
    const store = analyticsStore();
    const { blobs: all } = await store.list();
    await Promise.all(all.map(({ key }) => store.delete(key)));
  });
}
