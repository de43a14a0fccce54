import { describe, expect, it } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { PostTagList } from "./PostTagList";

const hrefOf = (tag: string) => `/writing/tags/${tag.toLowerCase()}`;

describe("PostTagList", () => {
  it("is a list named Tags with a link to each tag's posts", async () => {
    const { container } = render(<PostTagList tags={["Research", "Pricing"]} hrefOf={hrefOf} />);
    const list = screen.getByRole("list", { name: "Tags" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Research", "/writing/tags/research"],
      ["Pricing", "/writing/tags/pricing"],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute("aria-current");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks the tag whose page this is as the current page", () => {
    render(<PostTagList tags={["Research", "Pricing"]} hrefOf={hrefOf} current="Pricing" />);
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Research" })).not.toHaveAttribute("aria-current");
  });

  it("takes another name, and renders nothing without tags", () => {
    const { container, unmount } = render(
      <PostTagList tags={["Research"]} hrefOf={hrefOf} aria-label="Topics" />,
    );
    expect(screen.getByRole("list", { name: "Topics" })).toBeInTheDocument();
    unmount();
    const empty = render(<PostTagList tags={[]} hrefOf={hrefOf} />);
    expect(empty.container).toBeEmptyDOMElement();
    expect(container).toBeEmptyDOMElement();
  });
});
