import { createHmac, hkdfSync } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { SessionInfo } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import contactsHandler from "../functions/contacts.mjs";
import handler from "../functions/session.mjs";
import { ADMIN_FAILED_LOGIN_WINDOW_SECONDS, authorizeAdmin } from "../../packages/netlify/src/owner/auth";
import { addressBucket, clientBucket } from "../../packages/netlify/src/request-edge";
import { contextStoreName } from "../../packages/netlify/src/blobs";
import { SESSION_COOKIE } from "../../packages/netlify/src/owner/session";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { windowWithRoom } from "./helpers/limit-window";

const blobs = blobsForFile();

const PASSWORD = "a long enough owner password";
const PREVIEW_PASSWORD = "a long enough preview password";
const ORIGIN = "http://localhost";
let ipCounter = 0;
let ip: string;
beforeEach(() => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});
afterEach(() => {
  for (const name of [
    "ADMIN_PASSWORD",
    "ADMIN_FAILED_LOGIN_LIMIT",
    "ADMIN_SITE_FAILED_LOGIN_LIMIT",
    "ADMIN_SESSION_TTL_SECONDS",
    "ADMIN_SESSION_SECRET",
    "PREVIEW_ADMIN_PASSWORD",
    "CONTEXT",
  ]) {
    delete process.env[name];
  }
});

const sameOrigin = { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN };

function login(password: string, headers: Record<string, string> = sameOrigin, from = ip) {
  return handler(
    new Request(`${ORIGIN}/api/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ password }),
    }),
    testContext({ ip: from }),
  );
}

function formLogin(fields: Record<string, string>, headers: Record<string, string> = sameOrigin) {
  return handler(
    new Request(`${ORIGIN}/api/session`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    testContext({ ip }),
  );
}

/** The `name=value` of the session cookie a response sets. */
function cookieOf(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  return header.split(";")[0]!;
}

async function loggedIn(password = PASSWORD): Promise<string> {
  const res = await login(password);
  expect(res.status).toBe(200);
  return cookieOf(res);
}

function withCookie(
  cookie: string,
  method = "GET",
  path = "/api/session",
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}${path}`, { method, headers: { Cookie: cookie, ...headers } });
}

const sessionStatus = async (cookie: string) =>
  (await handler(withCookie(cookie), testContext({ ip }))).status;

describe("POST /api/session", () => {
  it("trades the right password for a Secure, HttpOnly, SameSite=Strict __Host- cookie and the expiry", async () => {
    const before = Date.now();
    const res = await login(PASSWORD);
    expect(res.status).toBe(200);
    const after = Date.now();
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + 8 * 3600_000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 8 * 3600_000);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    for (const part of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/", "Max-Age=28800"]) {
      expect(cookie).toContain(part);
    }
    expect(cookie).not.toContain(PASSWORD);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(await sessionStatus(cookieOf(res))).toBe(200);
  });

  it("stores only a hash of the token", async () => {
    const cookie = await loggedIn();
    const token = cookie.split(".")[1]!;
    const store = getStore({ name: "admin-sessions", consistency: "strong" });
    await settleBackgroundWork();
    const { blobs: stored } = await store.list({ prefix: "sessions/" });
    expect(stored.length).toBeGreaterThan(0);
    for (const blob of stored) {
      expect(blob.key).not.toContain(token);
      expect(JSON.stringify(await store.get(blob.key, { type: "json" }))).not.toContain(token);
    }
  });

  it("answers 401 'Invalid credentials' to a wrong password and sets no cookie", async () => {
    const res = await login("not the password at all");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Invalid credentials" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a login posted from another site, as JSON and as a form", async () => {
    const crossSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) {
      const res = await login(PASSWORD, headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/cross-site/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const form = await formLogin({ password: PASSWORD }, { Origin: "https://evil.example" });
    expect(form.status).toBe(403);
    expect(form.headers.get("content-type")).toMatch(/text\/html/);
    expect(form.headers.get("set-cookie")).toBeNull();
  });

  it("lets scripts without browser headers log in", async () => {
    expect((await login(PASSWORD, {})).status).toBe(200);
  });

  it("answers a form login with 303 to the page it came from, or back with login=failed", async () => {
    const ok = await formLogin({ password: PASSWORD, returnTo: "/analytics" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/analytics");
    expect(await sessionStatus(cookieOf(ok))).toBe(200);

    const failed = await formLogin({ password: "wrong wrong wrong", returnTo: "/admin/contacts" });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe("/admin/contacts?login=failed");
    expect(failed.headers.get("set-cookie")).toBeNull();
  });

  it("brings a form login posted from the content editor back to it", async () => {
    const ok = await formLogin({ password: PASSWORD, returnTo: "/admin/content" });
    expect(ok.headers.get("location")).toBe("/admin/content");
  });

  it("never redirects a form login anywhere but an owner page", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example", "/admin/contacts/../x", "/"]) {
      const res = await formLogin({ password: PASSWORD, returnTo });
      expect(res.headers.get("location"), returnTo).toBe("/admin/contacts");
    }
  });

  it("answers 503 saying why when ADMIN_PASSWORD is shorter than 12 characters", async () => {
    process.env.ADMIN_PASSWORD = "short-pass1";
    const res = await login("short-pass1");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/shorter than 12 characters/);
    const page = await formLogin({ password: "short-pass1", returnTo: "/analytics" });
    expect(page.status).toBe(503);
    expect(await page.text()).toMatch(/shorter than 12 characters/);
    const admin = await authorizeAdmin(
      new Request(`${ORIGIN}/api/contacts`, { headers: { Authorization: "Bearer short-pass1" } }),
      testContext({ ip }),
    );
    expect(admin?.status).toBe(503);
    expect(((await admin!.json()) as { error: string }).error).toMatch(/shorter than 12 characters/);
  });
});

describe("the owner's time zone in the session's answer", () => {
  afterEach(() => {
    delete process.env.SITE_TIME_ZONE;
    vi.restoreAllMocks();
  });

  it("is UTC by default, and SITE_TIME_ZONE when set, at login and on every check", async () => {
    const res = await login(PASSWORD);
    expect(((await res.json()) as SessionInfo).timeZone).toBe("UTC");
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    const checked = await handler(withCookie(cookieOf(res)), testContext({ ip }));
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as SessionInfo).timeZone).toBe("America/Los_Angeles");
  });

  it("is UTC when SITE_TIME_ZONE names no zone", async () => {
    process.env.SITE_TIME_ZONE = "Not/A_Zone";
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await login(PASSWORD);
    expect(((await res.json()) as SessionInfo).timeZone).toBe("UTC");
  });
});

describe("session lifetime and revocation", () => {
  it("an expired session answers 401", async () => {
    process.env.ADMIN_SESSION_TTL_SECONDS = "1";
    const cookie = await loggedIn();
    expect(await sessionStatus(cookie)).toBe(200);
    // Asked until it ends: a second after it was issued, whatever the machine's load.
    await vi.waitFor(async () => expect(await sessionStatus(cookie)).toBe(401), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it("ADMIN_SESSION_TTL_SECONDS cannot make a session last longer than 8 hours", async () => {
    process.env.ADMIN_SESSION_TTL_SECONDS = String(30 * 24 * 3600);
    const res = await login(PASSWORD);
    expect(res.headers.get("set-cookie")).toContain("Max-Age=28800");
  });

  it("logout ends the session on the server and clears the cookie", async () => {
    const cookie = await loggedIn();
    const other = await loggedIn();
    const res = await handler(withCookie(cookie, "DELETE", "/api/session", sameOrigin), testContext({ ip }));
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await sessionStatus(other)).toBe(200);
  });

  it("'everywhere' ends every session", async () => {
    const [a, b] = [await loggedIn(), await loggedIn()];
    const res = await handler(
      withCookie(a, "DELETE", "/api/session?scope=all", sameOrigin),
      testContext({ ip }),
    );
    expect(res.status).toBe(204);
    expect(await sessionStatus(a)).toBe(401);
    expect(await sessionStatus(b)).toBe(401);
    expect(await sessionStatus(await loggedIn())).toBe(200);
  });

  it("'everywhere' needs a live session", async () => {
    const cookie = await loggedIn();
    const res = await handler(
      withCookie(`${SESSION_COOKIE}=1.${"A".repeat(43)}`, "DELETE", "/api/session?scope=all", sameOrigin),
      testContext({ ip }),
    );
    expect(res.status).toBe(401);
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it("changing ADMIN_PASSWORD ends every session", async () => {
    const cookie = await loggedIn();
    process.env.ADMIN_PASSWORD = "a different long password";
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it("a copy of the sessions store cannot confirm a password guess without the server secret", async () => {
    const sessions = getStore({ name: "admin-sessions", consistency: "strong" });
    await sessions.deleteAll();
    await loggedIn();
    await settleBackgroundWork();
    // Everything an attacker with a copy of the sessions store has.
    const copy: string[] = [];
    for (const { key } of (await sessions.list()).blobs) {
      copy.push(key, (await sessions.get(key, { type: "text" })) ?? "");
    }
    const [fingerprint] = copy
      .filter((text) => text.startsWith("{"))
      .map((text) => (JSON.parse(text) as { fingerprint: string }).fingerprint);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // Even the right password, fingerprinted with no secret, does not match what is stored.
    const guesses = [PASSWORD, "wrong guess 1", "wrong guess 2"];
    const keyedByGuess = (guess: string) =>
      createHmac("sha256", guess).update("pmfolio admin session").digest("hex");
    for (const guess of guesses) expect(keyedByGuess(guess)).not.toBe(fingerprint);
    // What keys it is the server secret, which lives in a store of its own.
    const secret = (await getStore({ name: "admin-session-secret", consistency: "strong" }).get("secret", {
      type: "text",
    }))!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(copy.join("\n")).not.toContain(secret);
    const withSecret = (guess: string) =>
      Buffer.from(hkdfSync("sha256", secret, guess, "pmfolio admin session", 32)).toString("hex");
    expect(guesses.map(withSecret)).toEqual([fingerprint, expect.any(String), expect.any(String)]);
    expect(withSecret("wrong guess 1")).not.toBe(fingerprint);
  });

  it("ADMIN_SESSION_SECRET keys the fingerprints instead of a stored secret; changing it ends every session", async () => {
    process.env.ADMIN_SESSION_SECRET = "a configured server secret for sessions";
    const cookie = await loggedIn();
    expect(await sessionStatus(cookie)).toBe(200);
    process.env.ADMIN_SESSION_SECRET = "another configured server secret";
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it("a made-up cookie answers 401", async () => {
    expect(await sessionStatus(`${SESSION_COOKIE}=9999999999.${"A".repeat(43)}`)).toBe(401);
    expect(await sessionStatus(`${SESSION_COOKIE}=garbage`)).toBe(401);
  });
});

describe("the admin API with a session cookie", () => {
  const list = (cookie: string) =>
    contactsHandler(withCookie(cookie, "GET", "/api/contacts"), testContext({ ip }));

  it("opens reads with the cookie, and keeps bearer access for scripts", async () => {
    const cookie = await loggedIn();
    expect((await list(cookie)).status).toBe(200);
    const bearer = await contactsHandler(
      new Request(`${ORIGIN}/api/contacts`, { headers: { Authorization: `Bearer ${PASSWORD}` } }),
      testContext({ ip }),
    );
    expect(bearer.status).toBe(200);
  });

  it("refuses a cookie-authenticated change without proof it came from the site (CSRF)", async () => {
    const cookie = await loggedIn();
    const del = (headers: Record<string, string>) =>
      authorizeAdmin(withCookie(cookie, "DELETE", "/api/contacts/x", headers), testContext({ ip }));
    const notFromSite: Record<string, string>[] = [
      {},
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://blog.localhost" },
      { Origin: "null" },
    ];
    for (const headers of notFromSite) {
      const res = await del(headers);
      expect(res?.status, JSON.stringify(headers)).toBe(403);
      expect(((await res!.json()) as { error: string }).error).toMatch(/cross-site/);
    }
    expect(await del({ "Sec-Fetch-Site": "same-origin" })).toBeNull();
    expect(await del({ Origin: ORIGIN })).toBeNull();
    // Reads need no such proof: they change nothing.
    expect(await authorizeAdmin(withCookie(cookie), testContext({ ip }))).toBeNull();
  });

  it("refuses a cross-site logout", async () => {
    const cookie = await loggedIn();
    const res = await handler(
      withCookie(cookie, "DELETE", "/api/session?scope=all", { Origin: "https://evil.example" }),
      testContext({ ip }),
    );
    expect(res.status).toBe(403);
    expect(await sessionStatus(cookie)).toBe(200);
  });
});

describe("brute force", () => {
  it("counts IPv6 failures per /64: a fresh address in the same /64 is still throttled", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    process.env.ADMIN_FAILED_LOGIN_LIMIT = "2";
    const net = `2001:db8:${ipCounter.toString(16)}:7`;
    expect((await login("wrong wrong wrong", sameOrigin, `${net}::1`)).status).toBe(401);
    expect((await login("wrong wrong wrong", sameOrigin, `${net}:0:0:0:2`)).status).toBe(401);
    const third = await login(PASSWORD, sameOrigin, `${net}:ffff:1:2:3`);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another /64 is not affected.
    expect((await login(PASSWORD, sameOrigin, `2001:db8:${ipCounter.toString(16)}:8::1`)).status).toBe(200);
  });

  it("buckets addresses as IPv4, IPv6 /64 and IPv4-mapped IPv6", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("::ffff:192.0.2.4")).toBe("192.0.2.4");
  });

  it("does not put every request without an address in one bucket", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    const req = (agent: string) =>
      new Request(`${ORIGIN}/api/session`, { headers: { "User-Agent": agent, "Accept-Language": "en" } });
    const a = clientBucket(req("Firefox/140"), { ip: "" });
    const b = clientBucket(req("curl/8.5"), { ip: "" });
    expect(a).not.toBe(b);
    expect(clientBucket(req("Firefox/140"), { ip: "" })).toBe(a);

    process.env.ADMIN_FAILED_LOGIN_LIMIT = "1";
    const attempt = (agent: string, password: string) =>
      handler(
        new Request(`${ORIGIN}/api/session`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "User-Agent": agent, ...sameOrigin },
          body: JSON.stringify({ password }),
        }),
        testContext({ ip: "" }),
      );
    const guesser = `guesser ${ipCounter}`;
    expect((await attempt(guesser, "wrong wrong wrong")).status).toBe(401);
    expect((await attempt(guesser, "wrong wrong wrong")).status).toBe(429);
    // The owner, also without an address, still gets in.
    expect((await attempt(`owner ${ipCounter}`, PASSWORD)).status).toBe(200);
  });

  it("once the site-wide budget is spent, every address gets one attempt per window, and the right password still works", async () => {
    await windowWithRoom(ADMIN_FAILED_LOGIN_WINDOW_SECONDS);
    process.env.ADMIN_SITE_FAILED_LOGIN_LIMIT = "3";
    process.env.ADMIN_FAILED_LOGIN_LIMIT = "5";
    await getStore({ name: "rate-limits", consistency: "strong" }).deleteAll();
    const from = (n: number) => `192.0.2.${n}`;
    // Three attackers spend the site's budget.
    for (const n of [10, 11, 12])
      expect((await login("guess guess guess", sameOrigin, from(n))).status).toBe(401);
    // From now on each address has one attempt: a first guess is checked, a second is refused.
    expect((await login("guess guess guess", sameOrigin, from(13))).status).toBe(401);
    expect((await login("guess guess guess", sameOrigin, from(13))).status).toBe(429);
    expect((await login(PASSWORD, sameOrigin, from(13))).status).toBe(429);
    // An attacker who already guessed within their own allowance is slowed too.
    expect((await login("guess guess guess", sameOrigin, from(10))).status).toBe(401);
    expect((await login("guess guess guess", sameOrigin, from(10))).status).toBe(429);
    // The owner, from an address that has not failed, gets in, and does not use up the attempt.
    expect((await login(PASSWORD, sameOrigin, from(20))).status).toBe(200);
    expect((await login(PASSWORD, sameOrigin, from(20))).status).toBe(200);
    await getStore({ name: "rate-limits", consistency: "strong" }).deleteAll();
  });
});

describe("deploy previews", () => {
  it("use stores of their own; production and local runs use the plain name", () => {
    expect(contextStoreName("contacts", "production")).toBe("contacts");
    expect(contextStoreName("contacts", "dev")).toBe("contacts");
    expect(contextStoreName("contacts", undefined)).toBe("contacts");
    expect(contextStoreName("contacts", "deploy-preview")).toBe("contacts--deploy-preview");
    expect(contextStoreName("contacts", "branch-deploy")).toBe("contacts--branch-deploy");
  });

  it("need PREVIEW_ADMIN_PASSWORD, and never accept the production password", async () => {
    process.env.CONTEXT = "deploy-preview";
    // None set: closed, saying what to set; the production password opens nothing.
    const closed = await login(PASSWORD);
    expect(closed.status).toBe(503);
    expect(((await closed.json()) as { error: string }).error).toMatch(/set PREVIEW_ADMIN_PASSWORD/);
    const bearer = await authorizeAdmin(
      new Request(`${ORIGIN}/api/contacts`, { headers: { Authorization: `Bearer ${PASSWORD}` } }),
      testContext({ ip }),
    );
    expect(bearer?.status).toBe(503);
    // The production password as the preview's: still closed.
    process.env.PREVIEW_ADMIN_PASSWORD = PASSWORD;
    expect((await login(PASSWORD)).status).toBe(503);
    // A password of its own: that one works, the production one is wrong there.
    process.env.PREVIEW_ADMIN_PASSWORD = PREVIEW_PASSWORD;
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login(PREVIEW_PASSWORD)).status).toBe(200);
    process.env.CONTEXT = "branch-deploy";
    expect((await login(PASSWORD)).status).toBe(401);
  });

  it("on production, stay closed until ADMIN_SESSION_SECRET is set, saying why", async () => {
    process.env.CONTEXT = "production";
    const closed = await login(PASSWORD);
    expect(closed.status).toBe(503);
    expect(((await closed.json()) as { error: string }).error).toMatch(
      /set ADMIN_SESSION_SECRET \(a random string of at least 32 characters\)/,
    );
    const bearer = await authorizeAdmin(
      new Request(`${ORIGIN}/api/contacts`, { headers: { Authorization: `Bearer ${PASSWORD}` } }),
      testContext({ ip }),
    );
    expect(bearer?.status).toBe(503);
    process.env.ADMIN_SESSION_SECRET = "too short";
    expect((await login(PASSWORD)).status).toBe(503);
    process.env.ADMIN_SESSION_SECRET = "a".repeat(32);
    expect((await login(PASSWORD)).status).toBe(200);
    // A local run keeps its stored random secret.
    delete process.env.ADMIN_SESSION_SECRET;
    delete process.env.CONTEXT;
    expect((await login(PASSWORD)).status).toBe(200);
  });

  it("a preview's login and sessions never touch production's store", async () => {
    const production = getStore({ name: "admin-sessions", consistency: "strong" });
    const preview = getStore({ name: "admin-sessions--deploy-preview", consistency: "strong" });
    await production.deleteAll();
    await preview.deleteAll();

    process.env.CONTEXT = "deploy-preview";
    process.env.PREVIEW_ADMIN_PASSWORD = PREVIEW_PASSWORD;
    const previewCookie = await loggedIn(PREVIEW_PASSWORD);
    await settleBackgroundWork();
    expect((await preview.list({ prefix: "sessions/" })).blobs).toHaveLength(1);
    expect((await production.list({ prefix: "sessions/" })).blobs).toHaveLength(0);

    // A preview session is worthless on production, and the other way round.
    delete process.env.CONTEXT;
    expect(await sessionStatus(previewCookie)).toBe(401);
    const productionCookie = await loggedIn();
    process.env.CONTEXT = "deploy-preview";
    expect(await sessionStatus(productionCookie)).toBe(401);
    expect(await sessionStatus(previewCookie)).toBe(200);
  });
});

describe("storage failures", () => {
  it("answer 503, never 500, for a login, a session check and a cookie-authenticated call", async () => {
    const cookie = await loggedIn();
    await blobs().stop();
    try {
      expect((await login(PASSWORD)).status).toBe(503);
      expect((await handler(withCookie(cookie), testContext({ ip }))).status).toBe(503);
      const admin = await authorizeAdmin(withCookie(cookie, "GET", "/api/contacts"), testContext({ ip }));
      expect(admin?.status).toBe(503);
      const page = await formLogin({ password: PASSWORD, returnTo: "/analytics" });
      expect(page.status).toBe(503);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    } finally {
      await blobs().start();
    }
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it("a logout that meets a storage error still clears the cookie, and says the server could not end the session", async () => {
    const cookie = await loggedIn();
    await blobs().stop();
    let res: Response;
    let everywhere: Response;
    try {
      res = await handler(withCookie(cookie, "DELETE", "/api/session", sameOrigin), testContext({ ip }));
      everywhere = await handler(
        withCookie(cookie, "DELETE", "/api/session?scope=all", sameOrigin),
        testContext({ ip }),
      );
    } finally {
      await blobs().start();
    }
    for (const answer of [res, everywhere]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`));
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /^The server could not end the session/,
      );
    }
  });
});
