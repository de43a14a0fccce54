import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addCompassRemoveAtlas, fill, publish, publishButton, renderEditor } from "../test/contentEditorPage";
import { contentFiles, published, server, text, withContentServer } from "../test/contentServer";

withContentServer();

describe("/admin/content: the form", () => {
  it("is generated from the schema: every content file's fields, every kind of block", async () => {
    await renderEditor();
    expect(screen.getByRole("heading", { level: 1, name: "Edit content" })).toBeTruthy();
    for (const name of ["Headline", "Tagline", "Name", "Email", "Heading", "Paragraph 1", "Address (URL)"])
      expect(screen.getAllByRole("textbox", { name }).length, name).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: "Brand colour" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add portrait" })).toBeTruthy();
  });

  it("shows a text's languages side by side, the default first, where site.json lists translations", async () => {
    server.snapshot.files = contentFiles({ translations: ["de"] });
    const user = await renderEditor("Headline (English)");
    const english = screen.getByRole("textbox", { name: "Headline (English)" });
    const german = screen.getByRole("textbox", { name: "Headline (Deutsch)" });
    expect(english.compareDocumentPosition(german) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fill(user, german, "UX-Forscherin");
    const sent = await publish(user);
    expect(JSON.parse(sent.files["profile.json"]!).headline).toEqual({
      en: "UX Researcher",
      de: "UX-Forscherin",
    });
  });
});

describe("/admin/content: the session's buttons", () => {
  it("are the kit's owner labels, as on the inbox and the dashboard", async () => {
    await renderEditor("Headline", { owner: { logOut: "Abmelden", logOutEverywhere: "Überall abmelden" } });
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Überall abmelden" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });
});

describe("/admin/content: one schema checks it", () => {
  it("shows a wrong field's error beside it and in the summary, and keeps Publish disabled until it is fixed", async () => {
    const user = await renderEditor();
    const email = screen.getByRole("textbox", { name: "Email" });
    await fill(user, email, "priya@example.org");
    expect(publishButton().disabled).toBe(false);

    const site = screen.getByRole("textbox", { name: "Address (URL)" });
    await fill(user, site, "priya.example/");
    await waitFor(() => expect(site.getAttribute("aria-invalid")).toBe("true"));
    const described = site.getAttribute("aria-describedby")!.split(" ");
    const error = described.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(error).toContain("an absolute address without a trailing slash");
    expect(publishButton().disabled).toBe(true);

    const summary = screen.getByRole("region", { name: /1 problem to fix/ });
    await user.click(within(summary).getByRole("link", { name: /site\.json: url should be/ }));
    expect(document.activeElement).toBe(site);

    await fill(user, site, "https://priya.example");
    await waitFor(() => expect(publishButton().disabled).toBe(false));
    expect(screen.queryByRole("region", { name: /to fix/ })).toBeNull();
    expect(site.getAttribute("aria-invalid")).toBeNull();
  });

  it("never sends anything while a field is invalid", async () => {
    const user = await renderEditor();
    await user.clear(screen.getByRole("textbox", { name: "Address (URL)" }));
    await waitFor(() => expect(publishButton().disabled).toBe(true));
    await user.click(publishButton());
    expect(published()).toHaveLength(0);
  });
});

describe("/admin/content: what the pages need", () => {
  it("shows an empty name, a blank headline and an email that is not one beside each field, and keeps Publish disabled", async () => {
    const user = await renderEditor();
    const name = screen.getAllByRole("textbox", { name: "Name" })[0]!;
    const headline = screen.getByRole("textbox", { name: "Headline" });
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.clear(name);
    await fill(user, headline, "   ");
    await fill(user, email, "not-an-email");
    const besideIt = (field: HTMLElement) =>
      field
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(besideIt(name)).toContain("name is empty");
    expect(headline.getAttribute("aria-invalid")).toBe("true");
    expect(besideIt(headline)).toContain("headline is empty");
    expect(besideIt(email)).toContain('email should be an email address such as "you@example.com"');
    expect(screen.getByRole("region", { name: /3 problems to fix/ })).toBeTruthy();
    expect(publishButton().disabled).toBe(true);
    await user.click(publishButton());
    expect(published()).toHaveLength(0);
  });

  it("publishes a profile without an email once the field is emptied", async () => {
    const user = await renderEditor();
    await user.clear(screen.getByRole("textbox", { name: "Email" }));
    const sent = await publish(user);
    expect(JSON.parse(sent.files["profile.json"]!)).not.toHaveProperty("email");
  });
});

describe("/admin/content: each field's words", () => {
  it("explains a field from its own path: a skill's and a quote's name are not the owner's", async () => {
    server.snapshot.files = {
      ...contentFiles(),
      "skills.json": text({ groups: [{ title: "Research", skills: [{ name: "Interviews" }] }], tools: [] }),
      "projects/atlas.json": text({
        title: "Atlas",
        description: "A map of needs.",
        page: {
          summary: "A map.",
          blocks: [{ type: "quote", quote: { text: "Useful.", name: "Maya Chen" } }],
          tags: [],
        },
      }),
    };
    await renderEditor();
    const names = screen.getAllByRole("textbox", { name: "Name" });
    const hints = names.map((field) => {
      const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
    });
    // The profile's, the skill's and the quote's, in the page's order.
    expect(names.map((field) => (field as HTMLInputElement).value)).toEqual([
      "Priya Raman",
      "Interviews",
      "Maya Chen",
    ]);
    expect(hints[0]).toContain("Shown as the owner's name");
    expect(hints.slice(1)).toEqual(["", ""]);
  });

  it("hides a deprecated field on content that does not use it", async () => {
    await renderEditor();
    expect(screen.queryByRole("textbox", { name: /deprecated/ })).toBeNull();
  });

  it("shows a deprecated field where it has a value", async () => {
    server.snapshot.files = {
      ...contentFiles(),
      "profile.json": text({
        name: "Priya Raman",
        headline: "UX Researcher",
        tagline: "I find out what people need.",
        networkProfileUrl: "https://www.linkedin.com/in/priya",
      }),
    };
    await renderEditor();
    expect(
      (screen.getByRole("textbox", { name: "Profile URL (deprecated: use Links)" }) as HTMLInputElement)
        .value,
    ).toBe("https://www.linkedin.com/in/priya");
    expect(screen.queryByRole("textbox", { name: "Profile label (deprecated: use Links)" })).toBeNull();
  });
});

describe("/admin/content: projects", () => {
  it("reorders with Move up and Move down, keeping focus on the moved project's button", async () => {
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Move down: Project 1: Fieldnotes" }));
    const moved = screen.getByRole("button", { name: "Move up: Project 2: Fieldnotes" });
    expect(document.activeElement).toBe(moved);
    expect((await publish(user)).files).toEqual({
      "projects.json": text({ order: ["atlas", "fieldnotes"] }),
    });
  });

  it("adds a project with its own file and removes one by deleting its file", async () => {
    const user = await renderEditor();
    await fill(user, screen.getByRole("textbox", { name: "New project's address" }), "Bad Name");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    expect(screen.getByText(/Use lower-case letters and digits/)).toBeTruthy();
    expect((await addCompassRemoveAtlas(user)).files).toEqual({
      "projects.json": text({ order: ["fieldnotes", "compass"] }),
      "projects/atlas.json": null,
      "projects/compass.json": text({ title: "Compass", description: "" }),
    });
  });
});
