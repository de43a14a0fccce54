import type { ContactSubmission } from "@pmfolio/core";
import { germanSiteLabels, type Labels } from "@pmfolio/kit";
import { germanOwnerLabels } from "@pmfolio/kit/owner";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
// The kit's finder of its English words in a page (its labels' fixed words), which its own
// second-language tests use: the same proof for the pages the site builds around its components.
import { englishIn, englishWords, visibleText } from "../../../kit/src/test/labelTexts";
import { ApiError } from "../api/client";
import type * as contentModule from "../content";
import { queryClient } from "../api/queryClient";
import { App, preloadRoute } from "../App";
import { ownerLanguage, ownerLocale } from "../languages";
import { headFor, wordsLocaleOf } from "../siteRoutes";
import { failureText } from "./failureText";
import { summaryFor } from "./test/analyticsSummary";
import { contentFiles } from "./test/contentServer";
import { OWNER_PASSWORD, ownerApi } from "./test/ownerApi";

// The site's content as it is, with site.json choosing German for the owner pages: the English
// site's owner reads German.
vi.mock("../content", async (importOriginal) => {
  const real = await importOriginal<typeof contentModule>();
  const site = { ...real.content.site, ownerLanguage: "de" as const };
  const byLanguage = Object.fromEntries(
    Object.entries(real.siteContent.byLanguage).map(([language, content]) => [
      language,
      { ...content, site },
    ]),
  );
  return { siteContent: { ...real.siteContent, byLanguage }, content: { ...real.content, site } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.history.replaceState(null, "", "/");
});

// German keeps some words as they are ("Status", "Browser"): those are not English left over.
const english = englishWords({ ...germanSiteLabels, ...germanOwnerLabels } as Labels);
/** Words the test data shows as data: a traffic source, a browser and a system, by their names. */
const dataWords = ["Direct", "Chrome", "Windows"];
/** The content files the editor names ("content/about.json") are paths, not words. */
const filePath = /\S+\.(?:json|md)\b/g;
const englishShown = () =>
  englishIn(visibleText(document.body).replace(filePath, ""), english).filter(
    (word) => !dataWords.includes(word),
  );

const germanInbox: ContactSubmission[] = [
  {
    id: "id-1",
    name: "Jana Berger",
    email: "jana@beispiel.example",
    phone: "+49 30 1234567",
    message: "Guten Tag, ich hätte eine Frage zu Ihrem Projekt.",
    createdAt: "2026-11-22T12:00:00.000Z",
    read: false,
  },
  {
    id: "id-2",
    name: "Tobias Krüger",
    email: "tobias@beispiel.example",
    message: "Vielen Dank für das Gespräch.",
    createdAt: "2026-11-21T09:30:00.000Z",
    read: true,
  },
];

/** A month's summary from Germany. */
const summary = () => summaryFor(30, 30, { countryBreakdown: { DE: 30 }, campaignBreakdown: {} });

function stubApi(options: Parameters<typeof ownerApi>[0] = {}) {
  const api = ownerApi({ contacts: germanInbox, ...options });
  api.override((request) => {
    if (request.url === "/api/content?media=") return Response.json({ revision: "rev-1", images: [] });
    if (request.url === "/api/content")
      return Response.json({ files: contentFiles({ locale: "de" }), revision: "rev-1", target: "git" });
    if (!request.url.startsWith("/api/analytics")) return undefined;
    return api.state.loggedIn
      ? Response.json(summary())
      : Response.json({ error: "Unauthorized" }, { status: 401 });
  });
  vi.stubGlobal("fetch", api.fetch);
  return api;
}

describe("site.json's ownerLanguage set to German", () => {
  it("makes the owner pages German, their locale and their frame's words too, and no other page", () => {
    expect(ownerLanguage).toBe("de");
    expect(ownerLocale).toBe("de");
    expect(wordsLocaleOf("/admin/contacts")).toBe("de");
    expect(wordsLocaleOf("/analytics")).toBe("de");
    expect(wordsLocaleOf("/")).toBe("en");
    expect(headFor("/admin/contacts").title).toMatch(/^Kontaktanfragen — /);
    expect(headFor("/analytics").title).toMatch(/^Statistik — /);
    expect(headFor("/").title).not.toMatch(/Kontaktanfragen|Statistik/);
  });

  it("says why a call failed in German", () => {
    expect(failureText(new ApiError(401), "logIn")).toBe("Falsches Passwort");
    expect(failureText(new ApiError(500), "fetchContacts")).toBe("Die Anfragen konnten nicht geladen werden");
    expect(failureText(new ApiError(undefined), "deleteContact")).toBe("Fehler beim Löschen der Anfrage");
    expect(failureText("a string", "fetchAnalytics")).toBe("Unbekannter Fehler");
  });
});

/** An owner page as the owner app shows it: in its frame, with the app's provider. */
async function renderOwnerPage(path: string) {
  const user = userEvent.setup();
  await preloadRoute(path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return user;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  const field = screen.getByLabelText("Passwort");
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole("button", { name: "Anmelden" }));
}

describe("the owner pages in German show no English word", () => {
  it("the inbox: its login, a wrong password, the list, the delete dialog, the links and the frame", async () => {
    stubApi();
    const user = await renderOwnerPage("/admin/contacts");
    expect(await screen.findByRole("heading", { name: "Anmeldung erforderlich" })).toBeInTheDocument();
    // The navigation and the footer around the page speak the owner's language too.
    expect(screen.getByRole("link", { name: "Zum Inhalt springen" })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await logIn(user, "falsch");
    expect(await screen.findByText("Falsches Passwort")).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await logIn(user, OWNER_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Kontaktanfragen" })).toBeInTheDocument();
    // Dates in the owner's locale.
    expect(screen.getByText("22. November 2026 um 12:00")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Verwaltungsseiten" })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Anfrage von Jana Berger löschen" }));
    expect(within(screen.getByRole("alertdialog")).getByText(/endgültig gelöscht/)).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it("the analytics dashboard: its login's note, then every tab", async () => {
    stubApi();
    const user = await renderOwnerPage("/analytics");
    expect(
      await screen.findByText("Geben Sie das Admin-Passwort ein, um die Besucherstatistik zu sehen."),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await logIn(user, OWNER_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Besucherstatistik" })).toBeInTheDocument();
    for (const tab of screen.getAllByRole("tab")) {
      await user.click(tab);
      expect(englishShown(), tab.textContent ?? "").toEqual([]);
    }
  }, 60_000);

  it("the content editor: its login's note, then every part of the form", async () => {
    stubApi();
    const user = await renderOwnerPage("/admin/content");
    expect(
      await screen.findByText(
        "Geben Sie das Admin-Passwort ein, um die Inhalte Ihrer Website zu bearbeiten.",
      ),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);

    await logIn(user, OWNER_PASSWORD);
    expect(await screen.findByRole("heading", { level: 1, name: "Inhalte bearbeiten" })).toBeInTheDocument();
    await screen.findByRole("button", { name: "Veröffentlichen" });
    expect(englishShown()).toEqual([]);
  }, 60_000);
});
