/**
 * Privacy (issue 7): after contact, analytics and failed-login requests from a known
 * address with a known user agent, neither the address nor the full user agent appears
 * in any key, value or metadata of any Blobs store (nor base64url-encoded in a key, the
 * way analytics events are stored), nor in a log line.
 */
import { getStore, listStores } from "@netlify/blobs";
import { afterEach, describe, expect, it, vi } from "vitest";
import analyticsHandler from "../functions/analytics.mjs";
import contactHandler from "../functions/contact.mjs";
import contactsHandler from "../functions/contacts.mjs";
import { desktopPageView } from "../../packages/core/src/analytics/fixtures/pageViews";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";

const IP = "198.51.100.23";
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36 PrivacyProbe/4.2";
const BOT_USER_AGENT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) PrivacyProbe/4.2";
const PASSWORD = "privacy-owner-password";
/** Stores the functions use; listStores adds any other one that exists. */
const KNOWN_STORES = ["contacts", "analytics", "rate-limits", "rate-limit-salts"];

blobsForFile({ ADMIN_PASSWORD: PASSWORD });
afterEach(() => {
  vi.restoreAllMocks();
});

const context = () => testContext({ ip: IP });

function pageView(userAgent: string, pageUrl = "/") {
  return desktopPageView(
    {
      pageUrl,
      sessionId: "session-privacy",
      userId: "visitor-privacy",
      referrer: "https://news.example.com/some/article?utm_source=x",
      trafficSource: "Referral",
    },
    { userAgent, browser: "Chrome", os: "Linux" },
  );
}

/** Every store name, key, value and metadata, as text to search (keys also base64url-decoded). */
async function everythingStored(): Promise<{ texts: string[]; stores: string[]; keys: number }> {
  let names = [...KNOWN_STORES];
  try {
    const { stores } = await listStores();
    names = [...new Set([...names, ...stores])];
  } catch {
    // The local server may not list stores: the known names are then the whole set.
  }
  await settleBackgroundWork();
  const texts: string[] = [];
  let keys = 0;
  for (const name of names) {
    texts.push(name);
    const store = getStore({ name, consistency: "strong" });
    for await (const page of store.list({ paginate: true })) {
      for (const { key } of page.blobs) {
        keys += 1;
        texts.push(key, ...decodings(key));
        const entry = await store.getWithMetadata(key, { type: "arrayBuffer" });
        if (!entry) continue;
        const bytes = Buffer.from(entry.data);
        texts.push(bytes.toString("utf8"), bytes.toString("latin1"), JSON.stringify(entry.metadata ?? {}));
      }
    }
  }
  return { texts, stores: names, keys };
}

/** A key's segments read as base64url, whole and joined (analytics keys split a record over segments). */
function decodings(key: string): string[] {
  const segments = key.split("/");
  const candidates = [...segments, segments.join(""), ...segments.map((_, i) => segments.slice(i).join(""))];
  return candidates.flatMap((candidate) => {
    const payload = candidate.replace(/^.*\.v\./, "");
    return /^[A-Za-z0-9_-]+$/.test(payload) ? [Buffer.from(payload, "base64url").toString("utf8")] : [];
  });
}

describe("what is stored about a visitor", () => {
  it("keeps neither the address nor the full user agent, anywhere in storage or the logs", async () => {
    const logged: string[] = [];
    for (const level of ["log", "error", "warn", "info"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(" "),
        );
      });
    }

    const contact = await contactHandler(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": USER_AGENT, "X-Forwarded-For": IP },
        body: JSON.stringify({
          name: "Ada Visitor",
          email: "ada@example.com",
          message: "Hello, about the role.",
        }),
      }),
      context(),
    );
    expect(contact.status).toBe(201);

    for (const [userAgent, pageUrl] of [
      [USER_AGENT, "/"],
      [USER_AGENT, "/about"],
      [BOT_USER_AGENT, "/"],
    ] as const) {
      const res = await analyticsHandler(
        new Request("http://localhost/api/analytics", {
          method: "POST",
          headers: { "Content-Type": "application/json", "User-Agent": userAgent, "X-Forwarded-For": IP },
          body: JSON.stringify(pageView(userAgent, pageUrl)),
        }),
        context(),
      );
      expect(res.status).toBe(202);
    }

    for (const path of ["/api/contacts", "/api/analytics?days=7"]) {
      const handler = path.startsWith("/api/contacts") ? contactsHandler : analyticsHandler;
      const res = await handler(
        new Request(`http://localhost${path}`, {
          headers: { Authorization: "Bearer wrong-password", "User-Agent": USER_AGENT },
        }),
        context(),
      );
      expect(res.status).toBe(401);
    }

    const { texts, stores, keys } = await everythingStored();
    // The requests did leave records: the check below looks at real data.
    expect(stores).toEqual(expect.arrayContaining(KNOWN_STORES));
    expect(keys).toBeGreaterThanOrEqual(1 + 3 + 2 + 2); // contact, 3 events, 2 failed logins, salt(s)
    expect(texts.some((text) => text.includes("Ada Visitor"))).toBe(true);
    expect(texts.some((text) => text.includes("/about"))).toBe(true);

    const ipHits = texts.filter((text) => text.includes(IP));
    const uaHits = texts.filter((text) => text.includes(USER_AGENT) || text.includes(BOT_USER_AGENT));
    const probeHits = texts.filter((text) => text.includes("PrivacyProbe"));
    expect(ipHits).toEqual([]);
    expect(uaHits).toEqual([]);
    expect(probeHits).toEqual([]); // not even the tail of the user agent
    // The referrer's path and query are not kept either (only the traffic source).
    expect(texts.filter((text) => text.includes("utm_source") || text.includes("/some/article"))).toEqual([]);

    expect(logged.filter((line) => line.includes(IP) || line.includes("PrivacyProbe"))).toEqual([]);
  });
});
