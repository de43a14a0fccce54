import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryClient } from "../../api/queryClient";
import { addCompassRemoveAtlas, fill, publish, publishButton, renderEditor } from "../test/contentEditorPage";
import { contentFiles, published, server, text, withContentServer } from "../test/contentServer";

withContentServer();

describe("/admin/content: publishing", () => {
  it("sends only the changed file, formatted as the files are, and says where it went", async () => {
    const user = await renderEditor();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await fill(user, headline, "Staff UX Researcher");
    await user.click(publishButton());
    expect(await screen.findByText("Saved to content/profile.json on disk.")).toBeTruthy();
    expect(published()).toEqual([
      {
        revision: "rev-1",
        files: {
          "profile.json": text({
            name: "Priya Raman",
            headline: "Staff UX Researcher",
            tagline: "I find out what people need.",
            email: "priya@example.com",
          }),
        },
      },
    ]);
    // Published: nothing left to send, and the next publish starts from the new revision.
    expect(publishButton().disabled).toBe(true);
    await user.type(headline, "!");
    expect((await publish(user)).revision).toBe("rev-2");
  });

  it("says a deploy's publish rebuilds the site, with the commit's link", async () => {
    server.snapshot.target = "git";
    server.publishAnswer = () =>
      Response.json({
        revision: "abc",
        changed: ["profile.json"],
        commitUrl: "https://github.com/o/r/commit/abc",
      });
    const user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), " Quickly.");
    await user.click(publishButton());
    expect(await screen.findByText(/Published: the site rebuilds in a few minutes\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the commit" }).getAttribute("href")).toBe(
      "https://github.com/o/r/commit/abc",
    );
  });

  it("on 409 says the content changed, overwrites nothing, and reloads only when asked", async () => {
    server.publishAnswer = () => Response.json({ error: "The content changed since rev-1" }, { status: 409 });
    const user = await renderEditor();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await fill(user, headline, "Mine");
    await user.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The content changed since you opened the editor",
    );
    expect((headline as HTMLInputElement).value).toBe("Mine");
    expect(published()).toHaveLength(1);

    server.snapshot = {
      ...server.snapshot,
      revision: "rev-9",
      files: {
        ...server.snapshot.files,
        "profile.json": text({
          name: "Priya Raman",
          headline: "Theirs",
          tagline: "T.",
          email: "p@example.com",
        }),
      },
    };
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).value).toBe("Theirs"),
    );
  });

  /** What the dev server does after a publish to disk: the page loads again, on the new files. */
  function reloadOn(revision: string) {
    cleanup();
    queryClient.clear();
    server.snapshot = { ...server.snapshot, revision };
    return renderEditor();
  }

  it("still says where a publish went after the dev server reloads the page, once", async () => {
    const user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Headline" }), "!");
    await user.click(publishButton());
    await screen.findByText("Saved to content/profile.json on disk.");
    await reloadOn("rev-2");
    expect(await screen.findByText("Saved to content/profile.json on disk.")).toBeTruthy();
    // One shot: the next load does not say it again, and nothing of it is in the address.
    await reloadOn("rev-2");
    expect(screen.queryByText("Saved to content/profile.json on disk.")).toBeNull();
    expect(window.location.search + window.location.hash).toBe("");
  });

  it("says so too when the reload comes before the answer, and not when nothing was written", async () => {
    server.publishAnswer = () => new Promise<Response>(() => {}) as unknown as Response;
    let user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Headline" }), "!");
    await publish(user);
    await reloadOn("rev-2");
    expect(await screen.findByText("Saved to content/profile.json on disk.")).toBeTruthy();

    user = await reloadOn("rev-2");
    await user.type(screen.getByRole("textbox", { name: "Headline" }), "?");
    await publish(user);
    await reloadOn("rev-2"); // the same files: this publish wrote nothing
    expect(screen.queryByText("Saved to content/profile.json on disk.")).toBeNull();
  });

  it("undoes a publish from its message: the files it changed go back as they were, in a publish of their own", async () => {
    const before = server.snapshot.files["profile.json"]!;
    const user = await renderEditor();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await fill(user, headline, "Staff UX Researcher");
    await user.click(publishButton());
    await screen.findByText("Saved to content/profile.json on disk.");
    server.publishAnswer = (publish) =>
      Response.json({ revision: "rev-3", changed: Object.keys(publish.files) });
    await user.click(screen.getByRole("button", { name: "Undo this publish" }));
    expect(
      await screen.findByText("Undone: content/profile.json is as before that publish, on disk."),
    ).toBeTruthy();
    expect(published()[1]).toEqual({ revision: "rev-2", files: { "profile.json": before } });
    // The form shows the content as it is now; an undo is not undone in turn.
    expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).value).toBe(
      "UX Researcher",
    );
    expect(screen.queryByRole("button", { name: "Undo this publish" })).toBeNull();
    expect(publishButton().disabled).toBe(true);
  });

  it("offers the undo after the dev server's reload too: a file the publish made goes, one it deleted comes back", async () => {
    const user = await renderEditor();
    await addCompassRemoveAtlas(user);
    await reloadOn("rev-2");
    await user.click(await screen.findByRole("button", { name: "Undo this publish" }));
    await waitFor(() => expect(published()).toHaveLength(2));
    const files = contentFiles();
    expect(published()[1]).toEqual({
      revision: "rev-2",
      files: {
        "projects.json": files["projects.json"],
        "projects/atlas.json": files["projects/atlas.json"],
        "projects/compass.json": null,
      },
    });
  });

  it("says a deploy's undo rebuilds the site, and a conflict as a publish's", async () => {
    server.snapshot.target = "git";
    server.publishAnswer = () => Response.json({ revision: "abc", changed: ["profile.json"] });
    const user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), " Quickly.");
    await user.click(publishButton());
    await screen.findByText(/Published: the site rebuilds/);
    server.publishAnswer = () => Response.json({ error: "changed" }, { status: 409 });
    await user.click(screen.getByRole("button", { name: "Undo this publish" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The content changed since you opened");
    server.publishAnswer = () =>
      Response.json({
        revision: "def",
        changed: ["profile.json"],
        commitUrl: "https://github.com/o/r/commit/def",
      });
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await screen.findByRole("textbox", { name: "Tagline" });
  });

  it("keeps everything typed after a failed publish, says why in the server's words, and can try again", async () => {
    server.publishAnswer = () =>
      Response.json(
        { error: "GitHub refused the token in CONTENT_GIT_TOKEN: make a new one." },
        { status: 502 },
      );
    const user = await renderEditor();
    const tagline = screen.getByRole("textbox", { name: "Tagline" });
    await fill(user, tagline, "Kept.");
    await user.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "GitHub refused the token in CONTENT_GIT_TOKEN: make a new one.",
    );
    expect((tagline as HTMLInputElement).value).toBe("Kept.");

    server.api.override(() => Promise.reject(new TypeError("Failed to fetch")));
    await user.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toContain("The server could not be reached");
    expect((tagline as HTMLInputElement).value).toBe("Kept.");
  });

  it("is read-only, saying why, when the snapshot says publishing cannot work here", async () => {
    server.snapshot.readOnly =
      "Set CONTENT_GIT_TOKEN in Netlify's environment variables to publish from here.";
    await renderEditor();
    expect(screen.getByText(server.snapshot.readOnly)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).matches(":disabled")).toBe(
      true,
    );
    expect(publishButton().disabled).toBe(true);
  });
});
