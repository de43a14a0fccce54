import { describe, expect, it } from "vitest";
import { functionBundle } from "./function-bundles";

/**
 * The page-view function's budget: it runs on every page load, so every cold start pays for its
 * size. 124 KiB since issue 47 (was 120): a view now judges its application's link (paused or
 * expired) and validates reading per block, which took it to 121 KiB.
 */
const PAGE_VIEW_BUDGET_BYTES = 124 * 1024;

describe("the page-view function's bundle", () => {
  it("only queues a notice: no mail client, and within its budget", async () => {
    const bundle = await functionBundle("analytics.mts");
    expect(bundle.inputs.filter((input) => input.includes("node_modules/nodemailer/"))).toEqual([]);
    expect(bundle.inputs.filter((input) => input.includes("packages/netlify/src/notify/channels"))).toEqual(
      [],
    );
    expect(bundle.bytes).toBeLessThanOrEqual(PAGE_VIEW_BUDGET_BYTES);
  });
});
