import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fill, publish, publishButton, renderEditor } from "../test/contentEditorPage";
import { published, server, text, withContentServer } from "../test/contentServer";

withContentServer();

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
    server.uploadAnswer = async () => {
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
    expect(publishButton().disabled).toBe(true);
    await fill(user, alt, "Priya at a whiteboard");
    const sent = await publish(user);
    expect(sent.images).toEqual({ "images/me-0123abcd.png": "images/me-0123abcd.png" });
    expect(JSON.parse(sent.files["profile.json"]!).portrait).toEqual({
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
    const profile = JSON.parse(server.snapshot.files["profile.json"]!) as object;
    server.snapshot.files["profile.json"] = text({ ...profile, portrait });
    server.media = {
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
    server.media = {
      revision: "rev-2",
      images: server.media.images.filter(({ path }) => path !== "images/old-4567cdef.jpg"),
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
    const sent = await publish(user);
    expect(sent.revision).toBe("rev-2");
    expect(JSON.parse(sent.files["profile.json"]!).portrait.src).toBe("/images/draft-89abcdef.png");
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
    server.publishAnswer = () => {
      server.media = { revision: "rev-2", images: [...server.media.images, { ...added }] };
      return Response.json({ revision: "rev-2", changed: [added.path] });
    };
    server.uploadAnswer = () => Response.json({ complete: true, image: added });
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
    const sent = await publish(user);
    expect(JSON.parse(sent.files["profile.json"]!).portrait).toEqual({
      ...portrait,
      src: "/images/old-4567cdef.jpg",
      width: 400,
      height: 300,
    });
    // Already in the content: nothing to add with it.
    expect(sent.images).toBeUndefined();
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
    const about = JSON.parse(server.snapshot.files["about.json"]!) as { paragraphs: string[] };
    server.snapshot.files["about.json"] = text({
      ...about,
      paragraphs: ["See /images/me-0123abcd.png, not /images/me-0123abcd.png.bak."],
    });
    server.uploadAnswer = () => Response.json({ complete: true, image: replacement });
    const user = await renderEditor();
    const input = await within(library()).findByLabelText("Replace images/me-0123abcd.png");
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "Me again.png", { type: "image/png" }),
    );
    expect((await within(library()).findByText(/^images\/me-new-fedcba98\.png replaces/)).textContent).toBe(
      "images/me-new-fedcba98.png replaces images/me-0123abcd.png in profile.json, about.json. Publish to show it on the site; images/me-0123abcd.png is then unused.",
    );
    const sent = await publish(user);
    expect(sent.images).toEqual({ "images/me-new-fedcba98.png": "blob-sha-of-the-new-one" });
    expect(JSON.parse(sent.files["profile.json"]!).portrait).toEqual({
      src: "/images/me-new-fedcba98.png",
      alt: "Priya",
      width: 800,
      height: 600,
    });
    expect(JSON.parse(sent.files["about.json"]!).paragraphs).toEqual([
      "See /images/me-new-fedcba98.png, not /images/me-0123abcd.png.bak.",
    ]);
  });
});
