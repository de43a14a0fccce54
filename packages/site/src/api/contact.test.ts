import { afterEach, describe, expect, it, vi } from "vitest";
import { createContactSender, newIdempotencyKey, sendContactMessage } from "./contact";

afterEach(() => vi.unstubAllGlobals());

const values = { name: "Ada", email: "ada@example.com", phone: "", message: "Hello" };

describe("sendContactMessage", () => {
  it("POSTs the values as JSON and resolves true on an OK answer", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ id: "x" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await sendContactMessage(values)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(values);
  });

  it("resolves false on a non-OK answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "x" }, { status: 429 })),
    );
    expect(await sendContactMessage(values)).toBe(false);
  });

  it("resolves the fields a 400 names, so the form shows them under the fields", async () => {
    const fields = { email: "Email must be a valid email address." };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "Some fields need attention.", fields }, { status: 400 })),
    );
    expect(await sendContactMessage(values)).toEqual({ fields });
  });

  it("resolves false when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await sendContactMessage(values)).toBe(false);
  });

  it("sends the Idempotency-Key it is given, and none without one", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ id: "x" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    await sendContactMessage(values, "0123456789abcdef-key");
    await sendContactMessage(values);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("Idempotency-Key")).toBe(
      "0123456789abcdef-key",
    );
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has("Idempotency-Key")).toBe(false);
  });
});

describe("newIdempotencyKey", () => {
  it("makes keys the server accepts, different every time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it("works where crypto.randomUUID is missing (pages served over plain http)", () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array),
    });
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("createContactSender", () => {
  it("retries a message under the same key, and gives the next message a new one", async () => {
    const answers = [false, false, true, true];
    const send = vi.fn(async (_values: unknown, _key?: string) => answers.shift()!);
    const deliver = createContactSender(send);

    expect(await deliver(values)).toBe(false);
    expect(await deliver(values)).toBe(false);
    expect(await deliver(values)).toBe(true);
    expect(await deliver({ ...values, message: "Another one" })).toBe(true);

    const keys = send.mock.calls.map((call) => call[1]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
