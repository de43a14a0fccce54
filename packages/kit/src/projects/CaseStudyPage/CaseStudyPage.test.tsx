import { describe, expect, it, vi } from "vitest";
import { sampleCaseStudy } from "../../fixtures";
import { axeViolations, render, screen, within } from "../../test/render";
import { CaseStudyPage } from "./CaseStudyPage";

describe("CaseStudyPage", () => {
  it("introduces the case study with its h1, subtitle and badge", async () => {
    const { container } = render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    expect(screen.getByRole("article", { name: "Interview Coach" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(sampleCaseStudy.subtitle)).toBeVisible();
    expect(screen.getByText("In Progress")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/#projects");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("opens the live app in a new tab", () => {
    render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    const live = screen.getByRole("link", { name: "Try Interview Coach (opens in a new tab)" });
    expect(live).toHaveAttribute("href", sampleCaseStudy.liveUrl);
    expect(live).toHaveAttribute("target", "_blank");
    expect(live).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows features, status and platform, vision, problem and audience", () => {
    render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    const features = screen.getByRole("region", { name: "Key Features" });
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(sampleCaseStudy.features.map((f) => f.title));
    const fact = (term: string) =>
      screen.getAllByRole("term").find((t) => t.textContent === term)?.nextElementSibling;
    expect(fact("Status")).toHaveTextContent("Active Development");
    expect(fact("Platform")).toHaveTextContent("Mobile-first PWA");
    expect(
      within(screen.getByRole("region", { name: "Vision" })).getByText(sampleCaseStudy.vision),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Problem Statement" })).getByText(sampleCaseStudy.problem),
    ).toBeVisible();
    const audience = screen.getByRole("region", { name: "Target Audience" });
    expect(
      within(audience)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Product managers seeking jobs", "Career changers", "Graduates", "People seeking promotion"]);
  });

  it("lists delivered core and advanced features and the metrics", () => {
    render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    const delivered = screen.getByRole("region", { name: "Delivered Features" });
    expect(within(delivered).getByRole("heading", { level: 3, name: "Core Features" })).toBeVisible();
    expect(within(delivered).getByRole("heading", { level: 3, name: "Advanced Features" })).toBeVisible();
    expect(within(delivered).getByText("50-session history with trends")).toBeVisible();
    const metrics = screen.getByRole("region", { name: "Metrics" });
    for (const value of ["95%+", "< 2 s", "< 3 s", "120-180", "2-5 min", "80%+", "70+"]) {
      expect(within(metrics).getByText(value)).toBeVisible();
    }
  });

  it("shows the three-phase roadmap in order", () => {
    render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    const roadmap = screen.getByRole("region", { name: "Roadmap" });
    const phases = within(roadmap)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(phases.map((phase) => within(phase).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Audio intelligence",
      "Video and non-verbal",
      "Native apps",
    ]);
    expect(within(phases[0]!).getByText("Q3 2025")).toBeVisible();
    expect(within(phases[1]!).getByText("Q4 2025")).toBeVisible();
    expect(within(phases[2]!).getByText("Q1 2026")).toBeVisible();
  });

  it("summarises the tech stack and shows the tags", () => {
    render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    const stack = screen.getByRole("region", { name: "Tech Stack" });
    expect(
      within(stack)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(sampleCaseStudy.techStack.map((layer) => layer.area));
    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((t) => t.textContent),
    ).toEqual(sampleCaseStudy.tags);
  });

  it("scrolls to the top on mount unless told not to", () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { unmount } = render(<CaseStudyPage caseStudy={sampleCaseStudy} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    unmount();
    scrollTo.mockClear();
    render(<CaseStudyPage caseStudy={sampleCaseStudy} scrollToTopOnMount={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
