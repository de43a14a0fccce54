/**
 * The owner's pipeline through the real function and a real local Blobs server: an
 * application's status is set with its date, shows in the summary, survives two tabs
 * changing two applications at once, and a status or tag that is not valid changes nothing.
 */
import type { AnalyticsSummary, OwnedApplication } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import sessionHandler from "../functions/session.mjs";
import { askSummary, withEmptyAnalyticsStore } from "./helpers/analytics";
import { ownerApplications } from "./helpers/applications";
import { testContext } from "./helpers/blobs-server";

const PASSWORD = "application-status-test-password";
const site = "https://jordan.example";

const { call: applications, create, listed } = ownerApplications(site, PASSWORD, "203.0.113.20");

async function summary(): Promise<AnalyticsSummary> {
  return (await askSummary(site, PASSWORD, { ip: "203.0.113.20" })).json() as Promise<AnalyticsSummary>;
}

withEmptyAnalyticsStore(PASSWORD);

describe("an application's status", () => {
  it("starts as applied since its creation, then is what the owner set, with when", async () => {
    const acme = await create("Acme Corp.");
    expect((await summary()).applications).toEqual([
      expect.objectContaining({ ref: acme.ref, status: "applied", statusChangedAt: acme.created }),
    ]);

    const before = Date.now();
    const response = await applications("PATCH", { ref: acme.ref, status: "interviewing" });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as OwnedApplication;
    expect(changed).toEqual({ ...acme, status: "interviewing", statusChangedAt: expect.any(String) });
    expect(Date.parse(changed.statusChangedAt!)).toBeGreaterThanOrEqual(before);
    expect(await listed()).toEqual([changed]);
    expect((await summary()).applications).toEqual([
      expect.objectContaining({
        ref: acme.ref,
        status: "interviewing",
        statusChangedAt: changed.statusChangedAt,
      }),
    ]);

    // The status it already has: nothing changes, its date stays.
    const again = await applications("PATCH", { ref: acme.ref, status: "interviewing" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(changed);
  });

  it("takes every status of the pipeline", async () => {
    const acme = await create("Acme");
    for (const status of ["interviewing", "offer", "rejected", "withdrawn", "applied"]) {
      const response = await applications("PATCH", { ref: acme.ref, status });
      expect(response.status, status).toBe(200);
      expect(((await response.json()) as OwnedApplication).status).toBe(status);
    }
  });

  it("refuses a status or tag that is not valid, and a tag that is no application, changing nothing", async () => {
    const acme = await create("Acme");
    const stored = await listed();
    const unknownStatus = await applications("PATCH", { ref: acme.ref, status: "hired" });
    expect(unknownStatus.status).toBe(400);
    expect(await unknownStatus.json()).toEqual({
      error: "The change is not valid.",
      fields: { status: "status must be one of applied, interviewing, offer, rejected, withdrawn." },
    });
    const badTag = await applications("PATCH", { ref: "Not A Tag!", status: "offer" });
    expect(badTag.status).toBe(400);
    expect(((await badTag.json()) as { fields: Record<string, string> }).fields).toEqual({
      ref: "ref must be an application's tag.",
    });
    expect((await applications("PATCH", { status: "offer" })).status).toBe(400);
    expect((await applications("PATCH", "not json")).status).toBe(400);
    const stranger = await applications("PATCH", { ref: "acme-corp", status: "offer" });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "The tag acme-corp is not an application." });
    expect(await listed()).toEqual(stored);
  });

  it("keeps both when two tabs change two applications at once", async () => {
    const acme = await create("Acme");
    const globex = await create("Globex");
    const both = await Promise.all([
      applications("PATCH", { ref: acme.ref, status: "offer" }),
      applications("PATCH", { ref: globex.ref, status: "rejected" }),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(
      Object.fromEntries((await listed()).map((application) => [application.company, application.status])),
    ).toEqual({ Acme: "offer", Globex: "rejected" });
  });

  it("is the owner's only, and a cookie's change must come from the site's own pages", async () => {
    const acme = await create("Acme");
    expect((await applications("PATCH", { ref: acme.ref, status: "offer" }, {})).status).toBe(401);
    const login = await sessionHandler(
      new Request(`${site}/api/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: site },
        body: JSON.stringify({ password: PASSWORD }),
      }),
      testContext({ ip: "203.0.113.20" }),
    );
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const crossSite = await applications(
      "PATCH",
      { ref: acme.ref, status: "offer" },
      { Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await listed())[0]!.status).toBeUndefined();
    const own = await applications(
      "PATCH",
      { ref: acme.ref, status: "offer" },
      { Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: site },
    );
    expect(own.status).toBe(200);
    expect((await listed())[0]!.status).toBe("offer");
    expect((await applications("PUT", { ref: acme.ref, status: "offer" })).headers.get("allow")).toBe(
      "GET, POST, PATCH",
    );
  });
});
