import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { shownUpTo } from "../../internal/imageSizes";
import { ResponsiveImage } from "./ResponsiveImage";

const photo = { src: "/img/me-960.jpg", alt: "Jordan Lee smiling", width: 960, height: 1120 };

describe("ResponsiveImage", () => {
  it("is an image named by its alt text, with its intrinsic size so nothing shifts while it loads", async () => {
    const { container } = render(<ResponsiveImage image={photo} />);
    const img = screen.getByRole("img", { name: "Jordan Lee smiling" });
    expect(img).toHaveAttribute("src", "/img/me-960.jpg");
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "1120");
    expect(img).not.toHaveAttribute("srcset");
    expect(container.querySelector("picture")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers other widths with srcset and sizes, the image's own sizes before its place's", () => {
    render(
      <ResponsiveImage
        sizes="100vw"
        image={{
          ...photo,
          srcSet: "/img/me-480.jpg 480w, /img/me-960.jpg 960w",
          sizes: "(min-width: 768px) 40vw, 90vw",
        }}
      />,
    );
    const img = screen.getByRole("img", { name: "Jordan Lee smiling" });
    expect(img).toHaveAttribute("srcset", "/img/me-480.jpg 480w, /img/me-960.jpg 960w");
    expect(img).toHaveAttribute("sizes", "(min-width: 768px) 40vw, 90vw");
  });

  it("puts modern formats first in a picture, in the given order, with the same sizes", async () => {
    const { container } = render(
      <ResponsiveImage
        image={{
          ...photo,
          sizes: "90vw",
          sources: [
            { type: "image/avif", srcSet: "/img/me-480.avif 480w, /img/me-960.avif 960w" },
            { type: "image/webp", srcSet: "/img/me-480.webp 480w, /img/me-960.webp 960w" },
          ],
        }}
      />,
    );
    const picture = container.querySelector("picture")!;
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/img/me-480.avif 480w, /img/me-960.avif 960w");
    expect(sources.every((s) => s.getAttribute("sizes") === "90vw")).toBe(true);
    // The img comes last: it is the fallback and carries the alt text and size.
    expect(picture.lastElementChild).toBe(screen.getByRole("img", { name: "Jordan Lee smiling" }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("tells the browser its place's widest when the image names no sizes, and keeps the picture out of the layout", () => {
    const { container } = render(
      <ResponsiveImage
        sizes={shownUpTo(400)}
        image={{
          ...photo,
          srcSet: "/img/me-480.jpg 480w, /img/me-960.jpg 960w",
          sources: [{ type: "image/webp", srcSet: "/img/me-480.webp 480w, /img/me-960.webp 960w" }],
        }}
      />,
    );
    const wanted = "(min-width: 400px) 400px, 100vw";
    expect(screen.getByRole("img", { name: "Jordan Lee smiling" })).toHaveAttribute("sizes", wanted);
    expect(container.querySelector("source")).toHaveAttribute("sizes", wanted);
    // The img stays the box a grid or flex parent places, as it is without a picture.
    expect(getComputedStyle(container.querySelector("picture")!).display).toBe("contents");
    // An image with one file has nothing to choose between: no sizes.
    render(<ResponsiveImage sizes={shownUpTo(400)} image={{ ...photo, alt: "Alone" }} />);
    expect(screen.getByRole("img", { name: "Alone" })).not.toHaveAttribute("sizes");
  });

  it("passes loading hints to the img and forwards its ref", () => {
    const ref = createRef<HTMLImageElement>();
    render(<ResponsiveImage ref={ref} image={photo} loading="lazy" decoding="async" />);
    expect(ref.current).toBe(screen.getByRole("img"));
    expect(ref.current).toHaveAttribute("loading", "lazy");
    expect(ref.current).toHaveAttribute("decoding", "async");
  });
});
