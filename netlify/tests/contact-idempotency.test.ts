/**
 * Idempotent contact retries (lib/contacts/save.ts): a retry with the same Idempotency-Key
 * stores the message once, however the earlier attempt ended: answered, its answer lost,
 * refused with a 503 while its write landed later, or refused with nothing written.
 * Against a real local Blobs server, behind a loopback proxy that can hold chosen writes
 * until after the function has given up on them.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getStore, setEnvironmentContext } from "@netlify/blobs";
import type { ContactSubmission } from "@pmfolio/core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import handler from "../functions/contact.mjs";
import contactsHandler from "../functions/contacts.mjs";
import { startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";

const PASSWORD = "idempotency-owner-password";
/** The Blobs time limit for this file (lib/blobs reads BLOBS_TIMEOUT_MS per call). */
const TIMEOUT_MS = 600;

let blobs: TestBlobs;
let proxy: Server;
/** Which writes the proxy holds back, and until when it forwards them. */
let hold: ((key: string) => boolean) | undefined;
/** A delay before every call is forwarded (a store slow on every call, each within its limit). */
let everyCallDelayMs = 0;
const held: Array<Promise<void>> = [];

beforeAll(async () => {
  blobs = await startBlobs();
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.CONTACT_RATE_LIMIT = "1000";
  process.env.BLOBS_TIMEOUT_MS = String(TIMEOUT_MS);
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const segments = (req.url ?? "").split("?")[0]!.split("/");
      const key = decodeURIComponent(segments.slice(3).join("/"));
      const store = decodeURIComponent(segments[2] ?? "").replace(/^site:/, "");
      const forward = async () => {
        const upstream = await fetch(`http://127.0.0.1:${blobs.port}${req.url}`, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
            typeof value === "string" && name !== "host" && name !== "connection" ? [[name, value]] : [],
          ),
          body: chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined,
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        if (!res.destroyed) res.writeHead(upstream.status, Object.fromEntries(upstream.headers)).end(body);
      };
      // Only the inbox's store is slow: the rate limiter (its own store) answers at once.
      if (everyCallDelayMs > 0 && store === "contacts") {
        const pending = new Promise((resolve) => setTimeout(resolve, everyCallDelayMs)).then(forward);
        held.push(pending.catch(() => {}));
      } else if (req.method === "PUT" && hold?.(key)) {
        // The write reaches storage only after the function has answered 503.
        held.push(
          new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3)).then(forward).catch(() => {}),
        );
      } else {
        forward().catch(() => res.writeHead(502).end());
      }
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const edgeURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, siteID: "test-site", token: "test-token" });
});
afterAll(async () => {
  for (const name of ["ADMIN_PASSWORD", "CONTACT_RATE_LIMIT", "BLOBS_TIMEOUT_MS"]) delete process.env[name];
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await blobs.close();
});
beforeEach(async () => {
  hold = undefined;
  everyCallDelayMs = 0;
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});
afterEach(async () => {
  hold = undefined;
  everyCallDelayMs = 0;
  await Promise.all(held.splice(0));
});

const message = {
  name: "Grace Hopper",
  email: "grace@example.com",
  message: "I would like to talk about a role on your team.",
};
const key = "f47ac10b-58cc-4372-a567-0e02b2c3d479";

function send(body: unknown, idempotencyKey?: string) {
  return handler(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
      },
      body: JSON.stringify(body),
    }),
    testContext({ ip: "198.51.100.20" }),
  );
}

/**
 * What the owner's inbox holds, read with a wide storage limit: this file's 600 ms limit is for the
 * sends under test, and at a load average of 15 an ordinary read of the inbox took longer (503).
 */
async function inbox(): Promise<ContactSubmission[]> {
  process.env.BLOBS_TIMEOUT_MS = "30000";
  const res = await contactsHandler(
    new Request("http://localhost/api/contacts", { headers: { Authorization: `Bearer ${PASSWORD}` } }),
    testContext({ ip: "198.51.100.21" }),
  ).finally(() => {
    process.env.BLOBS_TIMEOUT_MS = String(TIMEOUT_MS);
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ContactSubmission[];
}

describe("contact retries with an Idempotency-Key", () => {
  it("a retry after a lost answer is answered with the same message, stored once", async () => {
    const first = await send(message, key);
    const second = await send(message, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(await second.json()).toEqual({ id });
    expect((await inbox()).map((c) => c.id)).toEqual([id]);
  });

  it("a double submit (two attempts at once) stores the message once", async () => {
    const answers = await Promise.all([send(message, key), send(message, key)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(ids[1]).toBe(ids[0]);
    expect((await inbox()).map((c) => c.id)).toEqual([ids[0]]);
  });

  it("a 503 whose message write lands later, then a retry: stored once, under the first attempt's id and time", async () => {
    hold = (blobKey) => /^d\/\d{5}\/\d{2}\/\d{2}\/m\//.test(blobKey); // the submission, not its retry marker
    const first = await send(message, key);
    expect(first.status).toBe(503);
    await Promise.all(held.splice(0)); // the late write has landed
    const landed = await inbox();
    expect(landed).toHaveLength(1);

    hold = undefined;
    const retry = await send(message, key);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: landed[0]!.id });
    expect(await inbox()).toEqual(landed);
  });

  it("a 503 whose retry marker lands later, then a retry: stored once", async () => {
    hold = (blobKey) => blobKey.startsWith("retries/");
    expect((await send(message, key)).status).toBe(503);
    await Promise.all(held.splice(0));
    expect(await inbox()).toEqual([]); // the message itself was never sent to storage

    hold = undefined;
    const retry = await send(message, key);
    expect(retry.status).toBe(201);
    const { id } = (await retry.json()) as { id: string };
    expect((await inbox()).map((c) => c.id)).toEqual([id]);
    expect((await send(message, key)).status).toBe(201);
    expect(await inbox()).toHaveLength(1);
  });

  it("an inbox store slow on every call (each within its limit): 503 within three call limits, then a retry stores once", async () => {
    // Three calls of 0.9 limits each (marker read, marker write, message) outlast the save's deadline.
    everyCallDelayMs = Math.round(TIMEOUT_MS * 0.9);
    const started = performance.now();
    const first = await send(message, key);
    const elapsed = performance.now() - started;
    expect(first.status).toBe(503);
    // The limiter's limit, then the save's deadline of two limits (+ 250 ms), and scheduling slack.
    expect(elapsed).toBeLessThan(3 * TIMEOUT_MS + 250 + 500);
    await Promise.all(held.splice(0));

    everyCallDelayMs = 0;
    const retry = await send(message, key);
    expect(retry.status).toBe(201);
    expect(await inbox()).toHaveLength(1);
  });

  it("the same key for an edited message stores the edited message as a new one", async () => {
    const first = await send(message, key);
    const edited = await send({ ...message, message: "Sorry, one more detail: I am in Seattle." }, key);
    expect([first.status, edited.status]).toEqual([201, 201]);
    const messages = (await inbox()).map((c) => c.message).sort();
    expect(messages).toEqual([message.message, "Sorry, one more detail: I am in Seattle."].sort());
    // A retry of the edited message finds it.
    expect(
      (await send({ ...message, message: "Sorry, one more detail: I am in Seattle." }, key)).status,
    ).toBe(201);
    expect(await inbox()).toHaveLength(2);
  });

  it("without a key, every attempt is a new message", async () => {
    expect((await send(message)).status).toBe(201);
    expect((await send(message)).status).toBe(201);
    expect(await inbox()).toHaveLength(2);
  });

  it.each([
    ["too short", "short-key"],
    ["too long", "k".repeat(129)],
    ["with other characters", "key with spaces and ünïcode!"],
    ["empty", ""],
  ])("refuses a key %s with 400 and stores nothing", async (_case, badKey) => {
    const res = await send(message, badKey);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "The Idempotency-Key header must be 16 to 128 letters, digits, '-' or '_'.",
    });
    expect(await inbox()).toEqual([]);
  });

  it("retry markers are not messages: the owner's list and deletes see only submissions", async () => {
    await send(message, key);
    const { blobs: stored } = await getStore({ name: "contacts", consistency: "strong" }).list();
    expect(stored.some((blob) => blob.key.startsWith("retries/"))).toBe(true);
    const [only] = await inbox();
    const removed = await contactsHandler(
      new Request(`http://localhost/api/contacts/${only!.id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${PASSWORD}` },
      }),
      testContext({ ip: "198.51.100.21", params: { id: only!.id } }),
    );
    expect(removed.status).toBe(204);
    expect(await inbox()).toEqual([]);
  });
});
