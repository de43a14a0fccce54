import { describe, expect, it } from "vitest";
import { sampleProjects } from "../../fixtures";
import { LinkProvider } from "../../primitives/AppLink";
import { axeViolations, render, screen, within } from "../../test/render";
import { ProjectTile } from "./ProjectTile";
import { MarkedRouterLink } from "../../test/routerLink";

const [personalCloud, , , interviewCoach] = sampleProjects as [
  (typeof sampleProjects)[0],
  unknown,
  unknown,
  (typeof sampleProjects)[0],
];

describe("ProjectTile", () => {
  it("shows the project and links to its page by name", async () => {
    const { container } = render(<ProjectTile project={personalCloud} />);
    const card = screen.getByRole("article", { name: "Personal Cloud" });
    expect(within(card).getByRole("heading", { level: 3, name: "Personal Cloud" })).toBeVisible();
    expect(within(card).getByText(personalCloud.description)).toBeVisible();
    for (const metric of personalCloud.metrics ?? []) expect(within(card).getByText(metric)).toBeVisible();
    for (const tag of personalCloud.tags ?? []) expect(within(card).getByText(tag)).toBeVisible();
    expect(within(card).getByRole("link", { name: "Learn More about Personal Cloud" })).toHaveAttribute(
      "href",
      "/projects/personal-cloud",
    );
    expect(within(card).queryByText("In Development")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads its image lazily at its intrinsic size", () => {
    render(<ProjectTile project={personalCloud} />);
    const image = screen.getByRole("img", { name: personalCloud.image!.alt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "400");
  });

  it("marks a project still being built 'In Development'", async () => {
    const { container } = render(<ProjectTile project={interviewCoach} />);
    const card = screen.getByRole("article", { name: "Interview Coach" });
    expect(within(card).getByText("In Development")).toBeVisible();
    expect(card).toHaveAttribute("data-state", "in-development");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leads to its own link when it has one, and nowhere when it has neither a link nor a page", () => {
    const { unmount } = render(
      <ProjectTile project={{ ...personalCloud, link: "https://example.com/case" }} />,
    );
    expect(screen.getByRole("link", { name: "Learn More about Personal Cloud" })).toHaveAttribute(
      "href",
      "https://example.com/case",
    );
    unmount();
    const { page: _page, ...withoutPage } = personalCloud;
    render(<ProjectTile project={withoutPage} />);
    expect(screen.getByRole("article", { name: "Personal Cloud" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("renders a project with only a slug, a title and a description: no picture, icon, metrics or tags", async () => {
    const minimal = { slug: "notes", title: "Field notes", description: "What I learned." };
    const { container, unmount } = render(<ProjectTile project={minimal} />);
    const card = screen.getByRole("article", { name: "Field notes" });
    expect(within(card).getByText("What I learned.")).toBeVisible();
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card).queryByRole("list")).not.toBeInTheDocument();
    expect(card.querySelector("svg")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    // Without a picture to sit on, the 'In Development' badge heads the text.
    render(<ProjectTile project={{ ...minimal, inDevelopment: true }} />);
    expect(screen.getByText("In Development")).toBeVisible();
  });

  it("navigates through the host's router link", () => {
    render(
      <LinkProvider component={MarkedRouterLink}>
        <ProjectTile project={personalCloud} />
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Learn More about Personal Cloud" })).toHaveAttribute(
      "data-router",
      "yes",
    );
  });
});
