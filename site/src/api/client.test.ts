import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, errorText } from "./client";
import { fetchContactsPage, nextCursor } from "./contacts";
import { logIn } from "./session";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const texts = { failed: "Failed to fetch contacts" };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiRequest", () => {
  it("sends same-origin credentials and JSON, never an Authorization header", async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    expect(await apiJson("/api/x", texts, { method: "POST", json: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });

  it("raises 'Invalid password' on 401, with the server's sentence beside it", async () => {
    stubFetch(() => Response.json({ error: "Session expired" }, { status: 401 }));
    const error = await failure(apiRequest("/api/x", texts));
    expect([error.message, error.status, error.serverError]).toEqual([
      "Invalid password",
      401,
      "Session expired",
    ]);
  });

  it("raises the call's own text for another answer, even one without a JSON body", async () => {
    stubFetch(() => new Response("<html>oops</html>", { status: 502 }));
    const error = await failure(apiRequest("/api/x", texts));
    expect([error.message, error.status, error.serverError]).toEqual([
      "Failed to fetch contacts",
      502,
      undefined,
    ]);
  });

  it("raises 'Error connecting to server', or the call's own text, when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect((await failure(apiRequest("/api/x", texts))).message).toBe("Error connecting to server");
    const error = await failure(apiRequest("/api/x", { failed: "x", unreachable: "Error deleting contact" }));
    expect([error.message, error.status]).toEqual(["Error deleting contact", undefined]);
  });

  it("lets an abort through as it is", async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => Promise.reject(new DOMException("Aborted", "AbortError")));
    await expect(apiRequest("/api/x", texts, { signal: controller.signal })).rejects.toHaveProperty(
      "name",
      "AbortError",
    );
  });

  it("raises the call's text when an OK answer is not JSON", async () => {
    stubFetch(() => new Response("not json", { status: 200 }));
    expect((await failure(apiJson("/api/x", texts))).message).toBe("Failed to fetch contacts");
  });
});

describe("errorText", () => {
  it("is the error's message, or 'Unknown error'", () => {
    expect(errorText(new ApiError("Failed to fetch analytics", 500))).toBe("Failed to fetch analytics");
    expect(errorText("a string")).toBe("Unknown error");
    expect(errorText(new Error(""))).toBe("Unknown error");
  });
});

describe("logIn", () => {
  it.each([
    [401, { error: "Wrong password" }, "Invalid password"],
    [429, { error: "Slow down" }, "Too many failed attempts. Try again later."],
    [503, { error: "ADMIN_PASSWORD is not set" }, "ADMIN_PASSWORD is not set"],
    [503, null, "Error connecting to server"],
    [500, { error: "boom" }, "Error connecting to server"],
  ])("maps a %i answer to what the form shows", async (status, body, text) => {
    stubFetch(() => (body ? Response.json(body, { status }) : new Response(null, { status })));
    expect((await failure(logIn("pw"))).message).toBe(text);
  });
});

describe("contacts paging", () => {
  it("reads the next cursor from an RFC 8288 Link header", () => {
    expect(nextCursor('</api/contacts?cursor=abc%3D&limit=50>; rel="next"')).toBe("abc=");
    expect(nextCursor('</api/contacts?cursor=p>; rel="prev", </api/contacts?cursor=n>; rel=next')).toBe("n");
    expect(nextCursor('</api/contacts?cursor=x>; rel="nextish"')).toBeNull();
    expect(nextCursor(null)).toBeNull();
  });

  it("answers the page with its counts, and counts the page itself when the headers are missing", async () => {
    const contacts = [
      {
        id: "a",
        name: "A",
        email: "a@example.com",
        message: "m",
        createdAt: "2026-11-22T00:00:00Z",
        read: true,
      },
      { id: "b", name: "B", email: "b@example.com", message: "m", createdAt: "2026-11-21T00:00:00Z" },
    ];
    const fetchMock = stubFetch(() =>
      Response.json(contacts, {
        headers: {
          "X-Total-Count": "3000",
          "X-Unread-Count": "12",
          Link: '</api/contacts?cursor=c2>; rel="next"',
        },
      }),
    );
    expect(await fetchContactsPage("c 1")).toEqual({
      contacts,
      total: 3000,
      unread: 12,
      held: 0,
      nextCursor: "c2",
    });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/contacts?cursor=c%201");

    stubFetch(() => Response.json(contacts));
    expect(await fetchContactsPage(null)).toEqual({
      contacts,
      total: 2,
      unread: 1,
      held: 0,
      nextCursor: null,
    });
  });

  it("raises 'Failed to fetch contacts' for an answer that is not a list", async () => {
    stubFetch(() => Response.json({ not: "a list" }));
    expect((await failure(fetchContactsPage(null))).message).toBe("Failed to fetch contacts");
  });
});
