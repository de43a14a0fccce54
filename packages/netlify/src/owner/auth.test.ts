import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_FAILED_LOGIN_WINDOW_SECONDS, authorizeAdmin } from "./auth";
import { blobsForFile } from "../../../../netlify/tests/helpers/blobs-for-file";
import { testContext } from "../../../../netlify/tests/helpers/blobs-server";
import { windowWithRoom } from "../../../../netlify/tests/helpers/limit-window";

const blobs = blobsForFile();

const PASSWORD = "correct horse battery staple";
let ipCounter = 0;
/** A fresh address per test, so one test's failures never throttle another. */
let ip: string;
beforeEach(() => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});
afterEach(() => {
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_FAILED_LOGIN_LIMIT;
});

function request(authorization?: string) {
  return new Request("http://localhost/api/contacts", {
    headers: authorization ? { Authorization: authorization } : {},
  });
}

describe("authorizeAdmin", () => {
  it("lets the right bearer password through", async () => {
    expect(await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip }))).toBeNull();
  });

  it("accepts the scheme in any case", async () => {
    expect(await authorizeAdmin(request(`bearer ${PASSWORD}`), testContext({ ip }))).toBeNull();
  });

  // Under `pnpm dev` the development password is published: a page on another local port that
  // sends it may not change anything. A script (no Origin, no Sec-Fetch-Site) and a read still may.
  it("refuses a state-changing bearer call that a browser says another origin made (403)", async () => {
    const call = (method: string, headers: Record<string, string>) =>
      authorizeAdmin(
        new Request("http://localhost:8888/api/content", {
          method,
          headers: { Authorization: `Bearer ${PASSWORD}`, ...headers },
        }),
        testContext({ ip }),
      );
    const otherPort = { Origin: "http://localhost:5173", "Sec-Fetch-Site": "same-site" };
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect((await call(method, otherPort))?.status, method).toBe(403);
    expect((await call("POST", { Origin: "http://localhost:5173" }))?.status).toBe(403);
    expect((await call("POST", { "Sec-Fetch-Site": "cross-site" }))?.status).toBe(403);
    expect(await call("POST", {})).toBeNull();
    expect(
      await call("POST", { Origin: "http://localhost:8888", "Sec-Fetch-Site": "same-origin" }),
    ).toBeNull();
    expect(await call("GET", otherPort)).toBeNull();
  });

  it("answers 401 to a wrong password", async () => {
    const res = await authorizeAdmin(request("Bearer nope"), testContext({ ip }));
    expect(res?.status).toBe(401);
    expect(res?.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(res?.headers.get("Cache-Control")).toBe("no-store");
    expect(await res?.json()).toEqual({ error: "Invalid credentials" });
  });

  it("answers 401 to a missing or non-bearer credential", async () => {
    for (const header of [undefined, "Basic YWRtaW46eA==", "Bearer ", PASSWORD]) {
      const res = await authorizeAdmin(request(header), testContext({ ip }));
      expect(res?.status, String(header)).toBe(401);
    }
  });

  it("answers 503 when ADMIN_PASSWORD is not set, even to a guess of an empty password", async () => {
    delete process.env.ADMIN_PASSWORD;
    for (const header of [undefined, "Bearer ", "Bearer undefined", "Bearer anything"]) {
      const res = await authorizeAdmin(request(header), testContext({ ip }));
      expect(res?.status).toBe(503);
      expect(await res?.json()).toEqual({ error: "Admin access is not configured" });
    }
  });

  it("throttles an address after 5 failures in 15 minutes, even with the right password then", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    for (let i = 0; i < 5; i += 1) {
      expect((await authorizeAdmin(request("Bearer wrong"), testContext({ ip })))?.status).toBe(401);
    }
    const refused = await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip }));
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    expect(await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip: "192.0.2.99" }))).toBeNull();
  });

  it("does not count successful logins against the allowance", async () => {
    process.env.ADMIN_FAILED_LOGIN_LIMIT = "2";
    for (let i = 0; i < 10; i += 1) {
      expect(await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip }))).toBeNull();
    }
    expect((await authorizeAdmin(request("Bearer wrong"), testContext({ ip })))?.status).toBe(401);
    expect(await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip }))).toBeNull();
  });

  it("counts parallel guesses: a burst cannot slip past the limit", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    process.env.ADMIN_FAILED_LOGIN_LIMIT = "3";
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => authorizeAdmin(request("Bearer guess"), testContext({ ip }))),
    );
    const statuses = answers.map((res) => res?.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it("takes its limit from ADMIN_FAILED_LOGIN_LIMIT", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    process.env.ADMIN_FAILED_LOGIN_LIMIT = "1";
    expect((await authorizeAdmin(request("Bearer wrong"), testContext({ ip })))?.status).toBe(401);
    expect((await authorizeAdmin(request("Bearer wrong"), testContext({ ip })))?.status).toBe(429);
  });

  it("fails closed when the throttle's storage is down", async () => {
    await blobs().stop();
    try {
      const res = await authorizeAdmin(request(`Bearer ${PASSWORD}`), testContext({ ip }));
      expect(res?.status).toBe(503);
      expect(res?.headers.get("Retry-After")).toBeTruthy();
    } finally {
      await blobs().start();
    }
  });
});
