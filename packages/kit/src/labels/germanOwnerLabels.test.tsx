import { ownerLanguages } from "@pmfolio/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  AdminLogin,
  DeleteContactDialog,
  defaultOwnerLabels,
  germanOwnerLabels,
  ownerLabelsFor,
} from "../owner";
import { AnalyticsDashboard } from "../owner/analytics";
import { WholeInbox } from "../owner/inbox/fixtures/WholeInbox";
import { germanDashboard, germanInboxPage } from "../fixtures/germanContent";
import { germanLabels } from "../fixtures/germanLabels";
import { englishIn, englishWords, labelLeaves, sampleDataWords, visibleText } from "../test/labelTexts";
import { PortfolioProvider } from "../theme/PortfolioProvider";
import type { Labels } from "./labels";

// The editor's lookup tables (a field's name, a list's item, a choice, a description by key) are
// as long as a language needs: German names every key English title-cases.
const lookupTable = /^editorFields\.(fieldNames|itemNames|choices|descriptions)\./;
const paths = (labels: object) =>
  labelLeaves(labels as Labels)
    .map(([path]) => path)
    .filter((path) => !lookupTable.test(path));

describe("the owner's words in German", () => {
  it("has every owner label, the optional ones too, so a German owner page never falls back to English", () => {
    expect(paths(germanOwnerLabels).sort()).toEqual(paths(defaultOwnerLabels).sort());
  });

  it("is what the lookup gives for German, with a region or without; any other language is English", () => {
    expect(ownerLabelsFor("de")).toBe(germanOwnerLabels);
    expect(ownerLabelsFor("de-AT")).toBe(germanOwnerLabels);
    expect(ownerLabelsFor("en-GB")).toBe(defaultOwnerLabels);
    expect(ownerLabelsFor("fr")).toBe(defaultOwnerLabels);
    // Every language site.json may choose for the owner pages has words of its own.
    for (const language of ownerLanguages.filter((language) => language !== "en"))
      expect(ownerLabelsFor(language)).not.toBe(defaultOwnerLabels);
  });
});

describe("the owner's components with the German labels", () => {
  // German keeps some words as they are ("Status", "Browser"): those are not English left over.
  const english = englishWords(germanLabels);
  const noop = () => {};

  function show(ui: ReactElement) {
    const user = userEvent.setup();
    const result = render(
      <PortfolioProvider labels={germanOwnerLabels} locale="de-DE">
        {ui}
      </PortfolioProvider>,
    );
    const englishShown = () =>
      englishIn(visibleText(document.body), english).filter((word) => !sampleDataWords.includes(word));
    return { user, englishShown, ...result };
  }

  it("shows no English word on the login, the inbox and its delete dialog", async () => {
    const login = show(<AdminLogin onSubmit={noop} loading error="Falsches Passwort" />);
    expect(login.englishShown()).toEqual([]);
    login.unmount();

    const dialog = show(<DeleteContactDialog open onOpenChange={noop} onConfirm={noop} />);
    expect(dialog.englishShown()).toEqual([]);
    dialog.unmount();

    const { user, englishShown } = show(
      <WholeInbox {...germanInboxPage} exportHref="#export" timeZone="Europe/Berlin" />,
    );
    expect(screen.getByText("1.001–1.002 von 3.000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Anfrage von Jana Berger löschen" }));
    expect(within(screen.getByRole("alertdialog")).getByText(/endgültig gelöscht/)).toBeVisible();
    expect(englishShown()).toEqual([]);
  });

  it("shows no English word on the analytics dashboard, tab after tab", async () => {
    const { user, englishShown } = show(<AnalyticsDashboard {...germanDashboard} />);
    expect(screen.getByRole("heading", { name: "Besucherstatistik" })).toBeInTheDocument();
    for (const tab of screen.getAllByRole("tab")) {
      await user.click(tab);
      expect(englishShown(), tab.textContent ?? "").toEqual([]);
    }
  }, 60_000);
});
