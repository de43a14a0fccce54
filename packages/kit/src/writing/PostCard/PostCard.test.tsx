import { describe, expect, it } from "vitest";
import { germanPosts, samplePosts } from "../../fixtures";
import { germanSiteLabels } from "../../labels/germanSiteLabels";
import { axeViolations, render, screen, within } from "../../test/render";
import { PortfolioProvider } from "../../theme/PortfolioProvider";
import { PostCard } from "./PostCard";
import { withUploadedImageVariants } from "@pmfolio/core";

const [withCover, withoutCover] = samplePosts as [(typeof samplePosts)[0], (typeof samplePosts)[0]];
const tagHref = (tag: string) => `/writing/tags/${tag.toLowerCase()}`;

describe("PostCard", () => {
  it("is an article named by its title, which links to the post", async () => {
    const { container } = render(
      <PostCard post={withCover} href="/writing/interviews" tagHrefOf={tagHref} />,
    );
    const card = screen.getByRole("article", { name: withCover.title });
    const title = within(card).getByRole("heading", { level: 2, name: withCover.title });
    expect(within(title).getByRole("link")).toHaveAttribute("href", "/writing/interviews");
    expect(within(card).getByText(withCover.summary)).toBeVisible();
    expect(within(card).getByRole("link", { name: "Research" })).toHaveAttribute(
      "href",
      "/writing/tags/research",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives its date as a time element in the page's locale, and the reading time", () => {
    render(<PostCard post={withCover} href="/writing/interviews" tagHrefOf={tagHref} />);
    const time = screen.getByText("March 14, 2026");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-03-14");
    expect(screen.getByText(/6 min read/)).toBeVisible();
  });

  it("shows its cover lazily at its size, and none when it has no cover", () => {
    const { unmount } = render(<PostCard post={withCover} href="/a" tagHrefOf={tagHref} />);
    const image = screen.getByRole("img", { name: withCover.cover!.alt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "630");
    unmount();
    render(<PostCard post={withoutCover} href="/b" tagHrefOf={tagHref} headingLevel={3} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: withoutCover.title })).toBeVisible();
  });

  it("offers an uploaded cover's other widths for the thumbnail's width: the card's on a phone, 160 px beside the text", () => {
    const post = {
      ...withCover,
      cover: withUploadedImageVariants({ ...withCover.cover!, src: "/images/c-0a1b2c3d.jpg" }),
    };
    const { container } = render(<PostCard post={post} href="/a" tagHrefOf={tagHref} />);
    const image = screen.getByRole("img", { name: withCover.cover!.alt });
    expect(image).toHaveAttribute("sizes", "(min-width: 640px) 160px, 100vw");
    expect(image.getAttribute("srcset")).toMatch(/^\/images\/c-0a1b2c3d-480w\.jpg 480w, /);
    expect(container.querySelector("source")).toHaveAttribute("type", "image/webp");
  });

  it("writes the date and reading time in German on a German page", () => {
    render(
      <PortfolioProvider labels={germanSiteLabels} locale="de-DE" globalStyles={false}>
        <PostCard post={germanPosts[0]!} href="/de/writing/a" tagHrefOf={tagHref} />
      </PortfolioProvider>,
    );
    expect(screen.getByText("14. März 2026")).toHaveAttribute("datetime", "2026-03-14");
    expect(screen.getByText(/6 Min\. Lesezeit/)).toBeVisible();
    expect(screen.getByRole("list", { name: "Schlagwörter" })).toBeInTheDocument();
  });
});
