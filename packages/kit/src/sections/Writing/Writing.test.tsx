import { describe, expect, it } from "vitest";
import { samplePosts } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { Writing } from "./Writing";

const postHref = (post: { slug: string }) => `/writing/${post.slug}`;

describe("Writing", () => {
  it("is the writing section: the latest posts with h3 titles and a link to all", async () => {
    const { container } = render(<Writing posts={samplePosts} hrefOf={postHref} allHref="/writing" />);
    const region = screen.getByRole("region", { name: "Writing" });
    expect(region).toHaveAttribute("id", "writing");
    expect(within(region).getAllByRole("article")).toHaveLength(samplePosts.length);
    const first = within(region).getByRole("heading", { level: 3, name: samplePosts[0]!.title });
    expect(within(first).getByRole("link")).toHaveAttribute("href", `/writing/${samplePosts[0]!.slug}`);
    expect(within(region).getByRole("link", { name: "All writing" })).toHaveAttribute("href", "/writing");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes its own heading and id", () => {
    render(<Writing id="notes" heading="Notes" posts={samplePosts} hrefOf={postHref} allHref="/notes" />);
    expect(screen.getByRole("region", { name: "Notes" })).toHaveAttribute("id", "notes");
  });
});
