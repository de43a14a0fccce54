import type { ContactSubmission } from "@pmfolio/core";
import { PortfolioProvider } from "@pmfolio/kit";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../api/queryClient";
import AdminContactsPage from "../routes/AdminContactsPage";
import { clearAdminToken, getAdminToken, setAdminToken } from "./session";

const contacts: ContactSubmission[] = [
  {
    id: "8235847359999-0f1e2d3c4b5a6978",
    name: "Priya Raman",
    email: "priya@example.com",
    phone: "+1 206 555 0142",
    message: "Hello from a recruiter",
    createdAt: "2026-11-22T15:04:00.000Z",
  },
  {
    id: "8235933759999-1a2b3c4d5e6f7a8b",
    name: "Marcus Chen",
    email: "marcus@example.com",
    message: "Advising?",
    createdAt: "2026-11-21T09:30:00.000Z",
  },
];

type Handler = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;
let handle: Handler;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => handle(String(input), init));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
  handle = (url, init) => {
    const auth = new Headers(init?.headers).get("Authorization");
    if (auth !== "Bearer right") return Response.json({ error: "Invalid credentials" }, { status: 401 });
    if (url === "/api/contacts") return Response.json(contacts);
    return new Response(null, { status: 204 });
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAdminToken();
  queryClient.clear();
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <PortfolioProvider>
      <AdminContactsPage />
    </PortfolioProvider>,
  );
  return user;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("AdminContactsPage", () => {
  it("is not indexed", () => {
    renderPage();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  it("says 'Invalid password' on 401 and keeps no credential", async () => {
    const user = renderPage();
    expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    await logIn(user, "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(getAdminToken()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to fetch contacts' on another failure", async () => {
    handle = () => new Response("boom", { status: 500 });
    const user = renderPage();
    await logIn(user, "right");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch contacts");
    expect(getAdminToken()).toBeNull();
  });

  it("says 'Error connecting to server' when the network fails", async () => {
    handle = () => Promise.reject(new TypeError("Failed to fetch"));
    const user = renderPage();
    await logIn(user, "right");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error connecting to server");
  });

  it("reads 'Authenticating...' while checking, then shows the list and keeps the credential for the tab", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = handle;
    handle = async (url, init) => {
      await gate;
      return answer(url, init);
    };
    const user = renderPage();
    await logIn(user, "right");
    expect(screen.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    release();
    expect(await screen.findByRole("heading", { name: "Contact Form Submissions" })).toBeInTheDocument();
    expect(screen.getByText("2 total submissions")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Priya Raman" })).toBeInTheDocument();
    expect(getAdminToken()).toBe("right");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contacts");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer right");
    // The login's answer is the list: no second fetch.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("deletes after the confirmation and drops the card locally", async () => {
    const user = renderPage();
    await logIn(user, "right");
    await user.click(await screen.findByRole("button", { name: "Delete submission from Priya Raman" }));
    const dialog = screen.getByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Priya Raman" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("1 total submission")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/contacts/${contacts[0]!.id}`);
    expect(init?.method).toBe("DELETE");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer right");
  });

  it("says 'Failed to delete contact' when the delete is not OK, and keeps the list", async () => {
    const user = renderPage();
    await logIn(user, "right");
    handle = () => new Response("no", { status: 500 });
    await user.click(await screen.findByRole("button", { name: "Delete submission from Marcus Chen" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to delete contact");
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("replaces the list with 'Error deleting contact' when the delete throws", async () => {
    const user = renderPage();
    await logIn(user, "right");
    handle = () => Promise.reject(new TypeError("Failed to fetch"));
    await user.click(await screen.findByRole("button", { name: "Delete submission from Marcus Chen" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error deleting contact");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("logs out: the credential is forgotten and the page locks", async () => {
    const user = renderPage();
    await logIn(user, "right");
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(getAdminToken()).toBeNull();
    expect(screen.queryByText("Priya Raman")).not.toBeInTheDocument();
  });

  it("reloads with the tab's credential: 'Loading contacts...' then the list", async () => {
    setAdminToken("right");
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading contacts...");
    expect(await screen.findByText("2 total submissions")).toBeInTheDocument();
  });

  it("locks again when the tab's credential is no longer accepted", async () => {
    setAdminToken("stale");
    renderPage();
    expect(await screen.findByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid password");
    expect(getAdminToken()).toBeNull();
  });

  it("shows 'Failed to fetch contacts' in the list view when a reload fails", async () => {
    setAdminToken("right");
    handle = () => new Response("", { status: 503 });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch contacts");
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toBeInTheDocument();
  });
});
