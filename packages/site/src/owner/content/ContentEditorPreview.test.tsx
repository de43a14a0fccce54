import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderEditor } from "../test/contentEditorPage";
import { contentFiles, server, withContentServer } from "../test/contentServer";

withContentServer();

describe("/admin/content: the preview", () => {
  /** The preview's page: the frame's document. */
  const previewPage = () =>
    (screen.getByTitle(/^Preview of the home page/) as HTMLIFrameElement).contentDocument!.body;

  it("shows the home page with the draft's content, and follows the typing", async () => {
    const user = await renderEditor();
    const preview = screen.getByRole("complementary", { name: "Preview" });
    await waitFor(() =>
      expect(within(previewPage()).getByRole("heading", { level: 1 }).textContent).toContain("Priya Raman"),
    );
    expect(previewPage().textContent).toContain("UX Researcher");
    await fill(user, screen.getByRole("textbox", { name: "Headline" }), "Mixed-methods researcher");
    await waitFor(() => expect(previewPage().textContent).toContain("Mixed-methods researcher"));
    expect(previewPage().textContent).not.toContain("UX Researcher");
    // The site's own layout around it: the navigation and the footer, in the frame's document.
    expect(within(previewPage()).getByRole("contentinfo").textContent).toContain("Priya Raman");
    // A picture of the page: nothing in it takes focus or a click.
    expect(previewPage().querySelector("[inert]")).not.toBeNull();
    expect(within(preview).getByRole("radio", { name: "Phone" })).toHaveProperty("checked", true);
  });

  it("keeps the last version that read while the draft has a problem, and says so", async () => {
    const user = await renderEditor();
    await waitFor(() => expect(previewPage().textContent).toContain("Priya Raman"));
    await fill(user, screen.getByRole("textbox", { name: "Headline" }), "Field researcher");
    await waitFor(() => expect(previewPage().textContent).toContain("Field researcher"));
    await user.clear(screen.getByRole("textbox", { name: "Name" }));
    const preview = screen.getByRole("complementary", { name: "Preview" });
    expect((await within(preview).findByRole("status")).textContent).toMatch(
      /^Fix the problems listed at the top to see your latest changes/,
    );
    expect(previewPage().textContent).toContain("Priya Raman");
    expect(previewPage().textContent).toContain("Field researcher");
  });

  it("shows the language and the colours the owner picks", async () => {
    server.snapshot.files = contentFiles({ translations: ["de"] });
    const user = await renderEditor("Headline (English)");
    await fill(user, screen.getByRole("textbox", { name: "Headline (Deutsch)" }), "UX-Forscherin");
    const preview = screen.getByRole("complementary", { name: "Preview" });
    await user.selectOptions(within(preview).getByRole("combobox", { name: "Language" }), "de");
    await waitFor(() => expect(previewPage().textContent).toContain("UX-Forscherin"));
    expect(previewPage().ownerDocument.documentElement.lang).toBe("de");
    expect(screen.getByTitle(/^Preview of the home page/).getAttribute("title")).toBe(
      "Preview of the home page (Deutsch, light, phone)",
    );
    await user.click(within(preview).getByRole("radio", { name: "Dark" }));
    await user.click(within(preview).getByRole("radio", { name: "Desktop" }));
    const frame = screen.getByTitle(/^Preview of the home page/) as HTMLIFrameElement;
    expect(frame.title).toBe("Preview of the home page (Deutsch, dark, desktop)");
    expect(frame.width).toBe("1280");
    // The frame's colours are checked in a browser (e2e/content-editor.spec.ts): jsdom keeps no custom properties.
  });
});
