import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import { filledLink, linkProjects, linkRoles } from "../fixtures/linkSettings";
import { ApplicationLinkSettings } from "./ApplicationLinkSettings";

function renderSettings(props: Partial<Parameters<typeof ApplicationLinkSettings>[0]> = {}) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const result = render(
    <ApplicationLinkSettings
      name="Acme"
      projects={linkProjects}
      roles={linkRoles}
      onSave={onSave}
      timeZone="Europe/Berlin"
      {...props}
    />,
  );
  return { ...result, onSave };
}

/** A checkbox's words: the label around it (jsdom has no `accessibleName`). */
const labelOf = (box: HTMLElement) => box.closest("label")?.textContent?.trim();

const dialog = () => screen.getByRole("dialog", { name: "Acme: what the link shows" });

describe("ApplicationLinkSettings", () => {
  it("makes a résumé variant in three clicks: open, untick a project, save, with one request", async () => {
    const { user, onSave, container } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Link settings of Acme" }));
    expect(await axeViolations(container)).toEqual([]);
    // Focus lands inside the dialog, on its first field.
    expect(within(dialog()).getByRole("textbox", { name: "Greeting" })).toHaveFocus();
    await user.click(within(dialog()).getByRole("checkbox", { name: "Mobile Self-Service" }));
    await user.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      greeting: null,
      paused: false,
      expiresAt: null,
      resume: { projects: ["personal-cloud", "magic-leap"] },
      privateProjects: null,
    });
    expect(await within(dialog()).findByText("Saved. The link shows this from now on.")).toBeVisible();
  });

  it("sends every setting: greeting, pause, the end of the expiry day in the zone, summary, highlights, shared projects", async () => {
    const { user, onSave } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Link settings of Acme" }));
    const settings = within(dialog());
    await user.type(settings.getByRole("textbox", { name: "Greeting" }), "Hello Acme");
    expect(settings.getByText("One line: 10 of 160 characters.")).toBeInTheDocument();
    await user.click(settings.getByRole("switch", { name: "Pause link" }));
    await user.type(settings.getByLabelText("Expires on"), "2027-01-31");
    expect(settings.getByText(/23:59 Europe\/Berlin time/)).toBeInTheDocument();
    await user.type(settings.getByRole("textbox", { name: "Summary line" }), "Payments PM");
    const role = settings.getByRole("group", { name: "Product Manager, Contoso Mobile" });
    await user.click(within(role).getByRole("checkbox", { name: "Cut support calls by 31%." }));
    const shared = settings.getByRole("group", { name: "Private projects shared with this link" });
    // Only the private projects are offered for sharing.
    expect(
      within(shared)
        .getAllByRole("checkbox")
        .map((box) => labelOf(box)),
    ).toEqual(["Payments for a Bank", "A Health Insurer's Claims App"]);
    await user.click(within(shared).getByRole("checkbox", { name: "Payments for a Bank" }));
    await user.click(settings.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({
      greeting: "Hello Acme",
      paused: true,
      expiresAt: "2027-01-31T22:59:59.999Z",
      resume: { summary: "Payments PM", highlights: ["0.0", "0.1", "1.0"] },
      privateProjects: ["secret-bank"],
    });
  });

  it("shows the stored settings, and orders projects with the keyboard, focus following the project", async () => {
    const { user, onSave } = renderSettings({ link: filledLink, timeZone: "UTC" });
    await user.click(screen.getByRole("button", { name: "Link settings of Acme" }));
    const settings = within(dialog());
    expect(settings.getByRole("textbox", { name: "Greeting" })).toHaveValue(filledLink.greeting);
    expect(settings.getByLabelText("Expires on")).toHaveValue("2026-12-31");
    const projects = settings.getByRole("group", { name: "Projects, in this order" });
    const order = () =>
      within(projects)
        .getAllByRole("checkbox")
        .map((box) => [labelOf(box), (box as HTMLInputElement).checked]);
    expect(order()).toEqual([
      ["Magic Leap Developer Platform", true],
      ["Personal Cloud Storage", true],
      ["Mobile Self-Service", false],
    ]);
    const down = settings.getByRole("button", { name: "Move Magic Leap Developer Platform down" });
    down.focus();
    await user.keyboard("{Enter}");
    expect(order().map(([name]) => name)).toEqual([
      "Personal Cloud Storage",
      "Magic Leap Developer Platform",
      "Mobile Self-Service",
    ]);
    expect(settings.getByRole("button", { name: "Move Magic Leap Developer Platform down" })).toHaveFocus();
    expect(settings.getByText("Magic Leap Developer Platform moved to 2 of 3.")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    // At the end its "down" button is disabled: focus moves to its "up" button.
    expect(settings.getByRole("button", { name: "Move Magic Leap Developer Platform up" })).toHaveFocus();
    await user.click(settings.getByRole("button", { name: "Save" }));
    expect(onSave.mock.calls[0]![0].resume.projects).toEqual(["personal-cloud", "magic-leap"]);
  });

  it("shows the server's objections beside their fields, and says what failed", async () => {
    const refused = Object.assign(new Error("The server answered 400"), {
      fields: {
        greeting: "greeting must be one line of at most 160 characters, or null.",
        privateProjects: 'privateProjects names "secret-bank": no private project of the site.',
        status: "status must be one of applied.",
      },
    });
    const { user, container } = renderSettings({ onSave: vi.fn().mockRejectedValue(refused) });
    await user.click(screen.getByRole("button", { name: "Link settings of Acme" }));
    const settings = within(dialog());
    await user.click(settings.getByRole("button", { name: "Save" }));
    expect(await settings.findByRole("alert")).toHaveTextContent(
      "The settings could not be saved: The server answered 400 status must be one of applied.",
    );
    const greeting = settings.getByRole("textbox", { name: "Greeting" });
    expect(greeting).toHaveAttribute("aria-invalid", "true");
    expect(greeting).toHaveAccessibleDescription(/greeting must be one line/);
    expect(
      settings.getByRole("group", { name: "Private projects shared with this link" }),
    ).toHaveAccessibleDescription(/no private project of the site/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("closes with Close or Escape, focus back on its button, and opens again from what is stored", async () => {
    const { user } = renderSettings();
    const opener = screen.getByRole("button", { name: "Link settings of Acme" });
    await user.click(opener);
    await user.type(within(dialog()).getByRole("textbox", { name: "Greeting" }), "Draft");
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(within(dialog()).getByRole("textbox", { name: "Greeting" })).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
