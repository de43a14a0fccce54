import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderEditor } from "../test/contentEditorPage";
import { published, server, text, withContentServer } from "../test/contentServer";

withContentServer();

describe("/admin/content: a file's history", () => {
  it("restores a file's version in two clicks, History then Restore, keeping what was typed elsewhere", async () => {
    const first = text({
      name: "Priya Raman",
      headline: "Researcher",
      tagline: "T.",
      email: "p@example.com",
    });
    const [older, newer] = ["a".repeat(40), "b".repeat(40)];
    server.historyAnswer = (url) =>
      url.searchParams.has("history")
        ? Response.json({
            file: url.searchParams.get("history"),
            versions: [
              { revision: newer, date: "2026-12-02T10:00:00Z", message: "Content: profile.json (headline)" },
              { revision: older, date: "2026-11-30T09:00:00Z", message: "First headline" },
            ],
          })
        : Response.json({
            file: url.searchParams.get("file"),
            revision: url.searchParams.get("revision"),
            text: first,
          });
    const user = await renderEditor();
    await fill(user, screen.getByRole("textbox", { name: "Heading" }), "About Priya");
    // Every file has one: each part's, each project's (and each post's, in its editor).
    expect(screen.getByRole("button", { name: "History of Project 2: Atlas" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "History of Projects (their order)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "History of Profile and links" }));
    const dialog = await screen.findByRole("dialog", { name: "Versions of content/profile.json" });
    const versions = await within(dialog).findAllByRole("button", { name: "Restore this version" });
    expect(versions).toHaveLength(2);
    expect(versions[1]!.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(versions[1]!.getAttribute("aria-describedby")!)!.textContent).toContain(
      "First headline",
    );
    await user.click(versions[1]!);
    expect(
      await screen.findByText(
        /^Restored: content\/profile\.json is as it was on .* \("First headline"\), on disk\.$/,
      ),
    ).toBeTruthy();
    expect(server.api.calls("GET", `/api/content?file=profile.json&revision=${older}`)).toHaveLength(1);
    expect(published()).toEqual([{ revision: "rev-1", files: { "profile.json": first } }]);
    expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).value).toBe("Researcher");
    // What was typed in another file is still there, to publish next; the restore can be undone.
    expect((screen.getByRole("textbox", { name: "Heading" }) as HTMLInputElement).value).toBe("About Priya");
    expect(screen.getByRole("button", { name: "Undo this publish" })).toBeTruthy();
  });

  it("says why a version cannot be restored, in the dialog, and changes nothing", async () => {
    server.historyAnswer = (url) =>
      url.searchParams.has("history")
        ? Response.json({
            file: "profile.json",
            versions: [{ revision: "c".repeat(40), date: "2026-12-01T08:00:00Z", message: "Removed it" }],
          })
        : Response.json({ file: "profile.json", revision: "c".repeat(40), text: null });
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "History of Profile and links" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Restore this version" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This version has no content/profile.json: it was deleted in it.",
    );
    expect(published()).toEqual([]);
  });
});
