import { describe, expect, it } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { Tag, TagList } from "./Tag";

describe("Tag", () => {
  it("shows its text in the chosen tone", () => {
    render(<Tag tone="accent">React</Tag>);
    expect(screen.getByText("React")).toHaveAttribute("data-tone", "accent");
  });
});

describe("TagList", () => {
  it("lists every tag", async () => {
    const { container } = render(<TagList aria-label="Technologies" tags={["AWS", "Kubernetes", "B2B"]} />);
    const list = screen.getByRole("list", { name: "Technologies" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["AWS", "Kubernetes", "B2B"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders nothing for no tags", () => {
    render(<TagList aria-label="Technologies" tags={[]} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
