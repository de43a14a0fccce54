import type { ContentMedia, ContentPublish, ContentSnapshot } from "@pmfolio/core";
import { LabelsProvider, PortfolioProvider } from "@pmfolio/kit";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { queryClient } from "../../api/queryClient";
import { ownerApi } from "../test/ownerApi";
import ContentEditorPage from "./ContentEditorPage";

const text = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** A small site's files, as the function would send them. */
function contentFiles(site: Record<string, unknown> = {}): Record<string, string> {
  return {
    "site.json": text({
      url: "https://priya.example",
      title: "Priya Raman",
      description: "Research.",
      ...site,
    }),
    "profile.json": text({
      name: "Priya Raman",
      headline: "UX Researcher",
      tagline: "I find out what people need.",
      email: "priya@example.com",
    }),
    "about.json": text({ heading: "About me", paragraphs: ["Hello."] }),
    "experience.json": text({ roles: [], awards: [] }),
    "skills.json": text({ groups: [], tools: [] }),
    "projects.json": text({ order: ["fieldnotes", "atlas"] }),
    "projects/fieldnotes.json": text({ title: "Fieldnotes", description: "Research everyone can find." }),
    "projects/atlas.json": text({ title: "Atlas", description: "A map of needs." }),
  };
}

let api: ReturnType<typeof ownerApi>;
let snapshot: ContentSnapshot;
let publishAnswer: (publish: ContentPublish) => Response;
let historyAnswer: (url: URL) => Response;
let media: ContentMedia;
let uploadAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  snapshot = { files: contentFiles(), revision: "rev-1", target: "disk" };
  publishAnswer = (publish) => Response.json({ revision: "rev-2", changed: Object.keys(publish.files) });
  historyAnswer = () => Response.json({ error: "No history here" }, { status: 500 });
  media = { revision: "rev-1", images: [] };
  uploadAnswer = () => Response.json({ error: "No uploads here" }, { status: 500 });
  api = ownerApi({ loggedIn: true });
  api.override((request) => {
    if (request.url === "/api/content/images") return uploadAnswer();
    if (request.url === "/api/content?media=") return Response.json(media);
    if (request.url.startsWith("/api/content?"))
      return historyAnswer(new URL(request.url, "http://localhost"));
    if (request.url !== "/api/content") return undefined;
    if (request.method === "GET") return Response.json(snapshot);
    return publishAnswer(request.body as ContentPublish);
  });
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStorage.clear();
});

/**
 * Replaces a field's text in one input event, as a paste does. Typing it would re-render and
 * re-check the whole form once per character, which took this file past a minute a test on a
 * busy machine; the tests that type a character still type it.
 */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** Renders the editor and waits for its form: `headline` is the field's name ("Headline (English)" with translations). */
async function renderEditor(headline = "Headline") {
  const user = userEvent.setup();
  render(
    <PortfolioProvider>
      <MemoryRouter initialEntries={["/admin/content"]}>
        <ContentEditorPage />
      </MemoryRouter>
    </PortfolioProvider>,
  );
  await screen.findByRole("textbox", { name: headline });
  return user;
}

const publishButton = () => screen.getByRole("button", { name: /^Publish/ });

/** Adds the project "compass" (titled), removes Atlas and publishes: one file made, one deleted. */
async function addCompassRemoveAtlas(user: UserEvent) {
  await fill(user, screen.getByRole("textbox", { name: "New project's address" }), "compass");
  await user.click(screen.getByRole("button", { name: "Add project" }));
  const added = screen.getByRole("group", { name: "Project 3: compass" });
  await fill(user, within(added).getAllByRole("textbox", { name: "Title" })[0]!, "Compass");
  await user.click(screen.getByRole("button", { name: "Remove project: Project 2: Atlas" }));
  await user.click(publishButton());
  await waitFor(() => expect(published()).toHaveLength(1));
}
const published = () => api.calls("POST", "/api/content").map((call) => call.body as ContentPublish);

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
    snapshot.files = contentFiles({ translations: ["de"] });
    const user = await renderEditor("Headline (English)");
    const english = screen.getByRole("textbox", { name: "Headline (English)" });
    const german = screen.getByRole("textbox", { name: "Headline (Deutsch)" });
    expect(english.compareDocumentPosition(german) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fill(user, german, "UX-Forscherin");
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(JSON.parse(published()[0]!.files["profile.json"]!).headline).toEqual({
      en: "UX Researcher",
      de: "UX-Forscherin",
    });
  });
});

describe("/admin/content: the session's buttons", () => {
  it("are the kit's owner labels, as on the inbox and the dashboard", async () => {
    render(
      <PortfolioProvider>
        <LabelsProvider labels={{ owner: { logOut: "Abmelden", logOutEverywhere: "Überall abmelden" } }}>
          <MemoryRouter initialEntries={["/admin/content"]}>
            <ContentEditorPage />
          </MemoryRouter>
        </LabelsProvider>
      </PortfolioProvider>,
    );
    await screen.findByRole("textbox", { name: "Headline" });
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
    expect((publishButton() as HTMLButtonElement).disabled).toBe(false);

    const site = screen.getByRole("textbox", { name: "Address (URL)" });
    await fill(user, site, "priya.example/");
    await waitFor(() => expect(site.getAttribute("aria-invalid")).toBe("true"));
    const described = site.getAttribute("aria-describedby")!.split(" ");
    const error = described.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(error).toContain("an absolute address without a trailing slash");
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);

    const summary = screen.getByRole("region", { name: /1 problem to fix/ });
    await user.click(within(summary).getByRole("link", { name: /site\.json: url should be/ }));
    expect(document.activeElement).toBe(site);

    await fill(user, site, "https://priya.example");
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole("region", { name: /to fix/ })).toBeNull();
    expect(site.getAttribute("aria-invalid")).toBeNull();
  });

  it("never sends anything while a field is invalid", async () => {
    const user = await renderEditor();
    await user.clear(screen.getByRole("textbox", { name: "Address (URL)" }));
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(true));
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
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(publishButton());
    expect(published()).toHaveLength(0);
  });

  it("publishes a profile without an email once the field is emptied", async () => {
    const user = await renderEditor();
    await user.clear(screen.getByRole("textbox", { name: "Email" }));
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(JSON.parse(published()[0]!.files["profile.json"]!)).not.toHaveProperty("email");
  });
});

describe("/admin/content: each field's words", () => {
  it("explains a field from its own path: a skill's and a quote's name are not the owner's", async () => {
    snapshot.files = {
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

  it("hides a deprecated field on content that does not use it, and shows it where it has a value", async () => {
    await renderEditor();
    expect(screen.queryByRole("textbox", { name: /deprecated/ })).toBeNull();
    cleanup();
    queryClient.clear();
    snapshot.files = {
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
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(headline, "!");
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(2));
    expect(published()[1]!.revision).toBe("rev-2");
  });

  it("says a deploy's publish rebuilds the site, with the commit's link", async () => {
    snapshot.target = "git";
    publishAnswer = () =>
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
    publishAnswer = () => Response.json({ error: "The content changed since rev-1" }, { status: 409 });
    const user = await renderEditor();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await fill(user, headline, "Mine");
    await user.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The content changed since you opened the editor",
    );
    expect((headline as HTMLInputElement).value).toBe("Mine");
    expect(published()).toHaveLength(1);

    snapshot = {
      ...snapshot,
      revision: "rev-9",
      files: {
        ...snapshot.files,
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
  async function reloadOn(revision: string) {
    cleanup();
    queryClient.clear();
    snapshot = { ...snapshot, revision };
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
    publishAnswer = () => new Promise<Response>(() => {}) as unknown as Response;
    let user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Headline" }), "!");
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    await reloadOn("rev-2");
    expect(await screen.findByText("Saved to content/profile.json on disk.")).toBeTruthy();

    user = await reloadOn("rev-2");
    await user.type(screen.getByRole("textbox", { name: "Headline" }), "?");
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(2));
    await reloadOn("rev-2"); // the same files: this publish wrote nothing
    expect(screen.queryByText("Saved to content/profile.json on disk.")).toBeNull();
  });

  it("undoes a publish from its message: the files it changed go back as they were, in a publish of their own", async () => {
    const before = snapshot.files["profile.json"]!;
    const user = await renderEditor();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await fill(user, headline, "Staff UX Researcher");
    await user.click(publishButton());
    await screen.findByText("Saved to content/profile.json on disk.");
    publishAnswer = (publish) => Response.json({ revision: "rev-3", changed: Object.keys(publish.files) });
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
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
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
    snapshot.target = "git";
    publishAnswer = () => Response.json({ revision: "abc", changed: ["profile.json"] });
    const user = await renderEditor();
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), " Quickly.");
    await user.click(publishButton());
    await screen.findByText(/Published: the site rebuilds/);
    publishAnswer = () => Response.json({ error: "changed" }, { status: 409 });
    await user.click(screen.getByRole("button", { name: "Undo this publish" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The content changed since you opened");
    publishAnswer = () =>
      Response.json({
        revision: "def",
        changed: ["profile.json"],
        commitUrl: "https://github.com/o/r/commit/def",
      });
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await screen.findByRole("textbox", { name: "Tagline" });
  });

  it("restores a file's version in two clicks, History then Restore, keeping what was typed elsewhere", async () => {
    const first = text({
      name: "Priya Raman",
      headline: "Researcher",
      tagline: "T.",
      email: "p@example.com",
    });
    const [older, newer] = ["a".repeat(40), "b".repeat(40)];
    historyAnswer = (url) =>
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
    expect(api.calls("GET", `/api/content?file=profile.json&revision=${older}`)).toHaveLength(1);
    expect(published()).toEqual([{ revision: "rev-1", files: { "profile.json": first } }]);
    expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).value).toBe("Researcher");
    // What was typed in another file is still there, to publish next; the restore can be undone.
    expect((screen.getByRole("textbox", { name: "Heading" }) as HTMLInputElement).value).toBe("About Priya");
    expect(screen.getByRole("button", { name: "Undo this publish" })).toBeTruthy();
  });

  it("says why a version cannot be restored, in the dialog, and changes nothing", async () => {
    historyAnswer = (url) =>
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

  it("keeps everything typed after a failed publish, says why in the server's words, and can try again", async () => {
    publishAnswer = () =>
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

    api.override(() => Promise.reject(new TypeError("Failed to fetch")));
    await user.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toContain("The server could not be reached");
    expect((tagline as HTMLInputElement).value).toBe("Kept.");
  });

  it("is read-only, saying why, when the snapshot says publishing cannot work here", async () => {
    snapshot.readOnly = "Set CONTENT_GIT_TOKEN in Netlify's environment variables to publish from here.";
    await renderEditor();
    expect(screen.getByText(snapshot.readOnly)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement).matches(":disabled")).toBe(
      true,
    );
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("/admin/content: images", () => {
  const stored = {
    path: "images/me-0123abcd.png",
    type: "image/png",
    width: 1200,
    height: 900,
    bytes: 120,
    ref: "images/me-0123abcd.png",
  };
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "Me.png", { type: "image/png" });

  /** Answers the image upload with `answer` once `release` is called. */
  function imagesAnswer(answer: () => Response) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    uploadAnswer = async () => {
      await released;
      return answer();
    };
    return () => release();
  }

  it("uploads to an image field: busy while sending, then sets its address and size, asks for alt text, and publishes the image with it", async () => {
    const release = imagesAnswer(() => Response.json({ complete: true, image: stored }));
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Add portrait" }));
    const portrait = screen.getByRole("group", { name: "Portrait" });
    const input = within(portrait).getByLabelText("Upload portrait");
    await user.upload(input, png());
    expect((await within(portrait).findByRole("status")).textContent).toMatch(/^Uploading…/);
    expect((input as HTMLInputElement).disabled).toBe(true);
    release();
    expect(
      (await within(portrait).findByText(/^Uploaded images\/me-0123abcd\.png \(1200 × 900\)/)).getAttribute(
        "role",
      ),
    ).toBe("status");
    const alt = within(portrait).getByRole("textbox", { name: "Alt text" });
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect((within(portrait).getByRole("spinbutton", { name: "Width" }) as HTMLInputElement).value).toBe(
      "1200",
    );
    // An uploaded image needs its alt text before anything is published.
    expect(await within(portrait).findByText(/alt text is required/)).toBeTruthy();
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
    await fill(user, alt, "Priya at a whiteboard");
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(published()[0]!.images).toEqual({ "images/me-0123abcd.png": "images/me-0123abcd.png" });
    expect(JSON.parse(published()[0]!.files["profile.json"]!).portrait).toEqual({
      src: "/images/me-0123abcd.png",
      alt: "Priya at a whiteboard",
      width: 1200,
      height: 900,
      // No srcSet or sources: the build gives an uploaded image its copies (withUploadedImageVariants).
    });
  });

  it("shows the server's words when it refuses an image, and leaves the field as it was", async () => {
    const refusal =
      '"Me.gif" was not added: it is a GIF image. Upload a JPEG, PNG, WebP or AVIF file. Nothing was stored.';
    const release = imagesAnswer(() => Response.json({ error: refusal }, { status: 415 }));
    release();
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Add portrait" }));
    const portrait = screen.getByRole("group", { name: "Portrait" });
    await user.upload(within(portrait).getByLabelText("Upload portrait"), png());
    expect((await within(portrait).findByRole("alert")).textContent).toBe(refusal);
    expect((within(portrait).getByRole("textbox", { name: "File" }) as HTMLInputElement).value).toBe("");
  });
});

describe("/admin/content: the media library", () => {
  const portrait = { src: "/images/me-0123abcd.png", alt: "Priya", width: 1200, height: 900 };
  beforeEach(() => {
    const profile = JSON.parse(snapshot.files["profile.json"]!) as object;
    snapshot.files["profile.json"] = text({ ...profile, portrait });
    media = {
      revision: "rev-1",
      images: [
        { path: "images/me-0123abcd.png", bytes: 204_800, width: 1200, height: 900 },
        { path: "images/old-4567cdef.jpg", bytes: 51_200, width: 400, height: 300 },
        { path: "images/draft-89abcdef.png", bytes: 1_024, width: 48, height: 36 },
      ],
    };
  });
  const library = () => screen.getByRole("region", { name: "Images" });

  it("lists each image with its size, its copies and where it is used, and deletes only those nothing shows", async () => {
    const user = await renderEditor();
    const item = (path: string) =>
      within(library()).getByText(path, { selector: "strong" }).closest("li") as HTMLElement;
    await within(library()).findByText("images/me-0123abcd.png", { selector: "strong" });
    expect(item("images/me-0123abcd.png").textContent).toContain(
      "200 KB, 1200 × 900; copies 480, 960 pixels wide",
    );
    expect(item("images/me-0123abcd.png").textContent).toContain("Used in profile.json");
    expect(item("images/old-4567cdef.jpg").textContent).toContain("Not used");
    expect(item("images/draft-89abcdef.png").textContent).toContain("1 KB, 48 × 36; no narrower copies");

    // The draft shows another image: the published content still shows the first, so both stay.
    const portraitGroup = screen.getByRole("group", { name: "Portrait" });
    await fill(
      user,
      within(portraitGroup).getByRole("textbox", { name: "File" }),
      "/images/draft-89abcdef.png",
    );
    await waitFor(() =>
      expect(item("images/draft-89abcdef.png").textContent).toContain("Used in profile.json"),
    );
    expect(within(library()).getByRole("status").textContent).toBe("1 image is not used.");

    await user.click(within(library()).getByRole("button", { name: "Delete unused images" }));
    const dialog = screen.getByRole("dialog", { name: "Delete 1 unused image?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["images/old-4567cdef.jpg"]);
    media = {
      revision: "rev-2",
      images: media.images.filter(({ path }) => path !== "images/old-4567cdef.jpg"),
    };
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(published()[0]).toEqual({
      revision: "rev-1",
      files: {},
      removeImages: ["images/old-4567cdef.jpg"],
    });
    expect(
      (await within(library()).findByText("Deleted 1 unused image.")).closest('[role="status"]'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(library()).queryByText("images/old-4567cdef.jpg", { selector: "strong" })).toBeNull(),
    );
    // What was typed stays, and the next publish goes from the deletion's revision.
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(2));
    expect(published()[1]!.revision).toBe("rev-2");
    expect(JSON.parse(published()[1]!.files["profile.json"]!).portrait.src).toBe(
      "/images/draft-89abcdef.png",
    );
  });

  it("uploads an image into the library as a publish of its own, and lists it", async () => {
    const added = {
      path: "images/team-offsite-0a1b2c3d.jpg",
      type: "image/jpeg",
      width: 1600,
      height: 1000,
      bytes: 300_000,
      ref: "blob-sha-of-the-offsite",
    };
    publishAnswer = () => {
      media = { revision: "rev-2", images: [...media.images, { ...added }] };
      return Response.json({ revision: "rev-2", changed: [added.path] });
    };
    uploadAnswer = () => Response.json({ complete: true, image: added });
    const user = await renderEditor();
    await user.upload(
      await within(library()).findByLabelText("Upload an image"),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "Team offsite.jpg", { type: "image/jpeg" }),
    );
    expect((await within(library()).findByText(/^Added images\/team-offsite/)).textContent).toBe(
      "Added images/team-offsite-0a1b2c3d.jpg (1600 × 1000). An image field shows it with the file /images/team-offsite-0a1b2c3d.jpg.",
    );
    expect(published()).toEqual([{ revision: "rev-1", files: {}, images: { [added.path]: added.ref } }]);
    expect(
      (await within(library()).findByText(added.path, { selector: "strong" })).closest("li")!.textContent,
    ).toContain("293 KB, 1600 × 1000; copies 480, 960, 1440 pixels wide");
  });

  it("lets an image field take an image already uploaded, with its size, and moves focus to its alt text", async () => {
    const user = await renderEditor();
    const portraitGroup = screen.getByRole("group", { name: "Portrait" });
    const choice = await within(portraitGroup).findByRole("combobox", {
      name: "Choose an uploaded portrait",
    });
    expect((choice as HTMLSelectElement).value).toBe("images/me-0123abcd.png");
    await user.selectOptions(choice, "images/old-4567cdef.jpg (400 × 300)");
    await waitFor(() =>
      expect(document.activeElement).toBe(within(portraitGroup).getByRole("textbox", { name: "Alt text" })),
    );
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(JSON.parse(published()[0]!.files["profile.json"]!).portrait).toEqual({
      ...portrait,
      src: "/images/old-4567cdef.jpg",
      width: 400,
      height: 300,
    });
    // Already in the content: nothing to add with it.
    expect(published()[0]!.images).toBeUndefined();
  });

  it("replaces an image everywhere it is shown, with its size, published with the image", async () => {
    const replacement = {
      path: "images/me-new-fedcba98.png",
      type: "image/png",
      width: 800,
      height: 600,
      bytes: 90,
      ref: "blob-sha-of-the-new-one",
    };
    const about = JSON.parse(snapshot.files["about.json"]!) as { paragraphs: string[] };
    snapshot.files["about.json"] = text({
      ...about,
      paragraphs: ["See /images/me-0123abcd.png, not /images/me-0123abcd.png.bak."],
    });
    uploadAnswer = () => Response.json({ complete: true, image: replacement });
    const user = await renderEditor();
    const input = await within(library()).findByLabelText("Replace images/me-0123abcd.png");
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "Me again.png", { type: "image/png" }),
    );
    expect((await within(library()).findByText(/^images\/me-new-fedcba98\.png replaces/)).textContent).toBe(
      "images/me-new-fedcba98.png replaces images/me-0123abcd.png in profile.json, about.json. Publish to show it on the site; images/me-0123abcd.png is then unused.",
    );
    await waitFor(() => expect((publishButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    const [sent] = published();
    expect(sent!.images).toEqual({ "images/me-new-fedcba98.png": "blob-sha-of-the-new-one" });
    expect(JSON.parse(sent!.files["profile.json"]!).portrait).toEqual({
      src: "/images/me-new-fedcba98.png",
      alt: "Priya",
      width: 800,
      height: 600,
    });
    expect(JSON.parse(sent!.files["about.json"]!).paragraphs).toEqual([
      "See /images/me-new-fedcba98.png, not /images/me-0123abcd.png.bak.",
    ]);
  });
});

describe("/admin/content: projects", () => {
  it("reorders with Move up and Move down, keeping focus on the moved project's button", async () => {
    const user = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Move down: Project 1: Fieldnotes" }));
    const moved = screen.getByRole("button", { name: "Move up: Project 2: Fieldnotes" });
    expect(document.activeElement).toBe(moved);
    await user.click(publishButton());
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(published()[0]!.files).toEqual({ "projects.json": text({ order: ["atlas", "fieldnotes"] }) });
  });

  it("adds a project with its own file and removes one by deleting its file", async () => {
    const user = await renderEditor();
    await fill(user, screen.getByRole("textbox", { name: "New project's address" }), "Bad Name");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    expect(screen.getByText(/Use lower-case letters and digits/)).toBeTruthy();
    await addCompassRemoveAtlas(user);
    expect(published()[0]!.files).toEqual({
      "projects.json": text({ order: ["fieldnotes", "compass"] }),
      "projects/atlas.json": null,
      "projects/compass.json": text({ title: "Compass", description: "" }),
    });
  });
});

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
    snapshot.files = contentFiles({ translations: ["de"] });
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
