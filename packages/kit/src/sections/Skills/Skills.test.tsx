import { describe, expect, it } from "vitest";
import { sampleSkills, sampleTools } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { Skills } from "./Skills";

describe("Skills", () => {
  it("rates each skill with five dots named by its level", async () => {
    const { container } = render(<Skills skills={sampleSkills} tools={sampleTools} />);
    expect(screen.getByRole("region", { name: "Skills" })).toHaveAttribute("id", "skills");
    const product = screen.getByRole("heading", { level: 3, name: "Product" }).parentElement!;
    const roadmapping = within(product).getByText("Roadmapping").closest("li")!;
    expect(within(roadmapping).getByRole("img", { name: "5 out of 5" })).toBeVisible();
    const discovery = within(product).getByText("Discovery and research").closest("li")!;
    const dots = within(discovery).getByRole("img", { name: "4 out of 5" });
    expect(dots.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(dots.children).toHaveLength(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists the tools", () => {
    render(<Skills skills={sampleSkills} tools={sampleTools} />);
    const heading = screen.getByRole("heading", { level: 3, name: "Tools" });
    const list = within(heading.parentElement!).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(sampleTools.map((tool) => tool.name));
  });

  it("shows a group whose skills have no levels as tags, without dots", async () => {
    const { container } = render(
      <Skills skills={[{ title: "Craft", skills: [{ name: "Figma" }, { name: "Prototyping" }] }]} />,
    );
    const craft = screen.getByRole("heading", { level: 3, name: "Craft" }).parentElement!;
    expect(
      within(craft)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Figma", "Prototyping"]);
    expect(within(craft).queryByRole("img")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leaves out empty groups and tools", async () => {
    const { container } = render(<Skills skills={[]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Skills" })).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
