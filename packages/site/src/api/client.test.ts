import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiCall, apiJson, apiRequest, isUnreachable, routeRequest } from "./client";
import { fetchContactsPage, nextCursor } from "./contacts";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

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
    expect(await apiJson("/api/x", { method: "POST", json: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });

  it("raises a 401 with the server's sentence beside it", async () => {
    stubFetch(() => Response.json({ error: "Session expired" }, { status: 401 }));
    const error = await failure(apiRequest("/api/x"));
    expect([error.status, error.serverError]).toEqual([401, "Session expired"]);
  });

  it("raises another answer's status, even one without a JSON body", async () => {
    stubFetch(() => new Response("<html>oops</html>", { status: 502 }));
    const error = await failure(apiRequest("/api/x"));
    expect([error.status, error.serverError]).toEqual([502, undefined]);
  });

  it("raises an error without a status when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failure(apiRequest("/api/x"));
    expect([error.status, isUnreachable(error)]).toEqual([undefined, true]);
  });

  it("lets an abort through as it is", async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => Promise.reject(new DOMException("Aborted", "AbortError")));
    await expect(apiRequest("/api/x", { signal: controller.signal })).rejects.toHaveProperty(
      "name",
      "AbortError",
    );
  });

  it("raises the OK status when an OK answer is not JSON", async () => {
    stubFetch(() => new Response("not json", { status: 200 }));
    expect((await failure(apiJson("/api/x"))).status).toBe(200);
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

  it("raises the OK status for an answer that is not a list", async () => {
    stubFetch(() => Response.json({ not: "a list" }));
    expect((await failure(fetchContactsPage(null))).status).toBe(200);
  });
});

describe("calls by core's route map", () => {
  it("fill the route's path parameters (encoded) and query (undefined values left out)", () => {
    expect(
      routeRequest("DELETE /api/contacts/:id", {
        params: { id: "a/b c" },
        query: { box: "held", cursor: undefined },
      }),
    ).toEqual({ method: "DELETE", path: "/api/contacts/a%2Fb%20c?box=held" });
    expect(routeRequest("GET /api/session")).toEqual({ method: "GET", path: "/api/session" });
    expect(() => routeRequest("PATCH /api/contacts/:id")).toThrow(/no value for :id/);
  });

  it("send the route's method and JSON body, and answer its JSON (nothing for a 204)", async () => {
    const fetchMock = stubFetch(() => Response.json({ id: "m-1" }, { status: 201 }));
    const created = await apiCall("POST /api/contact", {
      json: { name: "Ada", email: "ada@example.com", message: "Hello" },
    });
    expect(created).toEqual({ id: "m-1" });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
    });

    stubFetch(() => new Response(null, { status: 204 }));
    expect(await apiCall("DELETE /api/session", { query: { scope: "all" } })).toBeUndefined();
  });
});
