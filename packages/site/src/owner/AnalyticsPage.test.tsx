import { PortfolioProvider } from "@pmfolio/kit";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../api/queryClient";
import { SESSION_ENDED } from "./useOwnerSession";
import AnalyticsPage from "./AnalyticsPage";
import { summaryFor } from "./test/analyticsSummary";
import { OWNER_PASSWORD, ownerApi } from "./test/ownerApi";
import { content } from "../content";
import { headFor, publicRoutes } from "../siteRoutes";
import { EXCLUDE_STORAGE_KEY } from "../tracker/page-view";

const visitsFor: Record<string, number> = { "7": 7, "30": 30, "90": 90 };

/** The owner API stand-in, answering /api/analytics with a summary of the asked range. */
function analyticsApi(options?: Parameters<typeof ownerApi>[0]) {
  const api = ownerApi(options);
  api.override((request) => {
    if (!request.url.startsWith("/api/analytics")) return undefined;
    if (!api.state.loggedIn) return Response.json({ error: "Unauthorized" }, { status: 401 });
    const days = new URL(request.url, "http://localhost").searchParams.get("days")!;
    return Response.json(summaryFor(Number(days), visitsFor[days]!));
  });
  return api;
}

let api: ReturnType<typeof analyticsApi>;

beforeEach(() => {
  api = analyticsApi();
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <PortfolioProvider>
      <AnalyticsPage />
    </PortfolioProvider>,
  );
  return user;
}

function logInLater() {
  api.state.loggedIn = true;
}

const totalVisits = () => screen.getByText("Total Visits").nextSibling?.textContent;
const analyticsCalls = () =>
  api.requests.map((request) => request.url).filter((url) => url.startsWith("/api/analytics"));

describe("/analytics from an opened-application notice", () => {
  const acme = {
    ref: "acme-corp",
    company: "Acme Corp.",
    created: "2026-11-20T10:00:00.000Z",
    firstSeen: "2026-11-22T15:30:00.000Z",
    lastSeen: "2026-11-22T15:34:00.000Z",
    visits: 1,
    visitors: 1,
    pages: [{ page: "/projects/magic-leap", views: 1, seconds: 240, maxDepth: 95 }],
    goals: { "resume-download": 0, "booking-click": 0, "contact-sent": 0 },
  };

  beforeEach(() => {
    api = ownerApi({ loggedIn: true, timeZone: "America/Los_Angeles" });
    api.override((request) => {
      if (request.url.startsWith("/api/analytics/applications?ref=acme-corp&days=30"))
        return Response.json({
          ref: "acme-corp",
          company: "Acme Corp.",
          visits: [
            {
              start: "2026-11-22T15:30:00.000Z",
              end: "2026-11-22T15:34:00.000Z",
              pages: [
                { page: "/projects/magic-leap", at: "2026-11-22T15:30:00.000Z", seconds: 240, depth: 95 },
              ],
              goals: [],
            },
          ],
        });
      if (request.url.startsWith("/api/analytics?"))
        return Response.json({ ...summaryFor(30, 30), applications: [acme] });
      return undefined;
    });
    vi.stubGlobal("fetch", api.fetch);
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens the Applications tab and that application's timeline, with times in the owner's zone", async () => {
    window.history.replaceState(null, "", "/analytics?tab=applications&ref=acme-corp");
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "Acme Corp.: timeline" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    // 15:30 UTC is 7:30 AM in California (PST): first seen, last seen and the visit.
    expect(screen.getByText("Nov 22, 2026, 7:30 AM", { selector: "time" })).toBeInTheDocument();
    expect(screen.getByText("Nov 22, 2026, 7:34 AM", { selector: "time" })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toContain(
      "/api/analytics/applications?ref=acme-corp&days=30",
    );
  });

  it("saves an application's link settings with one PATCH, and shows the fields the server refused beside them", async () => {
    let answer: Response = Response.json({ ...acme, greeting: "Hi" });
    const summaries = Response.json({ ...summaryFor(30, 30), applications: [acme] });
    api.override((request) =>
      request.method === "PATCH" && request.url === "/api/analytics/applications"
        ? answer
        : request.url.startsWith("/api/analytics?")
          ? summaries.clone()
          : undefined,
    );
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Applications" }, { timeout: 5000 }));
    await user.click(screen.getByRole("button", { name: "Link settings of Acme Corp." }));
    const dialog = within(screen.getByRole("dialog", { name: "Acme Corp.: what the link shows" }));
    // The content's projects and roles are offered (public titles; no private one in the sample).
    const [first] = content.projects.filter((project) => project.visibility !== "private");
    await user.click(dialog.getByRole("checkbox", { name: first!.title }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Saved. The link shows this from now on.")).toBeInTheDocument();
    const patches = api.requests.filter((request) => request.method === "PATCH");
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual(
      expect.objectContaining({
        ref: "acme-corp",
        resume: {
          projects: content.projects
            .filter((project) => project.visibility !== "private" && project.slug !== first!.slug)
            .map((project) => project.slug),
        },
      }),
    );

    answer = Response.json(
      { error: "The change is not valid.", fields: { greeting: "greeting must be one line." } },
      { status: 400 },
    );
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "The settings could not be saved: The change is not valid.",
    );
    expect(dialog.getByRole("textbox", { name: "Greeting" })).toHaveAccessibleDescription(
      /greeting must be one line\./,
    );
  });

  it("opens the usual tab for an address without a valid application tag", async () => {
    window.history.replaceState(null, "", "/analytics?tab=applications&ref=Not%20a%20tag");
    renderPage();
    expect(await screen.findByRole("tab", { name: "Pages" }, { timeout: 5000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(api.requests.some((request) => request.url.includes("?ref="))).toBe(false);
  });
});

describe("/analytics", () => {
  it("is kept out of search results, by the route table's head alone (the page writes no robots tag of its own)", () => {
    expect(headFor("/analytics").noindex).toBe(true);
    renderPage();
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });

  it("asks for the admin password, then shows the last 30 days", async () => {
    const user = renderPage();
    expect(await screen.findByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByText("Enter the admin password to see visit statistics.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Admin Access Required" }) as HTMLFormElement;
    expect(new FormData(form).get("returnTo")).toBe("/analytics");
    await user.type(screen.getByLabelText("Password"), OWNER_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("heading", { name: "Analytics Dashboard" })).toBeInTheDocument();
    expect(totalVisits()).toBe("30");
    expect(analyticsCalls()).toEqual(["/api/analytics?days=30"]);
    expect(api.calls("POST", "/api/session")[0]!.body).toEqual({ password: OWNER_PASSWORD });
    expect(api.requests.every((request) => !request.headers.has("Authorization"))).toBe(true);
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  it("says 'Invalid password' and fetches nothing private when the password is wrong", async () => {
    const user = renderPage();
    await user.type(await screen.findByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(analyticsCalls()).toEqual([]);
  });

  it("refetches when the range changes, also for a range seen before", async () => {
    logInLater();
    const user = renderPage();
    await waitFor(() => expect(totalVisits()).toBe("30"));
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() => expect(totalVisits()).toBe("7"));
    visitsFor["30"] = 31;
    await user.click(screen.getByRole("button", { name: "Last 30 days" }));
    await waitFor(() => expect(totalVisits()).toBe("31"));
    expect(analyticsCalls()).toEqual([
      "/api/analytics?days=30",
      "/api/analytics?days=7",
      "/api/analytics?days=30",
    ]);
    visitsFor["30"] = 30;
  });

  it("shows 'Error: Failed to fetch analytics' and Retry refetches", async () => {
    logInLater();
    let failing = true;
    const normal = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) =>
      failing && String(input).startsWith("/api/analytics")
        ? new Response("boom", { status: 500 })
        : normal(input, init),
    );
    const user = renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error: Failed to fetch analytics");
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(totalVisits()).toBe("30"));
  });

  it("shows 'Error: Error connecting to server' when the request fails", async () => {
    logInLater();
    const normal = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) =>
      String(input).startsWith("/api/analytics")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : normal(input, init),
    );
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Error connecting to server");
  });

  it("locks again when the session ends, and logs out", async () => {
    logInLater();
    const user = renderPage();
    await waitFor(() => expect(totalVisits()).toBe("30"));
    api.state.loggedIn = false; // ended on another device
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SESSION_ENDED);
    expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), OWNER_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Login" }));
    // The dashboard starts afresh, at its default range.
    await waitFor(() => expect(totalVisits()).toBe("30"));
    await user.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument(),
    );
    expect(api.calls("DELETE", "/api/session")).toHaveLength(1);
  });

  it("logs out everywhere, as the inbox does, ending every session on the server", async () => {
    logInLater();
    const user = renderPage();
    await waitFor(() => expect(totalVisits()).toBe("30"));
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument(),
    );
    expect(api.calls("DELETE", "/api/session?scope=all")).toHaveLength(1);
    expect(api.calls("DELETE", "/api/session")).toHaveLength(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("exports the selected range, excludes this browser on request, and builds links to the site's pages", async () => {
    logInLater();
    const user = renderPage();
    expect(await screen.findByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/export?days=30",
    );
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
        "href",
        "/api/analytics/export?days=7",
      ),
    );

    const toggle = screen.getByRole("switch", { name: "Don't count this browser" });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(EXCLUDE_STORAGE_KEY)).toBe("1");
    await user.click(toggle);
    expect(localStorage.getItem(EXCLUDE_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Campaigns" }));
    const pages = within(screen.getByRole("combobox", { name: "Page" }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(pages).toEqual(publicRoutes());
    await user.type(screen.getByRole("textbox", { name: "Tag" }), "acme-pm-role");
    expect(screen.getByRole("textbox", { name: "Link" })).toHaveValue(
      `${content.site.url.replace(/\/$/, "")}/?ref=acme-pm-role`,
    );
  });
});
