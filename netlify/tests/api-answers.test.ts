/**
 * A recorded set of the API's answers: one fixed script of calls over every `/api` route and
 * its main refusals, through the real functions on a real local Blobs server, each answer
 * recorded as its status, the headers that are part of the contract, and its body. The
 * record is `api-answers.snapshot.json` beside this file: a change to any answer shows as a
 * diff of it, so a refactor proves it left the API as it was (`-u` records a deliberate change).
 *
 * What depends on the clock or on chance is masked: ids become `<contact-1>`, `<view-1>`,
 * `<ref-1>` in the order they first appear (so an answer that names an earlier id still shows
 * which), dates and times become `<date>` and `<time>`, a 429's wait `<seconds>`.
 */
import type { Context } from "@netlify/functions";
import { afterAll, beforeAll, expect, it } from "vitest";
import analytics from "../functions/analytics.mjs";
import applications from "../functions/analytics-applications.mjs";
import digest from "../functions/analytics-digest.mjs";
import engagement from "../functions/analytics-engagement.mjs";
import analyticsExport from "../functions/analytics-export.mjs";
import goal from "../functions/analytics-goal.mjs";
import rollup from "../functions/analytics-rollup.mjs";
import contact from "../functions/contact.mjs";
import contactsRetention from "../functions/contacts-retention.mjs";
import contacts from "../functions/contacts.mjs";
import downloadResume from "../functions/download-resume.mjs";
import health from "../functions/health.mjs";
import notifyRetry from "../functions/notify-retry.mjs";
import session from "../functions/session.mjs";
import { settleBackgroundWork, startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";
import { chromeOnWindows } from "./helpers/analytics";

const PASSWORD = "the recorded answers' owner password";
const ORIGIN = "https://jordan.example";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const sameOrigin = { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN };
const owner = { Authorization: `Bearer ${PASSWORD}` };
const jsonType = { "Content-Type": "application/json" };
const formType = { "Content-Type": "application/x-www-form-urlencoded" };

/** The headers every answer must carry (lib/http's `securityHeaders`): recorded as present or missing. */
const securityHeaderNames = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "content-security-policy",
  "strict-transport-security",
  "permissions-policy",
  "x-robots-tag",
  "cross-origin-resource-policy",
];
/** The headers whose values are part of the contract. */
const contractHeaders = [
  "content-type",
  "cache-control",
  "allow",
  "retry-after",
  "location",
  "link",
  "content-disposition",
  "content-length",
  "set-cookie",
  "x-total-count",
  "x-unread-count",
  "x-held-count",
];

type Handler = (req: Request, context: Context) => Promise<Response> | Response;

interface Recorded {
  call: string;
  status: number;
  headers: Record<string, string>;
  security: string;
  body: unknown;
}

const recorded: Recorded[] = [];
/** Ids met so far, each with its stand-in (`<contact-1>`…), in the order they first appeared. */
const standIns = new Map<string, string>();
const counters: Record<string, number> = {};

function standIn(kind: string, value: string): string {
  let name = standIns.get(value);
  if (!name) {
    counters[kind] = (counters[kind] ?? 0) + 1;
    name = `<${kind}-${counters[kind]}>`;
    standIns.set(value, name);
  }
  return name;
}

const contactIdPattern = /\b\d{13}-[0-9a-f]{16}\b/g;
const eventIdPattern = /\b[0-9a-z]{9}[0-9a-f]{12}\b/g;

/** A string with its clock- and chance-dependent parts masked. */
function maskText(text: string): string {
  let out = text;
  for (const [value, name] of standIns) out = out.split(value).join(name);
  return out
    .replace(contactIdPattern, (id) => standIn("contact", id))
    .replace(eventIdPattern, (id) => standIn("view", id))
    .replace(/cursor=(?!<cursor>)[^&>"]+/g, "cursor=<cursor>")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "<time>")
    .replace(/\d{4}-\d{2}-\d{2}/g, "<date>")
    .replace(/\b\d{13}\b/g, "<ms>");
}

function mask(value: unknown, key = ""): unknown {
  // The Node version the functions run on is the runtime's, not the API's.
  if (key === "node") return "<node version>";
  if (typeof value === "string") return maskText(value);
  if (typeof value === "number") {
    // Moments in ms or s since the epoch, and figures that count time itself.
    if (value > 1_000_000_000 && /at$|time|timestamp|expires/i.test(key)) return "<moment>";
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => mask(item, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [maskText(name), mask(item, name)]),
    );
  }
  return value;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (type === "application/pdf") {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength === 0 ? "" : `<PDF, starts ${new TextDecoder().decode(bytes.subarray(0, 5))}>`;
  }
  const text = await response.text();
  if (type.startsWith("application/json") && text) return mask(JSON.parse(text));
  return maskText(text);
}

/** Calls `handler` with `req`, once the previous call's work after its answer has settled, and records the answer. */
async function call(
  label: string,
  handler: Handler,
  req: Request,
  context: Partial<Context> & { ip?: string; params?: Record<string, string> } = {},
): Promise<Response> {
  await settleBackgroundWork();
  const response = await handler(req, testContext({ ip: "203.0.113.50", ...context }));
  const clone = response.clone();
  const headers: Record<string, string> = {};
  for (const name of contractHeaders) {
    const value = response.headers.get(name);
    if (value === null) continue;
    if (name === "retry-after" && response.status === 429) headers[name] = "<seconds>";
    else if (name === "set-cookie")
      headers[name] = value.replace(/=[^;]*/, "=<value>").replace(/Expires=[^;]*/i, "Expires=<time>");
    else if (name === "content-length" && response.headers.get("content-type") === "application/pdf")
      headers[name] = "<bytes>";
    else headers[name] = maskText(value);
  }
  const missing = securityHeaderNames.filter((name) => !response.headers.has(name));
  recorded.push({
    call: label,
    status: response.status,
    headers,
    security: missing.length ? `missing ${missing.join(", ")}` : "all",
    body: await readBody(clone),
  });
  return response;
}

function request(path: string, init: RequestInit = {}): Request {
  return new Request(`${ORIGIN}${path}`, init);
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return request(path, {
    method: "POST",
    headers: { ...jsonType, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Hello! I'd like to talk about a product role.",
};

const pageView = (pageUrl: string, extra: Record<string, unknown> = {}) => ({
  pageUrl,
  sessionId: "recorded-session",
  userId: "recorded-visitor",
  referrer: "direct",
  userAgent: chromeOnWindows,
  ...extra,
});

let blobs: TestBlobs;
const environment = {
  ADMIN_PASSWORD: PASSWORD,
  CONTACT_RATE_LIMIT: "1000",
  SITE_TIME_ZONE: "UTC",
};

beforeAll(async () => {
  blobs = await startBlobs();
  Object.assign(process.env, environment);
});

afterAll(async () => {
  await settleBackgroundWork();
  for (const name of Object.keys(environment)) delete process.env[name];
  await blobs.close();
});

it("answers a fixed script of calls over every /api route as recorded", async () => {
  const browser = { "User-Agent": chromeOnWindows };

  // Health and the résumé.
  await call("GET /api/health", health, request("/api/health"));
  await call("POST /api/health", health, request("/api/health", { method: "POST" }));
  await call(
    "GET /api/download-resume",
    downloadResume,
    request("/api/download-resume", { headers: sameOrigin }),
  );
  await call(
    "HEAD /api/download-resume",
    downloadResume,
    request("/api/download-resume", { method: "HEAD" }),
  );
  await call(
    "DELETE /api/download-resume",
    downloadResume,
    request("/api/download-resume", { method: "DELETE" }),
  );

  // The visitor's message.
  const key = { "Idempotency-Key": "recorded-answers-key-0001" };
  await call("POST /api/contact", contact, postJson("/api/contact", message, { ...sameOrigin, ...key }));
  await call(
    "POST /api/contact, the same key again",
    contact,
    postJson("/api/contact", message, { ...sameOrigin, ...key }),
  );
  await call(
    "POST /api/contact, a second message",
    contact,
    postJson("/api/contact", { ...message, name: "Grace Hopper", phone: "+1 555 010 0200" }, sameOrigin),
  );
  const held = await call(
    "POST /api/contact, the honeypot filled (held)",
    contact,
    postJson("/api/contact", { ...message, name: "A Bot", website: "https://spam.example" }, sameOrigin),
  );
  const { id: heldId } = (await held.json()) as { id: string };
  await call(
    "POST /api/contact, invalid fields",
    contact,
    postJson("/api/contact", { name: "", email: "not-an-email", message: "" }, sameOrigin),
  );
  await call("POST /api/contact, not an object", contact, postJson("/api/contact", "[1]", sameOrigin));
  await call("POST /api/contact, not JSON", contact, postJson("/api/contact", "{", sameOrigin));
  await call(
    "POST /api/contact, text/plain",
    contact,
    request("/api/contact", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hello" }),
  );
  await call(
    "POST /api/contact, too large",
    contact,
    postJson("/api/contact", { ...message, message: "x".repeat(64 * 1024) }, sameOrigin),
  );
  await call(
    "POST /api/contact, a malformed Idempotency-Key",
    contact,
    postJson("/api/contact", message, { ...sameOrigin, "Idempotency-Key": "short" }),
  );
  await call(
    "POST /api/contact, from another site",
    contact,
    postJson("/api/contact", message, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }),
  );
  await call("GET /api/contact", contact, request("/api/contact"));
  await call(
    "POST /api/contact as a form",
    contact,
    request("/api/contact", {
      method: "POST",
      headers: { ...formType, ...sameOrigin },
      body: new URLSearchParams(message).toString(),
    }),
  );
  await call(
    "POST /api/contact as a form, invalid fields",
    contact,
    request("/api/contact", {
      method: "POST",
      headers: { ...formType, ...sameOrigin },
      body: "name=Ada&email=nope&message=",
    }),
  );
  await call(
    "POST /api/contact as a form, from another site",
    contact,
    request("/api/contact", {
      method: "POST",
      headers: { ...formType, "Sec-Fetch-Site": "cross-site" },
      body: "name=Ada",
    }),
  );
  process.env.CONTACT_RATE_LIMIT = "1";
  await call(
    "POST /api/contact, first of a new address",
    contact,
    postJson("/api/contact", message, sameOrigin),
    { ip: "198.51.100.9" },
  );
  await call(
    "POST /api/contact, past the hourly limit",
    contact,
    postJson("/api/contact", message, sameOrigin),
    { ip: "198.51.100.9" },
  );
  await call(
    "POST /api/contact as a form, past the hourly limit",
    contact,
    request("/api/contact", {
      method: "POST",
      headers: { ...formType, ...sameOrigin },
      body: new URLSearchParams(message).toString(),
    }),
    { ip: "198.51.100.9" },
  );
  process.env.CONTACT_RATE_LIMIT = environment.CONTACT_RATE_LIMIT;

  // The owner's session.
  const login = (password: string) => postJson("/api/session", { password }, sameOrigin);
  await call("POST /api/session, a wrong password", session, login("not the password at all"), {
    ip: "198.51.100.20",
  });
  const loggedIn = await call("POST /api/session", session, login(PASSWORD), { ip: "198.51.100.21" });
  const cookie = loggedIn.headers.get("set-cookie")!.split(";")[0]!;
  await call("GET /api/session", session, request("/api/session", { headers: { Cookie: cookie } }));
  await call("GET /api/session, no cookie", session, request("/api/session"));
  await call(
    "DELETE /api/session, from another site",
    session,
    request("/api/session", {
      method: "DELETE",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    }),
  );
  await call("PUT /api/session", session, request("/api/session", { method: "PUT" }));

  // The inbox.
  const inbox = (path: string, init: RequestInit = {}, id?: string) =>
    [
      request(path, { ...init, headers: { ...owner, ...(init.headers as Record<string, string>) } }),
      id ? { params: { id } } : {},
    ] as const;
  await call("GET /api/contacts, no password", contacts, request("/api/contacts"));
  await call(
    "GET /api/contacts, a session cookie",
    contacts,
    request("/api/contacts", { headers: { Cookie: cookie } }),
  );
  const page = await call("GET /api/contacts?limit=2", contacts, ...inbox("/api/contacts?limit=2"));
  const [newest, older] = (await page.json()) as { id: string }[];
  await call("GET /api/contacts?limit=0", contacts, ...inbox("/api/contacts?limit=0"));
  await call("GET /api/contacts?box=held", contacts, ...inbox("/api/contacts?box=held"));
  await call("GET /api/contacts?box=spam", contacts, ...inbox("/api/contacts?box=spam"));
  await call(
    "PATCH /api/contacts/{id}",
    contacts,
    ...inbox(
      `/api/contacts/${newest!.id}`,
      { method: "PATCH", headers: jsonType, body: JSON.stringify({ read: true }) },
      newest!.id,
    ),
  );
  await call(
    "PATCH /api/contacts/{id}, not a boolean",
    contacts,
    ...inbox(
      `/api/contacts/${newest!.id}`,
      { method: "PATCH", headers: jsonType, body: JSON.stringify({ read: "yes" }) },
      newest!.id,
    ),
  );
  const unknown = `${newest!.id.slice(0, 14)}${"0".repeat(16)}`;
  await call(
    "PATCH /api/contacts/{id}, unknown",
    contacts,
    ...inbox(
      `/api/contacts/${unknown}`,
      { method: "PATCH", headers: jsonType, body: JSON.stringify({ read: true }) },
      unknown,
    ),
  );
  await call(
    "DELETE /api/contacts/{id}, malformed",
    contacts,
    ...inbox("/api/contacts/nope", { method: "DELETE" }, "nope"),
  );
  await call("GET /api/contacts/{id}", contacts, ...inbox(`/api/contacts/${newest!.id}`, {}, newest!.id));
  await call("GET /api/contacts/export", contacts, ...inbox("/api/contacts/export", {}, "export"));
  await call(
    "DELETE /api/contacts/{id}",
    contacts,
    ...inbox(`/api/contacts/${older!.id}`, { method: "DELETE" }, older!.id),
  );
  await call(
    "DELETE /api/contacts/{id}, again",
    contacts,
    ...inbox(`/api/contacts/${older!.id}`, { method: "DELETE" }, older!.id),
  );
  await call(
    "POST /api/contacts/delete",
    contacts,
    ...inbox(
      "/api/contacts/delete",
      { method: "POST", headers: jsonType, body: JSON.stringify({ ids: [newest!.id, unknown] }) },
      "delete",
    ),
  );
  await call(
    "POST /api/contacts/delete, no ids",
    contacts,
    ...inbox(
      "/api/contacts/delete",
      { method: "POST", headers: jsonType, body: JSON.stringify({ ids: [] }) },
      "delete",
    ),
  );
  await call(
    "POST /api/contacts/release, unknown",
    contacts,
    ...inbox(
      "/api/contacts/release",
      { method: "POST", headers: jsonType, body: JSON.stringify({ ids: [unknown] }) },
      "release",
    ),
  );
  await call(
    "POST /api/contacts/release",
    contacts,
    ...inbox(
      "/api/contacts/release",
      { method: "POST", headers: jsonType, body: JSON.stringify({ ids: [heldId] }) },
      "release",
    ),
  );
  await call(
    "POST /api/contacts/delete, a day to come",
    contacts,
    ...inbox(
      "/api/contacts/delete",
      { method: "POST", headers: jsonType, body: JSON.stringify({ received: { day: "2999-01-01" } }) },
      "delete",
    ),
  );
  await call("GET /api/contacts, after the deletes", contacts, ...inbox("/api/contacts"));

  // Page views and what follows them.
  const view = (body: unknown, headers: Record<string, string> = {}) =>
    postJson("/api/analytics", body, { ...browser, ...sameOrigin, ...headers });
  const first = await call("POST /api/analytics", analytics, view(pageView("/")));
  const { view: viewId } = (await first.json()) as { view: string };
  await call(
    "POST /api/analytics, a case study with a campaign",
    analytics,
    view(pageView("/projects/magic-leap", { campaign: { utm_source: "newsletter" } })),
  );
  await call(
    "POST /api/analytics, a path the site does not have",
    analytics,
    view(pageView("/wp-login.php")),
  );
  await call("POST /api/analytics, a bot", analytics, view(pageView("/"), { "User-Agent": googlebot }));
  await call("POST /api/analytics, Sec-GPC", analytics, view(pageView("/"), { "Sec-GPC": "1" }));
  await call(
    "POST /api/analytics, from another site",
    analytics,
    view(pageView("/"), { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }),
  );
  await call(
    "POST /api/analytics, invalid",
    analytics,
    view({ pageUrl: "https://evil.example/", sessionId: "" }),
  );
  await call(
    "POST /api/analytics, too large",
    analytics,
    view(pageView("/", { referrer: "x".repeat(64 * 1024) })),
  );
  await call(
    "POST /api/analytics, text/plain",
    analytics,
    request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...sameOrigin },
      body: "{}",
    }),
  );
  await call("PUT /api/analytics", analytics, request("/api/analytics", { method: "PUT" }));

  const engage = (body: unknown) =>
    postJson("/api/analytics/engagement", body, { ...browser, ...sameOrigin });
  const read = { view: viewId, pageUrl: "/", sessionId: "recorded-session", seconds: 8, depth: 100 };
  await call("POST /api/analytics/engagement", engagement, engage(read));
  await call("POST /api/analytics/engagement, again", engagement, engage(read));
  await call(
    "POST /api/analytics/engagement, no such view",
    engagement,
    engage({ ...read, pageUrl: "/projects/magic-leap" }),
  );
  await call("POST /api/analytics/engagement, out of range", engagement, engage({ ...read, depth: 101 }));
  await call("GET /api/analytics/engagement", engagement, request("/api/analytics/engagement"));

  const goalPost = (body: unknown, headers: Record<string, string> = {}) =>
    postJson("/api/analytics/goal", body, { ...browser, ...sameOrigin, ...headers });
  const goalBody = {
    goal: "booking-click",
    pageUrl: "/",
    sessionId: "recorded-session",
    userId: "recorded-visitor",
  };
  await call("POST /api/analytics/goal", goal, goalPost(goalBody));
  await call("POST /api/analytics/goal, an unknown goal", goal, goalPost({ ...goalBody, goal: "fake" }));
  await call("POST /api/analytics/goal, DNT", goal, goalPost(goalBody, { DNT: "1" }));
  await call(
    "POST /api/analytics/goal, from another site",
    goal,
    goalPost(goalBody, { "Sec-Fetch-Site": "cross-site" }),
  );
  await call("GET /api/analytics/goal", goal, request("/api/analytics/goal"));

  // The owner's analytics.
  const created = await call(
    "POST /api/analytics/applications",
    applications,
    postJson("/api/analytics/applications", { company: "Acme Corp." }, owner),
  );
  standIn("ref", ((await created.json()) as { ref: string }).ref);
  await call(
    "POST /api/analytics/applications, a given tag",
    applications,
    postJson("/api/analytics/applications", { company: "Globex", ref: "globex-recorded" }, owner),
  );
  await call(
    "POST /api/analytics/applications, the same tag again",
    applications,
    postJson("/api/analytics/applications", { company: "Globex", ref: "globex-recorded" }, owner),
  );
  await call(
    "POST /api/analytics/applications, no company",
    applications,
    postJson("/api/analytics/applications", {}, owner),
  );
  await call(
    "POST /api/analytics, through an application's tag",
    analytics,
    view(pageView("/", { campaign: { ref: "globex-recorded" } })),
  );
  await call(
    "GET /api/analytics/applications",
    applications,
    request("/api/analytics/applications", { headers: owner }),
  );
  await call(
    "GET /api/analytics/applications?ref=…&days=7",
    applications,
    request("/api/analytics/applications?ref=globex-recorded&days=7", { headers: owner }),
  );
  await call(
    "GET /api/analytics/applications?ref=Not A Tag",
    applications,
    request("/api/analytics/applications?ref=Not%20A%20Tag&days=7", { headers: owner }),
  );
  await call(
    "GET /api/analytics/applications?ref=…&days=5",
    applications,
    request("/api/analytics/applications?ref=globex-recorded&days=5", { headers: owner }),
  );
  await call(
    "GET /api/analytics/applications, no password",
    applications,
    request("/api/analytics/applications"),
  );
  await call(
    "DELETE /api/analytics/applications",
    applications,
    request("/api/analytics/applications", { method: "DELETE" }),
  );
  const patchJson = (body: unknown) =>
    request("/api/analytics/applications", {
      method: "PATCH",
      headers: { ...jsonType, ...owner },
      body: JSON.stringify(body),
    });
  await call(
    "PATCH /api/analytics/applications",
    applications,
    patchJson({ ref: "globex-recorded", status: "interviewing" }),
  );
  await call(
    "PATCH /api/analytics/applications, an unknown status",
    applications,
    patchJson({ ref: "globex-recorded", status: "hired" }),
  );
  await call(
    "PATCH /api/analytics/applications, the link's settings",
    applications,
    patchJson({
      ref: "globex-recorded",
      greeting: "Hello Globex",
      paused: true,
      expiresAt: "2027-01-31T23:59:59.999Z",
      resume: { summary: "Platform PM", projects: ["magic-leap"], highlights: ["0.0"] },
    }),
  );
  await call(
    "PATCH /api/analytics/applications, a project the content does not have",
    applications,
    patchJson({
      ref: "globex-recorded",
      resume: { projects: ["no-such-project"] },
      privateProjects: ["magic-leap"],
    }),
  );
  await call(
    "PATCH /api/analytics/applications, nothing to change",
    applications,
    patchJson({ ref: "globex-recorded" }),
  );
  await call(
    "PATCH /api/analytics/applications, a tag that is no application",
    applications,
    patchJson({ ref: "initech-recorded", status: "offer" }),
  );

  await call("GET /api/analytics?days=7", analytics, request("/api/analytics?days=7", { headers: owner }));
  await call("GET /api/analytics?days=5", analytics, request("/api/analytics?days=5", { headers: owner }));
  await call("GET /api/analytics, no password", analytics, request("/api/analytics?days=7"));
  await call(
    "GET /api/analytics, a wrong password",
    analytics,
    request("/api/analytics?days=7", { headers: { Authorization: "Bearer wrong" } }),
    { ip: "198.51.100.30" },
  );
  await call(
    "GET /api/analytics/export?days=7",
    analyticsExport,
    request("/api/analytics/export?days=7", { headers: owner }),
  );
  await call(
    "GET /api/analytics/export?days=1",
    analyticsExport,
    request("/api/analytics/export?days=1", { headers: owner }),
  );
  await call(
    "POST /api/analytics/export",
    analyticsExport,
    request("/api/analytics/export", { method: "POST" }),
  );

  // The schedules.
  await call(
    "schedule: analytics roll-up",
    rollup,
    request("/.netlify/functions/analytics-rollup", { method: "POST" }),
  );
  await call(
    "schedule: notify retry",
    notifyRetry,
    request("/.netlify/functions/notify-retry", { method: "POST" }),
  );
  await call(
    "schedule: contacts retention",
    contactsRetention,
    request("/.netlify/functions/contacts-retention", { method: "POST" }),
  );
  // Due only in one hour a week (Monday 08:00): recorded for its status, which is 204 either way.
  const digestAnswer = await digest(
    request("/.netlify/functions/analytics-digest", { method: "POST" }),
    testContext(),
  );
  recorded.push({
    call: "schedule: weekly digest",
    status: digestAnswer.status,
    headers: {},
    security: "-",
    body: "-",
  });

  // Logging out, then admin access closed, then storage down.
  await call(
    "DELETE /api/session",
    session,
    request("/api/session", { method: "DELETE", headers: { Cookie: cookie, ...sameOrigin } }),
  );
  await call(
    "GET /api/session, after logging out",
    session,
    request("/api/session", { headers: { Cookie: cookie } }),
  );
  delete process.env.ADMIN_PASSWORD;
  await call(
    "GET /api/analytics, admin access closed",
    analytics,
    request("/api/analytics?days=7", { headers: owner }),
  );
  await call("POST /api/session, admin access closed", session, login(PASSWORD), { ip: "198.51.100.22" });
  process.env.ADMIN_PASSWORD = PASSWORD;
  await settleBackgroundWork();
  await blobs.stop();
  try {
    await call("POST /api/analytics, storage down", analytics, view(pageView("/")));
    await call("POST /api/contact, storage down", contact, postJson("/api/contact", message, sameOrigin), {
      ip: "198.51.100.40",
    });
    await call("GET /api/contacts, storage down", contacts, ...inbox("/api/contacts"));
  } finally {
    await blobs.start();
  }

  // Masked once more as a whole: an id met late (a generated tag) is masked where it appeared first too.
  await expect(`${maskText(JSON.stringify(recorded, null, 2))}\n`).toMatchFileSnapshot(
    "./api-answers.snapshot.json",
  );
});
