import { getStore } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import contactHandler from "../functions/contact.mjs";
import retryHandler, { config as retryConfig } from "../functions/notify-retry.mjs";
import { contactsPaging } from "@pmfolio/core";
import { deleteContact, getContact, listContactsPage } from "../../packages/netlify/src/contacts";
import { saveAt } from "./helpers/contacts";
import { storedSubmission } from "../../packages/core/src/contact/fixtures/submissions";
import { notifyOwner } from "../../packages/netlify/src/contacts";
import { RETRY_WINDOW_MS, retryNotifications } from "../../packages/netlify/src/notices";
import { testContext } from "./helpers/blobs-server";
import { startHttpReceiver, startSilentServer, withNotifyServers } from "./helpers/notify-receivers";

const servers = withNotifyServers();

const variables = [
  "SMTP_URL",
  "NOTIFY_EMAIL_TO",
  "NOTIFY_EMAIL_FROM",
  "NOTIFY_WEBHOOK_URL",
  "SITE_URL",
  "URL",
  "DEPLOY_PRIME_URL",
  "DEPLOY_URL",
];
let ipCounter = 0;
beforeEach(async () => {
  process.env.CONTACT_RATE_LIMIT = "1000";
  process.env.SMTP_URL = servers.smtp.url;
  process.env.NOTIFY_EMAIL_TO = "owner@example.com";
  process.env.NOTIFY_EMAIL_FROM = "Portfolio <site@example.com>";
  process.env.NOTIFY_WEBHOOK_URL = servers.hook.url;
  process.env.SITE_URL = "https://pm.example.com";
  servers.smtp.mails.length = 0;
  servers.smtp.logins.length = 0;
  servers.smtp.refusing = false;
  servers.hook.posts.length = 0;
  servers.hook.status = 200;
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
  await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
});
afterEach(() => {
  for (const name of [...variables, "CONTACT_RATE_LIMIT"]) delete process.env[name];
  vi.restoreAllMocks();
});

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 010-0200",
  message: "Hello! I'd like to talk about a product role.\nCan we meet on Tuesday?",
};

/** Posts a message through the real handler; resolves its answer and the work it left to waitUntil. */
async function post(body: unknown) {
  const work: Array<Promise<unknown>> = [];
  ipCounter += 1;
  const response = await contactHandler(
    new Request("https://pm.example.com/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    testContext({
      ip: `198.51.100.${ipCounter}`,
      waitUntil: (promise: Promise<unknown>) => void work.push(promise),
    }),
  );
  return { response, work };
}

async function pendingKeys() {
  const { blobs: list } = await getStore({ name: "notifications", consistency: "strong" }).list({
    prefix: "pending/",
  });
  return list.map((blob) => blob.key);
}

/** The raw message's header block, folded lines joined, one entry per header. */
function headerLines(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
}

const header = (raw: string, name: string) =>
  headerLines(raw)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe("owner notifications", () => {
  it("emails and posts a stored message once, after the 201", async () => {
    const { response, work } = await post(valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // Nothing is sent before the answer: the notification is work handed to waitUntil.
    expect(servers.smtp.mails).toHaveLength(0);
    expect(work.length).toBeGreaterThan(0);
    await Promise.all(work);

    expect(servers.smtp.mails).toHaveLength(1);
    const [mail] = servers.smtp.mails;
    expect(mail!.from).toBe("site@example.com");
    expect(mail!.to).toEqual(["owner@example.com"]);
    expect(servers.smtp.logins).toEqual(["owner"]);
    expect(header(mail!.raw, "Subject")).toBe("New message from Ada Lovelace");
    expect(header(mail!.raw, "Reply-To")).toBe("Ada Lovelace <ada@example.com>");
    expect(header(mail!.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    expect(mail!.raw).toContain("Content-Type: text/plain");
    expect(mail!.raw).toContain("Content-Type: text/html");
    expect(mail!.raw).toContain("Phone: +1 (555) 010-0200");
    expect(mail!.raw).toContain("Can we meet on Tuesday?");
    expect(mail!.raw).toContain("https://pm.example.com/admin/contacts");

    expect(servers.hook.posts).toHaveLength(1);
    const { body, contentType } = servers.hook.posts[0] as {
      body: Record<string, unknown>;
      contentType: string;
    };
    expect(contentType).toBe("application/json");
    // A form without a language field was sent from the default language's page.
    expect(body.submission).toEqual({ id, ...valid, language: "en", createdAt: expect.any(String) });
    expect(body.inboxUrl).toBe("https://pm.example.com/admin/contacts");
    expect(body.text).toBe(
      `New message from Ada Lovelace &lt;ada@example.com&gt;, +1 (555) 010-0200\n${valid.message}\nInbox: https://pm.example.com/admin/contacts`,
    );
    expect(body.content).toBe(
      `New message from Ada Lovelace \\<ada@example\\.com\\>, \\+1 \\(555\\) 010\\-0200\nHello\\! I'd like to talk about a product role\\.\nCan we meet on Tuesday?\nInbox: https://pm.example.com/admin/contacts`,
    );
    expect(body.allowed_mentions).toEqual({ parse: [] });

    // Delivered: nothing outstanding, and later retry runs send nothing more.
    expect(await pendingKeys()).toEqual([]);
    const later = await retryNotifications(new Date(Date.now() + 60 * 60_000));
    expect(later).toEqual({ queued: 0, delivered: 0, retrying: 0, failed: 0, scanComplete: true });
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.hook.posts).toHaveLength(1);
  });

  it("says which language a message was sent in, so a receiver can answer in it", async () => {
    const { response, work } = await post({ ...valid, language: "de" });
    expect(response.status).toBe(201);
    await Promise.all(work);
    const body = servers.hook.posts[0]!.body as { submission: Record<string, unknown> };
    expect(body.submission.language).toBe("de");
  });

  it("links to the request's origin when no site address is set, and omits an empty phone", async () => {
    delete process.env.SITE_URL;
    delete process.env.NOTIFY_EMAIL_FROM;
    const { work } = await post({ ...valid, phone: "" });
    await Promise.all(work);
    expect(servers.smtp.mails[0]!.from).toBe("owner@example.com");
    expect(servers.smtp.mails[0]!.raw).toContain("https://pm.example.com/admin/contacts");
    expect(servers.smtp.mails[0]!.raw).not.toContain("Phone:");
    const body = servers.hook.posts[0]!.body as { submission: Record<string, unknown> };
    expect(body.submission).not.toHaveProperty("phone");
  });

  it("links a deploy preview's message to that preview's inbox, never the live one", async () => {
    process.env.URL = "https://pm.example.com";
    process.env.DEPLOY_PRIME_URL = "https://deploy-preview-7--pm.netlify.app";
    process.env.DEPLOY_URL = "https://6543abc--pm.netlify.app";
    const submission = await saveAt(valid);
    await notifyOwner(submission, {
      origin: "https://deploy-preview-7--pm.netlify.app",
      deployContext: "deploy-preview",
    });
    const previewLink = "https://deploy-preview-7--pm.netlify.app/admin/contacts";
    expect(servers.smtp.mails[0]!.raw).toContain(previewLink);
    expect(servers.smtp.mails[0]!.raw).not.toContain("https://pm.example.com/admin/contacts");
    expect((servers.hook.posts[0]!.body as { inboxUrl: string }).inboxUrl).toBe(previewLink);

    // Without DEPLOY_PRIME_URL, the deploy's own URL; production keeps SITE_URL.
    delete process.env.DEPLOY_PRIME_URL;
    const another = await saveAt(valid);
    await notifyOwner(another, { origin: "https://pm.example.com", deployContext: "branch-deploy" });
    expect((servers.hook.posts[1]!.body as { inboxUrl: string }).inboxUrl).toBe(
      "https://6543abc--pm.netlify.app/admin/contacts",
    );
    const live = await saveAt(valid);
    await notifyOwner(live, { origin: "https://pm.example.com", deployContext: "production" });
    expect((servers.hook.posts[2]!.body as { inboxUrl: string }).inboxUrl).toBe(
      "https://pm.example.com/admin/contacts",
    );
  });

  it("notifies once when the same message is handed over twice (a retried POST)", async () => {
    const submission = await saveAt(valid);
    await Promise.all([
      notifyOwner(submission, { origin: "https://pm.example.com" }),
      notifyOwner(submission, { origin: "https://pm.example.com" }),
    ]);
    await notifyOwner(submission, { origin: "https://pm.example.com" });
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.hook.posts).toHaveLength(1);
  });

  it("retries a channel that is down and delivers once it is back", async () => {
    servers.smtp.refusing = true;
    servers.hook.status = 500;
    const start = Date.now();
    const { response, work } = await post(valid);
    expect(response.status).toBe(201);
    await Promise.all(work);
    expect(servers.smtp.mails).toHaveLength(0);
    expect(servers.hook.posts).toHaveLength(0);
    expect((await pendingKeys()).length).toBe(2);

    // Still down at the first retry: both wait for the next, later one.
    const first = await retryNotifications(new Date(start + 6 * 60_000));
    expect(first).toMatchObject({ delivered: 0, retrying: 2, failed: 0 });

    servers.smtp.refusing = false;
    servers.hook.status = 200;
    // Not yet due (the second wait is 15 minutes): nothing is sent.
    expect(await retryNotifications(new Date(start + 10 * 60_000))).toMatchObject({
      delivered: 0,
      retrying: 0,
    });
    expect(await retryNotifications(new Date(start + 25 * 60_000))).toMatchObject({
      delivered: 2,
      retrying: 0,
    });
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.hook.posts).toHaveLength(1);
    expect(await pendingKeys()).toEqual([]);
    expect(
      (await getContact((servers.hook.posts[0]!.body as { submission: { id: string } }).submission.id))!
        .notificationFailed,
    ).toBeUndefined();
  });

  it("retries a webhook that is not listening, through the scheduled function", async () => {
    const port = servers.hook.port;
    await servers.hook.close();
    try {
      const { work } = await post(valid);
      await Promise.all(work);
      expect(servers.smtp.mails).toHaveLength(1);
      expect(await pendingKeys()).toEqual([expect.stringMatching(/\/webhook$/)]);
    } finally {
      servers.hook = await startHttpReceiver(port);
    }
    expect(retryConfig.schedule).toBe("* * * * *");
    // The scheduled handler runs on the real clock, when nothing is due yet; the clock is injected below.
    expect((await retryHandler(new Request("http://localhost/"), testContext())).status).toBe(204);
    expect(servers.hook.posts).toHaveLength(0);
    await retryNotifications(new Date(Date.now() + 6 * 60_000));
    expect(servers.hook.posts).toHaveLength(1);
    expect(servers.smtp.mails).toHaveLength(1);
  });

  it("gives up after the retry window and marks the message, which stays stored", async () => {
    servers.smtp.refusing = true;
    process.env.NOTIFY_WEBHOOK_URL = "http://127.0.0.1:9/hook"; // nothing listens on the discard port
    const start = Date.now();
    const { response, work } = await post(valid);
    const { id } = (await response.json()) as { id: string };
    await Promise.all(work);

    // Hourly runs for a day and then some: every due attempt fails, until the window closes.
    const gaveUpAt: number[] = [];
    for (let hour = 1; hour <= 28; hour += 1) {
      const at = start + hour * 60 * 60_000;
      const run = await retryNotifications(new Date(at));
      for (let i = 0; i < run.failed; i += 1) gaveUpAt.push(at);
    }
    expect(gaveUpAt).toHaveLength(2);
    for (const at of gaveUpAt) expect(at - start).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(servers.smtp.mails).toHaveLength(0);
    expect(await pendingKeys()).toEqual([]);
    expect(await getContact(id)).toEqual({
      id,
      ...valid,
      createdAt: expect.any(String),
      language: "en",
      read: false,
      notificationFailed: true,
    });
  });

  it("answers the visitor at once while the SMTP server hangs", async () => {
    const silent = await startSilentServer();
    process.env.SMTP_URL = silent.url;
    let settled = false;
    try {
      const { response, work } = await post(valid);
      // The handler has answered; the notification is still waiting on the silent server.
      expect(response.status).toBe(201);
      void Promise.all(work).finally(() => (settled = true));
      await silent.connected;
      expect(settled).toBe(false);
      await silent.close();
      await Promise.all(work);
    } finally {
      await silent.close();
    }
    expect(settled).toBe(true);
    expect(servers.hook.posts).toHaveLength(1);
    expect(await pendingKeys()).toEqual([expect.stringMatching(/\/email$/)]);
  });

  it("keeps chat markup inert and Discord's content within 2,000 characters after escaping", async () => {
    const masked = "[Open your inbox](https://evil.example/login) **urgent** ||hidden||";
    const { work } = await post({ ...valid, message: `${masked}\n${"_".repeat(1900)}` });
    await Promise.all(work);
    const body = servers.hook.posts[0]!.body as { text: string; content: string };
    // Discord: every markdown character escaped, so no masked link, bold or spoiler.
    expect(body.content).toContain(
      "\\[Open your inbox\\]\\(https\\://evil\\.example/login\\) \\*\\*urgent\\*\\* \\|\\|hidden\\|\\|",
    );
    expect(body.content).not.toMatch(/(^|[^\\])\[[^\]]*[^\\]\]\(/);
    // Escaping doubles the underscores: the message is cut to fit, the inbox link kept.
    expect(body.content.length).toBeLessThanOrEqual(2000);
    expect(body.content.length).toBeGreaterThan(1900);
    expect(body.content).toMatch(/…\nInbox: https:\/\/pm\.example\.com\/admin\/contacts$/);
    // Slack (and Discord's /slack address): the masked link is split, so it stays text.
    expect(body.text).toContain("[Open your inbox]\u200b(https://evil.example/login)");
    expect(body.text).not.toContain("](");
  });

  it("keeps header injection attempts inert", async () => {
    // The form refuses line breaks in a name now; the message keeps them.
    const refused = await post({ ...valid, name: "Eve\r\nBcc: victim@example.com" });
    expect(refused.response.status).toBe(400);
    const { response, work } = await post({
      ...valid,
      message: "Hi\r\n.\r\nMAIL FROM:<evil@example.com>\r\n<script>alert(1)</script>",
    });
    expect(response.status).toBe(201);
    await Promise.all(work);
    // Stored data from before validation tightened, or written by hand, is just as hostile.
    const notifyStored = (stored: Partial<ContactSubmission>) =>
      notifyOwner(storedSubmission({ createdAt: new Date().toISOString(), ...stored }), {
        origin: "https://pm.example.com",
      });
    await notifyStored({
      id: "0000000000001-0123456789abcdef",
      name: "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes",
    });
    await notifyStored({
      id: "0000000000000-0123456789abcdef",
      name: "Mallory\u2028Cc: victim@example.com\u0000",
      email: "mallory@example.com\r\nBcc: victim@example.com",
    });

    expect(servers.smtp.mails).toHaveLength(3);
    for (const mail of servers.smtp.mails) {
      expect(mail.to).toEqual(["owner@example.com"]);
      const names = headerLines(mail.raw).map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("cc");
      expect(names).not.toContain("x-injected");
      const html = mail.raw.slice(mail.raw.indexOf("Content-Type: text/html"));
      expect(html).not.toContain("<script>");
    }
    const [posted, eve, mallory] = servers.smtp.mails;
    expect(posted!.raw).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(header(eve!.raw, "Subject")).toBe("New message from Eve Bcc: victim@example.com X-Injected: yes");
    expect(header(eve!.raw, "Reply-To")).toBe(
      '"Eve Bcc: victim@example.com X-Injected: yes" <ada@example.com>',
    );
    // The body's sender line is one line too, so nothing in it reads as a header.
    expect(eve!.raw).toContain("From: Eve Bcc: victim@example.com X-Injected: yes <ada@example.com>");
    // An address that is not one gets no Reply-To at all.
    expect(header(mallory!.raw, "Reply-To")).toBeUndefined();
    expect(header(mallory!.raw, "Subject")).toBe("New message from Mallory Cc: victim@example.com");
  });

  it("finds and notifies a message whose notification was never recorded", async () => {
    const now = new Date();
    // Stored, then the instance died before the notification was recorded.
    const submission = await saveAt(valid, now);
    expect(await pendingKeys()).toEqual([]);

    const run = await retryNotifications(new Date(now.getTime() + 5 * 60_000));
    expect(run).toMatchObject({ queued: 1, delivered: 2 });
    expect(servers.smtp.mails).toHaveLength(1);
    expect((servers.hook.posts[0]!.body as { submission: { id: string } }).submission.id).toBe(submission.id);

    // The next runs find it queued and send nothing more.
    expect(await retryNotifications(new Date(now.getTime() + 10 * 60_000))).toMatchObject({
      queued: 0,
      delivered: 0,
    });
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.hook.posts).toHaveLength(1);
  });

  it("sends once when a retry run's scan meets the first attempt", async () => {
    const now = new Date();
    const submission = await saveAt(valid, now);
    const [, run] = await Promise.all([
      notifyOwner(submission, { origin: "https://pm.example.com", now }),
      retryNotifications(new Date(now.getTime() + 60_000)),
    ]);
    expect(run.failed).toBe(0);
    await retryNotifications(new Date(now.getTime() + 10 * 60_000));
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.hook.posts).toHaveLength(1);
    expect(await pendingKeys()).toEqual([]);
  });

  it("stops retrying for a message the owner deleted", async () => {
    servers.smtp.refusing = true;
    servers.hook.status = 503;
    const start = Date.now();
    const { response, work } = await post(valid);
    const { id } = (await response.json()) as { id: string };
    await Promise.all(work);
    expect(await deleteContact(id)).toBe(true);
    servers.smtp.refusing = false;
    servers.hook.status = 200;

    expect(await retryNotifications(new Date(start + 6 * 60_000))).toEqual({
      queued: 0,
      delivered: 0,
      retrying: 0,
      failed: 0,
      scanComplete: true,
    });
    expect(await pendingKeys()).toEqual([]);
    expect(servers.smtp.mails).toHaveLength(0);
    expect(servers.hook.posts).toHaveLength(0);
    const page = await listContactsPage({
      limit: contactsPaging.maxLimit,
      maxBytes: contactsPaging.maxPageBytes,
    });
    expect(page.contacts).toEqual([]);
  });

  it("prints the notification while developing with no channel, and logs once on a deploy", async () => {
    for (const name of variables) delete process.env[name];
    const log = vi.spyOn(console, "log");
    const submission = await saveAt(valid);
    // `pnpm dev` (the Vite plugin) gives functions an empty deploy context.
    await notifyOwner(submission, { origin: "http://localhost:9114", deployContext: "" });
    const printed = log.mock.calls.map((call) => String(call[0])).join("\n");
    expect(printed).toContain("Subject: New message from Ada Lovelace");
    expect(printed).toContain("http://localhost:9114/admin/contacts");
    expect(await pendingKeys()).toEqual([]);

    log.mockClear();
    const another = await saveAt(valid);
    await notifyOwner(another, { origin: "https://pm.example.com", deployContext: "deploy-preview" });
    await notifyOwner(another, { origin: "https://pm.example.com", deployContext: "production" });
    const messages = log.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((line) => line.includes("no notification channel is configured"))).toHaveLength(1);
    expect(messages.join("\n")).not.toContain("Ada Lovelace");
    expect(servers.smtp.mails).toHaveLength(0);
  });
});
