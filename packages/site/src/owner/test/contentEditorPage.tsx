/**
 * For the content editor page's tests: renders the page against the stand-in server
 * (`contentServer`) and acts on it as the owner does.
 */
import type { ContentPublish } from "@pmfolio/core";
import { LabelsProvider, PortfolioProvider, type LabelsOverride } from "@pmfolio/kit";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { MemoryRouter } from "react-router-dom";
import ContentEditorPage from "../content/ContentEditorPage";
import { published } from "./contentServer";

/**
 * Replaces a field's text in one input event, as a paste does. Typing it would re-render and
 * re-check the whole form once per character, which took this file past a minute a test on a
 * busy machine; the tests that type a character still type it.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * Renders the editor and waits for its form: `headline` is the field's name ("Headline (English)"
 * with translations); `labels` are the kit's labels over the English ones.
 */
export async function renderEditor(headline = "Headline", labels: LabelsOverride = {}) {
  const user = userEvent.setup();
  render(
    <PortfolioProvider>
      <LabelsProvider labels={labels}>
        <MemoryRouter initialEntries={["/admin/content"]}>
          <ContentEditorPage />
        </MemoryRouter>
      </LabelsProvider>
    </PortfolioProvider>,
  );
  await screen.findByRole("textbox", { name: headline });
  return user;
}

export const publishButton = () => screen.getByRole<HTMLButtonElement>("button", { name: /^Publish/ });

/** Clicks Publish once the form lets it and waits for the request: what it sent. */
export async function publish(user: UserEvent): Promise<ContentPublish> {
  const before = published().length;
  await waitFor(() => expect(publishButton().disabled).toBe(false));
  await user.click(publishButton());
  await waitFor(() => expect(published()).toHaveLength(before + 1));
  return published()[before]!;
}

/** Adds the project "compass" (titled), removes Atlas and publishes: one file made, one deleted. */
export async function addCompassRemoveAtlas(user: UserEvent) {
  await fill(user, screen.getByRole("textbox", { name: "New project's address" }), "compass");
  await user.click(screen.getByRole("button", { name: "Add project" }));
  const added = screen.getByRole("group", { name: "Project 3: compass" });
  await fill(user, within(added).getAllByRole("textbox", { name: "Title" })[0]!, "Compass");
  await user.click(screen.getByRole("button", { name: "Remove project: Project 2: Atlas" }));
  return publish(user);
}
