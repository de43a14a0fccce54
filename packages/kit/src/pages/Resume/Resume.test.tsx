import { resumeModel } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { sampleContent } from "../../fixtures/sampleContent";
import { axeViolations, render, screen, within } from "../../test/render";
import { Resume } from "./Resume";

const resume = resumeModel(sampleContent);

describe("Resume", () => {
  it("shows the profile, every job with its points, the awards, the projects and the skills, in the PDF's order", async () => {
    const { container } = render(
      <Resume resume={resume} pdfHref="/api/download-resume" jsonHref="/resume.json" />,
    );
    expect(screen.getByRole("heading", { level: 1, name: resume.name })).toBeInTheDocument();
    expect(screen.getByText(resume.headline)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: resume.email })).toHaveAttribute(
      "href",
      `mailto:${resume.email}`,
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      ["Experience", resume.awards.length ? "Awards" : null, "Selected Projects", "Skills"].filter(Boolean),
    );

    const experience = within(screen.getByRole("region", { name: "Experience" }));
    expect(experience.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      resume.experience.map((job) => job.title),
    );
    for (const job of resume.experience) {
      for (const achievement of job.achievements)
        expect(experience.getByText(achievement)).toBeInTheDocument();
    }
    const projects = within(screen.getByRole("region", { name: "Selected Projects" }));
    expect(projects.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      resume.projects.map((project) => project.title),
    );
    for (const group of resume.skills) expect(screen.getByText(group.items.join(", "))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no address and no empty mailto: link when the profile shows no email", () => {
    const { email: _shown, ...profile } = sampleContent.profile;
    const { container } = render(<Resume resume={resumeModel({ ...sampleContent, profile })} />);
    expect(screen.getByRole("heading", { level: 1, name: resume.name })).toBeInTheDocument();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelector("li:empty")).toBeNull();
  });

  it("links the PDF as a download and the JSON Resume file", () => {
    render(<Resume resume={resume} pdfHref="/api/download-resume" jsonHref="/resume.json" />);
    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf).toHaveAttribute("href", "/api/download-resume");
    expect(pdf).toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "JSON Resume" })).toHaveAttribute("href", "/resume.json");
  });

  it("heads its sections in the model's language", () => {
    render(<Resume resume={resumeModel(sampleContent, undefined, { language: "de" })} />);
    for (const title of ["Werdegang", "Ausgewählte Projekte", "Fähigkeiten"])
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Experience" })).toBeNull();
  });

  it("marks the booking and profile links with the goals a host's analytics counts, as the Hero's are", () => {
    render(<Resume resume={resume} />);
    const booking = resume.links.find((link) => link.kind === "booking");
    const profile = resume.links.find((link) => link.network);
    const portfolio = resume.links.find((link) => link.kind === "portfolio");
    expect(booking && profile && portfolio).toBeTruthy();
    const linkTo = (url: string) => screen.getByText(url.replace(/^https?:\/\//, "")).closest("a");
    expect(linkTo(booking!.url)).toHaveAttribute("data-goal", "booking-click");
    expect(linkTo(profile!.url)).toHaveAttribute("data-goal", "profile-click");
    expect(linkTo(portfolio!.url)).not.toHaveAttribute("data-goal");
  });

  it("has no download links when it is given none, and takes its own words for them", () => {
    const { unmount } = render(<Resume resume={resume} />);
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
    expect(screen.queryByRole("link", { name: "JSON Resume" })).toBeNull();
    unmount();
    render(<Resume resume={resume} pdfHref="/cv.pdf" pdfLabel="Lebenslauf (PDF)" />);
    expect(screen.getByRole("link", { name: "Lebenslauf (PDF)" })).toHaveAttribute("href", "/cv.pdf");
  });

  it("marks the links whose text is not their address, so print shows the address after them", () => {
    render(<Resume resume={resume} />);
    const linked = resume.projects.filter((project) => project.url);
    expect(linked.length).toBeGreaterThan(0);
    for (const project of linked) {
      const link = screen.getByRole("link", { name: project.title });
      expect(link).toHaveAttribute("href", project.url);
      expect(link).toHaveAttribute("data-print-address");
    }
    // Contact links already show their address.
    for (const link of resume.links) {
      expect(screen.getByRole("link", { name: link.url.replace(/^https?:\/\//, "") })).not.toHaveAttribute(
        "data-print-address",
      );
    }
  });
});
