import { describe, expect, it } from "vitest";
import { samplePosts } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { PostList } from "./PostList";

const postHref = (post: { slug: string }) => `/de/writing/${post.slug}`;
const tagHref = (tag: string) => `/de/writing/tags/${tag.toLowerCase()}`;

describe("PostList", () => {
  it("lists each post, in order, as an article that links where hrefOf says", async () => {
    const { container } = render(<PostList posts={samplePosts} hrefOf={postHref} tagHrefOf={tagHref} />);
    const list = screen.getAllByRole("list")[0]!;
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("article")
        .map((article) => article.getAttribute("aria-labelledby")),
    ).toHaveLength(3);
    for (const post of samplePosts)
      expect(within(list).getByRole("article", { name: post.title })).toBeVisible();
    for (const post of samplePosts) {
      const heading = screen.getByRole("heading", { level: 2, name: post.title });
      expect(within(heading).getByRole("link")).toHaveAttribute("href", `/de/writing/${post.slug}`);
    }
    expect(screen.getAllByRole("link", { name: "Research" })[0]).toHaveAttribute(
      "href",
      "/de/writing/tags/research",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives the titles the heading level asked for", () => {
    render(<PostList posts={samplePosts} hrefOf={postHref} tagHrefOf={tagHref} headingLevel={3} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(samplePosts.length);
  });

  it("says there are no posts when there are none, in its own words if given", () => {
    const { unmount } = render(<PostList posts={[]} hrefOf={postHref} tagHrefOf={tagHref} />);
    expect(screen.getByText("No posts yet.")).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    unmount();
    render(<PostList posts={[]} hrefOf={postHref} tagHrefOf={tagHref} emptyText="Nothing tagged so yet." />);
    expect(screen.getByText("Nothing tagged so yet.")).toBeVisible();
  });
});
