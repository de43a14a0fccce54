import type { ProjectWithPage } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { enhanceGalleries } from "./galleryViewer";
import { designerGallery, designerProject } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { ProjectPage } from "./ProjectPage";

const withPage = (page: Partial<ProjectWithPage["page"]>): ProjectWithPage => ({
  ...designerProject,
  page: { ...designerProject.page, ...page },
});

describe("ProjectPage media", () => {
  it("shows the cover image first, loaded first; its own cover, or none", async () => {
    const { container, rerender } = render(
      <ProjectPage project={designerProject} scrollToTopOnMount={false} />,
    );
    const cover = screen.getByRole("img", { name: "Harbor app screens on a phone" });
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).not.toHaveAttribute("loading");
    expect(cover).toHaveAttribute("width", "1200");
    expect(await axeViolations(container)).toEqual([]);

    const own = { ...designerGallery[0]!, alt: "The app's home screen" };
    rerender(<ProjectPage project={withPage({ cover: own })} scrollToTopOnMount={false} />);
    expect(screen.getByRole("img", { name: "The app's home screen" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    expect(screen.queryByRole("img", { name: "Harbor app screens on a phone" })).not.toBeInTheDocument();

    rerender(<ProjectPage project={withPage({ cover: false, blocks: [] })} scrollToTopOnMount={false} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("an image block: its heading, a lazy image at its size, its caption", () => {
    render(<ProjectPage project={designerProject} scrollToTopOnMount={false} />);
    const region = screen.getByRole("region", { name: "The brief" });
    const image = within(region).getByRole("img", { name: "Whiteboard sketch of the new flow" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("height", "720");
    expect(within(region).getByText("The first sketch, from the kick-off workshop.").tagName).toBe(
      "FIGCAPTION",
    );
  });

  it("a gallery: lazy images, each a link to its larger file, with captions and responsive widths", () => {
    const images = [
      {
        ...designerGallery[0]!,
        srcSet: "/a-480.jpg 480w, /a-960.jpg 960w",
        sizes: "(min-width: 768px) 33vw, 90vw",
        fullSrc: "/a-1920.jpg",
      },
      ...designerGallery.slice(1),
    ];
    render(
      <ProjectPage
        project={withPage({ blocks: [{ type: "gallery", images }] })}
        scrollToTopOnMount={false}
      />,
    );
    const region = screen.getByRole("region", { name: "Gallery" });
    const links = within(region).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/a-1920.jpg",
      images[1]!.src,
      images[2]!.src,
    ]);
    const first = within(links[0]!).getByRole("img", { name: "Onboarding screen with three steps" });
    expect(first).toHaveAttribute("loading", "lazy");
    expect(first).toHaveAttribute("srcset", "/a-480.jpg 480w, /a-960.jpg 960w");
    expect(first).toHaveAttribute("sizes", "(min-width: 768px) 33vw, 90vw");
    expect(
      within(region)
        .getAllByText(/./, { selector: "figcaption" })
        .map((c) => c.textContent),
    ).toEqual(["Onboarding, down from six steps to three.", "The weekly summary replaced four charts."]);
  });

  it("opens an image larger in a dialog: arrows move, Escape closes, focus goes back", async () => {
    const { user } = render(<ProjectPage project={designerProject} scrollToTopOnMount={false} />);
    const region = screen.getByRole("region", { name: "Screens" });
    const links = within(region).getAllByRole("link");
    await user.click(links[1]!);
    const viewer = screen.getByRole("dialog", { name: "Image viewer" });
    const shown = () => viewer.querySelector("img")!;
    expect(shown()).toHaveAttribute("src", designerGallery[1]!.src);
    expect(shown()).toHaveAttribute("alt", "Dashboard with a weekly summary card");
    expect(within(viewer).getByText("The weekly summary replaced four charts.")).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(shown()).toHaveAttribute("alt", "Settings grouped into four panels");
    // Without a caption, the viewer says what the image shows.
    expect(viewer.querySelector("[data-pm-gallery-caption]")).toHaveTextContent(
      "Settings grouped into four panels",
    );
    await user.keyboard("{ArrowRight}");
    expect(shown()).toHaveAttribute("alt", "Onboarding screen with three steps");
    await user.click(within(viewer).getByRole("button", { name: "Previous image" }));
    expect(shown()).toHaveAttribute("alt", "Settings grouped into four panels");
    await user.click(within(viewer).getByRole("button", { name: "Next image" }));
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toHaveAttribute("alt", "Settings grouped into four panels");

    await user.keyboard("{Escape}");
    expect(viewer).not.toHaveAttribute("open");
    expect(links[1]).toHaveFocus();

    await user.click(links[0]!);
    await user.click(within(viewer).getByRole("button", { name: "Close" }));
    expect(viewer).not.toHaveAttribute("open");
    expect(links[0]).toHaveFocus();
  });

  it("leaves a click with a modifier key to the browser, and attaches once with the page's behaviours", async () => {
    const { user, container } = render(<ProjectPage project={designerProject} scrollToTopOnMount={false} />);
    // The page's `enhance()` may run too; the viewer must still step one image per key.
    const cleanup = enhanceGalleries(container);
    const links = within(screen.getByRole("region", { name: "Screens" })).getAllByRole("link");
    const viewer = container.querySelector("dialog")!;
    // jsdom would try to follow the link the browser opens in a new tab.
    links[0]!.addEventListener("click", (event) => event.preventDefault());
    await user.keyboard("{Control>}");
    await user.click(links[0]!);
    await user.keyboard("{/Control}");
    expect(viewer).not.toHaveAttribute("open");
    await user.click(links[0]!);
    await user.keyboard("{ArrowRight}");
    expect(viewer.querySelector("img")).toHaveAttribute("alt", "Dashboard with a weekly summary card");
    cleanup();
  });

  it("a video: native controls with its text tracks, or a link out when it plays elsewhere", async () => {
    const { container } = render(
      <ProjectPage
        project={withPage({
          cover: false,
          blocks: [
            {
              type: "video",
              video: {
                title: "Prototype in use",
                sources: [
                  { src: "/demo.webm", type: "video/webm" },
                  { src: "/demo.mp4", type: "video/mp4" },
                ],
                poster: "/demo.jpg",
                width: 1280,
                height: 720,
                tracks: [{ src: "/demo.en.vtt", srclang: "en", label: "English", default: true }],
                caption: "Filmed in the pilot branch.",
              },
            },
            {
              type: "video",
              title: "Talk",
              video: { title: "My talk at Config", url: "https://www.youtube.com/watch?v=talk" },
            },
            { type: "video", title: "Nothing to play", video: { title: "Missing" } },
          ],
        })}
        scrollToTopOnMount={false}
      />,
    );
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("aria-label", "Prototype in use");
    expect(video).toHaveAttribute("preload", "metadata");
    expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    const track = video.querySelector("track")!;
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("default");
    expect(screen.getByText("Filmed in the pilot branch.")).toBeInTheDocument();

    const talk = within(screen.getByRole("region", { name: "Talk" })).getByRole("link", {
      name: "My talk at Config (opens in a new tab)",
    });
    expect(talk).toHaveAttribute("href", "https://www.youtube.com/watch?v=talk");
    expect(talk).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("region", { name: "Nothing to play" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
