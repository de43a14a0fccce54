import { describe, expect, it } from "vitest";
import { sampleAwards, sampleExperience } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { Experience } from "./Experience";

describe("Experience", () => {
  it("lists roles as an ordered timeline, marking only the current one", async () => {
    const { container } = render(<Experience experience={sampleExperience} awards={sampleAwards} />);
    expect(screen.getByRole("region", { name: "Experience" })).toHaveAttribute("id", "experience");
    const timeline = container.querySelector("ol")!;
    const roles = within(timeline).getAllByRole("article");
    expect(roles).toHaveLength(sampleExperience.length);

    const [current, previous] = roles as [HTMLElement, HTMLElement];
    expect(
      within(current).getByRole("heading", { level: 3, name: "Senior Product Manager, Platform" }),
    ).toBeVisible();
    expect(within(current).getByText("Current")).toBeVisible();
    expect(within(current).getByText("Northwind Cloud")).toBeVisible();
    expect(within(current).getByText("2022 – Present", { exact: false })).toBeVisible();
    expect(within(current).getAllByRole("listitem")).toHaveLength(3);
    expect(within(previous).queryByText("Current")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists awards with title, period and description", () => {
    render(<Experience experience={sampleExperience} awards={sampleAwards} />);
    expect(screen.getByRole("heading", { level: 3, name: "Awards" })).toBeVisible();
    const award = screen.getByRole("heading", { level: 4, name: "Product Leader of the Year" });
    const card = award.parentElement!;
    expect(within(card).getByText("2024")).toBeVisible();
    expect(within(card).getByText(sampleAwards[0]!.description)).toBeVisible();
  });

  it("shows only the heading when there is nothing to list", async () => {
    const { container } = render(<Experience experience={[]} heading="Career" lead="Coming soon." />);
    expect(screen.getByRole("heading", { level: 2, name: "Career" })).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Awards" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
