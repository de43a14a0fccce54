import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { SectionHeading } from "../SectionHeading";
import { Section } from "./Section";

describe("Section", () => {
  it("is a region named by its heading, with the anchor id", async () => {
    const { container } = render(
      <Section id="skills">
        <SectionHeading title="Skills" />
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Skills" });
    expect(region).toHaveAttribute("id", "skills");
    expect(screen.getByRole("heading", { level: 2, name: "Skills" })).toHaveAttribute("id", "skills-heading");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes another heading id and a muted background", () => {
    render(
      <Section id="home" labelledBy="hero-name" tone="muted">
        <h1 id="hero-name">Alex Morgan</h1>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Alex Morgan" });
    expect(region).toHaveAttribute("data-tone", "muted");
  });
});
