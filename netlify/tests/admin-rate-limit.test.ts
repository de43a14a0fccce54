import type { Config } from "@netlify/functions";
import { describe, expect, it } from "vitest";

/**
 * Every endpoint that takes the admin password or a session has the platform's per-address
 * rate limit in front of it (`config.rateLimit`, enforced before the function runs). The
 * platform reads each config as a literal when it deploys; these are the same objects.
 */
const adminEndpoints: Array<[string, () => Promise<{ config: Config }>]> = [
  ["/api/session", () => import("../functions/session.mjs")],
  ["/api/contacts", () => import("../functions/contacts.mjs")],
  ["/api/analytics (the dashboard's GET)", () => import("../functions/analytics.mjs")],
  ["/api/analytics/export", () => import("../functions/analytics-export.mjs")],
];

describe("admin endpoints", () => {
  it.each(adminEndpoints)("%s has a per-address platform rate limit", async (_name, load) => {
    const { config } = await load();
    expect(config.rateLimit).toMatchObject({
      windowSize: 60,
      windowLimit: expect.any(Number),
      aggregateBy: ["ip", "domain"],
    });
    expect(config.rateLimit!.windowLimit).toBeLessThanOrEqual(120);
  });
});
