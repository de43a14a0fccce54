import { PortfolioProvider } from "@pmfolio/kit";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../api/queryClient";
import { headFor } from "../siteRoutes";
import { startsOnPrerenderedShell } from "./OwnerGate";
import { SESSION_ENDED } from "./useOwnerSession";
import AdminContactsPage from "./AdminContactsPage";
import { OWNER_PASSWORD, inbox, ownerApi } from "./test/ownerApi";

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.history.replaceState(null, "", "/");
});

function renderPage(options?: Parameters<typeof ownerApi>[0]) {
  const api = ownerApi(options);
  vi.stubGlobal("fetch", api.fetch);
  const user = userEvent.setup();
  render(
    <PortfolioProvider>
      <AdminContactsPage />
    </PortfolioProvider>,
  );
  return { api, user };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = OWNER_PASSWORD) {
  await user.type(await screen.findByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

const locked = () => screen.getByRole("heading", { name: "Admin Access Required" });
const heading = () => screen.getByRole("heading", { name: "Contact Form Submissions" });

describe("AdminContactsPage", () => {
  it("shows when each message arrived in the owner's time zone, from the session", async () => {
    // 12:00 UTC on Nov 22: 4:00 AM in California (PST).
    renderPage({ loggedIn: true, contacts: inbox(1), timeZone: "America/Los_Angeles" });
    const received = await screen.findByText("November 22, 2026 at 4:00 AM", {}, { timeout: 5000 });
    expect(received).toHaveAttribute("datetime", "2026-11-22T12:00:00.000Z");
  });

  it("shows times in UTC when the owner's zone is UTC, whatever the browser's", async () => {
    renderPage({ loggedIn: true, contacts: inbox(1), timeZone: "UTC" });
    expect(
      await screen.findByText("November 22, 2026 at 12:00 PM", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("is not indexed, by the route table's head alone (the page writes no robots tag of its own)", () => {
    expect(headFor("/admin/contacts").noindex).toBe(true);
    renderPage();
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });

  it("shows neither the form nor the inbox while it asks the server for a session, then the locked form", async () => {
    const { api } = renderPage();
    // A logged-in owner whose page reloads (pnpm dev after Publish) must not see the form meanwhile.
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session…");
    expect(screen.queryByRole("form")).toBeNull();
    const form = await screen.findByRole("form", { name: "Admin Access Required" });
    expect(api.calls("GET", "/api/session")).toHaveLength(1);
    expect(api.calls("GET", /\/api\/contacts/)).toHaveLength(0);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/session");
    expect(new FormData(form as HTMLFormElement).get("returnTo")).toBe("/admin/contacts");
  });

  it("keeps a prerendered page's locked form while it asks, as the shell showed it, and never the inbox", async () => {
    startsOnPrerenderedShell(true);
    try {
      const { api } = renderPage();
      expect(locked()).toBeInTheDocument();
      await waitFor(() => expect(api.calls("GET", "/api/session")).toHaveLength(1));
      expect(locked()).toBeInTheDocument();
      expect(api.calls("GET", /\/api\/contacts/)).toHaveLength(0);
    } finally {
      startsOnPrerenderedShell(false);
    }
  });

  it("says 'Invalid password' on 401 and keeps nothing", async () => {
    const { api, user } = renderPage();
    await logIn(user, "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(api.state.loggedIn).toBe(false);
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  it.each([
    [429, { error: "Too many attempts" }, "Too many failed attempts. Try again later."],
    [
      503,
      { error: "ADMIN_PASSWORD must be at least 12 characters" },
      "ADMIN_PASSWORD must be at least 12 characters",
    ],
    [500, { error: "boom" }, "Error connecting to server"],
  ])("says why a login answered %i", async (status, body, text) => {
    const { api, user } = renderPage();
    api.override((request) =>
      request.method === "POST"
        ? Response.json(body, { status, headers: { "Retry-After": "60" } })
        : undefined,
    );
    await logIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(locked()).toBeInTheDocument();
  });

  it("says 'Error connecting to server' when the network fails", async () => {
    const { api, user } = renderPage();
    api.override((request) =>
      request.method === "POST" ? Promise.reject(new TypeError("Failed to fetch")) : undefined,
    );
    await logIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error connecting to server");
  });

  it("reads 'Authenticating...' while checking, then shows the inbox; the password is sent once and kept nowhere", async () => {
    const { api, user } = renderPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.override(async (request) => {
      if (request.method === "POST") await gate;
      return undefined;
    });
    await logIn(user);
    expect(screen.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    release();
    expect(await screen.findByText("2 total submissions")).toBeInTheDocument();
    expect(screen.getByText("2 unread")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Sender 1" })).toBeInTheDocument();

    const [login] = api.calls("POST", "/api/session");
    expect(login!.body).toEqual({ password: OWNER_PASSWORD });
    expect(login!.headers.get("Content-Type")).toBe("application/json");
    for (const request of api.requests) {
      expect(request.credentials).toBe("same-origin");
      expect(request.headers.has("Authorization")).toBe(false);
      if (request !== login) expect(JSON.stringify(request.body ?? "")).not.toContain(OWNER_PASSWORD);
    }
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
    expect(document.cookie).not.toContain(OWNER_PASSWORD);
  });

  it("opens straight onto the inbox when a session exists: 'Loading contacts...' then the list", async () => {
    renderPage({ loggedIn: true });
    expect(await screen.findByText("Loading contacts...")).toHaveAttribute("role", "status");
    expect(await screen.findByText("2 total submissions")).toBeInTheDocument();
  });

  it("shows a failed browser-posted login as 'Invalid password' and removes the marker from the address", async () => {
    window.history.replaceState(null, "", "/admin/contacts?login=failed");
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(window.location.pathname + window.location.search).toBe("/admin/contacts");
  });

  it("pages through a large inbox, announcing the range and moving focus to the heading", async () => {
    const { api, user } = renderPage({ loggedIn: true, contacts: inbox(120) });
    expect(await screen.findByText("120 total submissions")).toBeInTheDocument();
    expect(screen.getByText("80 unread")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(50);
    expect(screen.getByText("Showing 1–50 of 120")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Newer submissions" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: /Older submissions/ }));
    expect(await screen.findByText("Showing 51–100 of 120")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Sender 51" })).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveFocus());

    await user.click(screen.getByRole("button", { name: /Older submissions/ }));
    expect(await screen.findByText("Showing 101–120 of 120")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Older submissions/ })).toBeDisabled();
    expect(api.calls("GET", "/api/contacts?cursor=100")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: /Newer submissions/ }));
    expect(await screen.findByText("Showing 51–100 of 120")).toBeInTheDocument();
  });

  it("deletes on an older page after the confirmation, and refetches so the counts stay right", async () => {
    const { api, user } = renderPage({ loggedIn: true, contacts: inbox(60) });
    await user.click(await screen.findByRole("button", { name: /Older submissions/ }));
    await user.click(await screen.findByRole("button", { name: "Delete submission from Sender 55" }));
    const dialog = screen.getByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("59 total submissions")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Sender 55" })).not.toBeInTheDocument();
    expect(api.calls("DELETE", "/api/contacts/id-0054")).toHaveLength(1);
    expect(screen.getByText("Showing 51–59 of 59")).toBeInTheDocument();
  });

  it("selects several and deletes them in one confirmed action", async () => {
    const { api, user } = renderPage({ loggedIn: true, contacts: inbox(5) });
    await user.click(await screen.findByRole("checkbox", { name: "Select submission from Sender 2" }));
    await user.click(screen.getByRole("checkbox", { name: "Select submission from Sender 4" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete 2 selected submissions?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("3 total submissions")).toBeInTheDocument();
    expect(api.calls("POST", "/api/contacts/delete")[0]!.body).toEqual({ ids: ["id-0001", "id-0003"] });
    expect(screen.getByRole("button", { name: "Delete selected (0)" })).toBeDisabled();
  });

  it("marks a submission read and unread, and the unread count follows", async () => {
    const { api, user } = renderPage({ loggedIn: true, contacts: inbox(3) });
    expect(await screen.findByText("2 unread")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark as read: submission from Sender 1" }));
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/contacts/id-0000")[0]!.body).toEqual({ read: true });
    await user.click(await screen.findByRole("button", { name: "Mark as unread: submission from Sender 1" }));
    expect(await screen.findByText("2 unread")).toBeInTheDocument();
  });

  it("shows the held list collapsed with its count, and moves a held message to the inbox or deletes it", async () => {
    const held = inbox(2).map((c, i) => ({
      ...c,
      id: `held-${i}`,
      name: `Held ${i + 1}`,
      heldReason: i === 0 ? ("daily-limit" as const) : ("honeypot" as const),
    }));
    const { api, user } = renderPage({ loggedIn: true, contacts: inbox(1), held });
    const toggle = await screen.findByRole("button", { name: "Held messages (2)" });
    expect(api.calls("GET", "/api/contacts?box=held")).toHaveLength(0); // fetched only once opened
    await user.click(toggle);
    expect(await screen.findByText("Held: past the daily limit")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move to inbox: submission from Held 1" }));
    expect(await screen.findByText("2 total submissions")).toBeInTheDocument();
    expect(api.calls("POST", "/api/contacts/release")[0]!.body).toEqual({ ids: ["held-0"] });
    expect(await screen.findByRole("button", { name: "Held messages (1)" })).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Delete submission from Held 2" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("button", { name: "Held messages (0)" })).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/contacts/held-1?box=held")).toHaveLength(1);
  });

  it("deletes everything received in a day after one confirmation, without ids", async () => {
    const contacts = inbox(3);
    const day = contacts[0]!.createdAt.slice(0, 10);
    const { api, user } = renderPage({ loggedIn: true, contacts });
    await user.type(await screen.findByLabelText("Day (UTC)"), day);
    await user.click(screen.getByRole("button", { name: "Delete everything received..." }));
    const dialog = screen.getByRole("alertdialog", { name: `Delete everything received on ${day} (UTC)?` });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("POST", "/api/contacts/delete")).toHaveLength(1));
    expect(api.calls("POST", "/api/contacts/delete")[0]!.body).toEqual({ received: { day } });
    const left = contacts.filter((c) => !c.createdAt.startsWith(day)).length;
    expect(
      await screen.findByText(`${left} total ${left === 1 ? "submission" : "submissions"}`),
    ).toBeInTheDocument();
  });

  it("offers the CSV export as a download link the session cookie authorizes", async () => {
    renderPage({ loggedIn: true });
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link).toHaveAttribute("href", "/api/contacts/export");
    expect(link).toHaveAttribute("download");
  });

  it("says 'Failed to delete contact' when the server refuses, and keeps the list", async () => {
    const { api, user } = renderPage({ loggedIn: true });
    await user.click(await screen.findByRole("button", { name: "Delete submission from Sender 2" }));
    api.override((request) =>
      request.method === "DELETE" ? new Response("no", { status: 500 }) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to delete contact");
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("replaces the list with 'Error deleting contact' when the delete never arrives, with a way back", async () => {
    const { api, user } = renderPage({ loggedIn: true });
    await user.click(await screen.findByRole("button", { name: "Delete submission from Sender 2" }));
    api.override((request) =>
      request.method === "DELETE" ? Promise.reject(new TypeError("Failed to fetch")) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error deleting contact");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    api.override(undefined);
    await user.click(screen.getByRole("button", { name: "Back to the list" }));
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(api.state.loggedIn).toBe(true);
  });

  it("shows 'Failed to fetch contacts' in the inbox when a page fails", async () => {
    const { api } = renderPage({ loggedIn: true });
    api.override((request) =>
      request.url.startsWith("/api/contacts") ? new Response("", { status: 503 }) : undefined,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch contacts");
    expect(heading()).toBeInTheDocument();
  });

  it("locks again, forgetting the inbox, when an owner call answers 401", async () => {
    const { api, user } = renderPage({ loggedIn: true });
    await user.click(await screen.findByRole("button", { name: "Mark as read: submission from Sender 1" }));
    api.state.loggedIn = false; // the session ended elsewhere
    await user.click(screen.getByRole("button", { name: "Mark as read: submission from Sender 2" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SESSION_ENDED);
    expect(locked()).toBeInTheDocument();
    expect(screen.queryByText("Sender 1")).not.toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ["/api/contacts"] })).toHaveLength(0);
  });

  it("logs out here, or everywhere, ending the session on the server", async () => {
    const { api, user } = renderPage({ loggedIn: true });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(locked()).toBeInTheDocument());
    expect(api.calls("DELETE", "/api/session")).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument(); // an ordinary logout is no error

    await logIn(user);
    await user.click(await screen.findByRole("button", { name: "Log out everywhere" }));
    await waitFor(() => expect(locked()).toBeInTheDocument());
    expect(api.calls("DELETE", "/api/session?scope=all")).toHaveLength(1);
  });
});
