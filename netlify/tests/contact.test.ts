import { createHash } from "node:crypto";
import { getStore } from "@netlify/blobs";
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import handler, { config } from "../functions/contact.mjs";
import { blobsForFile } from "./helpers/blobs-for-file";
import { settleBackgroundWork, testContext } from "./helpers/blobs-server";
import { storedMessages } from "./helpers/contacts";
import { windowWithRoom } from "./helpers/limit-window";
import { CONTACT_RATE_WINDOW_SECONDS } from "../../packages/netlify/src/handlers/contact";

const blobs = blobsForFile();

let ipCounter = 0;
let ip: string;
beforeEach(async () => {
  process.env.CONTACT_RATE_LIMIT = "1000";
  ipCounter += 1;
  ip = `203.0.113.${ipCounter}`;
  await settleBackgroundWork();
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});
afterEach(() => {
  delete process.env.CONTACT_RATE_LIMIT;
});

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 010-0200",
  message: "Hello! I'd like to talk about a product role.",
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function send(body: unknown, headers?: Record<string, string>) {
  return handler(post(body, headers), testContext({ ip }));
}

const stored = storedMessages;

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
}

describe("POST /api/contact", () => {
  it("is one function at /api/contact, rate-limited by the platform per address and domain", () => {
    expect(config.path).toBe("/api/contact");
    expect(config.rateLimit).toEqual({ windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] });
  });

  it("stores a valid submission and answers 201 with its id", async () => {
    const before = Date.now();
    const res = await send(valid);
    expect(res.status).toBe(201);
    expectSecurityHeaders(res);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^\d{13}-[0-9a-f]{16}$/);

    const [submission] = await stored();
    expect(submission).toEqual({ id, ...valid, createdAt: expect.any(String), language: "en" });
    const createdAt = Date.parse(submission!.createdAt);
    expect(new Date(createdAt).toISOString()).toBe(submission!.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the application a message came with when the page's address named a tag the owner made, and nothing for any other tag", async () => {
    const analytics = getStore({ name: "analytics", consistency: "strong" });
    await analytics.setJSON("applications/owned", [
      { ref: "acme-corp-7k2qx9m4", company: "Acme Corp.", created: new Date().toISOString() },
    ]);
    try {
      const from = (page: string) => ({
        "Sec-Fetch-Site": "same-origin",
        Referer: `http://localhost${page}`,
      });
      expect((await send(valid, from("/?ref=acme-corp-7k2qx9m4"))).status).toBe(201);
      expect((await send({ ...valid, name: "Guess" }, from("/?ref=acme-corp"))).status).toBe(201);
      expect((await send({ ...valid, name: "Plain" }, from("/projects/magic-leap"))).status).toBe(201);
      // Another site's page naming the tag is not this site's visitor coming with it.
      expect(
        (
          await send(
            { ...valid, name: "Elsewhere" },
            { Referer: "https://evil.example/?ref=acme-corp-7k2qx9m4" },
          )
        ).status,
      ).toBe(201);
      const byName = new Map((await stored()).map((message) => [message.name, message]));
      expect(byName.get("Ada Lovelace")!.application).toEqual({
        ref: "acme-corp-7k2qx9m4",
        company: "Acme Corp.",
      });
      for (const name of ["Guess", "Plain", "Elsewhere"])
        expect(byName.get(name)).not.toHaveProperty("application");
    } finally {
      await settleBackgroundWork();
      await analytics.deleteAll();
    }
  });

  it("trims every value, leaves out an empty phone and ignores unknown fields", async () => {
    const res = await send({
      name: "  Ada  ",
      email: " ada@example.com ",
      phone: "   ",
      message: "\n Hi \n",
      createdAt: "1999-01-01T00:00:00.000Z",
      id: "chosen-by-client",
      admin: true,
    });
    expect(res.status).toBe(201);
    const [submission] = await stored();
    expect(submission).toEqual({
      id: expect.stringMatching(/^\d{13}-/),
      name: "Ada",
      email: "ada@example.com",
      message: "Hi",
      createdAt: expect.not.stringContaining("1999"),
      language: "en",
    });
  });

  it("accepts the form's payload with phone null or absent", async () => {
    expect((await send({ ...valid, phone: null })).status).toBe(201);
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await send(withoutPhone)).status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  describe("validation: 400 naming each bad field, nothing stored", () => {
    async function expectInvalid(body: unknown, fields: string[]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expectSecurityHeaders(res);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toEqual(expect.any(String));
      expect(Object.keys(answer.fields).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(answer.fields[field]).toEqual(expect.any(String));
    }

    it("name: required, not blank, text, at most 100 characters", async () => {
      const { name: _name, ...noName } = valid;
      await expectInvalid(noName, ["name"]);
      await expectInvalid({ ...valid, name: "   " }, ["name"]);
      await expectInvalid({ ...valid, name: 42 }, ["name"]);
      await expectInvalid({ ...valid, name: "x".repeat(101) }, ["name"]);
      expect((await send({ ...valid, name: "x".repeat(100) })).status).toBe(201);
      // Characters, not UTF-16 units, within a cap of 300 UTF-8 bytes: 75 emoji fit, 76 do not.
      expect((await send({ ...valid, name: "😀".repeat(75) })).status).toBe(201);
      await expectInvalid({ ...valid, name: "😀".repeat(76) }, ["name"]);
      expect(await stored()).toHaveLength(2);
    });

    it("email: required, a real address shape, at most 254 characters", async () => {
      const { email: _email, ...noEmail } = valid;
      await expectInvalid(noEmail, ["email"]);
      for (const email of [
        "",
        "ada",
        "ada@",
        "@example.com",
        "ada@example",
        "ada @example.com",
        "ada@exa mple.com",
        "ada@@example.com",
        "ada@example..com",
        "ada@-example.com",
        "ada@example.c",
        "<ada@example.com>",
        ["ada@example.com"],
      ]) {
        await expectInvalid({ ...valid, email }, ["email"]);
      }
      const local = "a".repeat(64);
      const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`; // 189 characters
      expect(`${local}@${domain}`).toHaveLength(254);
      expect((await send({ ...valid, email: `${local}@${domain}` })).status).toBe(201);
      await expectInvalid({ ...valid, email: `${local}@e${domain}` }, ["email"]);
      for (const email of ["first.last+tag@sub.example.co.uk", "o'brien@example.ie", "jörg@bücher.de"]) {
        expect((await send({ ...valid, email })).status, email).toBe(201);
      }
    });

    it("phone: optional, at most 40 of digits, spaces and + ( ) -", async () => {
      expect((await send({ ...valid, phone: "" })).status).toBe(201);
      expect((await send({ ...valid, phone: "1".repeat(40) })).status).toBe(201);
      await expectInvalid({ ...valid, phone: "1".repeat(41) }, ["phone"]);
      for (const phone of ["555-CALL-NOW", "+1 555 0100 ext. 2", "555.010.0200", "#123", 5550100]) {
        await expectInvalid({ ...valid, phone }, ["phone"]);
      }
    });

    it("message: required, not blank, at most 5,000 characters", async () => {
      const { message: _message, ...noMessage } = valid;
      await expectInvalid(noMessage, ["message"]);
      await expectInvalid({ ...valid, message: " \n\t " }, ["message"]);
      await expectInvalid({ ...valid, message: "x".repeat(5001) }, ["message"]);
      expect((await send({ ...valid, message: "x".repeat(5000) })).status).toBe(201);
    });

    it("refuses control and text-direction characters, naming the field, and stores nothing", async () => {
      await expectInvalid({ ...valid, name: "\u202Eecalevol adA" }, ["name"]);
      await expectInvalid({ ...valid, name: "Ada\r\nBcc: x@example.com" }, ["name"]);
      await expectInvalid({ ...valid, email: "ada\u200B@example.com" }, ["email"]);
      await expectInvalid({ ...valid, message: "Pay \u202Eoo.001$\u202C" }, ["message"]);
      const res = await send({ ...valid, name: "Ada\u0000" });
      expect(((await res.json()) as { fields: { name: string } }).fields.name).toBe(
        "Name must not contain control characters or characters that change the direction of text.",
      );
      expect(await stored()).toEqual([]);
    });

    it("names every bad field at once", async () => {
      await expectInvalid({ name: "", email: "nope", phone: "abc", message: "" }, [
        "name",
        "email",
        "phone",
        "message",
      ]);
      await expectInvalid({}, ["name", "email", "message"]);
      expect(await stored()).toEqual([]);
    });

    it("refuses a body that is not a JSON object", async () => {
      for (const body of ["[1,2]", '"text"', "null", "42"]) {
        const res = await send(body);
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({ error: expect.any(String) });
      }
      expect(await stored()).toEqual([]);
    });
  });

  it("answers 400 to malformed JSON and to an empty body", async () => {
    for (const body of ["{name:", ""]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expectSecurityHeaders(res);
    }
  });

  it("answers 413 to a body over 32 KB, whatever Content-Length claims", async () => {
    const big = { ...valid, message: "x".repeat(33 * 1024) };
    const res = await send(big);
    expect(res.status).toBe(413);
    expectSecurityHeaders(res);

    // A chunked body without a Content-Length is measured as it is read.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect((await handler(streamed, testContext({ ip }))).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("answers 415 when the body is neither JSON nor a form post", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
      const res = await send(JSON.stringify(valid), { "Content-Type": type });
      expect(res.status, type).toBe(415);
      expectSecurityHeaders(res);
    }
    expect(await stored()).toEqual([]);
  });

  it("answers 405 with Allow to any other method", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const res = await handler(new Request("http://localhost/api/contact", { method }), testContext({ ip }));
      expect(res.status, method).toBe(405);
      expect(res.headers.get("Allow")).toBe("POST");
      expectSecurityHeaders(res);
    }
  });

  it("answers 429 with Retry-After once one address has sent CONTACT_RATE_LIMIT messages in an hour", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    process.env.CONTACT_RATE_LIMIT = "3";
    for (let i = 0; i < 3; i += 1) expect((await send(valid)).status).toBe(201);
    const res = await send(valid);
    expect(res.status).toBe(429);
    expectSecurityHeaders(res);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await stored()).toHaveLength(3);
    // Another address can still write.
    expect((await handler(post(valid), testContext({ ip: "192.0.2.200" }))).status).toBe(201);
  });

  it("allows 5 messages per hour per address by default", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    delete process.env.CONTACT_RATE_LIMIT;
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).status).toBe(201);
    expect((await send(valid)).status).toBe(429);
  });

  it("does not count invalid submissions against the limit", async () => {
    process.env.CONTACT_RATE_LIMIT = "1";
    for (let i = 0; i < 3; i += 1) expect((await send({ ...valid, email: "nope" })).status).toBe(400);
    expect((await send(valid)).status).toBe(201);
  });

  it("answers a filled honeypot like a stored message, and keeps it out of the inbox (held)", async () => {
    const res = await send({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expectSecurityHeaders(res);
    expect(await res.json()).toEqual({ id: expect.stringMatching(/^\d{13}-[0-9a-f]{16}$/) });
    expect(await stored()).toEqual([]);
    // An empty honeypot is a person.
    expect((await send({ ...valid, website: "" })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 503 when storage is down, and nothing is stored", async () => {
    await blobs().stop();
    let res: Response;
    try {
      res = await send(valid);
    } finally {
      await blobs().start();
    }
    expect(res.status).toBe(503);
    expectSecurityHeaders(res);
    expect(res.headers.get("Retry-After")).toBeTruthy();
    // The limiter meets the outage first, and refuses rather than let the message through unchecked.
    expect(await res.json()).toEqual({
      error: expect.stringMatching(/could not be (accepted|stored) right now/),
    });
    expect(await stored()).toEqual([]);
  });
});

describe("POST /api/contact from another site", () => {
  function postFrom(headers: Record<string, string>, form: boolean) {
    return handler(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: {
          "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
          ...headers,
        },
        body: form ? new URLSearchParams(valid).toString() : JSON.stringify(valid),
      }),
      testContext({ ip }),
    );
  }

  it("refuses a cross-site form post with a 403 page, and stores nothing", async () => {
    for (const headers of <Array<Record<string, string>>>[
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ]) {
      const res = await postFrom(headers, true);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
      const page = await res.text();
      expect(page).toContain("Your message was not sent");
      expect(page).toContain("another website");
      expect(page).toContain('href="/#contact"');
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses a cross-site JSON post with a 403 JSON error, and stores nothing", async () => {
    const res = await postFrom({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }, false);
    expect(res.status).toBe(403);
    expectSecurityHeaders(res);
    expect(await res.json()).toEqual({ error: expect.stringContaining("another website") });
    expect(await stored()).toEqual([]);
  });

  it("accepts a same-origin post, and one without either header (older browsers, scripts)", async () => {
    expect(
      (await postFrom({ "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" }, true)).status,
    ).toBe(303);
    expect((await postFrom({ Origin: "http://localhost" }, true)).status).toBe(303);
    expect((await postFrom({}, true)).status).toBe(303);
    expect((await postFrom({ "Sec-Fetch-Site": "same-origin" }, false)).status).toBe(201);
    // A typed address or a bookmark: the browser says "none".
    expect((await postFrom({ "Sec-Fetch-Site": "none" }, false)).status).toBe(201);
    expect(await stored()).toHaveLength(5);
  });

  it("counts every address of one IPv6 /64 against the same hourly limit", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    process.env.CONTACT_RATE_LIMIT = "2";
    const from = (address: string) => handler(post(valid), testContext({ ip: address }));
    const net = `2001:db8:${ipCounter.toString(16)}:7`;
    expect((await from(`${net}::1`)).status).toBe(201);
    expect((await from(`${net}:aaaa::2`)).status).toBe(201);
    const third = await from(`${net}:ffff:1:2:3`);
    expect(third.status).toBe(429);
    // Another /64 is another sender.
    expect((await from(`2001:db8:${ipCounter.toString(16)}:8::1`)).status).toBe(201);
  });
});

describe("POST /api/contact as a browser form (before the app runs, or without JavaScript)", () => {
  function postForm(fields: Record<string, string>) {
    return handler(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
      testContext({ ip }),
    );
  }

  it("stores the message and answers 303 to the confirmation page, with nothing personal in it", async () => {
    const res = await postForm({ ...valid, website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/sent");
    expectSecurityHeaders(res);
    const [submission] = await stored();
    expect(submission).toEqual({
      id: expect.any(String),
      ...valid,
      createdAt: expect.any(String),
      language: "en",
    });
  });

  it("answers a bad field with the form again: what was sent, each problem under its field, nothing stored", async () => {
    const res = await postForm({ name: "Ada", email: "ada@localhost", phone: "", message: "" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expectSecurityHeaders(res);
    const { document } = new JSDOM(await res.text()).window;
    const form = document.querySelector<HTMLFormElement>('form[method="post"][action="/api/contact"]')!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const description = (name: string) =>
      document.getElementById(field(name).getAttribute("aria-describedby") ?? "")?.textContent;

    expect(field("name").value).toBe("Ada");
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
    expect(field("email").value).toBe("ada@localhost");
    expect(field("email").getAttribute("aria-invalid")).toBe("true");
    expect(description("email")).toBe("Email must be a valid email address.");
    expect(field("email").hasAttribute("autofocus")).toBe(true);
    expect(field("message").getAttribute("aria-invalid")).toBe("true");
    expect(description("message")).toBe("Message is required.");
    expect(field("message").hasAttribute("autofocus")).toBe(false);
    // The browser's own checks stay on the form drawn again.
    expect(field("email").type).toBe("email");
    expect(field("email").required).toBe(true);
    expect(document.querySelector('label[for="contact-form-email"]')?.textContent).toBe("Email");
    expect(document.querySelector('a[href="/#contact"]')).not.toBeNull();
    // The form is named by the page's heading, as the site's form is by its section's.
    expect(document.getElementById(form.getAttribute("aria-labelledby") ?? "")?.textContent).toBe(
      "Your message was not sent",
    );
    // Its one style block is allowed by its hash, and nothing else is.
    const style = document.querySelector("style")!.textContent!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(res.headers.get("Content-Security-Policy")).toContain(`style-src 'sha256-${hash}'`);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it("escapes what the visitor typed, should a page ever show it", async () => {
    const res = await postForm({
      name: "<script>x</script>".repeat(20),
      email: "a@example.com",
      message: "m",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).not.toContain("<script>");
    const { document } = new JSDOM(page).window;
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(
      "<script>x</script>".repeat(20),
    );
  });

  it("answers a filled honeypot like a stored message, and keeps it out of the inbox (held)", async () => {
    const res = await postForm({ ...valid, website: "https://spam.example" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/sent");
    expect(await stored()).toEqual([]);
  });

  it("applies the same size limit (413 page) and rate limit (429 page with Retry-After)", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    const big = await postForm({ ...valid, message: "x".repeat(40 * 1024) });
    expect(big.status).toBe(413);
    expect(big.headers.get("content-type")).toMatch(/^text\/html/);

    process.env.CONTACT_RATE_LIMIT = "1";
    expect((await postForm(valid)).status).toBe(303);
    const limited = await postForm(valid);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^text\/html/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The form again with what was sent, so nothing typed is lost while the visitor waits.
    const { document } = new JSDOM(await limited.text()).window;
    expect(document.body.textContent).toContain("Too many messages from this address.");
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value).toBe(
      valid.message,
    );
    expect(await stored()).toHaveLength(1);
  });

  it("answers a 503 page when storage is down, and stores nothing", async () => {
    await blobs().stop();
    try {
      const res = await postForm(valid);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/could not be (stored|accepted) right now/);
    } finally {
      await blobs().start();
    }
    expect(await stored()).toEqual([]);
  });

  it("keeps the JSON answers for the app", async () => {
    const res = await send({ ...valid, email: "nope" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.email).toBeTruthy();
  });
});
