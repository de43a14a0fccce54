import type { OwnedApplication } from "@pmfolio/core";
import { expect } from "vitest";
import applicationsHandler from "../../functions/analytics-applications.mjs";
import { testContext } from "./blobs-server";

/**
 * The owner's applications through the real function, from `ip`, signed in with `password`:
 * `call` sends a method and body (text as it is, anything else as JSON) with the owner's
 * headers unless told others, `create` makes one for a company (expecting 201), `listed` reads them all.
 */
export function ownerApplications(site: string, password: string, ip: string) {
  const auth = { Authorization: `Bearer ${password}` };
  function call(method: string, body?: unknown, headers: Record<string, string> = auth) {
    return applicationsHandler(
      new Request(`${site}/api/analytics/applications`, {
        method,
        headers: { "Content-Type": "application/json", ...headers },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      }),
      testContext({ ip }),
    );
  }
  async function create(company: string): Promise<OwnedApplication> {
    const response = await call("POST", { company });
    expect(response.status).toBe(201);
    return (await response.json()) as OwnedApplication;
  }
  async function listed(): Promise<OwnedApplication[]> {
    return ((await (await call("GET")).json()) as { applications: OwnedApplication[] }).applications;
  }
  return { call, create, listed };
}
