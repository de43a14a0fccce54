import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest } from "../api/client";
import { fetchContactsPage } from "../api/contacts";
import { logIn } from "../api/session";
import { failureText } from "./failureText";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () => answer()),
  );
}

/** The error a call raised (it must raise one). */
async function raised(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("the call should have failed"),
    (error: unknown) => error,
  );
}

describe("failureText", () => {
  it("says 'Invalid password' on 401, whatever the server's sentence", async () => {
    stubFetch(() => Response.json({ error: "Session expired" }, { status: 401 }));
    expect(failureText(await raised(apiRequest("/api/x")), "fetchContacts")).toBe("Invalid password");
  });

  it("says what the page was doing for another answer, even one without a JSON body", async () => {
    stubFetch(() => new Response("<html>oops</html>", { status: 502 }));
    expect(failureText(await raised(apiRequest("/api/x")), "fetchContacts")).toBe("Failed to fetch contacts");
  });

  it("says 'Error connecting to server', or the page's own words, when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await raised(apiRequest("/api/x"));
    expect(failureText(error, "fetchContacts")).toBe("Error connecting to server");
    expect(failureText(error, "deleteContact")).toBe("Error deleting contact");
  });

  it("says what the page was doing when an OK answer is not JSON, or not a list", async () => {
    stubFetch(() => new Response("not json", { status: 200 }));
    expect(failureText(await raised(apiJson("/api/x")), "fetchContacts")).toBe("Failed to fetch contacts");
    stubFetch(() => Response.json({ not: "a list" }));
    expect(failureText(await raised(fetchContactsPage(null)), "fetchContacts")).toBe(
      "Failed to fetch contacts",
    );
  });

  it("is another error's message, or 'Unknown error'", () => {
    expect(failureText(new ApiError(500), "fetchAnalytics")).toBe("Failed to fetch analytics");
    expect(failureText(new Error("Something broke"), "fetchAnalytics")).toBe("Something broke");
    expect(failureText("a string", "fetchAnalytics")).toBe("Unknown error");
    expect(failureText(new Error(""), "fetchAnalytics")).toBe("Unknown error");
  });
});

describe("a failed login", () => {
  it.each([
    [401, { error: "Wrong password" }, "Invalid password"],
    [429, { error: "Slow down" }, "Too many failed attempts. Try again later."],
    [503, { error: "ADMIN_PASSWORD is not set" }, "ADMIN_PASSWORD is not set"],
    [503, null, "Error connecting to server"],
    [500, { error: "boom" }, "Error connecting to server"],
  ])("maps a %i answer to what the form shows", async (status, body, text) => {
    stubFetch(() => (body ? Response.json(body, { status }) : new Response(null, { status })));
    expect(failureText(await raised(logIn("pw")), "logIn")).toBe(text);
  });
});
