import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { dashboardFrame } from "../../../fixtures";
import { filledLink, linkProjects, linkRoles } from "../fixtures/linkSettings";
import { ApplicationLinkSettings } from "./ApplicationLinkSettings";

const meta = {
  title: "Analytics/ApplicationLinkSettings",
  component: ApplicationLinkSettings,
  args: {
    name: "Acme Corp.",
    projects: linkProjects,
    roles: linkRoles,
    timeZone: "UTC",
    onSave: fn(() => Promise.resolve()),
  },
  decorators: [dashboardFrame],
} satisfies Meta<typeof ApplicationLinkSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("dialog", { name: "Acme Corp.: what the link shows" }));

/**
 * A link with nothing set (the public site): its button opens the settings, focus on the
 * greeting; Escape closes them, focus back on the button; unticking a project and saving
 * makes a résumé variant in three clicks.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Link settings of Acme Corp." });
    // Escape is pressed once the dialog is open and its first field has focus, not before.
    await userEvent.click(opener);
    await waitFor(() =>
      expect(dialogOf(canvasElement).getByRole("textbox", { name: "Greeting" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    // The settings count as closed in the dialog's close event, a task after the dialog stops
    // showing: a click before it would find them still open, and the event would then close them.
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-state]")).toHaveAttribute("data-state", "closed"),
    );
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await waitFor(() =>
      expect(dialogOf(canvasElement).getByRole("textbox", { name: "Greeting" })).toHaveFocus(),
    );
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("checkbox", { name: "Mobile Self-Service" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByText("Saved. The link shows this from now on.")).toBeVisible();
  },
};

/** Every setting made: a greeting, an expiry, a variant in its own order, a private project shared. */
export const Filled: Story = {
  args: { link: filledLink, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole("textbox", { name: "Greeting" })).toHaveValue(filledLink.greeting);
    await expect(dialog.getByLabelText("Expires on")).toHaveValue("2026-12-31");
    await expect(dialog.getByRole("checkbox", { name: "Payments for a Bank" })).toBeChecked();
    const down = dialog.getByRole("button", { name: "Move Magic Leap Developer Platform down" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      dialog.getByRole("button", { name: "Move Magic Leap Developer Platform down" }),
    ).toHaveFocus();
  },
};

/** The server refused two fields: each says why beside it, and the form says it was not saved. */
export const Errors: Story = {
  args: {
    link: filledLink,
    defaultOpen: true,
    onSave: fn(() =>
      Promise.reject(
        Object.assign(new Error("Check the fields marked."), {
          fields: {
            greeting: "greeting must be one line of at most 160 characters, or null.",
            privateProjects: 'privateProjects names "secret-bank": no private project of the site.',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("The settings could not be saved");
    await expect(dialog.getByRole("textbox", { name: "Greeting" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(/no private project of the site/)).toBeVisible();
  },
};

/** A paused link: the switch is on; the link shows the public site until it is turned off. */
export const Paused: Story = {
  args: { link: { ...filledLink, paused: true }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole("switch", { name: "Pause link" })).toBeChecked();
  },
};

/** A link past its expiry day: clearing the date, or a later one, opens it again. */
export const Expired: Story = {
  args: { link: { expiresAt: "2026-01-31T23:59:59.999Z" }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByLabelText("Expires on")).toHaveValue("2026-01-31");
  },
};

/** A site without private projects: the sharing group says how to make one. */
export const NoPrivateProjects: Story = {
  args: { projects: linkProjects.filter((project) => !project.private), defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByText(/No private project yet/)).toBeVisible();
  },
};

/** The filled settings in the dark scheme: fields, hints and errors keep their contrast. */
export const Dark: Story = {
  ...Errors,
  globals: { theme: "dark" },
};
