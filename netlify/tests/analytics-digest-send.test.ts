// The weekly digest as the scheduled function sends it: visits recorded through the real
// analytics handler into a real local Blobs server, then the digest delivered to a real
// SMTP server and a real webhook receiver on loopback.
import { getStore } from "@netlify/blobs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import applicationsHandler from "../functions/analytics-applications.mjs";
import digestHandler, { config } from "../functions/analytics-digest.mjs";
import { testContext } from "./helpers/blobs-server";
import { sendPageView } from "./helpers/analytics";
import { withNotifyServers } from "./helpers/notify-receivers";

const SITE = "https://pm.example.com";
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const servers = withNotifyServers();

const variables = [
  "SMTP_URL",
  "NOTIFY_EMAIL_TO",
  "NOTIFY_WEBHOOK_URL",
  "SITE_URL",
  "SITE_TIME_ZONE",
  "ADMIN_PASSWORD",
];
beforeEach(async () => {
  servers.smtp.mails.length = 0;
  servers.hook.posts.length = 0;
  await getStore({ name: "analytics", consistency: "strong" }).deleteAll();
});
afterEach(() => {
  for (const name of variables) delete process.env[name];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the digest on the clock at `iso` (its hourly run sends only on Monday mornings). */
async function runDigestAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await runDigest();
  } finally {
    vi.useRealTimers();
  }
}

async function visit(pageUrl: string, ip: string, campaign?: Record<string, string>) {
  const later: Array<Promise<unknown>> = [];
  const response = await sendPageView(
    SITE,
    {
      pageUrl,
      timestamp: new Date().toISOString(),
      userAgent: chrome,
      deviceInfo: { screenWidth: 1920, screenHeight: 1080 },
      sessionId: `s-${ip}`,
      userId: `u-${ip}`,
      referrer: "https://www.linkedin.com/feed/",
      trafficSource: "LinkedIn",
      ...(campaign ? { campaign } : {}),
    },
    testContext({ ip, waitUntil: (work: Promise<unknown>) => void later.push(work) }),
  );
  await Promise.all(later);
  expect(response.status).toBe(202);
}

const runDigest = () =>
  digestHandler(
    new Request(`${SITE}/.netlify/functions/analytics-digest`),
    testContext({ deploy: { context: "production" } } as never),
  );

/** The one mail the digest sent, as text: quoted-printable soft line breaks joined, "=3D" read as "=". */
function theOneMail(): string {
  expect(servers.smtp.mails).toHaveLength(1);
  return servers.smtp.mails[0]!.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
}

/** The owner creates an application in the link builder, with its tag. */
async function createApplication(company: string, ref: string) {
  const response = await applicationsHandler(
    new Request(`${SITE}/api/analytics/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${process.env.ADMIN_PASSWORD}` },
      body: JSON.stringify({ company, ref }),
    }),
    testContext({ ip: "203.0.113.30" }),
  );
  expect(response.status).toBe(201);
}

describe("weekly analytics digest", () => {
  it("runs every hour, so that Monday 08:00 in any time zone is one of its runs", () => {
    expect(config.schedule).toBe("0 * * * *");
  });

  it("sends on Monday at 08:00 in the owner's time zone, once that week", async () => {
    process.env.SMTP_URL = servers.smtp.url;
    process.env.NOTIFY_EMAIL_TO = "owner@example.com";
    process.env.SITE_TIME_ZONE = "America/Los_Angeles";
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Monday 00:00 and 07:00 in California: not yet.
    expect((await runDigestAt("2026-11-23T08:00:00.000Z")).status).toBe(204);
    expect((await runDigestAt("2026-11-23T15:00:00.000Z")).status).toBe(204);
    expect(servers.smtp.mails).toHaveLength(0);
    // 08:00 there, with two runs overlapping: one digest.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T16:00:00.000Z"));
    try {
      await Promise.all([runDigest(), runDigest(), runDigest()]);
    } finally {
      vi.useRealTimers();
    }
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.smtp.mails[0]!.raw).toMatch(/^Subject: Your site this week/m);
    // Later runs that Monday, and the rest of the week: nothing more.
    expect((await runDigestAt("2026-11-23T17:00:00.000Z")).status).toBe(204);
    expect((await runDigestAt("2026-11-25T16:00:00.000Z")).status).toBe(204);
    expect(servers.smtp.mails).toHaveLength(1);
    // The next Monday at 08:00 there: the next digest.
    expect((await runDigestAt("2026-11-30T16:00:00.000Z")).status).toBe(204);
    expect(servers.smtp.mails).toHaveLength(2);
  });

  it("emails and posts the week's figures to the owner", async () => {
    process.env.SMTP_URL = servers.smtp.url;
    process.env.NOTIFY_EMAIL_TO = "owner@example.com";
    process.env.NOTIFY_WEBHOOK_URL = servers.hook.url;
    process.env.SITE_URL = SITE;
    // Sunday's visits are in Monday morning's digest; Monday's own are not (7 whole days).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-22T15:00:00.000Z"));
      await visit("/", "198.51.100.1", { ref: "acme-pm-role" });
      await visit("/projects/magic-leap", "198.51.100.2");
      vi.setSystemTime(new Date("2026-11-23T07:00:00.000Z"));
      await visit("/", "198.51.100.3");
    } finally {
      vi.useRealTimers();
    }
    expect((await runDigestAt("2026-11-23T08:00:00.000Z")).status).toBe(204);

    const raw = theOneMail();
    expect(servers.smtp.mails[0]!.to).toEqual(["owner@example.com"]);
    expect(raw).toMatch(/^Subject: Your site this week: 2 visits, 2 visitors/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("acme-pm-role");
    expect(raw).toContain(`${SITE}/analytics`);
    expect(raw).toContain("Week of 2026-11-16 to 2026-11-22, compared with 2026-11-09 to 2026-11-15.");

    expect(servers.hook.posts).toHaveLength(1);
    const body = servers.hook.posts[0]!.body as { text: string; allowed_mentions: unknown };
    expect(body.text).toMatch(/^Your site this week: 2 visits, 2 visitors/);
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });

  it("lists the applications nobody opened a week after they were created", async () => {
    process.env.SMTP_URL = servers.smtp.url;
    process.env.NOTIFY_EMAIL_TO = "owner@example.com";
    process.env.ADMIN_PASSWORD = "digest-test-owner-password";
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-10T12:00:00.000Z"));
      await createApplication("Initech", "initech-pm");
      await createApplication("Globex <Labs>", "globex-pm");
      await createApplication("Umbrella", "umbrella-pm");
      // Opened the week before the digest's week, quiet since: not waiting.
      vi.setSystemTime(new Date("2026-11-12T12:00:00.000Z"));
      await visit("/", "198.51.100.8", { ref: "umbrella-pm" });
      vi.setSystemTime(new Date("2026-11-20T12:00:00.000Z"));
      // Three days old on Monday: not a week yet.
      await createApplication("Hooli", "hooli-pm");
      await visit("/", "198.51.100.7", { ref: "globex-pm" });
    } finally {
      vi.useRealTimers();
    }
    expect((await runDigestAt("2026-11-23T08:00:00.000Z")).status).toBe(204);
    const raw = theOneMail();
    expect(raw).toContain("Applications not opened yet:\r\n- Initech: created 12 days ago\r\n");
    expect(raw).toContain(
      '<h2 style="font-size:1rem">Applications not opened yet</h2><ul><li>Initech: created 12 days ago</li></ul>',
    );
    expect(raw).not.toMatch(/Globex.*created|Umbrella.*created|Hooli/);
  });

  it("keeps going when a channel is down, and sends by the others", async () => {
    process.env.SMTP_URL = servers.smtp.url;
    process.env.NOTIFY_EMAIL_TO = "owner@example.com";
    process.env.NOTIFY_WEBHOOK_URL = servers.hook.url;
    servers.hook.status = 500;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await runDigestAt("2026-11-23T08:00:00.000Z")).status).toBe(204);
    } finally {
      servers.hook.status = 200;
    }
    expect(servers.smtp.mails).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(
      "notify: the report could not be sent by webhook",
      "the webhook answered 500",
    );
  });

  it("sends nothing on a deploy with no channel", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    expect((await runDigestAt("2026-11-23T08:00:00.000Z")).status).toBe(204);
    expect(servers.smtp.mails).toHaveLength(0);
    expect(servers.hook.posts).toHaveLength(0);
    expect(logs).toHaveBeenCalledWith("analytics digest: sent by no channel");
  });
});
