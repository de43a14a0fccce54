import { describe, expect, it } from "vitest";
import type { ImageAsset } from "./types";
import { uploadedImageVariants, withUploadedImageVariants } from "./uploadedImages";

describe("an uploaded image's variants", () => {
  it("are its narrower copies in its format and the same widths as WebP, for a JPEG", () => {
    expect(uploadedImageVariants("images/me-0a1b2c3d.jpg", 1000)).toEqual({
      srcSet:
        "/images/me-0a1b2c3d-480w.jpg 480w, /images/me-0a1b2c3d-960w.jpg 960w, /images/me-0a1b2c3d.jpg 1000w",
      sources: [
        {
          type: "image/webp",
          srcSet:
            "/images/me-0a1b2c3d-480w.webp 480w, /images/me-0a1b2c3d-960w.webp 960w, /images/me-0a1b2c3d.webp 1000w",
        },
      ],
    });
  });

  it("are only its narrower copies for an AVIF, which is modern already", () => {
    expect(uploadedImageVariants("images/me-0a1b2c3d.avif", 2000)).toEqual({
      srcSet:
        "/images/me-0a1b2c3d-480w.avif 480w, /images/me-0a1b2c3d-960w.avif 960w, /images/me-0a1b2c3d-1440w.avif 1440w, /images/me-0a1b2c3d.avif 2000w",
    });
    expect(uploadedImageVariants("images/icon-0a1b2c3d.webp", 200)).toEqual({});
  });
});

describe("withUploadedImageVariants", () => {
  const portrait = { src: "/images/me-0a1b2c3d.png", alt: "Me", width: 600, height: 800 };

  it("completes every uploaded image, however deep, and changes nothing else", () => {
    const content = {
      profile: { name: "Priya", portrait },
      projects: [{ title: "Atlas", cover: { ...portrait, src: "/images/atlas-89abcdef.jpg" }, tags: ["a"] }],
    };
    const before = structuredClone(content);
    const completed = withUploadedImageVariants(content) as typeof content & {
      projects: { cover: ImageAsset }[];
    };
    expect(content).toEqual(before);
    expect(completed.profile).toEqual({
      name: "Priya",
      portrait: { ...portrait, ...uploadedImageVariants("images/me-0a1b2c3d.png", 600) },
    });
    expect(completed.projects[0]!.cover.sources![0]!.srcSet).toBe(
      "/images/atlas-89abcdef-480w.webp 480w, /images/atlas-89abcdef.webp 600w",
    );
    expect(completed.projects[0]!.tags).toEqual(["a"]);
  });

  it("keeps what a field names itself, and leaves other images and non-plain values alone", () => {
    const own = { ...portrait, srcSet: "/images/me-0a1b2c3d.png 1x", sizes: "50vw" };
    const completed = withUploadedImageVariants({
      own,
      remote: { ...portrait, src: "https://cdn.example.com/images/me-0a1b2c3d.png" },
      bundled: { ...portrait, src: "/img/me.png" },
      relative: { ...portrait, src: "images/me-0a1b2c3d.png" },
      sized: { src: "/images/me-0a1b2c3d.png" },
      day: new Date(0),
    });
    expect(completed.own).toEqual({
      ...own,
      sources: uploadedImageVariants("images/me-0a1b2c3d.png", 600).sources,
    });
    expect(completed.remote).not.toHaveProperty("sources");
    expect(completed.bundled).not.toHaveProperty("sources");
    expect(completed.relative).not.toHaveProperty("sources");
    // Without its width, nothing says which copies exist.
    expect(completed.sized).toEqual({ src: "/images/me-0a1b2c3d.png" });
    expect(completed.day).toBeInstanceOf(Date);
  });
});
