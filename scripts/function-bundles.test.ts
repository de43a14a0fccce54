import { describe, expect, it } from "vitest";
import { functionBundle } from "./function-bundles";

/** The page-view function's budget: it runs on every page load, so every cold start pays for its size. */
const PAGE_VIEW_BUDGET_BYTES = 120 * 1024;

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
