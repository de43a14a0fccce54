import { afterEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage } from "./contact";

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

  it("resolves false when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await sendContactMessage(values)).toBe(false);
  });
});
