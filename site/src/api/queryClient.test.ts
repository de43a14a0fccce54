import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, getQueryFn } from "./queryClient";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe("default query", () => {
  it("GETs the key segments joined with a slash, with cookies, and parses JSON", async () => {
    const fetchMock = stubFetch(Response.json({ hello: "world" }));
    const data = await getQueryFn()(context(["/api", "things", 3]));
    expect(data).toEqual({ hello: "world" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/things/3",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("raises 'status: body' on a non-OK answer", async () => {
    stubFetch(new Response("nope", { status: 500, statusText: "Internal Server Error" }));
    await expect(getQueryFn()(context(["/api/x"]))).rejects.toThrow("500: nope");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 404, statusText: "Not Found" }));
    await expect(getQueryFn()(context(["/api/x"]))).rejects.toThrow("404: Not Found");
  });

  it("raises on 401 by default and returns null when asked to", async () => {
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn()(context(["/api/x"]))).rejects.toThrow("401: no");
    stubFetch(new Response("no", { status: 401 }));
    expect(await getQueryFn({ on401: "returnNull" })(context(["/api/x"]))).toBeNull();
  });
});

describe("query client defaults", () => {
  it("never retries, never refetches on focus, never polls, never goes stale", () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
