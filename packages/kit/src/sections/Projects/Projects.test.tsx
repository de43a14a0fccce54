import { describe, expect, it } from "vitest";
import { sampleProjects } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { Projects } from "./Projects";

describe("Projects", () => {
  it("shows every project as a card in a list", async () => {
    const { container } = render(<Projects projects={sampleProjects} lead="Selected work." />);
    const region = screen.getByRole("region", { name: "Projects" });
    expect(region).toHaveAttribute("id", "projects");
    const list = within(region).getAllByRole("list")[0]!;
    expect(within(list).getAllByRole("article")).toHaveLength(sampleProjects.length);
    for (const project of sampleProjects) {
      expect(screen.getByRole("link", { name: `Learn More about ${project.title}` })).toHaveAttribute(
        "href",
        `/projects/${project.slug}`,
      );
    }
    expect(screen.getAllByText("In Development")).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leads each card where hrefOf says, e.g. to the page in the page's own language", () => {
    render(<Projects projects={sampleProjects} hrefOf={(project) => `/de/projects/${project.slug}`} />);
    for (const project of sampleProjects) {
      expect(screen.getByRole("link", { name: `Learn More about ${project.title}` })).toHaveAttribute(
        "href",
        `/de/projects/${project.slug}`,
      );
    }
  });

  it("shows only the heading when there are no projects", () => {
    render(<Projects projects={[]} heading="Featured work" />);
    expect(screen.getByRole("heading", { level: 2, name: "Featured work" })).toBeVisible();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
