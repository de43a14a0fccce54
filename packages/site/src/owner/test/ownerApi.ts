/**
 * For the owner pages' tests: a stand-in for `fetch` that answers like the API's session
 * and inbox endpoints, over an in-memory inbox, and records every request. The session
 * is a flag standing in for the HttpOnly cookie, which a page cannot read either.
 */
import {
  contactsNextLink,
  HELD_COUNT_HEADER,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  type ContactSubmission,
} from "@pmfolio/core";
import { vi } from "vitest";

export const OWNER_PASSWORD = "correct horse battery";

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

export type Override = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

/** `count` submissions, newest first, one minute apart; every third one read. */
export function inbox(count: number): ContactSubmission[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${String(i).padStart(4, "0")}`,
    name: `Sender ${i + 1}`,
    email: `sender${i + 1}@example.com`,
    message: `Message number ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0) - i * 60_000).toISOString(),
    read: i % 3 === 2,
  }));
}

export function ownerApi({
  contacts = inbox(2),
  held = [] as ContactSubmission[],
  loggedIn = false,
  pageSize = 50,
  timeZone = "UTC",
} = {}) {
  const state = { contacts: [...contacts], held: [...held], loggedIn, sessions: 0 };
  const requests: RecordedRequest[] = [];
  let override: Override | undefined;

  const unauthorized = () => Response.json({ error: "Unauthorized" }, { status: 401 });

  function answer(request: RecordedRequest): Response {
    const url = new URL(request.url, "http://localhost");
    const { method } = request;
    if (url.pathname === "/api/session") {
      if (method === "GET")
        return state.loggedIn
          ? Response.json({ expiresAt: "2026-11-23T06:00:00.000Z", timeZone })
          : unauthorized();
      if (method === "POST") {
        const { password } = request.body as { password?: string };
        if (password !== OWNER_PASSWORD) return Response.json({ error: "Invalid password" }, { status: 401 });
        state.loggedIn = true;
        state.sessions += 1;
        return Response.json({ expiresAt: "2026-11-23T06:00:00.000Z", timeZone });
      }
      if (method === "DELETE") {
        state.loggedIn = false;
        return new Response(null, { status: 204 });
      }
    }
    if (!state.loggedIn) return unauthorized();
    if (url.pathname === "/api/contacts" && method === "GET" && url.searchParams.get("box") === "held") {
      return Response.json(state.held, { headers: { [TOTAL_COUNT_HEADER]: String(state.held.length) } });
    }
    if (url.pathname === "/api/contacts/release" && method === "POST") {
      const { ids } = request.body as { ids: string[] };
      const moved = state.held.filter((c) => ids.includes(c.id));
      state.held = state.held.filter((c) => !ids.includes(c.id));
      state.contacts = [
        ...moved.map(({ heldReason: _reason, ...c }) => ({ ...c, id: `in-${c.id}` })),
        ...state.contacts,
      ];
      return Response.json({
        released: moved.map((c) => ({ id: c.id, inboxId: `in-${c.id}` })),
        missing: [],
      });
    }
    if (url.pathname === "/api/contacts" && method === "GET") {
      const cursor = url.searchParams.get("cursor");
      const from = cursor === null ? 0 : Number(cursor);
      if (!Number.isInteger(from) || from < 0) return Response.json({ error: "Bad cursor" }, { status: 400 });
      const page = state.contacts.slice(from, from + pageSize);
      const headers = new Headers({
        [TOTAL_COUNT_HEADER]: String(state.contacts.length),
        [UNREAD_COUNT_HEADER]: String(state.contacts.filter((c) => !c.read).length),
        [HELD_COUNT_HEADER]: String(state.held.length),
      });
      if (from + pageSize < state.contacts.length)
        headers.set("Link", contactsNextLink({ cursor: String(from + pageSize), limit: pageSize }));
      return Response.json(page, { headers });
    }
    if (url.pathname === "/api/contacts/delete" && method === "POST") {
      const { received } = request.body as { received?: { day: string; hour?: number } };
      if (received) {
        const matches = (c: ContactSubmission) =>
          c.createdAt.startsWith(received.day) &&
          (received.hour === undefined || new Date(c.createdAt).getUTCHours() === received.hour);
        state.contacts = state.contacts.filter((c) => !matches(c));
        return Response.json({ from: `${received.day}T00:00:00.000Z`, to: `${received.day}T23:59:59.999Z` });
      }
      const { ids } = request.body as { ids: string[] };
      const deleted = ids.filter((id) => state.contacts.some((c) => c.id === id));
      state.contacts = state.contacts.filter((c) => !ids.includes(c.id));
      return Response.json({ deleted, missing: ids.filter((id) => !deleted.includes(id)) });
    }
    const one = /^\/api\/contacts\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      if (method === "DELETE" && url.searchParams.get("box") === "held") {
        const before = state.held.length;
        state.held = state.held.filter((c) => c.id !== id);
        return before === state.held.length
          ? Response.json({ error: "Not found" }, { status: 404 })
          : new Response(null, { status: 204 });
      }
      const index = state.contacts.findIndex((c) => c.id === id);
      if (index < 0) return Response.json({ error: "Not found" }, { status: 404 });
      if (method === "DELETE") {
        state.contacts.splice(index, 1);
        return new Response(null, { status: 204 });
      }
      if (method === "PATCH") {
        const updated = { ...state.contacts[index]!, read: (request.body as { read: boolean }).read };
        state.contacts[index] = updated;
        return Response.json(updated);
      }
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const text = typeof init?.body === "string" ? init.body : undefined;
    const request: RecordedRequest = {
      method: init?.method ?? "GET",
      url: String(input),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    };
    requests.push(request);
    return (await override?.(request)) ?? answer(request);
  });

  return {
    state,
    requests,
    fetch: fetchMock,
    /** Answers requests with `next` first; `undefined` from it falls through to the stand-in. */
    override(next: Override | undefined) {
      override = next;
    },
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) => r.method === method && (typeof path === "string" ? r.url === path : path.test(r.url)),
      ),
  };
}
