import { describe, expect, it } from "vitest";
import { germanPostBody, germanPosts, sampleAuthor, sampleBody, samplePosts } from "../../fixtures";
import { germanSiteLabels } from "../../labels/germanSiteLabels";
import { axeViolations, render, screen, within } from "../../test/render";
import { PortfolioProvider } from "../../theme/PortfolioProvider";
import { Post, type PostProps } from "./Post";
import { postImageSizes } from "../../internal/imageSizes";
import { withUploadedImageVariants } from "@pmfolio/core";

const [post, older] = samplePosts as [(typeof samplePosts)[0], (typeof samplePosts)[0]];

const props: PostProps = {
  post,
  html: sampleBody,
  tagHrefOf: (tag) => `/writing/tags/${tag.toLowerCase()}`,
  backHref: "/writing",
  author: sampleAuthor,
  contactHref: "/#contact",
};

describe("Post", () => {
  it("is an article named by its h1, with the back link, dates, reading time and tags", async () => {
    const { container } = render(
      <main>
        <Post {...props} next={{ title: older.title, href: `/writing/${older.slug}` }} />
      </main>,
    );
    const article = screen.getByRole("article", { name: post.title });
    expect(within(article).getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    expect(within(article).getByRole("link", { name: "Back to writing" })).toHaveAttribute(
      "href",
      "/writing",
    );
    const published = screen.getByText("March 14, 2026");
    expect(published.tagName).toBe("TIME");
    expect(published).toHaveAttribute("datetime", "2026-03-14");
    expect(published.parentElement).toHaveTextContent("Published March 14, 2026");
    expect(screen.getByText("April 2, 2026").parentElement).toHaveTextContent("Updated April 2, 2026");
    expect(screen.getByText("6 min read")).toBeVisible();
    expect(within(article).getByRole("link", { name: "Roadmaps" })).toHaveAttribute(
      "href",
      "/writing/tags/roadmaps",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads the cover first, at its size", () => {
    render(<Post {...props} />);
    const cover = screen.getByRole("img", { name: post.cover!.alt });
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).toHaveAttribute("width", "1200");
    expect(cover).toHaveAttribute("height", "630");
  });

  it("offers an uploaded cover's WebP first, sized to the reading column", () => {
    const { container } = render(
      <Post
        {...props}
        post={{
          ...post,
          cover: withUploadedImageVariants({ ...post.cover!, src: "/images/launch-0a1b2c3d.png" }),
        }}
      />,
    );
    const cover = screen.getByRole("img", { name: post.cover!.alt });
    expect(cover.parentElement!.tagName).toBe("PICTURE");
    const source = container.querySelector("picture > source")!;
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source.getAttribute("srcset")).toMatch(/^\/images\/launch-0a1b2c3d-480w\.webp 480w, /);
    expect(source).toHaveAttribute("sizes", postImageSizes);
    expect(cover).toHaveAttribute("sizes", postImageSizes);
    // The class that styles the cover is on the img, as it is without a picture.
    expect(cover.className).not.toBe("");
  });

  it("shows the rendered body: headings with their named links, the table's frame, footnotes", () => {
    render(<Post {...props} />);
    const heading = screen.getByRole("heading", { level: 2, name: /Start with the last time/ });
    expect(within(heading).getByRole("link", { name: "Link to “Start with the last time”" })).toHaveAttribute(
      "href",
      "#start-with-the-last-time",
    );
    expect(screen.getByRole("region", { name: "Table" })).toHaveAttribute("tabindex", "0");
    // A code block scrolls inside itself: the keyboard can reach it to scroll it.
    expect(screen.getByText(/const questions/).closest("pre")).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("heading", { level: 2, name: "Footnotes" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Back to reference 1" })[0]).toHaveAttribute(
      "href",
      "#user-content-fnref-1",
    );
  });

  it("links the neighbours given, and only those", () => {
    const { unmount } = render(
      <Post
        {...props}
        previous={{ title: "A newer post", href: "/writing/newer" }}
        next={{ title: older.title, href: `/writing/${older.slug}` }}
      />,
    );
    expect(screen.getByRole("link", { name: "Previous post A newer post" })).toHaveAttribute(
      "href",
      "/writing/newer",
    );
    expect(screen.getByRole("link", { name: `Next post ${older.title}` })).toHaveAttribute(
      "href",
      `/writing/${older.slug}`,
    );
    unmount();
    render(<Post {...props} />);
    expect(screen.queryByRole("link", { name: /Previous post|Next post/ })).not.toBeInTheDocument();
  });

  it("ends with the author and a link to get in touch", () => {
    render(<Post {...props} />);
    const author = screen.getByRole("region", { name: "About the author" });
    expect(within(author).getByText(sampleAuthor.name)).toBeVisible();
    expect(within(author).getByText(sampleAuthor.tagline!)).toBeVisible();
    expect(within(author).getByRole("img", { name: sampleAuthor.portrait!.alt })).toBeVisible();
    expect(within(author).getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/#contact");
  });

  it("says everything in German on a German page", () => {
    render(
      <PortfolioProvider labels={germanSiteLabels} locale="de-DE" globalStyles={false}>
        <Post {...props} post={germanPosts[0]!} html={germanPostBody} />
      </PortfolioProvider>,
    );
    expect(screen.getByText("14. März 2026").parentElement).toHaveTextContent(
      "Veröffentlicht am 14. März 2026",
    );
    expect(screen.getByRole("link", { name: "Zurück zu den Artikeln" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Fußnoten" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Tabelle" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Über den Autor" })).toBeInTheDocument();
  });
});
