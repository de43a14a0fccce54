import { describe, expect, it } from "vitest";
import { projectHref, projectPath, projectsWithPages } from "./projects";
import type { Project } from "./types";

const card: Project = {
  slug: "atlas",
  title: "Atlas",
  description: "A map of everything.",
  image: { src: "/atlas.png", alt: "A map", width: 640, height: 400 },
  icon: "compass",
  tags: [],
  metrics: [],
};
const withPage: Project = { ...card, slug: "harbor", page: { summary: "A port.", blocks: [], tags: [] } };

describe("projects", () => {
  it("a project's page lives at /projects/{slug}", () => {
    expect(projectPath(withPage)).toBe("/projects/harbor");
  });

  it("a card leads to its own link, else to its page, else nowhere", () => {
    expect(projectHref({ ...withPage, link: "https://example.com/harbor" })).toBe(
      "https://example.com/harbor",
    );
    expect(projectHref(withPage)).toBe("/projects/harbor");
    expect(projectHref(card)).toBeUndefined();
  });

  it("keeps the projects that have a page, in order", () => {
    const third = { ...withPage, slug: "canal" };
    expect(projectsWithPages([withPage, card, third]).map((project) => project.slug)).toEqual([
      "harbor",
      "canal",
    ]);
  });
});
