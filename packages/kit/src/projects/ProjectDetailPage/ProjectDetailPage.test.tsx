import { describe, expect, it, vi } from "vitest";
import { sampleProjectDetails } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { ProjectDetailPage } from "./ProjectDetailPage";

const project = sampleProjectDetails[0]!;

describe("ProjectDetailPage", () => {
  it("renders the project as an article titled by its h1", async () => {
    const { container } = render(<ProjectDetailPage project={project} />);
    expect(screen.getByRole("article", { name: "Personal Cloud" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Personal Cloud" })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("links back to the projects section", () => {
    render(<ProjectDetailPage project={project} />);
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/#projects");
  });

  it("lists role, duration and scale as label and value pairs", () => {
    render(<ProjectDetailPage project={project} />);
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    expect(terms.slice(0, 3)).toEqual(["Role", "Duration", "Team size"]);
    expect(screen.getByText("Senior Product Manager")).toBeVisible();
    expect(screen.getByText("2022 – Present")).toBeVisible();
    expect(screen.getByText("3 squads, 24 people")).toBeVisible();
  });

  it("shows the overview, key metrics, achievements and tags", () => {
    render(<ProjectDetailPage project={project} />);
    const overview = screen.getByRole("region", { name: "Overview" });
    for (const paragraph of project.overview) expect(within(overview).getByText(paragraph)).toBeVisible();

    const metrics = screen.getByRole("region", { name: "Key Metrics" });
    expect(within(metrics).getByText("Monthly active users")).toBeVisible();
    expect(within(metrics).getByText("12M")).toBeVisible();

    const achievements = screen.getByRole("region", { name: "Achievements" });
    expect(within(achievements).getAllByRole("listitem")).toHaveLength(project.achievements.length);

    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((t) => t.textContent),
    ).toEqual(project.tags);
  });

  it("scrolls to the top on mount unless told not to", () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { unmount } = render(<ProjectDetailPage project={project} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    unmount();
    scrollTo.mockClear();
    render(<ProjectDetailPage project={project} scrollToTopOnMount={false} backHref="/projects" />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
  });

  it("leaves out empty lists", async () => {
    const { container } = render(
      <ProjectDetailPage project={{ ...project, metrics: [], achievements: [], tags: [] }} />,
    );
    expect(screen.queryByRole("region", { name: "Key Metrics" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Achievements" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
