import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fill, publish, publishButton, renderEditor as renderEditorPage } from "../test/contentEditorPage";
import { contentFiles, server, withContentServer } from "../test/contentServer";

const launch = `---
title: Launch retrospective
date: 2026-03-14
summary: What a launch taught us.
tags:
  - launches
---

## What we learned

Ship small.
`;

withContentServer();
beforeEach(() => {
  // The small site, in English and German, with one post in English.
  server.snapshot.files = {
    ...contentFiles({ translations: ["de"] }),
    "posts/launch-retrospective.md": launch,
  };
});

/** Renders the editor and waits for its form (the site has translations: the headline is English's). */
const renderEditor = () => renderEditorPage("Headline (English)");

const posts = () => screen.getByRole("region", { name: "Posts" });

describe("/admin/content: the posts", () => {
  it("lists each post with its title, date and languages", async () => {
    await renderEditor();
    const item = within(screen.getByRole("list", { name: "Your posts" })).getByRole("listitem");
    expect(item.textContent).toContain("Launch retrospective");
    expect(item.textContent).toContain("2026-03-14");
    expect(item.textContent).toContain("In English");
    expect(item.textContent).not.toContain("Draft");
  });

  it("creates a post with its address from the title, and refuses a taken or bad address", async () => {
    const user = await renderEditor();
    const part = within(posts());
    await fill(user, part.getByRole("textbox", { name: "New post's title" }), "Launch retrospective");
    const address = part.getByRole("textbox", { name: "Its address" }) as HTMLInputElement;
    expect(address.value).toBe("launch-retrospective");
    await user.click(part.getByRole("button", { name: "Create post" }));
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(part.getByText(/There is a post "launch-retrospective" already/)).toBeTruthy();

    await fill(user, address, "Bad Address");
    await user.click(part.getByRole("button", { name: "Create post" }));
    expect(part.getByText(/Use lower-case letters and digits joined by hyphens/)).toBeTruthy();

    await fill(user, address, "second-post");
    await user.click(part.getByRole("button", { name: "Create post" }));
    // Opened, with the summary still to write: its problem beside it, and Publish waits.
    const summary = await part.findByRole("textbox", { name: "Summary" });
    await waitFor(() => expect(summary.getAttribute("aria-invalid")).toBe("true"));
    expect(publishButton().disabled).toBe(true);
    await fill(user, summary, "A second one.");
    const sent = (await publish(user)).files["posts/second-post.md"]!;
    expect(sent).toMatch(
      /^---\ntitle: Launch retrospective\ndate: \d{4}-\d{2}-\d{2}\nsummary: A second one.\n---\n/,
    );
  });

  it("shows a post's problems in the summary and beside their fields once it is open", async () => {
    server.snapshot.files["posts/launch-retrospective.md"] = launch.replace("2026-03-14", "14 March");
    const user = await renderEditor();
    const summary = await screen.findByRole("region", { name: /1 problem to fix/ });
    const link = within(summary).getByRole("link", { name: /posts\/launch-retrospective\.md: date/ });
    // Closed, the post's problem leads to the Posts part.
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Posts" }));
    await user.click(within(posts()).getByRole("button", { name: "Edit: Launch retrospective" }));
    const date = screen.getByRole("textbox", { name: "Date" });
    expect(date.getAttribute("aria-invalid")).toBe("true");
    const beside = date
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(beside).toContain('a date written as "2026-03-14"');
    await fill(user, date, "2026-03-14");
    await waitFor(() => expect(screen.queryByRole("region", { name: /to fix/ })).toBeNull());
  });

  it("previews the Markdown with the build's renderer as it is typed", async () => {
    const user = await renderEditor();
    await user.click(within(posts()).getByRole("button", { name: "Edit: Launch retrospective" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(await within(preview).findByRole("heading", { level: 2, name: /^What we learned/ })).toBeTruthy();
    await fill(user, screen.getByRole("textbox", { name: "Text (Markdown)" }), "## Next steps\n\nMore.");
    expect(await within(preview).findByRole("heading", { level: 2, name: /^Next steps/ })).toBeTruthy();
  });

  it("starts a missing translation from the default language's text", async () => {
    const user = await renderEditor();
    await user.click(within(posts()).getByRole("button", { name: "Edit: Launch retrospective" }));
    // Each language's file has its own history.
    expect(screen.getByRole("button", { name: "History of Launch retrospective (English)" })).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Deutsch" }));
    expect(screen.getByRole("button", { name: "History of Launch retrospective (Deutsch)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start from the English text" }));
    await fill(user, screen.getByRole("textbox", { name: "Title" }), "Rückblick");
    const { files } = await publish(user);
    expect(Object.keys(files)).toEqual(["posts/launch-retrospective.de.md"]);
    expect(files["posts/launch-retrospective.de.md"]).toContain("title: Rückblick\n");
  });

  it("renames every language's file in one publish", async () => {
    server.snapshot.files["posts/launch-retrospective.de.md"] = launch.replace(
      "Launch retrospective",
      "Rückblick",
    );
    const user = await renderEditor();
    await user.click(within(posts()).getByRole("button", { name: "Rename: Launch retrospective" }));
    const address = screen.getByRole("textbox", { name: "New address of “Launch retrospective”" });
    await fill(user, address, "launch-lessons");
    await user.click(within(posts()).getByRole("button", { name: "Rename" }));
    expect((await publish(user)).files).toEqual({
      "posts/launch-retrospective.md": null,
      "posts/launch-retrospective.de.md": null,
      "posts/launch-lessons.md": launch,
      "posts/launch-lessons.de.md": launch.replace("Launch retrospective", "Rückblick"),
    });
  });

  it("asks before deleting a post, and Cancel keeps it", async () => {
    const user = await renderEditor();
    await user.click(within(posts()).getByRole("button", { name: "Delete: Launch retrospective" }));
    let dialog = screen.getByRole("alertdialog", { name: "Delete the post “Launch retrospective”?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("No changes to publish.")).toBeTruthy();

    await user.click(within(posts()).getByRole("button", { name: "Delete: Launch retrospective" }));
    dialog = screen.getByRole("alertdialog", { name: "Delete the post “Launch retrospective”?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(posts()).getByText("No posts yet.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Posts" }));
    expect((await publish(user)).files).toEqual({ "posts/launch-retrospective.md": null });
  });
});
