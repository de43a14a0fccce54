import type { ProjectBlock, ProjectWithPage } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { ProjectPage } from "./ProjectPage";
import { interviewCoach, interviewCoachSections, personalCloud } from "../../fixtures/sampleProjectPages";

const blockOf = <T extends ProjectBlock["type"]>(project: ProjectWithPage, type: T) =>
  project.page.blocks.find((block) => block.type === type) as Extract<ProjectBlock, { type: T }>;
const withBlocks = (project: ProjectWithPage, blocks: ProjectBlock[], rest = {}): ProjectWithPage => ({
  ...project,
  page: { ...project.page, ...rest, blocks },
});
const sectionNames = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("ProjectPage", () => {
  it("renders a project with no picture, icon, tags or metrics: no cover and no tag list", async () => {
    const bare: ProjectWithPage = {
      slug: "bare",
      title: "Bare project",
      description: "Only words.",
      page: {
        summary: "Words, and nothing else.",
        blocks: [{ type: "overview", paragraphs: ["Plain."] }],
        tags: [],
      },
    };
    const { container } = render(<ProjectPage project={bare} />);
    expect(screen.getByRole("article", { name: "Bare project" })).toBeInTheDocument();
    expect(screen.getByText("Plain.")).toBeVisible();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders the project as an article titled by its h1, led by its summary", async () => {
    const { container } = render(<ProjectPage project={personalCloud} />);
    expect(screen.getByRole("article", { name: "Personal Cloud" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(personalCloud.page.summary)).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/#projects");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows its blocks in their order, each a region named by its heading", () => {
    render(<ProjectPage project={personalCloud} />);
    expect(sectionNames()).toEqual(["Overview", "Key Metrics", "Achievements"]);
    const overview = screen.getByRole("region", { name: "Overview" });
    for (const paragraph of blockOf(personalCloud, "overview").paragraphs) {
      expect(within(overview).getByText(paragraph)).toBeVisible();
    }
    const metrics = screen.getByRole("region", { name: "Key Metrics" });
    expect(within(metrics).getByText("Monthly active users")).toBeVisible();
    expect(within(metrics).getByText("12M")).toBeVisible();
    const achievements = screen.getByRole("region", { name: "Achievements" });
    expect(within(achievements).getAllByRole("listitem")).toHaveLength(
      blockOf(personalCloud, "achievements").items.length,
    );
    expect(
      within(screen.getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((t) => t.textContent),
    ).toEqual(personalCloud.page.tags);
  });

  it("marks each block's section with its block key, by which the tracker reports what a view reached", () => {
    const blocks: ProjectBlock[] = [
      { type: "overview", paragraphs: ["First."] },
      { type: "problem", text: "" }, // nothing to show: no section, but it keeps its key
      { type: "overview", title: "More", paragraphs: ["Second."] },
    ];
    render(<ProjectPage project={withBlocks(personalCloud, blocks)} />);
    const marked = (name: string) => screen.getByRole("region", { name }).getAttribute("data-block");
    expect(marked("Overview")).toBe("overview");
    expect(marked("More")).toBe("overview-2");
    expect(screen.getByRole("region", { name: "More" }).querySelector("h2")!.id).toMatch(/-overview-2$/);
  });

  it("lists the header's facts that are given, as term and value pairs", () => {
    render(<ProjectPage project={personalCloud} />);
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    const terms = within(header)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual(["Role", "Duration", "Team size"]);
    expect(screen.getByText("Senior Product Manager")).toBeVisible();
    expect(screen.getByText("3 squads, 24 people")).toBeVisible();
  });

  it("every kind of block: features, vision and problem side by side, audience, delivered, metrics, roadmap, stack", async () => {
    const { container } = render(<ProjectPage project={interviewCoach} />);
    expect(sectionNames()).toEqual(interviewCoachSections);
    const features = screen.getByRole("region", { name: "Key Features" });
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(blockOf(interviewCoach, "features").items.map((f) => f.title));
    const vision = screen.getByRole("region", { name: "Vision" });
    const problem = screen.getByRole("region", { name: "Problem Statement" });
    expect(within(vision).getByText(blockOf(interviewCoach, "vision").text)).toBeVisible();
    expect(within(problem).getByText(blockOf(interviewCoach, "problem").text)).toBeVisible();
    expect(vision.parentElement).toBe(problem.parentElement);
    expect(
      within(screen.getByRole("region", { name: "Target Audience" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Product managers seeking jobs", "Career changers", "Graduates", "People seeking promotion"]);
    const delivered = screen.getByRole("region", { name: "Delivered Features" });
    expect(within(delivered).getByRole("heading", { level: 3, name: "Core Features" })).toBeVisible();
    expect(within(delivered).getByRole("heading", { level: 3, name: "Advanced Features" })).toBeVisible();
    const metrics = screen.getByRole("region", { name: "Metrics" });
    for (const value of ["95%+", "< 2 s", "< 3 s", "120-180", "2-5 min", "80%+", "70+"]) {
      expect(within(metrics).getByText(value)).toBeVisible();
    }
    const phases = within(screen.getByRole("region", { name: "Roadmap" }))
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(phases.map((phase) => within(phase).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Audio intelligence",
      "Video and non-verbal",
      "Native apps",
    ]);
    expect(within(phases[0]!).getByText("Q3 2025")).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Tech Stack" }))
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(blockOf(interviewCoach, "techStack").layers.map((layer) => layer.area));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts the badge, the lead and the status and platform facts in the header", () => {
    render(<ProjectPage project={interviewCoach} />);
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(within(header).getByText("In Progress")).toBeVisible();
    expect(within(header).getByText(interviewCoach.page.subtitle!)).toBeVisible();
    expect(within(header).queryByText(interviewCoach.page.summary)).not.toBeInTheDocument();
    const fact = (term: string) =>
      within(header)
        .getAllByRole("term")
        .find((t) => t.textContent === term)?.nextElementSibling;
    expect(fact("Status")).toHaveTextContent("Active Development");
    expect(fact("Platform")).toHaveTextContent("Mobile-first PWA");
  });

  it("opens the external link in a new tab and says so", () => {
    render(<ProjectPage project={interviewCoach} />);
    const live = screen.getByRole("link", { name: "Try Interview Coach (opens in a new tab)" });
    expect(live).toHaveAttribute("href", interviewCoach.page.link!.href);
    expect(live).toHaveAttribute("target", "_blank");
    expect(live).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("a block's own title replaces the kit's heading for that kind", () => {
    render(
      <ProjectPage
        project={withBlocks(personalCloud, [
          { type: "overview", title: "The story", paragraphs: ["It began with a backup nobody opened."] },
        ])}
      />,
    );
    expect(sectionNames()).toEqual(["The story"]);
  });

  it("leaves out what a project does not have: blocks, empty blocks, facts, badge, link, tags", async () => {
    const { container } = render(
      <ProjectPage
        project={{
          ...personalCloud,
          page: {
            summary: "Just a summary.",
            blocks: [
              { type: "metrics", items: [] },
              { type: "delivered", core: [], advanced: [] },
              { type: "vision", text: "" },
              { type: "overview", paragraphs: ["Only this."] },
            ],
            tags: [],
          },
        }}
      />,
    );
    expect(sectionNames()).toEqual(["Overview"]);
    expect(screen.queryAllByRole("term")).toEqual([]);
    expect(screen.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Back to Projects"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("quotes someone's words in a figure, with who said them as its caption", async () => {
    const quote = {
      type: "quote" as const,
      quote: {
        text: "I finally trust the number on the screen.",
        name: "Participant 7",
        role: "Night-shift nurse",
      },
    };
    const { container } = render(
      <ProjectPage
        project={withBlocks(personalCloud, [quote, { ...quote, quote: { text: " ", name: "Nobody" } }])}
      />,
    );
    expect(sectionNames()).toEqual(["In Their Words"]);
    const region = screen.getByRole("region", { name: "In Their Words" });
    const figure = within(region).getByRole("figure");
    const blockquote = figure.querySelector("blockquote");
    expect(blockquote).toHaveTextContent("I finally trust the number on the screen.");
    const caption = figure.querySelector("figcaption");
    expect(caption).toHaveTextContent("Participant 7, Night-shift nurse");
    expect(within(region).queryByText("Nobody")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a lone vision takes the full width; only a vision and a problem together share a row", () => {
    const vision = blockOf(interviewCoach, "vision");
    const problem = blockOf(interviewCoach, "problem");
    render(
      <ProjectPage
        project={withBlocks(interviewCoach, [vision, { type: "audience", items: ["Everyone"] }, problem])}
      />,
    );
    const visionRegion = screen.getByRole("region", { name: "Vision" });
    const problemRegion = screen.getByRole("region", { name: "Problem Statement" });
    expect(visionRegion.parentElement).toBe(problemRegion.parentElement);
    expect(visionRegion.parentElement).toBe(
      screen.getByRole("region", { name: "Target Audience" }).parentElement,
    );
  });

  it("scrolls to the top on mount unless told not to", () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { unmount } = render(<ProjectPage project={personalCloud} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    unmount();
    scrollTo.mockClear();
    render(<ProjectPage project={personalCloud} scrollToTopOnMount={false} backHref="/work" />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/work");
  });
});

describe("ProjectPage for a private case study", () => {
  // All that is public of it: the one line it is described by everywhere.
  const underNda = "Under NDA: fraud scoring for a payments provider.";
  const privateProject: ProjectWithPage = {
    slug: "payments-risk",
    title: "Payments Risk",
    description: underNda,
    visibility: "private",
    synopsis: underNda,
    page: { summary: underNda, blocks: [], tags: [] },
  };

  it("says to everyone it is shared on request, with a link to the contact form", async () => {
    const { container } = render(<ProjectPage project={privateProject} askHref="/de/#contact" />);
    expect(screen.getByText("I share this case study with companies on request.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Ask me for it" })).toHaveAttribute("href", "/de/#contact");
    expect(screen.queryByText(/Shared with/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the company it is shown to in full, as text", () => {
    render(<ProjectPage project={privateProject} sharedWith="Acme <Robotics>" />);
    expect(screen.getByText("Shared with Acme <Robotics>")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Ask me for it" })).not.toBeInTheDocument();
  });

  it("shows nothing of the kind on a public project's page", () => {
    render(<ProjectPage project={personalCloud} sharedWith="Acme" />);
    expect(screen.queryByText(/Shared with|on request/)).not.toBeInTheDocument();
  });
});
