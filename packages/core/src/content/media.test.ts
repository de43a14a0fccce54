import { describe, expect, it } from "vitest";
import { imageUses, madeWidths, recordedImageSizes } from "./media";

describe("imageUses", () => {
  it("finds an image named in JSON, in a post's front matter and in its Markdown, each file once", () => {
    const uses = imageUses([
      [
        "profile.json",
        '{ "portrait": { "src": "/images/me-1a2b3c4d.png" }, "og": "/images/me-1a2b3c4d.png" }',
      ],
      [
        "posts/launch.md",
        "---\ncover: /images/launch-0f0f0f0f.jpg\n---\n\n![A chart](/images/chart-12345678.webp)\n",
      ],
      ["projects/atlas.json", '{ "title": "Atlas" }'],
    ]);
    expect(Object.fromEntries(uses)).toEqual({
      "images/me-1a2b3c4d.png": ["profile.json"],
      "images/launch-0f0f0f0f.jpg": ["posts/launch.md"],
      "images/chart-12345678.webp": ["posts/launch.md"],
    });
  });

  it("does not take a longer name, a narrower copy's or another folder's for the image", () => {
    const uses = imageUses([
      ["a.json", '"/images/me-1a2b3c4d.png.bak" "/other/images/x.png"'],
      ["b.json", '"/images/me-1a2b3c4d-480w.png"'],
    ]);
    // A copy's name is an uploaded image's name too: it is used, and the original is not.
    expect([...uses.keys()]).toEqual(["images/me-1a2b3c4d-480w.png"]);
  });
});

describe("recordedImageSizes", () => {
  it("reads each image's pixels from the JSON fields that show it, and skips a file that is not JSON", () => {
    const sizes = recordedImageSizes([
      ["profile.json", '{ "portrait": { "src": "/images/me-1a2b3c4d.png", "width": 800, "height": 600 } }'],
      ["broken.json", "{"],
      ["posts/a.md", "/images/x-1.png"],
    ]);
    expect(Object.fromEntries(sizes)).toEqual({ "images/me-1a2b3c4d.png": { width: 800, height: 600 } });
  });
});

it("madeWidths: the build's narrower copies below the image's own width", () => {
  expect(madeWidths(1000)).toEqual([480, 960]);
  expect(madeWidths(480)).toEqual([]);
});
