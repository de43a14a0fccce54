import { describe, expect, it } from "vitest";
import { contentForVariant } from "./variant";
import { resumeModel } from "./model";
import type { PortfolioContent } from "../content/types";

const content = {
  site: { url: "https://jordan.example", title: "Jordan", description: "Portfolio" },
  profile: { name: "Jordan Lee", headline: "Product Manager", tagline: "Default summary" },
  about: {},
  experience: [
    {
      period: "2021 — Present",
      title: "Lead PM",
      company: "Acme",
      location: "Berlin",
      achievements: ["a0", "a1", "a2"],
      current: true,
    },
    {
      period: "2018 — 2021",
      title: "PM",
      company: "Globex",
      location: "Paris",
      achievements: ["b0", "b1"],
      current: false,
    },
  ],
  awards: [],
  projects: [
    { slug: "one", title: "One", description: "First" },
    { slug: "two", title: "Two", description: "Second" },
    { slug: "three", title: "Three", description: "Third" },
  ],
  skills: [],
  tools: [],
} as unknown as PortfolioContent;

describe("a résumé variant", () => {
  it("is the default résumé when there is none", () => {
    expect(contentForVariant(content, undefined)).toBe(content);
  });

  it("replaces the summary line, shows its projects in its order and keeps its highlights only", () => {
    const model = resumeModel(
      contentForVariant(content, {
        summary: "For Acme: payments",
        projects: ["three", "one"],
        highlights: ["0.2", "1.0"],
      }),
    );
    expect(model.summary).toBe("For Acme: payments");
    expect(model.projects.map((project) => project.title)).toEqual(["Three", "One"]);
    expect(model.experience.map((job) => job.achievements)).toEqual([["a2"], ["b0"]]);
    // Every role is still there: a variant chooses highlights, not the career.
    expect(model.experience.map((job) => job.company)).toEqual(["Acme", "Globex"]);
  });

  it("passes over a project or highlight the content no longer has", () => {
    const model = resumeModel(
      contentForVariant(content, { projects: ["gone", "two"], highlights: ["9.9", "0.0"] }),
    );
    expect(model.projects.map((project) => project.title)).toEqual(["Two"]);
    expect(model.experience[0]!.achievements).toEqual(["a0"]);
    expect(model.summary).toBe("Default summary");
  });
});
